import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accounts, activityLog, mailOutbox, users, verifications } from "~/db/schema";
import { UserCreateSchema } from "~/domain/schemas/content";
import { createVerifiedUser, getAuth, verifyPassword } from "~/platform/auth.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { acceptInvitation, hasValidInvitation, resendInvitation } from "./invitations.server";
import { createUser, deleteUser, listUsersForDashboard } from "./users.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-02T10:00:00Z");
const PASSWORD = "Chosen-pass-2026";

async function admin() {
  const user = await createVerifiedUser({
    email: "admin@studio.example",
    password: "a-long-password",
    fullName: "Maya",
    role: "admin",
  });
  return { userId: user.id, email: user.email, ip: "203.0.113.7" };
}

const mailsTo = (to: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));

/** The token of the last invitation link mailed to `to`. */
async function lastLink(to: string) {
  const mails = await mailsTo(to);
  const match = /\/auth\/invitation\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? "");
  expect(match, "the mail holds a link to /auth/invitation").not.toBeNull();
  return match![1]!;
}

const credentialOf = (userId: string) =>
  db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));

const eventsOf = (userId: string, action: string) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityId, userId), eq(activityLog.action, action)))
    .orderBy(asc(activityLog.createdAt));

async function invite(email = "new.client@acme.example", now = NOW) {
  const actor = await admin();
  const user = await createUser({
    actor,
    input: UserCreateSchema.parse({ email, fullName: "New Client", organizationName: "Acme" }),
    now,
  });
  return { actor, user, token: await lastLink(email) };
}

