import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog, mailOutbox, profiles, sessions, users } from "~/db/schema";
import { createVerifiedUser } from "~/platform/auth.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import {
  type AccountOwner,
  confirmEmailChange,
  hasValidEmailChangeToken,
  loadAccount,
  requestEmailChange,
  revokeOtherSessions,
  revokeSession,
  updateAccountName,
} from "./account.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const PASSWORD = "a-long-password";
const DAY = 24 * 60 * 60 * 1000;

async function owner(email = "ana@acme.example"): Promise<AccountOwner> {
  const user = await createVerifiedUser({ email, password: PASSWORD, fullName: "Ana", role: "client" });
  await db.insert(sessions).values([
    { id: `${user.id}-here`, token: `${user.id}-t1`, userId: user.id, expiresAt: new Date(Date.now() + DAY) },
    {
      id: `${user.id}-phone`,
      token: `${user.id}-t2`,
      userId: user.id,
      expiresAt: new Date(Date.now() + DAY),
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ipAddress: "198.51.100.4",
    },
    { id: `${user.id}-old`, token: `${user.id}-t3`, userId: user.id, expiresAt: new Date(Date.now() - 1000) },
  ]);
  return { userId: user.id, email: user.email, fullName: "Ana", ip: "203.0.113.9", sessionId: `${user.id}-here` };
}

/** The link's token, read from the mail queued for the new address. */
async function tokenMailedTo(address: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
  return /confirm-email\?token=([\w-]+)/.exec(mail!.text)![1]!;
}

const eventsOf = async (userId: string) =>
  (
    await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, "account"), eq(activityLog.entityId, userId)))
      .orderBy(asc(activityLog.createdAt))
  ).map((r) => [r.action, r.ipAddress]);

describe("the account page's data", () => {
  it("lists the owner's live sessions only, this device first, and names each device", async () => {
    const me = await owner();
    const other = await owner("bo@globex.example");
    const account = await loadAccount(me);
    expect(account.sessions.map((s) => [s.id, s.isCurrent, s.device.label])).toEqual([
      [`${me.userId}-here`, true, "Unknown device"],
      [`${me.userId}-phone`, false, "Safari on iPhone (iOS)"],
    ]);
    expect(account.sessions.some((s) => s.id.startsWith(other.userId))).toBe(false);
    expect(account).toMatchObject({ hasPassword: true, twoFactorEnabled: false, pendingEmail: null });
  });

  it("changes the name on the profile and the sign-in record, and audits it", async () => {
    const me = await owner();
    await updateAccountName(me, "Ana Lima");
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, me.userId));
    const [user] = await db.select().from(users).where(eq(users.id, me.userId));
    expect([profile!.fullName, user!.name]).toEqual(["Ana Lima", "Ana Lima"]);
    expect(await eventsOf(me.userId)).toEqual([["name-changed", "203.0.113.9"]]);
  });

  it("changes the address only once the new one confirms, once, and tells the old one", async () => {
    const me = await owner();
    await expect(
      requestEmailChange(me, { email: "new@acme.example", currentPassword: "wrong-password" }),
    ).rejects.toThrow("Your current password is not correct");
    await owner("taken@acme.example");
    await expect(requestEmailChange(me, { email: "Taken@acme.example", currentPassword: PASSWORD })).rejects.toThrow(
      "Another account already uses this address",
    );

    await requestEmailChange(me, { email: "New@Acme.example", currentPassword: PASSWORD });
    const token = await tokenMailedTo("new@acme.example");
    expect((await loadAccount(me)).pendingEmail?.email).toBe("new@acme.example");
    const [before] = await db.select().from(users).where(eq(users.id, me.userId));
    expect(before!.email).toBe("ana@acme.example");

    expect(await hasValidEmailChangeToken(token)).toBe(true);
    await confirmEmailChange(token, "192.0.2.1");
    const [user] = await db.select().from(users).where(eq(users.id, me.userId));
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, me.userId));
    expect([user!.email, profile!.email]).toEqual(["new@acme.example", "new@acme.example"]);
    const told = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "ana@acme.example"));
    expect(told.map((m) => m.subject)).toEqual(["Your Lumen Studio address was changed"]);
    expect(told[0]!.text).toContain("is now new@acme.example");

    expect(await hasValidEmailChangeToken(token)).toBe(false);
    await expect(confirmEmailChange(token, null)).rejects.toThrow("invalid or has expired");
    expect(await eventsOf(me.userId)).toEqual([
      ["email-change-requested", "203.0.113.9"],
      ["email-changed", "192.0.2.1"],
    ]);
  });

  it("replaces an earlier link when asked again, and refuses an expired one", async () => {
    const me = await owner();
    await requestEmailChange(me, { email: "first@acme.example", currentPassword: PASSWORD });
    const first = await tokenMailedTo("first@acme.example");
    await requestEmailChange(me, { email: "second@acme.example", currentPassword: PASSWORD });
    expect(await hasValidEmailChangeToken(first)).toBe(false);
    const second = await tokenMailedTo("second@acme.example");
    expect(await hasValidEmailChangeToken(second, new Date(Date.now() + DAY + 60_000))).toBe(false);
    expect(await hasValidEmailChangeToken(second)).toBe(true);
  });

  it("signs out one of the owner's own devices, never someone else's, never this one", async () => {
    const me = await owner();
    const other = await owner("bo@globex.example");
    await expect(revokeSession(me, `${other.userId}-phone`)).rejects.toThrow("This session has already ended");
    await expect(revokeSession(me, me.sessionId)).rejects.toThrow("use Logout");
    await revokeSession(me, `${me.userId}-phone`);
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.userId));
    expect(left.map((s) => s.id).sort()).toEqual([`${me.userId}-here`, `${me.userId}-old`]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, other.userId))).toHaveLength(3);
    expect(await eventsOf(me.userId)).toEqual([["session-revoked", "203.0.113.9"]]);
  });

  it("signs out everywhere else and keeps this device", async () => {
    const me = await owner();
    expect(await revokeOtherSessions(me)).toBe(2);
    const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.userId));
    expect(left.map((s) => s.id)).toEqual([me.sessionId]);
    expect(await revokeOtherSessions(me)).toBe(0);
  });
});
