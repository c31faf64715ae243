import {
  ArrowLeft,
  CalendarDays,
  CalendarRange,
  ExternalLink,
  Gauge,
  MessagesSquare,
  PackageCheck,
  SearchX,
} from "lucide-react";
import { data, Link, redirect } from "react-router";
import { ScreenError } from "~/components/error-page";
import { LoadError } from "~/components/load-error";
import { portalHref } from "~/components/portal/links";
import {
  ContinueNextSprint,
  FeedbackRequiredCard,
  ReviewCallButton,
  SprintFeedback,
  SprintMessages,
} from "~/components/portal/sprint-actions";
import { SprintSignOff } from "~/components/portal/sprint-sign-off";
import { SprintStatusBadge, TicketStatusBadge, TicketTypeBadge } from "~/components/portal/status-badges";
import { ThreadPanel } from "~/components/threads/thread-panel";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ProgressBar } from "~/components/ui/progress-bar";
import { getSprintDetail, listClientProjects } from "~/data/portal.server";
import { continueNextSprint, submitSprintFeedback } from "~/data/portal-messages.server";
import { approveSprint, findMilestoneInvoice, requestSprintChanges } from "~/data/sprint-signoff.server";
import { readThread, unreadBySubject } from "~/data/threads.server";
import type { ActionResult } from "~/domain/action-result";
import { formatDate } from "~/domain/format";
import { ticketProgress } from "~/domain/progress";
import {
  APPROVE_FAILED_MESSAGE,
  APPROVE_SUCCESS_MESSAGE,
  APPROVE_SUCCESS_TITLE,
  CHANGES_FAILED_MESSAGE,
  CHANGES_SUCCESS_MESSAGE,
  CHANGES_SUCCESS_TITLE,
  ChangeRequestSchema,
  CONTINUE_MESSAGE,
  CONTINUE_SUCCESS_TITLE,
  FEEDBACK_FAILED_MESSAGE,
  FEEDBACK_SUCCESS_MESSAGE,
  FEEDBACK_SUCCESS_TITLE,
  FeedbackSchema,
} from "~/domain/schemas/portal";
import { canContinueToNextSprint } from "~/domain/sprint-continue";
import { normalizeSprintStatus } from "~/domain/statuses";
import { messageLandingPath, type ThreadSubject } from "~/domain/threads";
import { cn } from "~/lib/utils";
import { env } from "~/platform/foundation/env.server";
import { errorFields, log } from "~/platform/foundation/log.server";
import { attempt, ok } from "~/web/action-result.server";
import { requireClient } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import { threadPostIntent } from "~/web/thread-actions.server";
import { redirectWithToast } from "~/web/toast.server";
import type { Route } from "./+types/sprint";

const SPRINT_LOAD_FAILED = "Failed to load sprint details";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.sprint
      ? `Sprint ${loaderData.sprint.sprintOrder}: ${loaderData.sprint.title} | Client portal | Lumen Studio`
      : "Sprint Not Found | Client portal | Lumen Studio",
  },
  { name: "robots", content: "noindex" },
];

