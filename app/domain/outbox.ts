/** Retry schedule of the mail outbox: pure, so it is unit-tested without a clock. */
export const MAX_MAIL_ATTEMPTS = 8;

/** Delay before the next try after `attempts` failed tries: 30 s, 1 min, 2 min … capped at 1 h. */
export function nextAttemptDelayMs(attempts: number) {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

export function afterFailure(attempts: number, now: Date) {
  const next = attempts + 1;
  return next >= MAX_MAIL_ATTEMPTS
    ? { status: "failed" as const, attempts: next, nextAttemptAt: now }
    : { status: "pending" as const, attempts: next, nextAttemptAt: new Date(now.getTime() + nextAttemptDelayMs(next)) };
}
