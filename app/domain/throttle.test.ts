import { describe, expect, it } from "vitest";
import {
  LOCK_MEMORY_MS,
  lockDurationMs,
  MAX_LOCK_MS,
  reserveAttempt,
  THROTTLE_MESSAGE,
  THROTTLE_RULES,
  type ThrottleCounter,
  throttleKey,
  throttleMessage,
} from "./throttle";

const now = new Date("2026-11-21T10:00:00Z");
const MINUTE = 60_000;
const fresh: ThrottleCounter = { failures: 0, windowStart: now, lockedUntil: null, lockCount: 0 };

describe("sign-in throttle rules", () => {
  it("keys an account at an address, the address, and the account, case-insensitively", () => {
    const attempt = { email: " Ada@X.example ", ip: "192.0.2.1" };
    expect(throttleKey("pair", attempt)).toBe("pair:ada@x.example|192.0.2.1");
    expect(throttleKey("ip", attempt)).toBe("ip:192.0.2.1");
    expect(throttleKey("account", attempt)).toBe("account:ada@x.example");
  });

  it.each([
    [0, 15],
    [1, 30],
    [2, 60],
    [6, 960],
    [7, MAX_LOCK_MS / MINUTE],
    [40, MAX_LOCK_MS / MINUTE],
  ])("the pair's lock after %i earlier locks lasts %i minutes", (count, minutes) => {
    expect(lockDurationMs(THROTTLE_RULES.pair, count)).toBe(minutes * MINUTE);
  });

  it("the account ceiling's lock never grows", () => {
    expect(lockDurationMs(THROTTLE_RULES.account, 9)).toBe(THROTTLE_RULES.account.lockMs);
  });

  it("allows up to the limit, refuses the next and locks", () => {
    let counter = fresh;
    for (let i = 1; i <= 5; i++) {
      const r = reserveAttempt(counter, THROTTLE_RULES.pair, now);
      expect(r.allowed).toBe(true);
      expect(r.next.failures).toBe(i);
      counter = r.next;
    }
    const refused = reserveAttempt(counter, THROTTLE_RULES.pair, now);
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 15 * MINUTE });
    expect(refused.next).toMatchObject({
      failures: 5,
      lockCount: 1,
      lockedUntil: new Date(now.getTime() + 15 * MINUTE),
    });
    // while locked: refused, nothing changes
    const again = reserveAttempt(refused.next, THROTTLE_RULES.pair, new Date(now.getTime() + MINUTE));
    expect(again).toEqual({ allowed: false, retryAfterMs: 14 * MINUTE, next: refused.next });
  });

  it("forgets earlier locks once the key was left alone for a day", () => {
    const locked = { failures: 5, windowStart: now, lockedUntil: new Date(now.getTime() + MINUTE), lockCount: 4 };
    const soon = reserveAttempt(locked, THROTTLE_RULES.pair, new Date(now.getTime() + 2 * MINUTE));
    expect(soon.next).toMatchObject({ failures: 1, lockCount: 4, lockedUntil: null });
    const dayLater = reserveAttempt(locked, THROTTLE_RULES.pair, new Date(now.getTime() + MINUTE + LOCK_MEMORY_MS));
    expect(dayLater.next).toMatchObject({ failures: 1, lockCount: 0 });
  });

  it("names a long wait in the message", () => {
    expect(throttleMessage(3 * MINUTE)).toBe(THROTTLE_MESSAGE);
    expect(throttleMessage(30 * MINUTE)).toBe("Too many sign-in attempts. Please try again in 30 minutes.");
    expect(throttleMessage(MAX_LOCK_MS)).toBe("Too many sign-in attempts. Please try again in 24 hours.");
  });
});