const DEFAULT_BACK = "/client-portal/sprints";
const THREAD_LOAD_FAILED = "Failed to load messages";

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireClient(request);
  const url = new URL(request.url);
  // a mailed link carries `?message=<id>` (kept through sign-in, unlike an anchor): land on the message
  const landing = messageLandingPath(request.url);
  if (landing) throw redirect(landing);
  let loaded: [Awaited<ReturnType<typeof getSprintDetail>>, Awaited<ReturnType<typeof listClientProjects>>];
  try {
    loaded = await Promise.all([
      getSprintDetail({ clientId: viewer.userId, sprintId: params.sprintId }),
      listClientProjects(viewer.userId),
    ]);
  } catch (error) {
    // the sprint could not be read: the page says so, with a way back, instead of the general error page
    log.error(SPRINT_LOAD_FAILED, errorFields(error));
    return data({ sprint: null, loadError: SPRINT_LOAD_FAILED, backHref: DEFAULT_BACK } as const, { status: 503 });
  }
  const [detail, projects] = loaded;
  // absent and another client's sprint look the same ('Sprint Not Found'): nothing leaks
  if (!detail) return data({ sprint: null, loadError: null, backHref: DEFAULT_BACK } as const, { status: 404 });
  const { sprint, messages } = detail;
  const tickets = detail.tickets ?? [];
  const isDefaultProject = projects[0]?.id === sprint.projectId;
  const status = normalizeSprintStatus(sprint.status);
  // the draft milestone invoice approving will issue: the client is told before confirming
  const milestone =
    status === "In Review" ? await findMilestoneInvoice({ clientId: viewer.userId, sprintId: sprint.id }) : null;
  // the sprint's conversation, or a task's (`?ticket=<id>`, one of this sprint's tasks)
  const ticketParam = url.searchParams.get("ticket");
  const ticket = tickets.find((t) => t.id === ticketParam) ?? null;
  const subject: ThreadSubject = ticket ? { kind: "sprint_ticket", id: ticket.id } : { kind: "sprint", id: sprint.id };
  let threadMessages: NonNullable<Awaited<ReturnType<typeof readThread>>>["messages"] = [];
  let counts: Awaited<ReturnType<typeof unreadBySubject>> = [];
  let threadError: string | null = null;
  try {
    const [read, all] = await Promise.all([
      readThread({ viewer, subject }),
      unreadBySubject({ viewer, projectId: sprint.projectId, sprintId: sprint.id }),
    ]);
    threadMessages = read?.messages ?? [];
    counts = all;
  } catch (error) {
    // the conversation could not be read: the rest of the sprint page still works
    log.error(THREAD_LOAD_FAILED, errorFields(error));
    threadError = THREAD_LOAD_FAILED;
  }
  return {
    milestone,
    thread: {
      subject,
      ticketTitle: ticket?.title ?? null,
      messages: threadMessages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      error: threadError,
      counts: Object.fromEntries(counts.map((c) => [c.subjectId, { total: c.total, unread: c.unread }])),
    },
    sprint: { ...sprint, status: normalizeSprintStatus(sprint.status) },
    tickets,
    ticketsError: detail.tickets ? null : "Failed to load tickets",
    messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    progress: ticketProgress(tickets),
    bookingUrl: env.bookingUrl,
    backHref: isDefaultProject ? DEFAULT_BACK : portalHref({ tab: "sprints", project: sprint.projectId }),
  };
}

/** Without JavaScript the two forms post here; with it, the page calls the JSON endpoints (/api/submit-feedback, /api/continue-next-sprint). */
export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireClient(request);
  return dispatchIntent(request, viewer, {
    feedback: intent(
      {
        schema: FeedbackSchema.omit({ sprintId: true }),
        failMessage: FEEDBACK_FAILED_MESSAGE,
        invalidToast: "first-message",
      },
      async ({ feedback }, { viewer }) => {
        await submitSprintFeedback({ sender: viewer, sprintId: params.sprintId, feedback });
        return ok(FEEDBACK_SUCCESS_MESSAGE, FEEDBACK_SUCCESS_TITLE);
      },
    ),
    // the sprint's sign-off: the page comes back (PRG) with the toast, with or without JavaScript
    approve: ({ viewer }) =>
      attempt(APPROVE_FAILED_MESSAGE, async () => {
        await approveSprint({ reviewer: viewer, sprintId: params.sprintId });
        return redirectWithToast(`/client-portal/sprint/${params.sprintId}`, {
          type: "success",
          title: APPROVE_SUCCESS_TITLE,
          description: APPROVE_SUCCESS_MESSAGE,
        });
      }),
    "request-changes": intent(
      { schema: ChangeRequestSchema, failMessage: CHANGES_FAILED_MESSAGE, invalidToast: "first-message" },
      async ({ note }, { viewer }) => {
        await requestSprintChanges({ reviewer: viewer, sprintId: params.sprintId, note });
        return redirectWithToast(`/client-portal/sprint/${params.sprintId}`, {
          type: "success",
          title: CHANGES_SUCCESS_TITLE,
          description: CHANGES_SUCCESS_MESSAGE,
        });
      },
    ),
    "thread.post": threadPostIntent({ sprintId: params.sprintId }),
    continue: ({ viewer }) =>
      attempt(CONTINUE_MESSAGE, async () => {
        await continueNextSprint({ sender: viewer, sprintId: params.sprintId });
        return ok(CONTINUE_MESSAGE, CONTINUE_SUCCESS_TITLE);
      }),
  });
}

