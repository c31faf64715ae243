import { CheckCircle2, Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/toast";
import { Spinner } from "~/components/ui/card";
import { NewsletterSchema } from "~/domain/newsletter";
import { cn } from "~/lib/utils";

export type NewsletterResult = { ok: true; message: string } | { ok: false; error: string; fieldError?: string };

/**
 * The newsletter box: posts to /newsletter (double opt-in). Without JavaScript the post lands on
 * the /newsletter page, which shows the same result.
 */
export function NewsletterForm({ tone = "dark", className }: { tone?: "dark" | "light"; className?: string }) {
  const fetcher = useFetcher<NewsletterResult>({ key: "newsletter" });
  const formRef = useRef<HTMLFormElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const result = fetcher.data;
  const isSubmitting = fetcher.state !== "idle";

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      formRef.current?.reset();
      toast.success("Success", { description: result.message });
    } else {
      toast.error("Error", { description: result.error });
    }
  }, [result]);

  const fieldError = clientError ?? (result && !result.ok ? (result.fieldError ?? result.error) : null);
  const isDark = tone === "dark";

  return (
    <div className={className}>
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/newsletter"
        noValidate
        onSubmit={(event) => {
          const parsed = NewsletterSchema.safeParse({ email: new FormData(event.currentTarget).get("email") });
          if (!parsed.success) {
            event.preventDefault();
            setClientError(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
          } else {
            setClientError(null);
          }
        }}
        className="flex flex-col gap-3 sm:flex-row"
      >
        <div className="relative flex-1">
          <label htmlFor="newsletter-email" className="sr-only">
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
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@company.com"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? "newsletter-error" : undefined}
            onInput={() => setClientError(null)}
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
          disabled={isSubmitting}
          className={cn(
            "inline-flex h-12 items-center justify-center gap-2 rounded-full px-7 text-sm font-semibold transition-colors disabled:opacity-70",
            isDark ? "bg-accent-400 text-ink hover:bg-accent-300" : "bg-brand-600 text-white hover:bg-brand-700",
          )}
        >
          {isSubmitting ? <Spinner label="Subscribing" /> : null}
          Subscribe
        </button>
      </fetcher.Form>
      <div className="mt-3 min-h-6 text-sm" aria-live="polite">
        {fieldError ? (
          <p id="newsletter-error" role="alert" className={isDark ? "font-medium text-red-200" : "text-danger-700"}>
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
