import { beforeEach, describe, expect, it } from "vitest";
import { reserveSignInAttempt } from "~/data/auth-throttle.server";
import { THROTTLE_RULES } from "~/domain/throttle";
import { CLIENT_IP_HEADER, createVerifiedUser } from "~/platform/auth.server";
import { truncateAll, useTestDatabase, warmUp } from "../../../tests/setup/db";
import { action } from "./auth";

// Runs on PGlite with the unit tests and on PostgreSQL with vitest.pg.config.ts (where races show).
useTestDatabase();
beforeEach(truncateAll);

const PASSWORD = "Right-pass-2026";

/** POST /auth (sign-in) from one client address; the answer's HTTP status. */
async function signIn(email: string, password: string, ip: string) {
  const request = new Request("http://localhost/auth", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", [CLIENT_IP_HEADER]: ip },
    body: new URLSearchParams({ intent: "sign-in", email, password }),
  });
  try {
    return statusOf(await action({ request, params: {}, context: {} } as never));
  } catch (thrown) {
    return statusOf(thrown);
  }
}

function statusOf(result: unknown) {
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } | null } | null)?.init;
  return init?.status ?? 200;
}

async function owner(email: string) {
  await createVerifiedUser({ email, password: PASSWORD, fullName: "Owner", role: "client" });
}

describe("sign-in throttle under a burst", () => {
  it("reserves at most the limit of 40 simultaneous attempts at one account from one address", async () => {
    await warmUp();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => reserveSignInAttempt({ email: "raw@client.example", ip: "203.0.113.41" })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(THROTTLE_RULES.pair.maxFailures);
  });

  it("lets at most 5 of 40 simultaneous wrong guesses from one address reach the password check", async () => {
    await owner("burst@client.example");
    await warmUp();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn("burst@client.example", `wrong-${i}`, "203.0.113.40")),
    );
    const checked = statuses.filter((s) => s === 401).length;
    const refused = statuses.filter((s) => s === 429).length;
    expect({ checked, refused }).toEqual({ checked: 5, refused: 35 });
  });

  it("does not lock the owner out from another address after an attacker's guesses", async () => {
    await owner("owner@client.example");
    for (let i = 0; i < 8; i++) await signIn("owner@client.example", `guess-${i}`, "198.51.100.66");
    expect(await signIn("owner@client.example", `guess-9`, "198.51.100.66")).toBe(429);
    // the owner, elsewhere, signs in with the right password
    expect(await signIn("owner@client.example", PASSWORD, "192.0.2.10")).toBe(302);
  });
});
