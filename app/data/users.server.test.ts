import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog, mailOutbox, profiles, sessions, users } from "~/db/schema";
import { UserCreateSchema } from "~/domain/schemas/content";
import { createVerifiedUser } from "~/platform/auth.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { createUser, deleteUser, grantRole, listUsersForDashboard, updateUserProfile } from "./users.server";

const db = useTestDatabase();
beforeEach(truncateAll);

async function admin() {
  const user = await createVerifiedUser({
    email: "admin@studio.example",
    password: "a-long-password",
    fullName: "Maya",
    role: "admin",
  });
  return { userId: user.id, email: user.email };
}

describe("users", () => {
  it("creates a verified account with its profile and role, and no role e-mail (the invitation names the role)", async () => {
    const actor = await admin();
    const user = await createUser({
      actor,
      input: UserCreateSchema.parse({
        email: "New.Client@Acme.example",
        fullName: "New Client",
        organizationName: "Acme",
      }),
    });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ email: "new.client@acme.example", role: "client", organizationName: "Acme" });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "new.client@acme.example"));
    expect(mails.map((m) => m.subject)).toEqual(["You are invited to Lumen Studio"]);
  });

  it("passes on the server's message for an e-mail already in use", async () => {
    const actor = await admin();
    const input = UserCreateSchema.parse({ email: "x@acme.example", fullName: "X" });
    await createUser({ actor, input });
    await expect(createUser({ actor, input })).rejects.toThrow("A user with this e-mail already exists");
  });

  it("edits only profile fields, never the admin's own role", async () => {
    const actor = await admin();
    const user = await createUser({
      actor,
      input: UserCreateSchema.parse({ email: "y@acme.example", fullName: "Y" }),
    });
    await updateUserProfile({
      actor,
      input: { id: user.id, fullName: "Yvonne", role: "author", organizationName: null },
    });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ fullName: "Yvonne", role: "author", email: "y@acme.example" });
    await expect(
      updateUserProfile({
        actor,
        input: { id: actor.userId, fullName: "Maya", role: "client", organizationName: null },
      }),
    ).rejects.toThrow("You cannot change your own role");
  });

  it("lists users waiting for a role first, and a role can be granted", async () => {
    const actor = await admin();
    await createVerifiedUser({ email: "wait@st.example", password: "a-long-password", fullName: "W", role: null });
    const { rows: list, waitingCount } = await listUsersForDashboard();
    expect(list[0]).toMatchObject({ email: "wait@st.example", role: null });
    expect(waitingCount).toBe(1);
    await grantRole({ actor, id: list[0]!.id, role: "author" });
    expect((await listUsersForDashboard()).rows.find((u) => u.email === "wait@st.example")!.role).toBe("author");
  });

  it("deletes an account with its sessions, but never the admin's own", async () => {
    const actor = await admin();
    const user = await createUser({
      actor,
      input: UserCreateSchema.parse({ email: "z@acme.example", fullName: "Z" }),
    });
    await db.insert(sessions).values({
      id: "s1",
      token: "t1",
      userId: user.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await deleteUser({ actor, id: user.id });
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    await expect(deleteUser({ actor, id: actor.userId })).rejects.toThrow("You cannot delete your own account");
  });

  it("ends a user's sessions when their role changes, and keeps them for a profile-only edit", async () => {
    const actor = await admin();
    const user = await createUser({
      actor,
      input: UserCreateSchema.parse({ email: "s@acme.example", fullName: "S" }),
    });
    const expiresAt = new Date(Date.now() + 60_000);
    await db.insert(sessions).values([
      { id: "s1", token: "t1", userId: user.id, expiresAt },
      { id: "s2", token: "t2", userId: user.id, expiresAt },
      { id: "a1", token: "ta", userId: actor.userId, expiresAt },
    ]);
    const sessionsOf = async (id: string) => (await db.select().from(sessions).where(eq(sessions.userId, id))).length;
    await updateUserProfile({
      actor,
      input: { id: user.id, fullName: "Sam", role: "client", organizationName: "Acme" },
    });
    expect(await sessionsOf(user.id)).toBe(2);
    await updateUserProfile({ actor, input: { id: user.id, fullName: "Sam", role: "author", organizationName: null } });
    expect(await sessionsOf(user.id)).toBe(0);
    expect(await sessionsOf(actor.userId)).toBe(1);
  });

  it("writes a role change to the audit log with actor, target, IP and the roles", async () => {
    const actor = { ...(await admin()), ip: "203.0.113.7" };
    const user = await createVerifiedUser({
      email: "r@acme.example",
      password: "a-long-password",
      fullName: "R",
      role: null,
    });
    await grantRole({ actor, id: user.id, role: "client" });
    await updateUserProfile({ actor, input: { id: user.id, fullName: "R", role: "author", organizationName: null } });
    const rows = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, "account"), eq(activityLog.entityId, user.id)))
      .orderBy(asc(activityLog.createdAt));
    expect(rows.map((r) => [r.action, r.actorEmail, r.ipAddress, r.details])).toEqual([
      [
        "role-changed",
        "admin@studio.example",
        "203.0.113.7",
        { targetEmail: "r@acme.example", from: null, to: "client" },
      ],
      [
        "role-changed",
        "admin@studio.example",
        "203.0.113.7",
        { targetEmail: "r@acme.example", from: "client", to: "author" },
      ],
    ]);
    expect(rows[1]!.summary).toBe("changed the role of r@acme.example to author");
  });

  describe("the role e-mail", () => {
    const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const member = (role: "client" | null) =>
      createVerifiedUser({ email: "m@acme.example", password: "a-long-password", fullName: "Morgan", role });

    it("is sent when a role is granted, with a link to sign in", async () => {
      const actor = await admin();
      const user = await member(null);
      await grantRole({ actor, id: user.id, role: "author" });
      const mails = await mailsTo("m@acme.example");
      expect(mails.map((m) => m.subject)).toEqual(["Your Lumen Studio access: Author"]);
      expect(mails[0]!.text).toContain("Hello Morgan");
      expect(mails[0]!.text).toMatch(/Sign in to continue:\n\S*\/auth\n/);
    });

    it("is sent when the role changes, and not for a profile-only edit", async () => {
      const actor = await admin();
      const user = await member("client");
      await updateUserProfile({
        actor,
        input: { id: user.id, fullName: "Morgan Lee", role: "client", organizationName: "Acme" },
      });
      expect(await mailsTo("m@acme.example")).toHaveLength(0);
      await updateUserProfile({
        actor,
        input: { id: user.id, fullName: "Morgan Lee", role: "admin", organizationName: null },
      });
      const mails = await mailsTo("m@acme.example");
      expect(mails.map((m) => m.subject)).toEqual(["Your Lumen Studio access: Admin"]);
      expect(mails[0]!.text).toContain("Hello Morgan Lee");
    });

    it("is not sent when the role change fails, nor to someone who has not accepted their invitation yet", async () => {
      const actor = await admin();
      await expect(
        updateUserProfile({
          actor,
          input: { id: actor.userId, fullName: "Maya", role: "client", organizationName: null },
        }),
      ).rejects.toThrow("You cannot change your own role");
      expect(await mailsTo("admin@studio.example")).toHaveLength(0);

      const invited = await createUser({
        actor,
        input: UserCreateSchema.parse({ email: "i@acme.example", fullName: "I" }),
      });
      await updateUserProfile({
        actor,
        input: { id: invited.id, fullName: "I", role: "author", organizationName: null },
      });
      expect((await mailsTo("i@acme.example")).map((m) => m.subject)).toEqual(["You are invited to Lumen Studio"]);
    });
  });
});