describe("an admin creating a user", () => {
  it("creates the account without a password, and mails a 7-day link whose token is stored only as a hash", async () => {
    const { actor, user, token } = await invite();
    expect(await credentialOf(user.id)).toHaveLength(0);
    expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url

    const stored = await db.select().from(verifications).where(eq(verifications.value, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.identifier).toBe(`invitation:${createHash("sha256").update(token).digest("hex")}`);
    expect(stored[0]!.expiresAt.getTime()).toBe(NOW.getTime() + 7 * DAY);
    expect(JSON.stringify(await db.select().from(verifications))).not.toContain(token);

    const [mail] = await mailsTo("new.client@acme.example");
    expect(mail!.subject).toBe("You are invited to Lumen Studio");
    expect(mail!.text).toContain("with the Client role");
    expect(mail!.text).toContain(`/auth/invitation?token=${token}`);

    const [sent] = await eventsOf(user.id, "invitation-sent");
    expect(sent).toMatchObject({
      actorId: actor.userId,
      actorEmail: "admin@studio.example",
      entity: "account",
      ipAddress: "203.0.113.7",
      summary: "invited new.client@acme.example",
    });
    expect(sent!.details).toMatchObject({ targetEmail: "new.client@acme.example", role: "client", resent: false });
    expect(sent!.createdAt).toBeInstanceOf(Date);
  });

  it("writes the user, the link and the mail together: when the mail cannot be queued, nothing is left", async () => {
    await db.execute(
      sql.raw(`create function refuse_test_mail() returns trigger language plpgsql as $$
        begin if new."to" = 'refused@acme.example' then raise exception 'outbox refused'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw(
        "create trigger refuse_test_mail before insert on mail_outbox for each row execute function refuse_test_mail()",
      ),
    );
    try {
      const actor = await admin();
      const input = UserCreateSchema.parse({ email: "refused@acme.example", fullName: "R" });
      await expect(createUser({ actor, input })).rejects.toThrow();
      expect(await db.select().from(users).where(eq(users.email, "refused@acme.example"))).toHaveLength(0);
      expect(await db.select().from(verifications)).toHaveLength(0);
      expect(await db.select().from(activityLog).where(eq(activityLog.action, "invitation-sent"))).toHaveLength(0);
    } finally {
      await db.execute(sql.raw("drop trigger refuse_test_mail on mail_outbox"));
      await db.execute(sql.raw("drop function refuse_test_mail()"));
    }
  });

  it("lists the user as invited, with the link's expiry, until they accept", async () => {
    const now = new Date();
    const { user, token } = await invite("listed@acme.example", now);
    const listed = () => listUsersForDashboard().then((l) => l.rows.find((r) => r.id === user.id)!);
    expect(await listed()).toMatchObject({ isInvitationPending: true });
    expect((await listed()).invitationExpiresAt!.getTime()).toBe(now.getTime() + 7 * DAY);
    await acceptInvitation({ token, password: PASSWORD, ip: null });
    expect(await listed()).toMatchObject({ isInvitationPending: false, invitationExpiresAt: null });
    // the demo-style admin made with a password was never invited
    expect((await listUsersForDashboard()).rows.find((r) => r.email === "admin@studio.example")).toMatchObject({
      isInvitationPending: false,
    });
  });

  it("shows an expired link as expired (no expiry), still pending", async () => {
    const { user } = await invite("late@acme.example", new Date(Date.now() - 8 * DAY));
    const row = (await listUsersForDashboard()).rows.find((r) => r.id === user.id)!;
    expect(row).toMatchObject({ isInvitationPending: true, invitationExpiresAt: null });
  });
});

describe("accepting an invitation", () => {
  it("sets the password once: the token works a single time, and the user can then sign in", async () => {
    const { user, token } = await invite();
    const at = new Date(NOW.getTime() + DAY);
    expect(await hasValidInvitation(token, at)).toBe(true);
    expect(await acceptInvitation({ token, password: PASSWORD, ip: "198.51.100.4", now: at })).toEqual({
      userId: user.id,
      email: "new.client@acme.example",
    });

    const [credential] = await credentialOf(user.id);
    expect(await verifyPassword({ hash: credential!.password!, password: PASSWORD })).toBe(true);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(true);

    // a second use, and a check of the same link, fail
    expect(await hasValidInvitation(token, at)).toBe(false);
    expect(await acceptInvitation({ token, password: "Another-pass-2026", ip: null, now: at })).toBeNull();
    expect(await credentialOf(user.id)).toHaveLength(1);

    // better-auth signs the user in with the password they chose
    const signedIn = await getAuth().api.signInEmail({
      body: { email: "new.client@acme.example", password: PASSWORD },
    });
    expect(signedIn.user.id).toBe(user.id);

    const [accepted] = await eventsOf(user.id, "invitation-accepted");
    expect(accepted).toMatchObject({
      actorId: user.id,
      actorEmail: "new.client@acme.example",
      ipAddress: "198.51.100.4",
      summary: "new.client@acme.example accepted the invitation and chose a password",
    });
  });

  it("lets only one of two simultaneous uses of the link through", async () => {
    const { user, token } = await invite();
    const results = await Promise.all([
      acceptInvitation({ token, password: PASSWORD, ip: null, now: NOW }),
      acceptInvitation({ token, password: "Other-pass-2026", ip: null, now: NOW }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await credentialOf(user.id)).toHaveLength(1);
  });

  it("refuses the link after 7 days", async () => {
    const { user, token } = await invite();
    const justBefore = new Date(NOW.getTime() + 7 * DAY - 60_000);
    const justAfter = new Date(NOW.getTime() + 7 * DAY + 1000);
    expect(await hasValidInvitation(token, justBefore)).toBe(true);
    expect(await hasValidInvitation(token, justAfter)).toBe(false);
    expect(await acceptInvitation({ token, password: PASSWORD, ip: null, now: justAfter })).toBeNull();
    expect(await credentialOf(user.id)).toHaveLength(0);
    expect(await eventsOf(user.id, "invitation-accepted")).toHaveLength(0);
  });

  it("refuses a made-up token", async () => {
    await invite();
    expect(await hasValidInvitation("made-up", NOW)).toBe(false);
    expect(await acceptInvitation({ token: "made-up", password: PASSWORD, ip: null, now: NOW })).toBeNull();
  });

  it("refuses the link once the owner has chosen a password another way (Forgot password?)", async () => {
    const { user, token } = await invite();
    await db.insert(accounts).values({
      id: "reset-made",
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: "hash",
    });
    expect(await acceptInvitation({ token, password: PASSWORD, ip: null, now: NOW })).toBeNull();
    expect(await credentialOf(user.id)).toHaveLength(1);
  });
});

describe("resending an invitation", () => {
  it("mails a new link and the old one stops working", async () => {
    const { actor, user, token: first } = await invite();
    const later = new Date(NOW.getTime() + 6 * DAY);
    const { email, expiresAt } = await resendInvitation({ actor, id: user.id, now: later });
    expect(email).toBe("new.client@acme.example");
    expect(expiresAt.getTime()).toBe(later.getTime() + 7 * DAY);
    const second = await lastLink("new.client@acme.example");
    expect(second).not.toBe(first);
    expect(await mailsTo("new.client@acme.example")).toHaveLength(2);
    expect(await db.select().from(verifications).where(eq(verifications.value, user.id))).toHaveLength(1);

    expect(await acceptInvitation({ token: first, password: PASSWORD, ip: null, now: later })).toBeNull();
    // the new link outlives the first one's 7 days
    const day10 = new Date(NOW.getTime() + 10 * DAY);
    expect(await acceptInvitation({ token: second, password: PASSWORD, ip: null, now: day10 })).not.toBeNull();

    const sent = await eventsOf(user.id, "invitation-sent");
    expect(sent.map((e) => [e.summary, e.ipAddress])).toEqual([
      ["invited new.client@acme.example", "203.0.113.7"],
      ["sent new.client@acme.example a new invitation", "203.0.113.7"],
    ]);
  });

  it("is refused once the user has chosen a password, and for a user who is gone", async () => {
    const { actor, user, token } = await invite();
    await acceptInvitation({ token, password: PASSWORD, ip: null, now: NOW });
    await expect(resendInvitation({ actor, id: user.id })).rejects.toThrow(
      "new.client@acme.example has already chosen a password",
    );
    await expect(resendInvitation({ actor, id: "no-such-user" })).rejects.toThrow("This user no longer exists");
    expect(await mailsTo("new.client@acme.example")).toHaveLength(1);
  });

  it("leaves no link behind when the user is deleted", async () => {
    const { actor, user, token } = await invite();
    await deleteUser({ actor, id: user.id });
    expect(await db.select().from(verifications).where(eq(verifications.value, user.id))).toHaveLength(0);
    expect(await acceptInvitation({ token, password: PASSWORD, ip: null, now: NOW })).toBeNull();
  });
});
