import { desc, ne } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { activityLog } from "~/db/schema";
import type { AuditKind } from "~/domain/audit";
import { bumpContentVersion, PUBLIC_CONTENT_ENTITIES } from "./content-version.server";

/** Who did it; `ip` is the client IP of their request (a signed-in viewer carries it). */
type Actor = { userId: string; email: string; ip?: string | null };

/** One activity row: what was done (create, update, delete…) to which record, and a sentence for people. */
export type ActivityEntry = {
  action: "create" | "update" | "delete" | string;
  entity: AuditKind;
  entityId?: string | null;
  summary: string;
  details?: unknown;
};

/**
 * Every staff write records who did what to which record (house style: activity on every write); a write
 * to public content also raises the content version, which empties every process's anonymous page cache.
 */
export async function recordActivity(exec: Executor, actor: Actor, entry: ActivityEntry) {
  await exec.insert(activityLog).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    details: entry.details ?? null,
    ipAddress: actor.ip ?? null,
  });
  // a write the public pages show raises the content version in the same transaction
  if (PUBLIC_CONTENT_ENTITIES.has(entry.entity)) await bumpContentVersion(exec);
}

/** An activity row of the app itself (a scheduled job): no person did it; the actor is named "scheduler". */
export async function recordSystemActivity(exec: Executor, entry: ActivityEntry) {
  await exec.insert(activityLog).values({
    actorId: null,
    actorEmail: "scheduler",
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    details: entry.details ?? null,
  });
  if (PUBLIC_CONTENT_ENTITIES.has(entry.entity)) await bumpContentVersion(exec);
}

/**
 * The activity recorder of one kind of record (its `entity`), for a module that writes that kind:
 * `record(tx, actor, action, entityId, summary, details?)` records the same row as recordActivity.
 */
export function activityOf(entity: AuditKind) {
  return (
    exec: Executor,
    actor: Actor,
    action: ActivityEntry["action"],
    entityId: string,
    summary: string,
    details?: unknown,
  ) => recordActivity(exec, actor, { action, entity, entityId, summary, details });
}

/** The activity details of an edit: the status change (from, to), or nothing when the status stayed. */
export function statusChange(from: string, to: string) {
  return from === to ? undefined : { from, to };
}

export function listRecentActivity({ limit = 10 } = {}) {
  return (
    db
      .select({
        id: activityLog.id,
        actorEmail: activityLog.actorEmail,
        action: activityLog.action,
        entity: activityLog.entity,
        summary: activityLog.summary,
        createdAt: activityLog.createdAt,
      })
      .from(activityLog)
      // sign-ins and other account events belong to the audit log, not to the overview of the work
      .where(ne(activityLog.entity, "account"))
      .orderBy(desc(activityLog.createdAt))
      .limit(limit)
  );
}
