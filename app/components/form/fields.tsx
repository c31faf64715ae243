import type * as React from "react";
import { Field, Input, PasswordInput, Select, Textarea } from "~/components/ui/input";
import { PASSWORD_MIN, PASSWORD_RULE } from "~/domain/schemas/auth";
import { cn } from "~/lib/utils";
import type { useForm } from "./use-form";

/**
 * What the field components need from `useForm`: a control's id, name and ARIA wiring (`field`), and the
 * props of the <Field> around it (`fieldFor`). A record dialog passes the same pair as its `kit`.
 */
export type FieldKit = Pick<ReturnType<typeof useForm>, "field" | "fieldFor">;

type Labelled = {
  form: FieldKit;
  name: string;
  label: string;
  hint?: string;
  /** the field's wrapper (e.g. a grid span) */
  className?: string;
  /** the control itself */
  inputClassName?: string;
};

/** The <Field> around one control: its label (an asterisk when required), hint and message. */
function LabelledControl({
  form,
  name,
  label,
  hint,
  className,
  required,
  children,
}: Omit<Labelled, "inputClassName"> & {
  required?: boolean;
  children: (wiring: ReturnType<FieldKit["field"]>) => React.ReactNode;
}) {
  return (
    <Field {...form.fieldFor(name)} label={label} required={required} hint={hint} className={className}>
      {children(form.field(name, { hint: Boolean(hint) }))}
    </Field>
  );
}

/** A field component's props split: what the <Field> needs, and the rest for the control itself. */
function splitLabelled<P extends Labelled & { required?: boolean }>(props: P) {
  const { form, name, label, hint, className, inputClassName, ...control } = props;
  return [
    { form, name, label, hint, className, required: props.required },
    { ...control, className: inputClassName },
  ] as const;
}

/** A labelled input (its asterisk follows `required`, its hint is described); the other props go to the input. */
export function TextField(props: Labelled & Omit<React.ComponentProps<"input">, "id" | "name" | "form">) {
  const [labelled, input] = splitLabelled(props);
  return <LabelledControl {...labelled}>{(wiring) => <Input {...wiring} {...input} />}</LabelledControl>;
}

/** A labelled multi-line input; the other props go to the textarea. */
export function TextAreaField(props: Labelled & Omit<React.ComponentProps<"textarea">, "id" | "name" | "form">) {
  const [labelled, textarea] = splitLabelled(props);
  return <LabelledControl {...labelled}>{(wiring) => <Textarea {...wiring} {...textarea} />}</LabelledControl>;
}

/** A whole number that orders records: lower numbers come first. */
export function OrderField({
  form,
  name = "orderPosition",
  label = "Order",
  defaultValue,
}: {
  form: FieldKit;
  name?: string;
  label?: string;
  defaultValue: number;
}) {
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      hint="Lower numbers come first."
      type="number"
      inputMode="numeric"
      step={1}
      defaultValue={defaultValue}
    />
  );
}

/** A select among a closed list of values (a status, a type, a priority), each shown as `labelOf` says. */
export function ChoiceField({
  form,
  name,
  label,
  choices,
  labelOf = (choice) => choice,
  defaultValue,
  className,
}: {
  form: FieldKit;
  name: string;
  label: string;
  choices: readonly string[];
  labelOf?: (choice: string) => string;
  defaultValue: string;
  className?: string;
}) {
  return (
    <Field {...form.fieldFor(name)} label={label} className={className}>
      <Select {...form.field(name)} defaultValue={defaultValue}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * A full-width select of records ('Choose a …' first, disabled, when `prompt` is given; an enabled
 * empty choice when `none` is); the other props go to the select.
 */
export function RecordSelectField({
  form,
  name,
  label,
  prompt,
  none,
  records,
  hint,
  ...select
}: {
  form: FieldKit;
  name: string;
  label: string;
  prompt?: string;
  none?: string;
  hint?: string;
  records: { id: string; label: string }[];
} & Omit<React.ComponentProps<"select">, "id" | "name" | "form" | "children">) {
  return (
    <Field {...form.fieldFor(name)} label={label} required={select.required} hint={hint} className="sm:col-span-2">
      <Select {...form.field(name, { hint: Boolean(hint) })} {...select}>
        {prompt ? (
          <option value="" disabled>
            {prompt}
          </option>
        ) : null}
        {none ? <option value="">{none}</option> : null}
        {records.map((record) => (
          <option key={record.id} value={record.id}>
            {record.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Fields side by side from the small breakpoint on (one column on phones). */
export function FieldRow({ columns = 2, children }: { columns?: 2 | 3; children: React.ReactNode }) {
  return (
    <div className={cn("grid items-start gap-5", columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}>{children}</div>
  );
}

/** A titled group of fields inside a dialog. */
export function FieldGroup({
  legend,
  children,
  className,
}: {
  legend?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start", className)}>
      {legend ? (
        <legend className="mb-3 text-xs font-semibold tracking-wider text-ink-subtle uppercase sm:col-span-2">
          {legend}
        </legend>
      ) : null}
      {children}
    </fieldset>
  );
}

/** A form-level message from the server (not tied to one field). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg bg-danger-50 px-4 py-3 text-sm text-danger-700 ring-1 ring-danger-600/25"
    >
      {message}
    </p>
  );
}

/**
 * A new password typed twice (`password`, `confirmPassword`), with the length rule as its hint: the
 * reset and invitation pages and the account page's password change all ask it this way.
 */
export function NewPasswordFields({ form, markRequired = false }: { form: FieldKit; markRequired?: boolean }) {
  return (
    <>
      <Field {...form.fieldFor("password")} label="New password" hint={PASSWORD_RULE} required={markRequired}>
        <PasswordInput
          {...form.field("password", { hint: true })}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
        />
      </Field>
      <Field {...form.fieldFor("confirmPassword")} label="Repeat new password" required={markRequired}>
        <PasswordInput {...form.field("confirmPassword")} autoComplete="new-password" required />
      </Field>
    </>
  );
}
