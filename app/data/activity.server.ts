import { desc } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { activityLog } from "~/db/schema";
import { bumpContentVersion, PUBLIC_CONTENT_ENTITIES } from "./content-version.server";

type Actor = { userId: string; email: string };

/**
 * Every staff write records who did what to which record (house style: activity on every write); a write
 * to public content also raises the content version, which empties every process's anonymous page cache.
 */
export async function recordActivity(
  exec: Executor,
  actor: Actor,
  entry: {
    action: "create" | "update" | "delete" | string;
    entity: string;
    entityId?: string | null;
    summary: string;
    details?: unknown;
  },
) {
  await exec.insert(activityLog).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    details: entry.details ?? null,
  });
  // a write the public pages show raises the content version in the same transaction
  if (PUBLIC_CONTENT_ENTITIES.has(entry.entity)) await bumpContentVersion(exec);
}

export function listRecentActivity({ limit = 10 } = {}) {
  return db
    .select({
      id: activityLog.id,
      actorEmail: activityLog.actorEmail,
      action: activityLog.action,
      entity: activityLog.entity,
      summary: activityLog.summary,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .orderBy(desc(activityLog.createdAt))
    .limit(limit);
}
