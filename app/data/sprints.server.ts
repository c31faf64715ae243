import { and, asc, count, desc, eq, exists, gte, inArray, lt, max, ne, or, type SQL, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import {
  clientInvoices,
  clientProjects,
  profiles,
  projectSprints,
  sprintClientMessages,
  sprintTickets,
} from "~/db/schema";
import { AppError, foundOr404 } from "~/domain/app-error";
import { becameCompleted, sprintCompletedNotice, sprintReviewNotice } from "~/domain/client-notifications";
import { toIsoDate } from "~/domain/dates";
import { dayBounds, EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { SPRINT_LIST } from "~/domain/list-specs";
import { PAGE_SIZE } from "~/domain/pagination";
import type { SprintForm } from "~/domain/schemas/client-work";
import { nextSprintOrder } from "~/domain/sprint-order";
import type { SprintStatus } from "~/domain/statuses";
import { errorFields, log } from "~/platform/foundation/log.server";
import { activityOf, statusChange } from "./activity.server";
import { type Actor, lockClientProject } from "./client-projects.server";
import { titledRemover } from "./content-records.server";
import { issueDraftInvoice } from "./invoice-issue.server";
import { readTablePage } from "./pagination.server";
import { notifyClient, notifyIfCompleted, portalLink } from "./project-notifications.server";

const sprintColumns = {
  id: projectSprints.id,
  projectId: projectSprints.projectId,
  projectTitle: clientProjects.title,
  title: projectSprints.title,
  description: projectSprints.description,
  startDate: projectSprints.startDate,
  endDate: projectSprints.endDate,
  status: projectSprints.status,
  deliverables: projectSprints.deliverables,
  previewLink: projectSprints.previewLink,
  feedbackRequired: projectSprints.feedbackRequired,
  sprintOrder: projectSprints.sprintOrder,
  updatedAt: projectSprints.updatedAt,
  /** the number of its draft milestone invoice, which completing the sprint issues (one per sprint: a unique index) */
  draftInvoice: sql<
    string | null
  >`(select ci.invoice_number from client_invoices ci where ci.sprint_id = ${projectSprints.id} and ci.payment_status = 'Draft')`,
};

const TICKETS_FETCH_FAILED = "Failed to fetch tickets";

/** The day a sprint is dated by in the list's range: its start day, or the day it was created when it has none. */
const SPRINT_DAY = sql`coalesce(${projectSprints.startDate}, (${projectSprints.createdAt} at time zone 'UTC')::date)`;

/** The sprints a filter keeps (of one project or all): by status, and by start day (or creation day). */
export function sprintWhere({ projectId, filters = EMPTY_FILTERS }: { projectId?: string; filters?: ListFilters }) {
  const { start, end } = dayBounds(filters);
  const byStatus: Record<string, SQL> = {
    open: ne(projectSprints.status, "Completed"),
    Planned: eq(projectSprints.status, "Planned"),
    "In Progress": eq(projectSprints.status, "In Progress"),
    "In Review": eq(projectSprints.status, "In Review"),
    Completed: eq(projectSprints.status, "Completed"),
  };
  return and(
    projectId ? eq(projectSprints.projectId, projectId) : undefined,
    filters.status ? byStatus[filters.status] : undefined,
    start ? gte(SPRINT_DAY, start) : undefined,
    end ? lt(SPRINT_DAY, end) : undefined,
  );
}

/** The status order of the plan (Planned first, Completed last), not the alphabet's. */
const STATUS_RANK = sql`array_position(array['Planned','In Progress','In Review','Completed']::text[], ${projectSprints.status})`;

const SPRINT_ORDER: Record<string, SQL[]> = {
  plan: [asc(clientProjects.title), asc(projectSprints.sprintOrder), asc(projectSprints.createdAt)],
  newest: [desc(projectSprints.createdAt)],
  oldest: [asc(projectSprints.createdAt)],
  title: [asc(projectSprints.title), desc(projectSprints.createdAt)],
  status: [asc(STATUS_RANK), asc(clientProjects.title), asc(projectSprints.sprintOrder)],
  end: [sql`${projectSprints.endDate} asc nulls last`, asc(clientProjects.title), asc(projectSprints.sprintOrder)],
};

/**
 * One page of the sprints (25 a page), for one project or all, narrowed and ordered as the screen asks
 * (by project title then sprint_order unless told otherwise), each with its ticket counts and what the
 * client said on it (feedback, questions, continue-next-sprint), newest first. With `withTickets`, each
 * sprint also carries its tickets by position. Four statements whatever the number of sprints and tickets.
 */
export async function listSprints({
  projectId,
  filters = EMPTY_FILTERS,
  withTickets = false,
  page = 1,
  size = PAGE_SIZE,
}: {
  projectId?: string;
  filters?: ListFilters;
  withTickets?: boolean;
  page?: number;
  size?: number;
} = {}) {
  const where = sprintWhere({ projectId, filters });
  const order = SPRINT_ORDER[sortOf(filters, SPRINT_LIST)] ?? SPRINT_ORDER.plan!;
  const { rows: sprints, info } = await readTablePage(projectSprints, { page, size, where }, () =>
    db
      .select(sprintColumns)
      .from(projectSprints)
      .innerJoin(clientProjects, eq(clientProjects.id, projectSprints.projectId))
      .where(where)
      // the id last: rows that tie keep one order from page to page
      .orderBy(...order, asc(projectSprints.id)),
  );
  const ids = sprints.map((s) => s.id);
  if (ids.length === 0) return { rows: [], info };

  const [ticketRows, messages] = await Promise.all([
    // a failed tickets read leaves the sprints listed; each sprint says its tickets could not be read
    Promise.all([
      withTickets
        ? db
            .select({
              id: sprintTickets.id,
              sprintId: sprintTickets.sprintId,
              title: sprintTickets.title,
              description: sprintTickets.description,
              type: sprintTickets.type,
              status: sprintTickets.status,
              position: sprintTickets.position,
            })
            .from(sprintTickets)
            .where(inArray(sprintTickets.sprintId, ids))
            .orderBy(asc(sprintTickets.position), asc(sprintTickets.createdAt))
        : Promise.resolve([]),
      db
        .select({
          sprintId: sprintTickets.sprintId,
          total: count(),
          done: sql<number>`(count(*) filter (where ${sprintTickets.status} = 'Completed'))::int`,
        })
        .from(sprintTickets)
        .where(inArray(sprintTickets.sprintId, ids))
        .groupBy(sprintTickets.sprintId),
    ]).then(
      ([rows, counts]) => ({ rows, counts: new Map(counts.map((c) => [c.sprintId, c])) }),
      (error: unknown) => {
        log.error(TICKETS_FETCH_FAILED, errorFields(error));
        return null;
      },
    ),
    db
      .select({
        id: sprintClientMessages.id,
        sprintId: sprintClientMessages.sprintId,
        kind: sprintClientMessages.kind,
        body: sprintClientMessages.body,
        createdAt: sprintClientMessages.createdAt,
        clientName: profiles.fullName,
        clientEmail: profiles.email,
      })
      .from(sprintClientMessages)
      .innerJoin(profiles, eq(profiles.id, sprintClientMessages.clientId))
      .where(inArray(sprintClientMessages.sprintId, ids))
      .orderBy(desc(sprintClientMessages.createdAt)),
  ]);

  const ticketsBySprint = groupBy(ticketRows?.rows ?? [], (t) => t.sprintId);
  const messagesBySprint = groupBy(messages, (m) => m.sprintId);
  const rows = sprints.map((sprint) => {
    const counted = ticketRows?.counts.get(sprint.id);
    return {
      ...sprint,
      ticketsError: ticketRows ? null : TICKETS_FETCH_FAILED,
      ticketCount: counted?.total ?? 0,
      ticketsDone: counted?.done ?? 0,
      tickets: ticketsBySprint.get(sprint.id) ?? [],
      clientMessages: messagesBySprint.get(sprint.id) ?? [],
    };
  });
  return { rows, info };
}
function groupBy<T>(items: readonly T[], key: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export type SprintRow = Awaited<ReturnType<typeof listSprints>>["rows"][number];

/** The order a new sprint gets in each project (highest plus 1, or 1), for the form's default. */
export async function nextSprintOrders() {
  const rows = await db
    .select({ projectId: projectSprints.projectId, highest: max(projectSprints.sprintOrder) })
    .from(projectSprints)
    .groupBy(projectSprints.projectId);
  return Object.fromEntries(rows.map((r) => [r.projectId, nextSprintOrder(r.highest ? [r.highest] : [])]));
}

/** A sprint with its project's title, locked for the write; a missing one is a 404 (pointed at `field`, when given). */
export async function lockSprint(tx: Transaction, id: string, field?: string) {
  const [sprint] = await tx
    .select({
      id: projectSprints.id,
      projectId: projectSprints.projectId,
      title: projectSprints.title,
      status: projectSprints.status,
      sprintOrder: projectSprints.sprintOrder,
      feedbackRequired: projectSprints.feedbackRequired,
      projectTitle: clientProjects.title,
    })
    .from(projectSprints)
    .innerJoin(clientProjects, eq(clientProjects.id, projectSprints.projectId))
    .where(eq(projectSprints.id, id))
    .for("update", { of: projectSprints })
    .limit(1);
  return foundOr404(sprint, "Sprint not found", field);
}

const sprintActivity = activityOf("sprint");

/** A sprint that becomes Completed from another status notifies the client, in the same transaction. */
function notifySprintCompleted(
  tx: Transaction,
  before: Awaited<ReturnType<typeof lockSprint>>,
  to: string,
  title: string,
) {
  const notice = sprintCompletedNotice({ projectTitle: before.projectTitle, sprintTitle: title });
  return notifyIfCompleted(tx, before, { from: before.status, to }, notice);
}

/**
 * A sprint moved into In Review is the client's turn: it is stamped as sent for review (the reminders'
 * clock starts again, none sent yet) and the client is told, by a portal notice and one e-mail through the
 * outbox, in the write's transaction. Answers whether the client was told.
 */
async function askForReview(
  tx: Transaction,
  p: {
    before: Awaited<ReturnType<typeof lockSprint>>;
    to: string;
    title: string;
    feedbackRequired: boolean;
    now: Date;
  },
) {
  if (p.to !== "In Review" || p.before.status === "In Review") return false;
  await tx
    .update(projectSprints)
    .set({ reviewRequestedAt: p.now, reviewReminders: 0 })
    .where(eq(projectSprints.id, p.before.id));
  await notifyClient(tx, {
    projectId: p.before.projectId,
    notice: sprintReviewNotice({
      projectTitle: p.before.projectTitle,
      sprintTitle: p.title,
      feedbackRequired: p.feedbackRequired,
    }),
    link: portalLink(`/client-portal/sprint/${p.before.id}`),
  });
  return true;
}

/**
 * Staff completing a sprint issue its draft milestone invoice, as the client's approval would: a
 * completed sprint never leaves its invoice a draft nobody sees (decision 017). Null when none was linked.
 */
function issueOnCompletion(
  tx: Transaction,
  p: { actor: Actor; before: Awaited<ReturnType<typeof lockSprint>>; to: string; title: string; now: Date },
) {
  if (!becameCompleted(p.before.status, p.to)) return Promise.resolve(null);
  return issueDraftInvoice(tx, {
    match: { sprintId: p.before.id },
    actor: p.actor,
    today: toIsoDate(p.now),
    sprint: { title: p.title, approved: false },
    summary: (number) => `Invoice ${number} issued on completion of sprint ${p.title}`,
  });
}

function sprintValues(input: SprintForm) {
  return {
    title: input.title,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    status: input.status,
    deliverables: input.deliverables,
    previewLink: input.previewLink,
    feedbackRequired: input.feedbackRequired,
  };
}

export async function createSprint({ actor, input }: { actor: Actor; input: SprintForm }) {
  return db.transaction(async (tx) => {
    await lockClientProject(tx, input.projectId);
    let sprintOrder = input.sprintOrder;
    if (sprintOrder === undefined) {
      const existing = await tx
        .select({ order: projectSprints.sprintOrder })
        .from(projectSprints)
        .where(eq(projectSprints.projectId, input.projectId));
      sprintOrder = nextSprintOrder(existing.map((s) => s.order));
    }
    const [row] = await tx
      .insert(projectSprints)
      .values({ projectId: input.projectId, sprintOrder, ...sprintValues(input) })
      .returning({ id: projectSprints.id });
    await sprintActivity(tx, actor, "create", row!.id, `Created sprint "${input.title}"`);
    return { id: row!.id };
  });
}

/** The edit form allows any status; moving into Completed notifies the client. */
export async function updateSprint({
  actor,
  input,
  now = new Date(),
}: {
  actor: Actor;
  input: SprintForm & { id: string };
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const before = await lockSprint(tx, input.id);
    if (before.projectId !== input.projectId) throw new AppError("not_found", "Sprint not found");
    await tx
      .update(projectSprints)
      .set({ ...sprintValues(input), sprintOrder: input.sprintOrder ?? before.sprintOrder })
      .where(eq(projectSprints.id, input.id));
    const isNotified =
      (await notifySprintCompleted(tx, before, input.status, input.title)) ||
      (await askForReview(tx, {
        before,
        to: input.status,
        title: input.title,
        feedbackRequired: input.feedbackRequired,
        now,
      }));
    const invoice = await issueOnCompletion(tx, { actor, before, to: input.status, title: input.title, now });
    const details = statusChange(before.status, input.status);
    await sprintActivity(tx, actor, "update", input.id, `Updated sprint "${input.title}"`, details);
    return { isNotified, invoice };
  });
}

/** 'Start Sprint' and 'Mark Complete'. */
export async function setSprintStatus({
  actor,
  id,
  status,
  now = new Date(),
}: {
  actor: Actor;
  id: string;
  status: SprintStatus;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const before = await lockSprint(tx, id);
    await tx.update(projectSprints).set({ status }).where(eq(projectSprints.id, id));
    const isNotified =
      (await notifySprintCompleted(tx, before, status, before.title)) ||
      (await askForReview(tx, {
        before,
        to: status,
        title: before.title,
        feedbackRequired: before.feedbackRequired,
        now,
      }));
    const invoice = await issueOnCompletion(tx, { actor, before, to: status, title: before.title, now });
    const details = { from: before.status, to: status };
    await sprintActivity(tx, actor, "update", id, `Sprint "${before.title}" marked as ${status}`, details);
    return { isNotified, status, invoice };
  });
}

export const deleteSprint = titledRemover(projectSprints, { entity: "sprint", noun: "sprint" });

/**
 * The sprints a ticket of the project may be put in, by order: those not yet Completed (the forms add a
 * ticket's own Completed sprint to its choice), not the project's whole history, which made the manage
 * view's every dialog list a thousand sprints. `nextOrder` is the order a new sprint gets (the highest
 * of all the project's sprints plus 1), read in the same statement: the highest sprint comes along.
 */
export async function listSprintOptions(projectId: string) {
  const rows = await db
    .select({
      id: projectSprints.id,
      title: projectSprints.title,
      sprintOrder: projectSprints.sprintOrder,
      isOpen: sql<boolean>`${projectSprints.status} <> 'Completed'`,
    })
    .from(projectSprints)
    .where(
      and(
        eq(projectSprints.projectId, projectId),
        or(
          ne(projectSprints.status, "Completed"),
          eq(
            projectSprints.sprintOrder,
            sql`(select max(s.sprint_order) from project_sprints s where s.project_id = ${projectId})`,
          ),
        ),
      ),
    )
    .orderBy(asc(projectSprints.sprintOrder), asc(projectSprints.id));
  return {
    options: rows.filter((r) => r.isOpen).map(({ isOpen: _, ...option }) => option),
    nextOrder: nextSprintOrder(rows.map((r) => r.sprintOrder)),
  };
}

/**
 * The sprints an invoice may be the milestone of, with their project, by order: the invoice dialog's
 * choice follows the project chosen. Only sprints not yet Completed (an approved sprint issues nothing any
 * more), and those an invoice already names (so editing it keeps its choice): the open work, not the
 * studio's whole history. With a project: that project's only (what the invoices screen's dialog asks for).
 */
export function listSprintChoices({ projectId }: { projectId?: string } = {}) {
  return db
    .select({
      id: projectSprints.id,
      projectId: projectSprints.projectId,
      title: projectSprints.title,
      sprintOrder: projectSprints.sprintOrder,
    })
    .from(projectSprints)
    .where(
      and(
        projectId ? eq(projectSprints.projectId, projectId) : undefined,
        or(
          ne(projectSprints.status, "Completed"),
          exists(db.select({ one: sql`1` }).from(clientInvoices).where(eq(clientInvoices.sprintId, projectSprints.id))),
        ),
      ),
    )
    .orderBy(asc(projectSprints.projectId), asc(projectSprints.sprintOrder), asc(projectSprints.id));
}
