import { CheckCircle2, Send } from "lucide-react";
import { useForm } from "~/components/form/use-form";
import { Spinner } from "~/components/ui/card";
import { Field, Input, Select, Textarea } from "~/components/ui/input";
import { BUDGET_OPTIONS, CONTACT_CHECK_FORM, ContactSchema, HONEYPOT_FIELD, SERVICE_OPTIONS } from "~/domain/contact";

/**
 * 'Send us a message' (the contact page): posted as a page form, so it works without JavaScript; a
 * refused post fills the fields again from the answer's `values`.
 */
export function ContactForm({ preselectedService }: { preselectedService: string | null }) {
  const { Form, result, formProps, field, fieldFor, isBusy } = useForm({
    schema: ContactSchema,
    via: "page",
    plainIds: true,
    invalidToast: CONTACT_CHECK_FORM,
  });
  const values: Record<string, string> = result && !result.ok ? (result.values ?? {}) : {};

  return (
    <>
      {result?.ok ? (
        <div
          role="status"
          data-testid="contact-success"
          className="mt-6 flex items-start gap-3 rounded-xl border border-success-600/25 bg-success-50 px-5 py-4 text-success-700"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="font-medium">{result.message}</p>
        </div>
      ) : result && !result.ok && !result.fieldErrors ? (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-danger-600/25 bg-danger-50 px-5 py-4 font-medium text-danger-700"
        >
          {result.error}
        </div>
      ) : null}

      <Form
        {...formProps}
        key={result?.ok ? result.at : `contact-${preselectedService ?? ""}`}
        className="mt-8 grid gap-5 sm:grid-cols-2"
      >
        <Field {...fieldFor("name")} label="Name" required>
          <Input {...field("name")} autoComplete="name" required defaultValue={values.name} />
        </Field>
        <Field {...fieldFor("email")} label="Email" required>
          <Input {...field("email")} type="email" autoComplete="email" required defaultValue={values.email} />
        </Field>
        <Field {...fieldFor("company")} label="Company">
          <Input {...field("company")} autoComplete="organization" defaultValue={values.company} />
        </Field>
        <Field {...fieldFor("phone")} label="Phone">
          <Input {...field("phone")} type="tel" autoComplete="tel" defaultValue={values.phone} />
        </Field>
        <Field {...fieldFor("service")} label="Service" required>
          <Select {...field("service")} required defaultValue={values.service ?? preselectedService ?? ""}>
            <option value="" disabled>
              Choose a service
            </option>
            <Options options={SERVICE_OPTIONS} />
          </Select>
        </Field>
        <Field {...fieldFor("budget")} label="Budget">
          <Select {...field("budget")} defaultValue={values.budget ?? ""}>
            <option value="">Not sure yet</option>
            <Options options={BUDGET_OPTIONS} />
          </Select>
        </Field>
        <Field {...fieldFor("message")} label="Message" required className="sm:col-span-2">
          <Textarea
            {...field("message")}
            rows={6}
            required
            maxLength={5000}
            placeholder="What would you like to build? Who will use it, and by when do you need it?"
            defaultValue={values.message}
          />
        </Field>
        {/* the honeypot: hidden from people and assistive technology, tempting to bots */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={HONEYPOT_FIELD}>Website</label>
          <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <button
            type="submit"
            disabled={isBusy}
            className="inline-flex h-12 items-center gap-2 rounded-full bg-brand-600 px-7 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:opacity-70"
          >
            {isBusy ? <Spinner label="Sending" /> : <Send aria-hidden="true" className="size-4" />}
            {isBusy ? "Sending…" : "Send Message"}
          </button>
          <p className="text-sm text-ink-muted">We reply within 24 hours.</p>
        </div>
      </Form>
    </>
  );
}

/** The choices of a select, each value with its label. */
function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}
