import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, verifications } from "~/db/schema";
import { createVerifiedUser, getAuth, resetTokenIdentifier } from "~/platform/auth.server";
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
      { id: "v1", identifier: resetTokenIdentifier("live"), value: user.id, expiresAt: new Date(Date.now() + 60_000) },
      { id: "v2", identifier: resetTokenIdentifier("old"), value: user.id, expiresAt: new Date(Date.now() - 1000) },
    ]);
    expect(await resetTokenOwner("live")).toEqual({ userId: user.id, email: "r@acme.example" });
    expect(await hasValidResetToken("live")).toBe(true);
    expect(await resetTokenOwner("old")).toBeNull();
    expect(await hasValidResetToken("old")).toBe(false);
    expect(await resetTokenOwner("made-up")).toBeNull();
  });
});

describe("a requested reset link", () => {
  it("is stored only as a hash of its token, and the link in the mail still resets the password once", async () => {
    const user = await createVerifiedUser({
      email: "hash@acme.example",
      password: "a-long-password",
      fullName: "H",
      role: "client",
    });
    await getAuth().api.requestPasswordReset({ body: { email: user.email }, headers: new Headers() });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail?.text ?? "")?.[1] ?? "");
    expect(token.length).toBeGreaterThan(10);

    const stored = await db.select({ identifier: verifications.identifier }).from(verifications);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.identifier).not.toContain(token);
    expect(stored[0]?.identifier).toBe(resetTokenIdentifier(token));
    expect(await hasValidResetToken(token)).toBe(true);
    expect(await resetTokenOwner(token)).toEqual({ userId: user.id, email: user.email });

    await getAuth().api.resetPassword({ body: { token, newPassword: "another-long-password" } });
    expect(await hasValidResetToken(token)).toBe(false);
    await expect(
      getAuth().api.resetPassword({ body: { token, newPassword: "a-third-long-password" } }),
    ).rejects.toThrow();
  });
});
