import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { projectSprints, projectTickets, sprintTickets } from "~/db/schema";
import { AppError, foundOr404 } from "~/domain/app-error";
import { ticketCompletedNotice } from "~/domain/client-notifications";
import { dayBounds, EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { TICKET_LIST } from "~/domain/list-specs";
import { PAGE_SIZE } from "~/domain/pagination";
import type { ProjectTicketForm, SprintTicketForm } from "~/domain/schemas/client-work";
import { nextTicketPosition } from "~/domain/sprint-order";
import type { TicketStatus } from "~/domain/statuses";
import { activityOf, statusChange } from "./activity.server";
import { type Actor, lockClientProject } from "./client-projects.server";
import { titledRemover } from "./content-records.server";
import { csvStream, olderThan } from "./csv-stream.server";
import { readPage, readTablePage } from "./pagination.server";
import { notifyIfCompleted } from "./project-notifications.server";
import { lockSprint } from "./sprints.server";

type Tx = Transaction;

// ── sprint tickets ──────────────────────────────────────────────────────────

const findSprint = (tx: Tx, sprintId: string) => lockSprint(tx, sprintId, "sprintId");

async function lockSprintTicket(tx: Tx, id: string) {
  const [ticket] = await tx
    .select({
      id: sprintTickets.id,
      sprintId: sprintTickets.sprintId,
      title: sprintTickets.title,
      status: sprintTickets.status,
    })
    .from(sprintTickets)
    .where(eq(sprintTickets.id, id))
    .for("update")
    .limit(1);
  return foundOr404(ticket, "Ticket not found");
}

async function countSprintTickets(tx: Tx, sprintId: string) {
  const [row] = await tx.select({ n: count() }).from(sprintTickets).where(eq(sprintTickets.sprintId, sprintId));
  return row?.n ?? 0;
}

const sprintTicketActivity = activityOf("sprint_ticket");

/** A sprint ticket that becomes Completed notifies the client, in the same transaction. */
function notifyIfTicketCompleted(
  tx: Tx,
  sprint: Awaited<ReturnType<typeof findSprint>>,
  from: string,
  after: { status: string; title: string },
) {
  const notice = ticketCompletedNotice({
    projectTitle: sprint.projectTitle,
    sprintTitle: sprint.title,
    ticketTitle: after.title,
  });
  return notifyIfCompleted(tx, sprint, { from, to: after.status }, notice);
}

/** A new ticket goes at the end: its position is the current count. */
export async function createSprintTicket({ actor, input }: { actor: Actor; input: SprintTicketForm }) {
  return db.transaction(async (tx) => {
    const sprint = await findSprint(tx, input.sprintId);
    const position = nextTicketPosition(await countSprintTickets(tx, sprint.id));
    const [row] = await tx
      .insert(sprintTickets)
      .values({
        sprintId: sprint.id,
        title: input.title,
        description: input.description,
        type: input.type,
        status: input.status,
        position,
      })
      .returning({ id: sprintTickets.id });
    await sprintTicketActivity(
      tx,
      actor,
      "create",
      row!.id,
      `Created ticket "${input.title}" in sprint "${sprint.title}"`,
    );
    return { id: row!.id, position };
  });
}

/** The edit form allows any status, and moving the ticket to another sprint of the same project. */
export async function updateSprintTicket({ actor, input }: { actor: Actor; input: SprintTicketForm & { id: string } }) {
  return db.transaction(async (tx) => {
    const before = await lockSprintTicket(tx, input.id);
    const oldSprint = await findSprint(tx, before.sprintId);
    const sprint = input.sprintId === before.sprintId ? oldSprint : await findSprint(tx, input.sprintId);
    if (sprint.projectId !== oldSprint.projectId)
      throw new AppError("invalid", "Choose a sprint of the same project", { field: "sprintId" });
    const moved = sprint.id !== before.sprintId;
    await tx
      .update(sprintTickets)
      .set({
        sprintId: sprint.id,
        title: input.title,
        description: input.description,
        type: input.type,
        status: input.status,
        ...(moved ? { position: nextTicketPosition(await countSprintTickets(tx, sprint.id)) } : {}),
      })
      .where(eq(sprintTickets.id, input.id));
    const isNotified = await notifyIfTicketCompleted(tx, sprint, before.status, input);
    const details = statusChange(before.status, input.status);
    await sprintTicketActivity(tx, actor, "update", input.id, `Updated ticket "${input.title}"`, details);
    return { isNotified };
  });
}

/** 'Start' and 'Complete'. */
export async function setSprintTicketStatus({ actor, id, status }: { actor: Actor; id: string; status: TicketStatus }) {
  return db.transaction(async (tx) => {
    const before = await lockSprintTicket(tx, id);
    const sprint = await findSprint(tx, before.sprintId);
    await tx.update(sprintTickets).set({ status }).where(eq(sprintTickets.id, id));
    const isNotified = await notifyIfTicketCompleted(tx, sprint, before.status, { status, title: before.title });
    const details = { from: before.status, to: status };
    await sprintTicketActivity(tx, actor, "update", id, `Ticket "${before.title}" marked as ${status}`, details);
    return { isNotified, status };
  });
}

/** Sprint-ticket delete asks no confirmation. */
export const deleteSprintTicket = titledRemover(sprintTickets, { entity: "sprint_ticket", noun: "ticket" });

// ── project tickets ─────────────────────────────────────────────────────────

/** One page of a project's tickets (25 a page) by position, each with the title of its optional sprint. */
export function listProjectTickets({
  projectId,
  page = 1,
  size = PAGE_SIZE,
}: {
  projectId: string;
  page?: number;
  size?: number;
}) {
  const ofProject = eq(projectTickets.projectId, projectId);
  return readTablePage(projectTickets, { page, size, where: ofProject }, () =>
    db
      .select({
        id: projectTickets.id,
        projectId: projectTickets.projectId,
        sprintId: projectTickets.sprintId,
        sprintTitle: projectSprints.title,
        sprintOrder: projectSprints.sprintOrder,
        title: projectTickets.title,
        description: projectTickets.description,
        type: projectTickets.type,
        status: projectTickets.status,
        priority: projectTickets.priority,
        assignedTo: projectTickets.assignedTo,
        position: projectTickets.position,
      })
      .from(projectTickets)
      .leftJoin(projectSprints, eq(projectSprints.id, projectTickets.sprintId))
      .where(ofProject)
      .orderBy(asc(projectTickets.position), asc(projectTickets.createdAt), asc(projectTickets.id)),
  );
}
export type ProjectTicketRow = Awaited<ReturnType<typeof listProjectTickets>>["rows"][number];

async function assertProjectAndSprint(tx: Tx, input: ProjectTicketForm) {
  await lockClientProject(tx, input.projectId);
  if (input.sprintId) {
    const [sprint] = await tx
      .select({ id: projectSprints.id })
      .from(projectSprints)
      .where(and(eq(projectSprints.id, input.sprintId), eq(projectSprints.projectId, input.projectId)))
      .limit(1);
    if (!sprint) throw new AppError("invalid", "Choose a sprint of this project", { field: "sprintId" });
  }
}

const projectTicketActivity = activityOf("project_ticket");

function projectTicketValues(input: ProjectTicketForm) {
  return {
    sprintId: input.sprintId,
    title: input.title,
    description: input.description,
    type: input.type,
    status: input.status,
    priority: input.priority,
    assignedTo: input.assignedTo,
  };
}

export async function createProjectTicket({ actor, input }: { actor: Actor; input: ProjectTicketForm }) {
  return db.transaction(async (tx) => {
    await assertProjectAndSprint(tx, input);
    const [existing] = await tx
      .select({ n: count() })
      .from(projectTickets)
      .where(eq(projectTickets.projectId, input.projectId));
    const [row] = await tx
      .insert(projectTickets)
      .values({
        projectId: input.projectId,
        position: nextTicketPosition(existing?.n ?? 0),
        ...projectTicketValues(input),
      })
      .returning({ id: projectTickets.id });
    await projectTicketActivity(tx, actor, "create", row!.id, `Created ticket "${input.title}"`);
    return { id: row!.id };
  });
}

export async function updateProjectTicket({
  actor,
  input,
}: {
  actor: Actor;
  input: ProjectTicketForm & { id: string };
}) {
  return db.transaction(async (tx) => {
    await assertProjectAndSprint(tx, input);
    const [row] = await tx
      .update(projectTickets)
      .set(projectTicketValues(input))
      .where(and(eq(projectTickets.id, input.id), eq(projectTickets.projectId, input.projectId)))
      .returning({ id: projectTickets.id });
    const { id } = foundOr404(row, "Ticket not found");
    await projectTicketActivity(tx, actor, "update", id, `Updated ticket "${input.title}"`);
  });
}

export const deleteProjectTicket = titledRemover(projectTickets, { entity: "project_ticket", noun: "ticket" });

type OrderColumns = { created: SQL; updated: SQL; title: SQL; status: SQL; project: SQL; id: SQL };

/** The tickets screen's orders, each a whole key (the id last, so rows that tie keep one order). */
const TICKET_ORDER: Record<string, (c: OrderColumns) => SQL> = {
  newest: (c) => sql`${c.created} desc, ${c.id}`,
  oldest: (c) => sql`${c.created} asc, ${c.id} desc`,
  updated: (c) => sql`${c.updated} desc, ${c.id}`,
  title: (c) => sql`lower(${c.title}) asc, ${c.created} desc, ${c.id}`,
  status: (c) =>
    sql`case ${c.status} when 'In progress' then 0 when 'Not started' then 1 else 2 end, ${c.created} desc, ${c.id}`,
  project: (c) => sql`lower(${c.project}) asc, ${c.created} desc, ${c.id}`,
};

const columnsOf = (alias: "st" | "pt" | "t"): OrderColumns => {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    created: column("created_at"),
    updated: column("updated_at"),
    title: column("title"),
    status: column("status"),
    project: alias === "t" ? sql.raw("t.project") : sql.raw("cp.title"),
    id: column("id"),
  };
};

