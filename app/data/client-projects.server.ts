import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { clientInvoices, clientProjects, profiles, projectSprints } from "~/db/schema";
import { AppError, foundOr404 } from "~/domain/app-error";
import { dayBounds, EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { CLIENT_PROJECT_LIST } from "~/domain/list-specs";
import { PAGE_SIZE } from "~/domain/pagination";
import { projectProgress } from "~/domain/progress";
import type { ClientProjectForm } from "~/domain/schemas/client-work";
import { CLIENT_PROJECT_STATUSES, type ClientProjectStatus } from "~/domain/statuses";
import { deleteObject } from "~/platform/storage.server";
import { activityOf } from "./activity.server";
import { readTalliedPage } from "./pagination.server";
import { projectFileKeys } from "./project-files.server";

export type Actor = { userId: string; email: string; ip?: string | null };

/** What the staff's list and the client's portal both show of a client project. */
export const PROJECT_OVERVIEW_COLUMNS = {
  id: clientProjects.id,
  title: clientProjects.title,
  description: clientProjects.description,
  status: clientProjects.status,
  percentComplete: clientProjects.percentComplete,
  estimatedDelivery: clientProjects.estimatedDelivery,
  contactPersonName: clientProjects.contactPersonName,
  contactPersonRole: clientProjects.contactPersonRole,
  contactPersonEmail: clientProjects.contactPersonEmail,
};

/** The client projects a filter keeps: of one client, in one status, started (created) within the days. */
export function clientProjectWhere({
  clientId,
  filters = EMPTY_FILTERS,
}: {
  clientId?: string;
  filters?: ListFilters;
}) {
  const { start, end } = dayBounds(filters);
  return and(
    clientId ? eq(clientProjects.clientId, clientId) : undefined,
    filters.status ? eq(clientProjects.status, filters.status as ClientProjectRowStatus) : undefined,
    start ? gte(clientProjects.createdAt, new Date(`${start}T00:00:00Z`)) : undefined,
    end ? lt(clientProjects.createdAt, new Date(`${end}T00:00:00Z`)) : undefined,
  );
}
type ClientProjectRowStatus = typeof clientProjects.$inferSelect.status;

/** Each order of the list, the id last so that rows that tie keep one order from page to page. */
const CLIENT_PROJECT_ORDER: Record<string, SQL[]> = {
  newest: [desc(clientProjects.createdAt)],
  oldest: [asc(clientProjects.createdAt)],
  title: [asc(clientProjects.title), desc(clientProjects.createdAt)],
  delivery: [sql`${clientProjects.estimatedDelivery} asc nulls last`, desc(clientProjects.createdAt)],
  progress: [desc(clientProjects.percentComplete), desc(clientProjects.createdAt)],
};
function clientProjectOrder(filters: ListFilters) {
  const order = CLIENT_PROJECT_ORDER[sortOf(filters, CLIENT_PROJECT_LIST)] ?? CLIENT_PROJECT_ORDER.newest!;
  return [...order, asc(clientProjects.id)];
}

/**
 * Client projects, 25 a page, of one client or all, narrowed and ordered as the screen asks (newest first
 * unless told otherwise): the list with status, progress, estimated delivery and contact. Progress is both
 * the team's estimate (percent complete) and the share of work done, counted as the portal counts it.
 * `statusCounts` counts every project by status, whatever the filters.
 */
export async function listClientProjects({
  page = 1,
  size = PAGE_SIZE,
  clientId,
  filters = EMPTY_FILTERS,
}: {
  page?: number;
  size?: number;
  clientId?: string;
  filters?: ListFilters;
} = {}) {
  const where = clientProjectWhere({ clientId, filters });
  // the page's total and every project by status, whatever the filters, in one statement
  const tallies = Object.fromEntries(
    CLIENT_PROJECT_STATUSES.map((status) => [
      status,
      sql<number>`(count(*) filter (where ${clientProjects.status} = ${status}))::int`,
    ]),
  ) as Record<ClientProjectStatus, SQL<number>>;
  const {
    rows: projects,
    info,
    tally,
  } = await readTalliedPage(clientProjects, { page, size, where }, tallies, () =>
    listProjectRows(where, clientProjectOrder(filters)),
  );
  const statusCounts = Object.entries(tally)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => ({ status, count: n }));
  // the shown projects' tasks and sprints by status, in one statement
  const ids = sql.join(
    projects.map((p) => sql`${p.id}`),
    sql`, `,
  );
  const counted =
    projects.length === 0
      ? []
      : (
          await db.execute<{ kind: "ticket" | "sprint"; projectId: string; status: string; count: number }>(
            sql`select 'ticket' as kind, s.project_id as "projectId", t.status, count(*)::int as count
                from sprint_tickets t join project_sprints s on s.id = t.sprint_id
                where s.project_id in (${ids}) group by s.project_id, t.status
              union all
              select 'sprint', s.project_id, s.status, count(*)::int
                from project_sprints s where s.project_id in (${ids}) group by s.project_id, s.status`,
          )
        ).rows.map((r) => ({ ...r, count: Number(r.count) }));
  const tickets = counted.filter((c) => c.kind === "ticket");
  const sprints = counted.filter((c) => c.kind === "sprint");
  const rows = projects.map((project) => ({
    ...project,
    workDone: projectProgress({
      tickets: tickets.filter((t) => t.projectId === project.id),
      sprints: sprints.filter((s) => s.projectId === project.id),
    }),
  }));
  return { rows, info, statusCounts: Object.fromEntries(statusCounts.map((c) => [c.status, c.count])) };
}

