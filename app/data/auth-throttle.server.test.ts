import { beforeEach, describe, expect, it } from "vitest";
import { THROTTLE_RULES } from "~/domain/throttle";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { checkSignInThrottle, clearAccountThrottle, recordSignInFailure } from "./auth-throttle.server";

useTestDatabase();
beforeEach(truncateAll);

describe("sign-in throttle (counters in the database)", () => {
  const now = new Date("2026-11-21T10:00:00Z");

  it("locks an account after repeated failures, whatever the address", async () => {
    for (let i = 0; i < THROTTLE_RULES.account.maxFailures; i++) {
      expect((await checkSignInThrottle({ email: "a@x.example", ip: `10.0.0.${i}`, now })).blocked).toBe(false);
      await recordSignInFailure({ email: "a@x.example", ip: `10.0.0.${i}`, now });
    }
    expect((await checkSignInThrottle({ email: "A@X.example", ip: "10.9.9.9", now })).blocked).toBe(true);
    expect((await checkSignInThrottle({ email: "b@x.example", ip: "10.9.9.9", now })).blocked).toBe(false);
  });

  it("locks an address after many failures across accounts", async () => {
    for (let i = 0; i < THROTTLE_RULES.ip.maxFailures; i++) {
      await recordSignInFailure({ email: `user${i}@x.example`, ip: "192.0.2.7", now });
    }
    expect((await checkSignInThrottle({ email: "fresh@x.example", ip: "192.0.2.7", now })).blocked).toBe(true);
    expect((await checkSignInThrottle({ email: "fresh@x.example", ip: "192.0.2.8", now })).blocked).toBe(false);
  });

  it("unlocks when the lock expires, and a success clears the account counter", async () => {
    for (let i = 0; i < THROTTLE_RULES.account.maxFailures; i++) {
      await recordSignInFailure({ email: "c@x.example", ip: "198.51.100.1", now });
    }
    const later = new Date(now.getTime() + THROTTLE_RULES.account.lockMs + 1000);
    expect((await checkSignInThrottle({ email: "c@x.example", ip: "198.51.100.2", now: later })).blocked).toBe(false);
    await clearAccountThrottle("c@x.example");
    expect((await checkSignInThrottle({ email: "c@x.example", ip: "198.51.100.2", now })).blocked).toBe(false);
  });
});