/**
 * Every ticket, of sprints and of projects, as one table `t` (a project ticket's sprint when it has one),
 * narrowed to one project and a list's filters: the tickets screen and its CSV read the same rows.
 * With `top`, each half is cut to its first `top` rows in the list's order before the two are joined: a
 * page is among them, and the newest, oldest, updated and title orders are read off an index, so the
 * first pages cost the same at 10 tickets as at 10,000.
 */
function allTickets({
  projectId,
  filters = EMPTY_FILTERS,
  top,
}: {
  projectId?: string;
  filters?: ListFilters;
  top?: { order: (c: OrderColumns) => SQL; rows: number };
}) {
  const { start, end } = dayBounds(filters);
  // the filters on one table's columns (`st` or `pt`), so each half of the list is narrowed on its own
  const narrowed = (alias: "st" | "pt") => {
    const column = (name: string) => sql.raw(`${alias}.${name}`);
    const conditions = [
      filters.status === "open"
        ? sql`${column("status")} <> 'Completed'`
        : filters.status
          ? sql`${column("status")} = ${filters.status}`
          : undefined,
      start ? sql`${column("created_at")} >= ${`${start}T00:00:00Z`}::timestamptz` : undefined,
      end ? sql`${column("created_at")} < ${`${end}T00:00:00Z`}::timestamptz` : undefined,
    ].filter((c) => c !== undefined);
    return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  };
  const ofProject = (column: string) => (projectId ? sql`and ${sql.raw(column)} = ${projectId}` : sql``);
  const cut = (alias: "st" | "pt") => (top ? sql`order by ${top.order(columnsOf(alias))} limit ${top.rows}` : sql``);
  return {
    from: sql`(
      (select st.id, 'sprint' as kind, cp.id as project_id, cp.title as project, ps.id as sprint_id,
             ps.title as sprint, st.title, st.type, st.status, null::text as priority, null::text as assigned_to,
             st.created_at, st.updated_at
      from sprint_tickets st
      join project_sprints ps on ps.id = st.sprint_id
      join client_projects cp on cp.id = ps.project_id
      where ${narrowed("st")} ${ofProject("ps.project_id")}
      ${cut("st")})
      union all
      (select pt.id, 'project', cp.id, cp.title, ps.id, ps.title, pt.title, pt.type, pt.status, pt.priority,
             pt.assigned_to, pt.created_at, pt.updated_at
      from project_tickets pt
      join client_projects cp on cp.id = pt.project_id
      left join project_sprints ps on ps.id = pt.sprint_id
      where ${narrowed("pt")} ${ofProject("pt.project_id")}
      ${cut("pt")})
    ) t`,
    // how many there are, without the joins that only name the project and sprint
    count: sql`select (
        select count(*) from sprint_tickets st
        ${projectId ? sql`join project_sprints ps on ps.id = st.sprint_id` : sql``}
        where ${narrowed("st")} ${ofProject("ps.project_id")}
      ) + (
        select count(*) from project_tickets pt where ${narrowed("pt")} ${ofProject("pt.project_id")}
      ) as n`,
  };
}