/**
 * Where a project stands (1 for the first) in the list narrowed and ordered as given, counted in the
 * database with the list's own order; null when the filters leave it out (or it does not exist).
 */
export async function clientProjectPosition({
  id,
  clientId,
  filters = EMPTY_FILTERS,
}: {
  id: string;
  clientId?: string;
  filters?: ListFilters;
}) {
  const ranked = db
    .select({
      id: clientProjects.id,
      position: sql<number>`(row_number() over (order by ${sql.join(clientProjectOrder(filters), sql`, `)}))::int`.as(
        "position",
      ),
    })
    .from(clientProjects)
    .where(clientProjectWhere({ clientId, filters }))
    .as("ranked");
  const [row] = await db.select({ position: ranked.position }).from(ranked).where(eq(ranked.id, id));
  return row ? Number(row.position) : null;
}

function listProjectRows(where: SQL | undefined, order: SQL[]) {
  const sprintCounts = db
    .select({
      projectId: projectSprints.projectId,
      total: count().as("total"),
      done: sql<number>`count(*) filter (where ${projectSprints.status} = 'Completed')::int`.as("done"),
    })
    .from(projectSprints)
    .groupBy(projectSprints.projectId)
    .as("sprint_counts");
  return db
    .select({
      ...PROJECT_OVERVIEW_COLUMNS,
      clientId: clientProjects.clientId,
      contactPersonPhone: clientProjects.contactPersonPhone,
      createdAt: clientProjects.createdAt,
      clientName: profiles.fullName,
      clientEmail: profiles.email,
      clientOrganization: profiles.organizationName,
      sprintCount: sql<number>`coalesce(${sprintCounts.total}, 0)::int`,
      sprintsDone: sql<number>`coalesce(${sprintCounts.done}, 0)::int`,
    })
    .from(clientProjects)
    .innerJoin(profiles, eq(profiles.id, clientProjects.clientId))
    .leftJoin(sprintCounts, eq(sprintCounts.projectId, clientProjects.id))
    .where(where)
    .orderBy(...order)
    .$dynamic();
}
export type ClientProjectRow = Awaited<ReturnType<typeof listClientProjects>>["rows"][number];

