import { asc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { clientProjects, faqs, projectSprints, projectTickets, sprintTickets, teamMembers } from "~/db/schema";
import { AppError, foundOr404 } from "~/domain/app-error";
import type { AuditKind } from "~/domain/audit";
import { reorderedNumbers, reorderProblem } from "~/domain/reorder";
import { recordActivity } from "./activity.server";

type Actor = Parameters<typeof recordActivity>[1];

/** A table whose rows carry an order number, and the rows that are ordered together (the group). */
type Ordered = { table: PgTable & { id: PgColumn }; order: PgColumn; group?: SQL };

/**
 * Writes the new order of some rows of one group in one transaction with its activity row: the group's
 * rows are locked first (`FOR UPDATE`), so two reorders of the same list run one after the other and the
 * second reads the numbers the first wrote. `ids` must all be rows of the group, each once (a 400
 * otherwise, and nothing is written). The rows share out the order numbers they already had, so the
 * page they are on keeps its place among the other pages (`reorderedNumbers`).
 */
async function reorderGroup(
  { table, order, group }: Ordered,
  {
    actor,
    ids,
    entity,
    entityId,
    summary,
  }: { actor: Actor; ids: readonly string[]; entity: AuditKind; entityId?: string; summary: string },
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id, order: order })
      .from(table as PgTable)
      .where(group)
      .orderBy(asc(table.id))
      .for("update");
    const current = new Map(rows.map((r) => [String(r.id), Number(r.order)]));
    const problem = reorderProblem(ids, new Set(current.keys()));
    if (problem) throw new AppError("invalid", problem);
    const next = reorderedNumbers(ids, current);
    const orderKey = keyOf(table, order);
    let changed = 0;
    for (const [id, n] of next) {
      if (current.get(id) === n) continue;
      await tx
        .update(table)
        .set({ [orderKey]: n })
        .where(eq(table.id, id));
      changed += 1;
    }
    const details = { ids, changed };
    await recordActivity(tx, actor, { action: "update", entity, entityId: entityId ?? null, summary, details });
    return { changed };
  });
}

/** The TypeScript key of a column in its table (Drizzle's `set` takes keys, not SQL names). */
function keyOf(table: PgTable, column: PgColumn) {
  const key = Object.entries(table).find(([, value]) => value === column)?.[0];
  if (!key) throw new Error(`column ${column.name} is not in its table`);
  return key;
}

/** The team page's order (one list of every member). */
export function reorderTeamMembers({ actor, ids }: { actor: Actor; ids: readonly string[] }) {
  return reorderGroup(
    { table: teamMembers, order: teamMembers.orderPosition },
    { actor, ids, entity: "team_member", summary: "reordered the team" },
  );
}

/** The FAQs' order (one list of every FAQ: the public page shows them in one list, whatever their category). */
export function reorderFaqs({ actor, ids }: { actor: Actor; ids: readonly string[] }) {
  return reorderGroup(
    { table: faqs, order: faqs.orderPosition },
    { actor, ids, entity: "faq", summary: "reordered the FAQs" },
  );
}

/** The title of the project whose rows are reordered (for the activity row), or a 404. */
async function projectTitle(projectId: string) {
  const [project] = await db
    .select({ title: clientProjects.title })
    .from(clientProjects)
    .where(eq(clientProjects.id, projectId));
  return foundOr404(project, "Project not found").title;
}

/** The sprints of one project. */
export async function reorderSprints({
  actor,
  projectId,
  ids,
}: {
  actor: Actor;
  projectId: string;
  ids: readonly string[];
}) {
  const title = await projectTitle(projectId);
  return reorderGroup(
    { table: projectSprints, order: projectSprints.sprintOrder, group: eq(projectSprints.projectId, projectId) },
    { actor, ids, entity: "client_project", entityId: projectId, summary: `Reordered the sprints of "${title}"` },
  );
}

/** The tickets of one sprint. */
export async function reorderSprintTickets({
  actor,
  sprintId,
  ids,
}: {
  actor: Actor;
  sprintId: string;
  ids: readonly string[];
}) {
  const [sprint] = await db
    .select({ title: projectSprints.title })
    .from(projectSprints)
    .where(eq(projectSprints.id, sprintId));
  const { title } = foundOr404(sprint, "Sprint not found");
  return reorderGroup(
    { table: sprintTickets, order: sprintTickets.position, group: eq(sprintTickets.sprintId, sprintId) },
    { actor, ids, entity: "sprint", entityId: sprintId, summary: `Reordered the tickets of sprint "${title}"` },
  );
}

/** The tickets of one project (those listed on its manage panel). */
export async function reorderProjectTickets({
  actor,
  projectId,
  ids,
}: {
  actor: Actor;
  projectId: string;
  ids: readonly string[];
}) {
  const title = await projectTitle(projectId);
  return reorderGroup(
    { table: projectTickets, order: projectTickets.position, group: eq(projectTickets.projectId, projectId) },
    { actor, ids, entity: "client_project", entityId: projectId, summary: `Reordered the tickets of "${title}"` },
  );
}