export type TicketListRow = {
  id: string;
  kind: "sprint" | "project";
  projectId: string;
  project: string;
  sprintId: string | null;
  sprint: string | null;
  title: string;
  type: string;
  status: TicketStatus;
  priority: string | null;
  assignedTo: string | null;
  createdAt: string;
  updatedAt: string;
};

/**
 * One page of every ticket (25 a page), of sprints and of projects, of one project or all, narrowed and
 * ordered as the tickets screen asks (newest first unless told otherwise).
 */
export function listAllTickets({
  projectId,
  filters = EMPTY_FILTERS,
  page = 1,
  size = PAGE_SIZE,
}: {
  projectId?: string;
  filters?: ListFilters;
  page?: number;
  size?: number;
}) {
  const order = TICKET_ORDER[sortOf(filters, TICKET_LIST)] ?? TICKET_ORDER.newest!;
  const { count } = allTickets({ projectId, filters });
  return readPage<TicketListRow>({
    page,
    size,
    count: async () => Number((await db.execute<{ n: string | number }>(count)).rows[0]?.n ?? 0),
    rows: async ({ limit, offset }) => {
      const { from } = allTickets({ projectId, filters, top: { order, rows: offset + limit } });
      const result = await db.execute<TicketListRow>(sql`
          select t.id, t.kind, t.project_id as "projectId", t.project, t.sprint_id as "sprintId", t.sprint, t.title,
                 t.type, t.status, t.priority, t.assigned_to as "assignedTo", t.created_at::text as "createdAt",
                 t.updated_at::text as "updatedAt"
          from ${from}
          order by ${order(columnsOf("t"))}
          limit ${limit} offset ${offset}`);
      return result.rows;
    },
  });
}

