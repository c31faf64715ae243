import { CalendarRange, ExternalLink, MessageSquareWarning } from "lucide-react";
import type * as React from "react";
import { Badge } from "~/components/ui/badge";
import { ProgressBar } from "~/components/ui/progress-bar";
import { formatRange } from "~/domain/format";
import { completeSprintQuestion, reviewSprintQuestion } from "~/domain/sprint-complete";
import { cn } from "~/lib/utils";
import { SprintStatusBadge } from "./badges";
import { type ClientMessage, ClientMessages } from "./client-messages";
import type { SprintFormValue } from "./sprint-form";

/** A sprint as its form edits it, with its project, ticket counts and what the client said. */
export type SprintCardValue = SprintFormValue & {
  projectTitle: string;
  ticketCount: number;
  ticketsDone: number;
  /** its draft milestone invoice's number, which completing the sprint issues */
  draftInvoice?: string | null;
  clientMessages: ClientMessage[];
};

/**
 * The card's status move asks first when it does more than it says: 'Mark Complete' while tickets are
 * open or a draft milestone invoice would be issued, 'Send for Review' with no finished ticket (for
 * ActionButton's `confirm`).
 */
export function moveConfirm(
  sprint: { title: string; ticketCount: number; ticketsDone: number; draftInvoice?: string | null },
  to: string,
) {
  const question =
    to === "Completed" ? completeSprintQuestion(sprint) : to === "In Review" ? reviewSprintQuestion(sprint) : undefined;
  return question ? { ...question, confirmVariant: "primary" as const } : undefined;
}

/** One sprint: order, title, status, dates, deliverables, ticket progress, what the client said, and its actions. */
export function SprintCard({
  sprint,
  showProject = false,
  actions,
  className,
}: {
  sprint: SprintCardValue;
  showProject?: boolean;
  actions: React.ReactNode;
  className?: string;
}) {
  const percent = sprint.ticketCount ? (sprint.ticketsDone / sprint.ticketCount) * 100 : 0;
  return (
    <article
      aria-labelledby={`sprint-${sprint.id}-title`}
      className={cn(
        "rounded-(--radius-card) border border-line bg-white p-4 shadow-(--shadow-card) transition-shadow hover:shadow-(--shadow-lift) sm:p-5",
        sprint.status === "Completed" && "bg-surface/60",
        className,
      )}
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">
              Sprint {sprint.sprintOrder}
            </span>
            <SprintStatusBadge status={sprint.status} />
            {sprint.feedbackRequired ? (
              <Badge tone="warning">
                <MessageSquareWarning aria-hidden="true" className="size-3.5" />
                Feedback required
              </Badge>
            ) : null}
          </div>
          <h3 id={`sprint-${sprint.id}-title`} className="mt-2 text-lg font-semibold wrap-anywhere">
            {sprint.title}
          </h3>
          {showProject ? <p className="text-sm font-medium text-brand-700">{sprint.projectTitle}</p> : null}
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <CalendarRange aria-hidden="true" className="size-4 text-ink-subtle" />
            {formatRange(sprint.startDate, sprint.endDate)}
          </p>
          {sprint.description ? (
            <p className="mt-3 max-w-3xl text-sm text-ink-muted wrap-anywhere">{sprint.description}</p>
          ) : null}
        </div>

        {/* on narrow screens the actions close the card; on wide ones they sit top right */}
        <div className="order-last flex flex-wrap items-center gap-1.5 border-t border-line pt-3 lg:order-none lg:col-start-2 lg:row-start-1 lg:self-start lg:border-0 lg:pt-0">
          {actions}
        </div>

        <div className="grid grid-cols-1 gap-4 lg:col-span-2">
          {sprint.deliverables.length > 0 || sprint.previewLink ? (
            <div className="flex flex-wrap items-center gap-2">
              {sprint.deliverables.map((d) => (
                <span
                  key={d}
                  className="rounded-full bg-surface-sunken px-3 py-1 text-xs font-medium text-ink ring-1 ring-line"
                >
                  {d}
                </span>
              ))}
              {sprint.previewLink ? (
                <a
                  href={sprint.previewLink}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                >
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  Preview
                </a>
              ) : null}
            </div>
          ) : null}

          {sprint.ticketCount > 0 ? (
            <div className="flex items-center gap-3">
              <ProgressBar value={percent} label={`Tickets done in ${sprint.title}`} className="max-w-xs" />
              <span className="text-xs font-medium whitespace-nowrap text-ink-muted tabular-nums">
                {sprint.ticketsDone} of {sprint.ticketCount} {sprint.ticketCount === 1 ? "ticket" : "tickets"} done
              </span>
            </div>
          ) : (
            <p className="text-xs font-medium text-ink-muted">No tickets yet</p>
          )}

          {sprint.clientMessages.length > 0 ? <ClientMessages messages={sprint.clientMessages} /> : null}
        </div>
      </div>
    </article>
  );
}
