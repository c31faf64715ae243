import { desc } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { activityLog } from "~/db/schema";

type Actor = { userId: string; email: string };

/** Every staff write records who did what to which record (house style: activity on every write). */
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
