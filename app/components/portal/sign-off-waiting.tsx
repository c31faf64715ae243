import { ClipboardCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

export type SignOffWaiting = { sprintId: string; sprintTitle: string; projectTitle: string };

/**
 * First on every portal tab, under the tab row: the sprints waiting for the client's sign-off, across their projects,
 * each with the way to its page (where Approve and Request Changes are). Nothing when none waits.
 */
export function SignOffWaitingBanner({ waiting }: { waiting: SignOffWaiting[] }) {
  if (waiting.length === 0) return null;
  return (
    <section
      aria-labelledby="sign-off-waiting-title"
      className="mb-6 rounded-(--radius-card) border border-warning-600/30 bg-warning-50 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-xl bg-warning-600 text-white"
        >
          <ClipboardCheck className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="sign-off-waiting-title" className="font-display text-base font-semibold text-warning-700">
            {waiting.length === 1 ? "A sprint is waiting for your sign-off" : "Sprints are waiting for your sign-off"}
          </h2>
          <ul className="mt-2 grid gap-2">
            {waiting.map((w) => (
              <li key={w.sprintId} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <p className="min-w-0 text-sm text-ink">
                  <span className="font-semibold">{w.sprintTitle}</span>
                  <span className="text-ink-muted"> · {w.projectTitle}</span>
                </p>
                <Link
                  to={`/client-portal/sprint/${w.sprintId}`}
                  aria-label={`Review and Sign Off: ${w.sprintTitle}`}
                  className={buttonVariants({ size: "sm", className: "shrink-0 self-start sm:self-auto" })}
                >
                  Review and Sign Off
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
