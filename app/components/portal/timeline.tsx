import {
  BadgeCheck,
  CircleDollarSign,
  FileText,
  Inbox,
  Layers,
  ListChecks,
  MessageSquare,
  Receipt,
} from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/input";
import { KeysetPager } from "~/components/ui/pager";
import { formatDateTime } from "~/domain/format";
import { TIMELINE_KIND_LABELS, TIMELINE_KINDS, type TimelineEvent, type TimelineKind } from "~/domain/timeline";
import { cn } from "~/lib/utils";

/** The query parameters of the timeline's place: events older than one, events newer than one. */
const PLACE_PARAMS = ["timelineBefore", "timelineAfter", "timelinePage"] as const;

const ICONS = {
  sprint: Layers,
  approval: BadgeCheck,
  ticket: ListChecks,
  message: MessageSquare,
  file: FileText,
  invoice: Receipt,
  payment: CircleDollarSign,
} as const;

const ICON_STYLES: Record<TimelineKind, string> = {
  sprint: "bg-info-50 text-info-700 ring-info-600/20",
  approval: "bg-brand-50 text-brand-700 ring-brand-200",
  ticket: "bg-success-50 text-success-700 ring-success-600/20",
  message: "bg-surface-sunken text-ink-muted ring-line",
  file: "bg-brand-50 text-brand-700 ring-brand-200",
  invoice: "bg-accent-300/25 text-warning-700 ring-warning-600/20",
  payment: "bg-success-50 text-success-700 ring-success-600/20",
};

/**
 * The project timeline of the portal overview: every event of the project, newest first, 25 a page
 * ("Newer" and "Older" links: `?timelineAfter=` / `?timelineBefore=` an event's place), narrowed to one
 * kind with a plain GET form (`?kind=`, which starts at the newest page), which works without JavaScript.
 */
export function ProjectTimeline({
  events,
  page,
  kind,
  projectParam,
}: {
  events: TimelineEvent[];
  page: { newer: string | null; older: string | null };
  kind: TimelineKind | null;
  projectParam: string | null;
}) {
  return (
    <section aria-labelledby="timeline-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="timeline-heading" className="text-h3 font-semibold">
            Project Timeline
          </h2>
          <p className="mt-1 text-sm text-ink-muted">Everything on this project, newest first.</p>
        </div>
        <Form method="get" preventScrollReset className="flex w-full items-end gap-2 sm:w-auto">
          {projectParam ? <input type="hidden" name="project" value={projectParam} /> : null}
          <div className="grid min-w-0 flex-1 gap-1.5 sm:w-52 sm:flex-none">
            <Label htmlFor="timeline-kind">Show</Label>
            <Select id="timeline-kind" name="kind" defaultValue={kind ?? ""} key={kind ?? ""}>
              <option value="">All Events</option>
              {TIMELINE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {TIMELINE_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="secondary" className="h-11">
            Filter
          </Button>
        </Form>
      </div>
      {events.length > 0 ? (
        <ol aria-label="Timeline events" className="divide-y divide-line">
          {events.map((e) => {
            const Icon = ICONS[e.kind];
            return (
              <li key={e.id} data-timeline-kind={e.kind} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 py-3.5">
                <span
                  aria-hidden="true"
                  className={cn(
                    "mt-0.5 grid size-9 shrink-0 place-items-center rounded-xl ring-1 ring-inset",
                    ICON_STYLES[e.kind],
                  )}
                >
                  <Icon className="size-4" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium break-words text-ink">
                    <span className="sr-only">{TIMELINE_KIND_LABELS[e.kind]}: </span>
                    {e.sentence}
                  </p>
                  {e.note ? <p className="mt-0.5 line-clamp-2 text-sm text-ink-muted">{e.note}</p> : null}
                  <p className="mt-1 text-xs text-ink-subtle">
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <div className="flex flex-col items-center rounded-xl bg-surface-sunken/60 px-6 py-10 text-center">
          <Inbox aria-hidden="true" className="size-8 text-brand-400" />
          <p className="mt-3 text-sm font-medium text-ink">
            {kind ? `No ${TIMELINE_KIND_LABELS[kind].toLowerCase()} yet` : "No activity yet"}
          </p>
          <p className="mt-1 text-sm text-ink-muted">Sprint, task, message and invoice events will appear here.</p>
        </div>
      )}
      <KeysetPager
        label="Timeline pages"
        params={PLACE_PARAMS}
        previous={page.newer === null ? null : { timelineAfter: page.newer }}
        next={page.older === null ? null : { timelineBefore: page.older }}
        previousText="Newer"
        nextText="Older"
        previousLabel="Newer events"
        nextLabel="Older events"
        preventScrollReset
      />
    </section>
  );
}