export default function SprintDetail({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.sprint) {
    return loaderData.loadError ? (
      <div className="grid gap-6">
        <BackLink href={loaderData.backHref} />
        <LoadError message={loaderData.loadError} />
      </div>
    ) : (
      <SprintNotFound backHref={loaderData.backHref} />
    );
  }
  const { sprint, tickets, ticketsError, progress, messages, bookingUrl, backHref, milestone, thread } = loaderData;
  const continued = messages.find((m) => m.kind === "continue_next_sprint") ?? null;
  const canContinue = canContinueToNextSprint(sprint.status);
  const showFeedbackRequired = sprint.status === "In Review" && sprint.feedbackRequired;
  // a sprint signed off (Completed) with tasks still open: they read as carried over, said on the page
  const isClosed = sprint.status === "Completed";
  const carriedOver = isClosed ? progress.total - progress.done : 0;

  return (
    <div className="grid gap-6 md:gap-8">
      <BackLink href={backHref} />

      <header className="rounded-3xl border border-line bg-gradient-to-br from-surface-raised via-surface-raised to-brand-50 p-5 shadow-(--shadow-card) sm:p-10">
        <div>
          <p className="text-sm font-medium text-ink-muted">{sprint.projectTitle}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white">
              Sprint {sprint.sprintOrder}
            </span>
            <SprintStatusBadge status={sprint.status} />
          </div>
          <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
            <h1 className="text-h1 font-bold">{sprint.title}</h1>
            {sprint.previewLink ? (
              <a
                href={sprint.previewLink}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "secondary" })}
              >
                <ExternalLink aria-hidden="true" />
                View Preview
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </div>
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:mt-8 sm:grid-cols-3 sm:gap-4">
            <Meta icon={<CalendarDays />} label="Start date">
              {formatDate(sprint.startDate, "Not set")}
            </Meta>
            <Meta icon={<CalendarRange />} label="End date">
              {formatDate(sprint.endDate, "Not set")}
            </Meta>
            <Meta icon={<Gauge />} label="Progress" className="col-span-2 sm:col-span-1">
              {ticketsError ? (
                // without the tasks the share done is unknown: no made-up 0%
                <span className="text-ink-muted">Not available</span>
              ) : (
                <div className="flex items-center gap-3">
                  <span className="tabular-nums">{progress.percent}%</span>
                  <ProgressBar value={progress.percent} label="Sprint progress" size="sm" />
                </div>
              )}
            </Meta>
          </dl>
        </div>
      </header>

      {showFeedbackRequired ? <FeedbackRequiredCard /> : null}

      {sprint.status === "In Review" ? <SprintSignOff sprintTitle={sprint.title} milestone={milestone} /> : null}

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-6">
          <Card className="p-6 sm:p-8">
            <h2 className="text-h3 font-semibold">About this sprint</h2>
            <p className="mt-3 leading-7 whitespace-pre-line text-ink-muted">
              {sprint.description || "The team has not added a description yet."}
            </p>
            <h3 className="mt-8 font-display text-base font-semibold">Deliverables</h3>
            {sprint.deliverables.length > 0 ? (
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {sprint.deliverables.map((d, i) => (
                  <li
                    key={`${i}-${d}`}
                    className="flex items-start gap-2.5 rounded-xl bg-surface-sunken/70 px-3.5 py-3 text-sm font-medium text-ink ring-1 ring-line ring-inset"
                  >
                    <PackageCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-success-600" />
                    {d}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-ink-muted">No deliverables listed yet.</p>
            )}
          </Card>

          <Card className="p-6 sm:p-8">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-h3 font-semibold">Tasks</h2>
              <p className="text-sm text-ink-muted">
                {ticketsError
                  ? null
                  : progress.total > 0
                    ? `${progress.done} of ${progress.total} done${carriedOver > 0 ? ` · ${carriedOver} carried over` : ""}`
                    : "No tasks yet"}
              </p>
            </div>
            {!ticketsError && carriedOver > 0 ? (
              <p className="mt-2 text-sm text-ink-muted">
                This sprint is complete. The tasks not finished in it carry over: the team takes them up in the next
                sprint.
              </p>
            ) : null}
            {ticketsError ? (
              <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
                {ticketsError}
              </p>
            ) : tickets.length > 0 ? (
              <ul className="mt-4 divide-y divide-line">
                {tickets.map((t) => (
                  <li key={t.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <p className="font-medium text-ink">{t.title}</p>
                      {t.description ? <p className="mt-0.5 text-sm text-ink-muted">{t.description}</p> : null}
                    </div>
                    <div className="flex shrink-0 flex-wrap items-center gap-2">
                      <TicketTypeBadge type={t.type} />
                      <TicketStatusBadge status={t.status} sprintClosed={isClosed} />
                      <TicketThreadLink
                        ticketId={t.id}
                        title={t.title}
                        counts={thread.counts[t.id]}
                        isOpen={thread.subject.id === t.id}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-ink-muted">The team has not added tasks to this sprint yet.</p>
            )}
          </Card>

          <Card className="p-6 sm:p-8">
            {thread.error ? (
              <p role="alert" className="text-sm font-medium text-danger-700">
                {thread.error}
              </p>
            ) : (
              <>
                {thread.ticketTitle ? (
                  <Link
                    to={`/client-portal/sprint/${sprint.id}#thread`}
                    preventScrollReset
                    className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800"
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                    Back to the Sprint Conversation
                    <ThreadCount counts={thread.counts[sprint.id]} />
                  </Link>
                ) : null}
                <ThreadPanel
                  key={`${thread.subject.id}:${thread.messages.length}`}
                  subject={thread.subject}
                  side="client"
                  title={thread.ticketTitle ? `Messages on “${thread.ticketTitle}”` : "Messages"}
                  description={
                    thread.ticketTitle
                      ? "A conversation with the team about this task. They get an e-mail for each message."
                      : "A conversation with the team about this sprint. They get an e-mail for each message."
                  }
                  messages={thread.messages}
                />
              </>
            )}
          </Card>
        </div>

        <aside className="grid gap-6 lg:sticky lg:top-24" aria-label="Your input">
          <SprintFeedback
            sprintId={sprint.id}
            sprintTitle={sprint.title}
            actionData={isThreadAnswer(actionData) ? undefined : actionData}
          />
          <Card className="p-6">
            <h2 className="text-h3 font-semibold">Next steps</h2>
            <p className="mt-1 text-sm text-ink-muted">
              Walk through the sprint with the team, then tell us whether to move on.
            </p>
            <div className="mt-5 grid gap-3">
              <ReviewCallButton bookingUrl={bookingUrl} />
              {canContinue ? (
                <ContinueNextSprint
                  sprintId={sprint.id}
                  sprintTitle={sprint.title}
                  continuedAt={continued?.createdAt ?? null}
                />
              ) : null}
            </div>
          </Card>
          {messages.length > 0 ? <SprintMessages messages={messages} /> : null}
        </aside>
      </div>
    </div>
  );
}

/** A refused message of the thread's form (its reasons are at its fields): not the feedback box's answer. */
const isThreadAnswer = (result: ActionResult | undefined) =>
  Boolean(
    result &&
      !result.ok &&
      result.fieldErrors &&
      ["body", "file", "form", "subjectKind", "subjectId"].some((k) => k in result.fieldErrors!),
  );

type Counts = { total: number; unread: number } | undefined;

/** 'Unread' beside a conversation's link: a count only when something is new to the reader. */
function ThreadCount({ counts }: { counts: Counts }) {
  if (!counts || counts.unread === 0) return null;
  return (
    <span className="grid h-5 min-w-5 place-items-center rounded-full bg-danger-600 px-1.5 text-[11px] leading-none font-bold text-white">
      {counts.unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}

/** A task's conversation (`?ticket=<id>`): the same page, with that task's messages in place of the sprint's. */
function TicketThreadLink({
  ticketId,
  title,
  counts,
  isOpen,
}: {
  ticketId: string;
  title: string;
  counts: Counts;
  isOpen: boolean;
}) {
  const text = counts?.total ? `Messages (${counts.total})` : "Discuss";
  return (
    <Link
      to={`?ticket=${ticketId}#thread`}
      preventScrollReset
      aria-current={isOpen ? "true" : undefined}
      // the task named in the link's name, not in its text: the task's row shows its title once
      aria-label={`${text} about ${title}${counts?.unread ? `, ${counts.unread} unread` : ""}`}
      className={cn(
        "inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset",
        isOpen ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-brand-700 ring-brand-200 hover:bg-brand-50",
      )}
    >
      <MessagesSquare aria-hidden="true" className="size-3.5" />
      {text}
      <ThreadCount counts={counts} />
    </Link>
  );
}

function BackLink({ href }: { href: string }) {
  return (
    <Link
      to={href}
      className="group inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-ink-muted hover:text-brand-700"
    >
      <ArrowLeft aria-hidden="true" className="size-4 transition-transform group-hover:-translate-x-0.5" />
      Back to Sprints
    </Link>
  );
}

function Meta({
  icon,
  label,
  children,
  className,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("rounded-xl bg-surface-sunken/70 p-4 ring-1 ring-line ring-inset", className)}>
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-subtle uppercase [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="mt-1.5 font-semibold text-ink">{children}</dd>
    </div>
  );
}

function SprintNotFound({ backHref }: { backHref: string }) {
  return (
    <div className="grid gap-6">
      <BackLink href={backHref} />
      <Card className="mx-auto flex w-full max-w-xl flex-col items-center px-6 py-14 text-center sm:px-12">
        <span aria-hidden="true" className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <SearchX className="size-7" />
        </span>
        <h1 className="mt-5 text-h2 font-bold">Sprint Not Found</h1>
        <p className="mt-2 text-ink-muted">
          The sprint you're looking for doesn't exist or you don't have access to it.
        </p>
        <Link to={backHref} className={buttonVariants({ className: "mt-6" })}>
          Back to Sprints
        </Link>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
