import { beforeEach, describe, expect, it } from "vitest";
import { verifications } from "~/db/schema";
import { createVerifiedUser } from "~/platform/auth.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { hasValidResetToken, resetTokenOwner } from "./password-reset.server";

const db = useTestDatabase();
beforeEach(truncateAll);

describe("reset links", () => {
  it("name their account while live, and nothing once expired or unknown", async () => {
    const user = await createVerifiedUser({
      email: "r@acme.example",
      password: "a-long-password",
      fullName: "R",
      role: "client",
    });
    await db.insert(verifications).values([
      { id: "v1", identifier: "reset-password:live", value: user.id, expiresAt: new Date(Date.now() + 60_000) },
      { id: "v2", identifier: "reset-password:old", value: user.id, expiresAt: new Date(Date.now() - 1000) },
    ]);
    expect(await resetTokenOwner("live")).toEqual({ userId: user.id, email: "r@acme.example" });
    expect(await hasValidResetToken("live")).toBe(true);
    expect(await resetTokenOwner("old")).toBeNull();
    expect(await hasValidResetToken("old")).toBe(false);
    expect(await resetTokenOwner("made-up")).toBeNull();
  });
});
