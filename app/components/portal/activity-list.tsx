import { Bell, BellDot, Layers, ListChecks, Receipt } from "lucide-react";
import type { ActivityItem } from "~/domain/activity-feed";
import { formatDate, formatDateTime } from "~/domain/format";
import { cn } from "~/lib/utils";
import { MarkReadButton } from "./mark-read-button";

const ICONS = {
  notification: Bell,
  sprint_update: Layers,
  task_update: ListChecks,
  invoice: Receipt,
} as const;

const ICON_STYLES = {
  notification: "bg-brand-50 text-brand-700 ring-brand-200",
  sprint_update: "bg-info-50 text-info-700 ring-info-600/20",
  task_update: "bg-success-50 text-success-700 ring-success-600/20",
  invoice: "bg-accent-300/25 text-warning-700 ring-warning-600/20",
} as const;

/** The activity feed; 'Mark read' only on unread notification items. */
export function ActivityList({
  items,
  withMarkRead = false,
  dense = false,
}: {
  items: ActivityItem[];
  withMarkRead?: boolean;
  dense?: boolean;
}) {
  return (
    <ol className="divide-y divide-line">
      {items.map((item) => {
        const unread = item.type === "notification" && !item.read;
        const Icon = unread ? BellDot : ICONS[item.type];
        return (
          <li
            key={item.id}
            data-activity-type={item.type}
            data-source-id={item.sourceId}
            className={cn(
              "grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 sm:gap-x-4",
              withMarkRead && "sm:grid-cols-[auto_minmax(0,1fr)_auto]",
              dense ? "py-3.5" : "py-4",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "mt-0.5 grid size-9 shrink-0 place-items-center rounded-xl ring-1 ring-inset",
                ICON_STYLES[item.type],
              )}
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                <p className={cn("text-sm text-ink", unread ? "font-semibold" : "font-medium")}>{item.title}</p>
                {unread ? (
                  <span className="rounded-full bg-brand-600 px-1.5 py-px text-[10px] font-bold tracking-wide text-white uppercase">
                    New
                  </span>
                ) : null}
              </div>
              <p className={cn("mt-0.5 text-sm text-ink-muted", dense && "line-clamp-2")}>{item.description}</p>
              <p className="mt-1 text-xs text-ink-subtle">
                <span>{item.source}</span>
                <span aria-hidden="true"> · </span>
                <time dateTime={item.timestamp} title={formatDateTime(item.timestamp)}>
                  {formatDate(item.timestamp)}
                </time>
              </p>
            </div>
            {withMarkRead && item.canMarkRead ? (
              <div className="col-start-2 mt-3 justify-self-start sm:col-start-3 sm:row-start-1 sm:mt-0 sm:self-center">
                <MarkReadButton notificationId={item.sourceId} title={item.title} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
