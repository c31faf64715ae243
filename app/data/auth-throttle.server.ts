import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { authThrottle } from "~/db/schema";
import {
  reserveAttempt,
  type SignInStep,
  THROTTLE_RULES,
  THROTTLE_SCOPES,
  type ThrottleCounter,
  type ThrottleScope,
  throttleKey,
} from "~/domain/throttle";
import { countWithinLimit } from "./rate-limit.server";

type Attempt = { email: string; ip: string; now?: Date; step?: SignInStep };
export type SignInReservation = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Count a sign-in attempt on its three keys (account at this address, the address, the account) BEFORE
 * its password is checked, in one transaction holding each key's row: parallel attempts queue on the
 * rows, so no more than the limit ever reach the password check. A refused attempt counts nowhere
 * (only the key that refused it may start a lock), so an attacker's refusals never use up the owner's
 * allowance. The counters live in the database, so every app process shares them. The code step of
 * two-factor sign-in (`step: "code"`) is counted the same way, on keys of its own.
 */
export async function reserveSignInAttempt({ email, ip, now = new Date(), step }: Attempt): Promise<SignInReservation> {
  return db.transaction(async (tx) => {
    const allowed: { key: string; next: ThrottleCounter }[] = [];
    for (const scope of THROTTLE_SCOPES) {
      const key = throttleKey(scope, { email, ip, step });
      // creates the row if needed and locks it until the transaction ends
      const [row] = await tx
        .insert(authThrottle)
        .values({ key, failures: 0, windowStart: now, lockCount: 0 })
        .onConflictDoUpdate({ target: authThrottle.key, set: { key: sql`excluded.key` } })
        .returning();
      const outcome = reserveAttempt(row!, THROTTLE_RULES[scope], now);
      if (!outcome.allowed) {
        if (outcome.next !== row) await tx.update(authThrottle).set(outcome.next).where(eq(authThrottle.key, key));
        return { allowed: false, retryAfterMs: outcome.retryAfterMs } as const;
      }
      allowed.push({ key, next: outcome.next });
    }
    for (const { key, next } of allowed) await tx.update(authThrottle).set(next).where(eq(authThrottle.key, key));
    return { allowed: true } as const;
  });
}

/** Give one counted attempt back on a key (one row per statement, so it never waits in a cycle). */
async function giveBack(scope: ThrottleScope, attempt: Attempt) {
  await db
    .update(authThrottle)
    .set({ failures: sql`${authThrottle.failures} - 1` })
    .where(and(eq(authThrottle.key, throttleKey(scope, attempt)), gt(authThrottle.failures, 0)));
}

/**
 * The password was right: this account at this address starts afresh (its doubling too), and the
 * attempt no longer counts against the address or the account.
 */
export async function clearSignInThrottle(attempt: Attempt) {
  await db.delete(authThrottle).where(eq(authThrottle.key, throttleKey("pair", attempt)));
  await giveBack("ip", attempt);
  await giveBack("account", attempt);
}

/** The attempt did not test a password (a server error, say): it counts nowhere. */
export async function releaseSignInAttempt(attempt: Attempt) {
  for (const scope of THROTTLE_SCOPES) await giveBack(scope, attempt);
}

/** At most 3 reset links an hour for one address, and 10 an hour asked from one IP. */
export const RESET_REQUEST_LIMIT = { perAddress: 3, perIp: 10, windowMs: 60 * 60 * 1000 };

/**
 * Count a request for a reset link on its address and on its IP, atomically (the counter rows are
 * locked while counted); false when either is over its limit, and then no link is sent.
 */
export async function reservePasswordResetRequest({ email, ip, now = new Date() }: Attempt) {
  const { perAddress, perIp, windowMs } = RESET_REQUEST_LIMIT;
  return db.transaction(async (tx) => {
    const isAddressWithin = await countWithinLimit(tx, {
      key: `reset-email:${email.toLowerCase()}`,
      max: perAddress,
      windowMs,
      now,
    });
    const isIpWithin = await countWithinLimit(tx, { key: `reset-ip:${ip}`, max: perIp, windowMs, now });
    return isAddressWithin && isIpWithin;
  });
}
