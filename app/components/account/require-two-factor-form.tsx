import { ShieldCheck } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { type ActionResult, useActionToast } from "~/components/form/toast";
import { Spinner } from "~/components/ui/card";
import { cn } from "~/lib/utils";

/**
 * The admin's switch "Require two-factor sign-in for staff" on the Users screen (intent `require-2fa`):
 * one button that posts the other state, so it works before JavaScript loads and is read as a switch.
 * While it is on, a staff member without two-factor sign-in is sent to set it up before the dashboard.
 */
export function RequireTwoFactorForm({ isRequired, staffWithout }: { isRequired: boolean; staffWithout: number }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const isBusy = fetcher.state !== "idle";
  // shown at once, before the answer: the next loader brings the saved state
  const isOn = isBusy && fetcher.formData ? fetcher.formData.get("required") === "on" : isRequired;
  const waiting =
    staffWithout === 0
      ? "Every staff member has it on."
      : `${staffWithout} staff ${staffWithout === 1 ? "member has" : "members have"} not set it up yet${isOn ? " and will be asked to before the dashboard" : ""}.`;
  return (
    <section
      aria-labelledby="require-2fa-title"
      className="mb-8 flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="require-2fa-title" className="font-semibold text-ink">
            Require two-factor sign-in for staff
          </h2>
          <p className="text-sm text-ink-muted">
            {waiting}{" "}
            <Link to="/account/two-factor" className="font-semibold text-brand-700 hover:underline">
              Your own two-factor sign-in
            </Link>
          </p>
        </div>
      </div>
      <fetcher.Form method="post" className="flex shrink-0 items-center gap-3">
        <input type="hidden" name="intent" value="require-2fa" />
        {/* named by the heading (aria-labelledby wins over the label), its state by aria-pressed; the
            visible On/Off is a label beside it (a click on it works the switch), so the button's name holds
            all of its own visible text (WCAG 2.5.3) */}
        <button
          id="require-2fa"
          type="submit"
          name="required"
          value={isOn ? "off" : "on"}
          aria-pressed={isOn}
          aria-labelledby="require-2fa-title"
          disabled={isBusy}
          className="inline-flex items-center gap-3 rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-70"
        >
          <span
            aria-hidden="true"
            className={cn(
              "relative h-6 w-11 shrink-0 rounded-full transition-colors after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform",
              isOn ? "bg-brand-600 after:translate-x-5" : "bg-line-strong",
            )}
          />
          {isBusy ? <Spinner label="Saving" /> : null}
        </button>
        <label htmlFor="require-2fa" className="cursor-pointer text-sm font-medium text-ink">
          {isOn ? "On" : "Off"}
        </label>
      </fetcher.Form>
    </section>
  );
}
