import { ArrowRight, BellOff, Sparkles } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Card, EmptyState } from "~/components/ui/card";
import type { ActivityItem } from "~/domain/activity-feed";
import type { NotificationsWaiting } from "~/domain/notifications-waiting";
import { cn } from "~/lib/utils";
import { ActivityList } from "./activity-list";
import { portalHref } from "./links";

const FILTERS = [
  { value: "all", label: "All activity" },
  { value: "notifications", label: "Notifications" },
  { value: "unread", label: "Unread" },
] as const;
type Filter = (typeof FILTERS)[number]["value"];

/**
 * Notifications tab: the project's notifications with 'Mark read' on unread ones, among
 * the sprint, task and invoice updates that 'View All' leads to (those cannot be marked).
 * The filter is a link (?show=), so it works before JavaScript loads.
 */
export function NotificationsTab({
  feed,
  waiting,
  projectParam,
  testimonialRequests,
}: {
  feed: ActivityItem[];
  /** The tab's one count (unread notifications and pending testimonial requests), as on its badge. */
  waiting: NotificationsWaiting;
  projectParam: string | null;
  testimonialRequests: { projectId: string; projectTitle: string }[];
}) {
  const [params] = useSearchParams();
  const requested = params.get("show");
  const filter: Filter = FILTERS.some((f) => f.value === requested) ? (requested as Filter) : "all";
  const shown =
    filter === "notifications"
      ? feed.filter((i) => i.type === "notification")
      : filter === "unread"
        ? feed.filter((i) => i.canMarkRead)
        : feed;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-h2 font-bold">Notifications</h2>
        <p className="text-sm text-ink-muted" aria-live="polite" data-testid="notifications-waiting">
          {waiting.label}
        </p>
      </div>

      {testimonialRequests.map((r) => (
        <Link
          key={r.projectId}
          to={`${portalHref({ project: projectParam })}#testimonial-${r.projectId}`}
          className="group flex items-center gap-4 rounded-(--radius-card) border border-accent-400/60 bg-accent-300/15 p-4 transition-colors hover:bg-accent-300/25 sm:p-5"
        >
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-400 text-ink"
          >
            <Sparkles className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-ink">Testimonial request</span>
            <span className="block text-sm text-ink-muted">
              {r.projectTitle} is complete. Tell us how it went: it takes a minute.
            </span>
          </span>
          <ArrowRight
            aria-hidden="true"
            className="size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      ))}

      <nav aria-label="Filter notifications">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <li key={f.value}>
              <Link
                to={portalHref({
                  tab: "notifications",
                  project: projectParam,
                  extra: f.value === "all" ? {} : { show: f.value },
                })}
                preventScrollReset
                replace
                aria-current={filter === f.value ? "true" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold transition-colors",
                  filter === f.value
                    ? "bg-ink text-white"
                    : "bg-white text-ink-muted ring-1 ring-line-strong ring-inset hover:text-ink",
                )}
              >
                {f.label}
                {f.value === "unread" && waiting.count > 0 ? (
                  <span className="ml-1.5 tabular-nums opacity-80">{waiting.count}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {shown.length === 0 ? (
        <EmptyState icon={<BellOff />} title={filter === "unread" ? "No unread notifications" : "No notifications yet"}>
          {filter === "unread"
            ? "You've read everything. New notifications will show up here on their own."
            : "We'll let you know here when a sprint starts, needs your review or an invoice is issued."}
        </EmptyState>
      ) : (
        <Card className="px-5 py-1 sm:px-8 sm:py-2">
          <ActivityList items={shown} withMarkRead />
        </Card>
      )}
    </div>
  );
}
