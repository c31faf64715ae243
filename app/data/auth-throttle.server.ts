import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { authThrottle } from "~/db/schema";
import { THROTTLE_RULES, throttleState } from "~/domain/throttle";

/**
 * Failed sign-ins counted per account and per client IP, in the database so every app process
 * sees the same counters. Only failures count, so a test suite signing in many times never trips it.
 */
export async function checkSignInThrottle({ email, ip, now = new Date() }: { email: string; ip: string; now?: Date }) {
  const keys = [`account:${email.trim().toLowerCase()}`, `ip:${ip}`];
  let retryAfterMs = 0;
  for (const key of keys) {
    const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
    if (!row) continue;
    const state = throttleState(row, now);
    if (state.blocked) retryAfterMs = Math.max(retryAfterMs, state.retryAfterMs);
  }
  return { blocked: retryAfterMs > 0, retryAfterMs };
}

export async function recordSignInFailure({ email, ip, now = new Date() }: { email: string; ip: string; now?: Date }) {
  const entries = [
    { key: `account:${email.trim().toLowerCase()}`, rule: THROTTLE_RULES.account },
    { key: `ip:${ip}`, rule: THROTTLE_RULES.ip },
  ];
  for (const { key, rule } of entries) {
    const windowStartLimit = new Date(now.getTime() - rule.windowMs);
    await db
      .insert(authThrottle)
      .values({ key, failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${authThrottle.windowStart} < ${windowStartLimit.toISOString()}::timestamptz then 1 else ${authThrottle.failures} + 1 end`,
          windowStart: sql`case when ${authThrottle.windowStart} < ${windowStartLimit.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${authThrottle.windowStart} end`,
          lockedUntil: sql`case when (case when ${authThrottle.windowStart} < ${windowStartLimit.toISOString()}::timestamptz then 1 else ${authThrottle.failures} + 1 end) >= ${rule.maxFailures} then ${new Date(now.getTime() + rule.lockMs).toISOString()}::timestamptz else ${authThrottle.lockedUntil} end`,
        },
      });
  }
}

export async function clearAccountThrottle(email: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, `account:${email.trim().toLowerCase()}`));
}
