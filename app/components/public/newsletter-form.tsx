import { CheckCircle2, Mail } from "lucide-react";
import { useForm } from "~/components/form/use-form";
import { Spinner } from "~/components/ui/card";
import { NewsletterSchema } from "~/domain/newsletter";
import { cn } from "~/lib/utils";

/**
 * The newsletter box: posts to /newsletter (double opt-in). Without JavaScript the post lands on
 * the /newsletter page, which shows the same result.
 */
export function NewsletterForm({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  const { Form, result, formProps, field, errors, isBusy } = useForm({
    schema: NewsletterSchema,
    fetcherKey: "newsletter",
  });
  const fieldError = errors.email ?? (result && !result.ok ? result.error : null);
  const email = field("email");
  const isDark = tone === "dark";

  return (
    <div className={className}>
      <Form
        {...formProps}
        key={result?.ok ? result.at : "newsletter"}
        action="/newsletter"
        className="flex flex-col gap-3 sm:flex-row"
      >
        <div className="relative flex-1">
          <label htmlFor={email.id} className="sr-only">
            Email address
          </label>
          <Mail
            aria-hidden="true"
            className={cn(
              "pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2",
              isDark ? "text-brand-200" : "text-ink-subtle",
            )}
          />
          <input
            id={email.id}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@company.com"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${email.id}-error` : undefined}
            className={cn(
              "h-12 w-full rounded-full pr-4 pl-11 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
              isDark
                ? "bg-white/10 text-white ring-1 ring-white/20 placeholder:text-brand-200 ring-inset focus-visible:outline-accent-300"
                : "border border-line-strong bg-white text-ink placeholder:text-ink-subtle focus-visible:outline-brand-500",
              fieldError && (isDark ? "ring-2 ring-danger-50" : "border-danger-600"),
            )}
          />
        </div>
        <button
          type="submit"
          disabled={isBusy}
          className={cn(
            "inline-flex h-12 items-center justify-center gap-2 rounded-full px-7 text-sm font-semibold transition-colors disabled:opacity-70",
            isDark ? "bg-accent-400 text-ink hover:bg-accent-300" : "bg-brand-600 text-white hover:bg-brand-700",
          )}
        >
          {isBusy ? <Spinner label="Subscribing" /> : null}
          Subscribe
        </button>
      </Form>
      <div className="mt-3 min-h-6 text-sm" aria-live="polite">
        {fieldError ? (
          <p id={`${email.id}-error`} role="alert" className={isDark ? "font-medium text-red-200" : "text-danger-700"}>
            {fieldError}
          </p>
        ) : result?.ok ? (
          <p className={cn("inline-flex items-center gap-2 font-medium", isDark ? "text-white" : "text-success-700")}>
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" /> {result.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