type TicketCsvRow = {
  id: string;
  kind: string;
  project: string;
  sprint: string | null;
  title: string;
  type: string;
  status: string;
  priority: string | null;
  assigned_to: string | null;
  created_at: string;
};

/**
 * Every ticket, of sprints and of projects, of one project or all, narrowed as on the tickets screen, as
 * CSV (streamed, newest first).
 */
export function ticketsCsvStream(
  { projectId, filters }: { projectId?: string; filters?: ListFilters } = {},
  batchSize = 500,
) {
  const { from } = allTickets({ projectId, filters });
  return csvStream(
    ["kind", "client_project", "sprint", "title", "type", "status", "priority", "assigned_to", "created_at"],
    async (after, limit) => {
      const older = olderThan(sql`t.created_at`, sql`t.id`, after);
      const result = await db.execute<TicketCsvRow>(sql`
        select t.id, t.kind, t.project, t.sprint, t.title, t.type, t.status, t.priority, t.assigned_to,
               t.created_at::text as created_at
        from ${from} ${older ? sql`where ${older}` : sql``}
        order by t.created_at desc, t.id desc
        limit ${limit}`);
      return result.rows.map((row) => ({
        ...row,
        cursor: { at: row.created_at, id: row.id },
      }));
    },
    (r) => [r.kind, r.project, r.sprint, r.title, r.type, r.status, r.priority, r.assigned_to, new Date(r.created_at)],
    batchSize,
  );
}
