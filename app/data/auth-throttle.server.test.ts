import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { authThrottle } from "~/db/schema";
import { MAX_LOCK_MS, THROTTLE_RULES } from "~/domain/throttle";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import {
  clearSignInThrottle,
  RESET_REQUEST_LIMIT,
  releaseSignInAttempt,
  reservePasswordResetRequest,
  reserveSignInAttempt,
} from "./auth-throttle.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const now = new Date("2026-11-21T10:00:00Z");
const at = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;

/** `n` wrong passwords (each attempt reserved, none given back); how many were let through. */
async function guess(n: number, email: string, ip: string, when = now) {
  let allowed = 0;
  for (let i = 0; i < n; i++) if ((await reserveSignInAttempt({ email, ip, now: when })).allowed) allowed++;
  return allowed;
}

describe("sign-in throttle (counters in the database)", () => {
  it("stops guesses at one account from one address after 5, and refuses with the time left", async () => {
    expect(await guess(5, "a@x.example", "198.51.100.1")).toBe(5);
    const refused = await reserveSignInAttempt({ email: "A@X.example", ip: "198.51.100.1", now });
    expect(refused).toEqual({ allowed: false, retryAfterMs: THROTTLE_RULES.pair.lockMs });
    const later = await reserveSignInAttempt({ email: "a@x.example", ip: "198.51.100.1", now: at(MINUTE) });
    expect(later).toEqual({ allowed: false, retryAfterMs: THROTTLE_RULES.pair.lockMs - MINUTE });
  });

  it("does not lock the owner out: the same account from another address still signs in", async () => {
    expect(await guess(12, "owner@x.example", "203.0.113.66")).toBe(5);
    expect((await reserveSignInAttempt({ email: "owner@x.example", ip: "192.0.2.10", now })).allowed).toBe(true);
    await clearSignInThrottle({ email: "owner@x.example", ip: "192.0.2.10" });
    // and the attacker's address is still locked for that account
    expect((await reserveSignInAttempt({ email: "owner@x.example", ip: "203.0.113.66", now })).allowed).toBe(false);
  });

  it("doubles each following lock of the same account and address, up to a day", async () => {
    const email = "b@x.example";
    const ip = "198.51.100.2";
    let t = 0;
    const locks: number[] = [];
    for (let round = 0; round < 9; round++) {
      expect(await guess(THROTTLE_RULES.pair.maxFailures, email, ip, at(t))).toBe(THROTTLE_RULES.pair.maxFailures);
      const refused = await reserveSignInAttempt({ email, ip, now: at(t) });
      if (refused.allowed) throw new Error("expected a lock");
      locks.push(refused.retryAfterMs / MINUTE);
      t += refused.retryAfterMs;
      // one moment before the lock ends it still holds
      expect((await reserveSignInAttempt({ email, ip, now: at(t - 1000) })).allowed).toBe(false);
    }
    expect(locks).toEqual([15, 30, 60, 120, 240, 480, 960, MAX_LOCK_MS / MINUTE, MAX_LOCK_MS / MINUTE]);
  });

  it("starts the doubling again after a successful sign-in", async () => {
    const email = "c@x.example";
    const ip = "198.51.100.3";
    await guess(6, email, ip);
    await guess(6, email, ip, at(15 * MINUTE));
    const [row] = await db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, `pair:${email}|${ip}`));
    expect(row!.lockCount).toBe(2);
    const t = 15 * MINUTE + 30 * MINUTE;
    expect((await reserveSignInAttempt({ email, ip, now: at(t) })).allowed).toBe(true);
    await clearSignInThrottle({ email, ip });
    await guess(5, email, ip, at(t));
    expect(await reserveSignInAttempt({ email, ip, now: at(t) })).toEqual({
      allowed: false,
      retryAfterMs: THROTTLE_RULES.pair.lockMs,
    });
  });

  it("a window without too many failures passes, and the count starts again after it", async () => {
    expect(await guess(4, "d@x.example", "198.51.100.4")).toBe(4);
    expect(await guess(5, "d@x.example", "198.51.100.4", at(THROTTLE_RULES.pair.windowMs))).toBe(5);
  });

  it("locks an address after many failures across accounts", async () => {
    const ip = "192.0.2.7";
    for (let i = 0; i < THROTTLE_RULES.ip.maxFailures; i++) {
      expect((await reserveSignInAttempt({ email: `user${i}@x.example`, ip, now })).allowed).toBe(true);
    }
    expect(await reserveSignInAttempt({ email: "fresh@x.example", ip, now })).toEqual({
      allowed: false,
      retryAfterMs: THROTTLE_RULES.ip.lockMs,
    });
    expect((await reserveSignInAttempt({ email: "fresh@x.example", ip: "192.0.2.8", now })).allowed).toBe(true);
    // the refused attempt was not counted for the account at that address
    const pair = await db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, `pair:fresh@x.example|${ip}`));
    expect(pair[0]?.failures ?? 0).toBe(0);
  });

  it("slows an account guessed from many addresses, briefly and without doubling", async () => {
    const email = "e@x.example";
    const rule = THROTTLE_RULES.account;
    for (let i = 0; i < rule.maxFailures; i++) {
      expect((await reserveSignInAttempt({ email, ip: `10.0.${i >> 8}.${i & 255}`, now })).allowed).toBe(true);
    }
    expect(await reserveSignInAttempt({ email, ip: "192.0.2.99", now })).toEqual({
      allowed: false,
      retryAfterMs: rule.lockMs,
    });
    expect((await reserveSignInAttempt({ email, ip: "192.0.2.99", now: at(rule.lockMs) })).allowed).toBe(true);
  });

  it("gives an attempt back when the password was right or never checked", async () => {
    const email = "f@x.example";
    const ip = "198.51.100.6";
    for (let i = 0; i < 20; i++) {
      expect((await reserveSignInAttempt({ email, ip, now })).allowed).toBe(true);
      await (i % 2 ? clearSignInThrottle({ email, ip }) : releaseSignInAttempt({ email, ip }));
    }
    const rows = await db.select().from(authThrottle);
    expect(rows.filter((r) => r.failures !== 0).map((r) => r.key)).toEqual([]);
  });
});

describe("reset-link requests (counters in the database)", () => {
  const ask = (email: string, ip: string, when = now) => reservePasswordResetRequest({ email, ip, now: when });

  it("sends at most 3 links an hour to one address, whatever the case of the address", async () => {
    const answers = [];
    for (const email of ["r@x.example", "R@x.example", "r@X.EXAMPLE", "r@x.example"]) {
      answers.push(await ask(email, `198.51.100.${answers.length + 1}`));
    }
    expect(answers).toEqual([true, true, true, false]);
    expect(await ask("r@x.example", "198.51.100.9", at(RESET_REQUEST_LIMIT.windowMs + MINUTE))).toBe(true);
  });

  it("answers at most 10 requests an hour from one IP, across addresses", async () => {
    const answers = [];
    for (let i = 0; i < RESET_REQUEST_LIMIT.perIp + 1; i++) answers.push(await ask(`p${i}@x.example`, "203.0.113.7"));
    expect(answers.filter(Boolean)).toHaveLength(RESET_REQUEST_LIMIT.perIp);
    expect(answers.at(-1)).toBe(false);
    expect(await ask("p0@x.example", "203.0.113.8")).toBe(true);
  });
});