/** Clients are the selectable owners of client projects (profiles where role is client). */
export function listClientOptions() {
  return db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      organizationName: profiles.organizationName,
    })
    .from(profiles)
    .where(eq(profiles.role, "client"))
    .orderBy(asc(profiles.fullName), asc(profiles.email));
}

/** The project filter of the sprints and invoices screens. */
export function listProjectOptions() {
  return db
    .select({ id: clientProjects.id, title: clientProjects.title, clientName: profiles.fullName })
    .from(clientProjects)
    .innerJoin(profiles, eq(profiles.id, clientProjects.clientId))
    .orderBy(asc(clientProjects.title));
}
export type ProjectOption = Awaited<ReturnType<typeof listProjectOptions>>[number];

/**
 * The client project a write hangs on (sprint, ticket, invoice), locked until the transaction ends so it
 * cannot be deleted under the write; a missing one is the 404 'Project not found' on the project field.
 */
export async function lockClientProject(tx: Transaction, projectId: string) {
  const [project] = await tx
    .select({ id: clientProjects.id, clientId: clientProjects.clientId })
    .from(clientProjects)
    .where(eq(clientProjects.id, projectId))
    .for("update")
    .limit(1);
  return foundOr404(project, "Project not found", "projectId");
}

async function assertClient(exec: Pick<typeof db, "select">, clientId: string) {
  const [client] = await exec.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, clientId)).limit(1);
  if (client?.role !== "client") throw new AppError("invalid", "Choose a client", { field: "clientId" });
}

function values(input: ClientProjectForm) {
  const { id: _id, ...rest } = input;
  return rest;
}

const projectActivity = activityOf("client_project");

export async function createClientProject({ actor, input }: { actor: Actor; input: ClientProjectForm }) {
  return db.transaction(async (tx) => {
    await assertClient(tx, input.clientId);
    const [row] = await tx.insert(clientProjects).values(values(input)).returning({ id: clientProjects.id });
    await projectActivity(tx, actor, "create", row!.id, `Created client project "${input.title}"`);
    return row!;
  });
}

export async function updateClientProject({
  actor,
  input,
}: {
  actor: Actor;
  input: ClientProjectForm & { id: string };
}) {
  return db.transaction(async (tx) => {
    await assertClient(tx, input.clientId);
    const [updated] = await tx
      .update(clientProjects)
      .set(values(input))
      .where(eq(clientProjects.id, input.id))
      .returning({ id: clientProjects.id });
    const row = foundOr404(updated, "Project not found");
    await projectActivity(tx, actor, "update", row.id, `Updated client project "${input.title}"`);
    return row;
  });
}

/** Deleting a project removes its sprints, tickets, invoices and notifications (ON DELETE CASCADE). */
export async function deleteClientProject({ actor, id }: { actor: Actor; id: string }) {
  const { row, fileKeys } = await db.transaction(async (tx) => {
    const files = await tx
      .select({ key: clientInvoices.fileKey })
      .from(clientInvoices)
      .where(eq(clientInvoices.projectId, id));
    const sharedFiles = await projectFileKeys(tx, id);
    const [deleted] = await tx
      .delete(clientProjects)
      .where(eq(clientProjects.id, id))
      .returning({ id: clientProjects.id, title: clientProjects.title });
    const row = foundOr404(deleted, "Project not found");
    await projectActivity(tx, actor, "delete", row.id, `Deleted client project "${row.title}"`);
    return { row, fileKeys: [...files.map((f) => f.key).filter((k): k is string => Boolean(k)), ...sharedFiles] };
  });
  // the invoice PDFs and shared files go once the rows are gone; a leftover file is harmless, a lost row is not
  await Promise.all(fileKeys.map((key) => deleteObject(key).catch(() => undefined)));
  return row;
}

export async function getProjectTitle(exec: Pick<typeof db, "select">, projectId: string) {
  const [row] = await exec
    .select({ title: clientProjects.title })
    .from(clientProjects)
    .where(eq(clientProjects.id, projectId))
    .limit(1);
  return row?.title ?? null;
}
