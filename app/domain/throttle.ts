/** Sign-in throttle rules: a few failures lock one account, many lock one address. */
export const THROTTLE_RULES = {
  account: { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  ip: { maxFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} as const;

export const THROTTLE_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";

export function throttleState(row: { lockedUntil: Date | null }, now: Date) {
  if (row.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
    return { blocked: true as const, retryAfterMs: row.lockedUntil.getTime() - now.getTime() };
  }
  return { blocked: false as const, retryAfterMs: 0 };
}
