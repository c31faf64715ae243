import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { twoFactors } from "~/db/schema";
import { createVerifiedUser } from "~/platform/auth.server";
import { truncateAll, useTestDatabase, warmUp } from "../../tests/setup/db";
import { claimTotpStep } from "./two-factor.server";

// Runs on PGlite with the unit tests and on PostgreSQL with vitest.pg.config.ts (where races show).
const db = useTestDatabase();
beforeEach(truncateAll);

describe("an authenticator code's step under a burst", () => {
  it("is taken by exactly one of 20 simultaneous sign-ins, and never again after a newer step", async () => {
    await warmUp();
    const user = await createVerifiedUser({
      email: "burst@client.example",
      password: "a-long-password",
      fullName: "B",
      role: "client",
    });
    await db.insert(twoFactors).values({ id: "tf1", userId: user.id, secret: "s", backupCodes: "b" });
    const step = 59_000_000;
    const results = await Promise.all(Array.from({ length: 20 }, () => claimTotpStep({ userId: user.id, step })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimTotpStep({ userId: user.id, step: step + 1 })).toBe(true);
    expect(await claimTotpStep({ userId: user.id, step })).toBe(false);
    const [row] = await db
      .select({ last: twoFactors.lastUsedStep })
      .from(twoFactors)
      .where(eq(twoFactors.userId, user.id));
    expect(row?.last).toBe(step + 1);
  });
});
