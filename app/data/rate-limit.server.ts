import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { authThrottle } from "~/db/schema";

/**
 * Hold a transaction-scoped lock named by (`scope`, `key`) until the transaction ends: a "count, then
 * insert" limit done under it cannot be passed by requests running side by side, on PostgreSQL as on
 * PGlite. Two names may share a hash; that only makes them wait on each other.
 */
export async function lockForLimit(tx: Executor, scope: string, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${key}))`);
}

/**
 * Count one request on a fixed-window counter row and say whether it is within `max`, in one statement
 * (the row is locked while it is counted). The counters share the sign-in throttle's table; each kind
 * prefixes its keys (`newsletter-ip:` …). Inside a transaction, the count goes away with a rollback.
 */
export async function countWithinLimit(
  exec: Executor,
  { key, max, windowMs, now = new Date() }: { key: string; max: number; windowMs: number; now?: Date },
) {
  const windowOver = sql`${authThrottle.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await exec
    .insert(authThrottle)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${windowOver} then 1 else ${authThrottle.failures} + 1 end`,
        windowStart: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStart} end`,
      },
    })
    .returning({ count: authThrottle.failures });
  return row!.count <= max;
}
