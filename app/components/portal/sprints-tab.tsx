import {
  ArrowRight,
  CalendarDays,
  Check,
  MessageCircleQuestionMark,
  MessageSquareText,
  MessagesSquare,
  PackageCheck,
} from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/card";
import { ProgressBar } from "~/components/ui/progress-bar";
import type { PortalView } from "~/data/portal-view.server";
import { formatDateRange, plural } from "~/domain/format";
import { cn } from "~/lib/utils";
import { AskQuestionForm } from "./ask-question-form";
import { portalHref, sprintHref } from "./links";
import { SprintStatusBadge } from "./status-badges";

type Sprint = PortalView["sprints"][number];

const DOT: Record<string, string> = {
  Completed: "bg-success-600 text-white ring-success-50",
  "In Review": "bg-warning-600 text-white ring-warning-50",
  "In Progress": "bg-brand-600 text-white ring-brand-50",
  Planned: "bg-white text-ink-muted ring-surface-sunken border border-line-strong",
};

/** Sprints tab: each sprint with its status; Provide Feedback on Completed, Ask Questions on In Progress. */
export function SprintsTab({
  sprints,
  totals,
  projectParam,
  askSprintId,
  unreadBySprint = {},
}: {
  /** unread messages of each sprint's conversations (the sprint's and its tasks') */
  unreadBySprint?: Record<string, number>;
  /** the page of sprints shown */
  sprints: Sprint[];
  /** every sprint of the project */
  totals: { total: number; completed: number };
  projectParam: string | null;
  askSprintId: string | null;
}) {
  if (sprints.length === 0) {
    return (
      <EmptyState icon={<CalendarDays />} title="No sprints yet">
        Your project's sprints will appear here once they are planned.
      </EmptyState>
    );
  }
  return (
    <div>
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-h2 font-bold">Sprints</h2>
        <p className="text-sm text-ink-muted">
          {plural(totals.total, "sprint")} · {totals.completed} completed
        </p>
      </div>
      <ol className="relative grid gap-5">
        {sprints.map((sprint, index) => (
          <li key={sprint.id} className="relative grid grid-cols-[2.5rem_minmax(0,1fr)] gap-3 sm:gap-5">
            {index < sprints.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-11 bottom-[-1.25rem] left-5 w-px -translate-x-1/2 bg-line-strong"
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                "relative z-10 mt-5 grid size-10 place-items-center rounded-full text-sm font-bold ring-4",
                DOT[sprint.status] ?? DOT.Planned,
              )}
            >
              {sprint.status === "Completed" ? <Check className="size-5" /> : sprint.sprintOrder}
            </span>
            <SprintCard
              sprint={sprint}
              projectParam={projectParam}
              isAsking={askSprintId === sprint.id}
              unread={unreadBySprint[sprint.id] ?? 0}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

function SprintCard({
  sprint,
  projectParam,
  isAsking,
  unread,
}: {
  sprint: Sprint;
  projectParam: string | null;
  isAsking: boolean;
  unread: number;
}) {
  const headingId = `sprint-${sprint.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-sprint-id={sprint.id}
      className="rounded-(--radius-card) border border-line bg-surface-raised p-5 shadow-(--shadow-card) transition-shadow hover:shadow-(--shadow-lift) sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="eyebrow">Sprint {sprint.sprintOrder}</p>
          <h3 id={headingId} className="mt-1 text-h3 font-semibold">
            <Link to={sprintHref(sprint.id)} className="rounded-sm hover:text-brand-700 hover:underline">
              {sprint.title}
            </Link>
          </h3>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {unread > 0 ? (
            <Link
              to={`${sprintHref(sprint.id)}#thread`}
              className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white ring-1 ring-brand-600 ring-inset hover:bg-brand-700"
            >
              <MessagesSquare aria-hidden="true" className="size-3.5" />
              {unread} new {unread === 1 ? "message" : "messages"}
            </Link>
          ) : null}
          {sprint.status === "In Review" && sprint.feedbackRequired ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-semibold text-danger-700 ring-1 ring-danger-600/25 ring-inset">
              Feedback Required
            </span>
          ) : null}
          <SprintStatusBadge status={sprint.status} />
        </div>
      </div>
      {sprint.description ? <p className="mt-3 line-clamp-2 text-sm text-ink-muted">{sprint.description}</p> : null}
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-ink-subtle" />
          {formatDateRange(sprint.startDate, sprint.endDate)}
        </span>
        {sprint.deliverables.length > 0 ? (
          <span className="inline-flex items-center gap-1.5">
            <PackageCheck aria-hidden="true" className="size-4 text-ink-subtle" />
            {plural(sprint.deliverables.length, "deliverable")}
          </span>
        ) : null}
      </div>
      <div className="mt-4 flex items-center gap-3">
        <ProgressBar value={sprint.progress.percent} label={`${sprint.title} progress`} size="sm" />
        <span className="shrink-0 text-xs font-semibold text-ink-muted tabular-nums">
          {sprint.progress.total > 0 ? `${sprint.progress.done}/${sprint.progress.total} tasks` : "No tasks yet"}
        </span>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Link to={sprintHref(sprint.id)} className={buttonVariants({ variant: "secondary", size: "sm" })}>
          View Sprint
          <ArrowRight aria-hidden="true" />
        </Link>
        {sprint.status === "Completed" ? (
          <Link to={sprintHref(sprint.id, "feedback")} className={buttonVariants({ size: "sm" })}>
            <MessageSquareText aria-hidden="true" />
            Provide Feedback
          </Link>
        ) : null}
        {sprint.status === "In Progress" ? (
          <Link
            to={`${portalHref({ tab: "sprints", project: projectParam, extra: isAsking ? {} : { ask: sprint.id } })}#ask-${sprint.id}`}
            preventScrollReset
            aria-expanded={isAsking}
            aria-controls={isAsking ? `ask-${sprint.id}` : undefined}
            className={buttonVariants({ variant: isAsking ? "secondary" : "primary", size: "sm" })}
          >
            <MessageCircleQuestionMark aria-hidden="true" />
            Ask Questions
          </Link>
        ) : null}
      </div>
      {isAsking ? (
        <AskQuestionForm
          id={`ask-${sprint.id}`}
          sprintId={sprint.id}
          sprintTitle={sprint.title}
          closeHref={portalHref({ tab: "sprints", project: projectParam })}
        />
      ) : null}
    </article>
  );
}
