/**
 * Sign-in throttle rules. Every attempt is counted before its password is checked (so a burst cannot
 * slip past the count), and an attempt whose password turns out right is given back.
 *
 * - pair: one account from one client address. Its lock is what an attacker meets when guessing, and it
 *   never touches the owner signing in from elsewhere. Each lock lasts twice as long as the one before
 *   (up to a day); a successful sign-in, or a day left alone, starts the doubling again.
 * - ip: one address across every account (password spraying), doubling the same way.
 * - account: a ceiling across every address, for an attacker spread over many addresses. It only slows:
 *   its lock is short and never doubles, so even a botnet cannot keep the owner out for more than a minute
 *   at a time, while each such minute costs it a hundred failed guesses.
 */
export type ThrottleRule = {
  maxFailures: number;
  windowMs: number;
  /** the first lock; with `progressive`, each following lock of the same key lasts twice as long */
  lockMs: number;
  progressive: boolean;
};

const MINUTE = 60_000;
export const MAX_LOCK_MS = 24 * 60 * MINUTE;
/** A key left alone this long (no new window, no lock) starts its doubling again. */
export const LOCK_MEMORY_MS = 24 * 60 * MINUTE;

export const THROTTLE_RULES = {
  pair: { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, progressive: true },
  ip: { maxFailures: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, progressive: true },
  account: { maxFailures: 100, windowMs: 60 * MINUTE, lockMs: MINUTE, progressive: false },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleScope = keyof typeof THROTTLE_RULES;

/** The order keys are reserved in: always the same, so two sign-ins never wait on each other's rows in a cycle. */
export const THROTTLE_SCOPES: readonly ThrottleScope[] = ["pair", "ip", "account"];

/**
 * The step of signing in an attempt tests: the password, or (after a right password, for an account with
 * two-factor sign-in) the code. Each step counts on its own keys under the same rules, so a right
 * password, which clears the password keys, never gives the code step a fresh allowance.
 */
export type SignInStep = "password" | "code";

export function throttleKey(
  scope: ThrottleScope,
  { email, ip, step = "password" }: { email: string; ip: string; step?: SignInStep },
) {
  const account = email.trim().toLowerCase();
  const prefix = step === "code" ? "code-" : "";
  if (scope === "pair") return `${prefix}pair:${account}|${ip}`;
  if (scope === "ip") return `${prefix}ip:${ip}`;
  return `${prefix}account:${account}`;
}

export const THROTTLE_MESSAGE = "Too many sign-in attempts. Please wait a few minutes and try again.";

/** The message for a refusal, naming the wait when it is long. */
export function throttleMessage(retryAfterMs: number) {
  const minutes = Math.ceil(retryAfterMs / MINUTE);
  if (minutes <= 5) return THROTTLE_MESSAGE;
  if (minutes < 120) return `Too many sign-in attempts. Please try again in ${minutes} minutes.`;
  return `Too many sign-in attempts. Please try again in ${Math.ceil(minutes / 60)} hours.`;
}

export type ThrottleCounter = { failures: number; windowStart: Date; lockedUntil: Date | null; lockCount: number };

/** How long the next lock of a key lasts, given how many times it was locked in a row. */
export function lockDurationMs(rule: ThrottleRule, lockCount: number) {
  if (!rule.progressive) return rule.lockMs;
  return Math.min(rule.lockMs * 2 ** Math.min(lockCount, 30), MAX_LOCK_MS);
}

/**
 * Count one attempt on a key. Allowed while the window holds at most `maxFailures` attempts; the attempt
 * past that is refused and locks the key. A locked key refuses without counting. When a lock or the
 * window is over, counting starts again.
 */
export function reserveAttempt(
  counter: ThrottleCounter,
  rule: ThrottleRule,
  now: Date,
): { allowed: boolean; retryAfterMs: number; next: ThrottleCounter } {
  const t = now.getTime();
  if (counter.lockedUntil && counter.lockedUntil.getTime() > t) {
    return { allowed: false, retryAfterMs: counter.lockedUntil.getTime() - t, next: counter };
  }
  const lastLockEnd = counter.lockedUntil?.getTime() ?? null;
  const lastSeen = Math.max(counter.windowStart.getTime(), lastLockEnd ?? 0);
  const lockCount = t - lastSeen >= LOCK_MEMORY_MS ? 0 : counter.lockCount;
  const fresh = lastLockEnd !== null || t - counter.windowStart.getTime() >= rule.windowMs;
  const failures = fresh ? 1 : counter.failures + 1;
  const windowStart = fresh ? now : counter.windowStart;
  if (failures <= rule.maxFailures) {
    return { allowed: true, retryAfterMs: 0, next: { failures, windowStart, lockedUntil: null, lockCount } };
  }
  const lockMs = lockDurationMs(rule, lockCount);
  return {
    allowed: false,
    retryAfterMs: lockMs,
    next: { failures: failures - 1, windowStart, lockedUntil: new Date(t + lockMs), lockCount: lockCount + 1 },
  };
}
