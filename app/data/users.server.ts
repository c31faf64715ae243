import { asc, desc, eq, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { profiles, sessions, users } from "~/db/schema";
import type { Role } from "~/domain/access";
import { AppError } from "~/domain/app-error";
import type { UserCreate, UserUpdate } from "~/domain/schemas/content";
import { createVerifiedUser, deleteUserById } from "~/server/auth.server";
import { recordAccountEvent } from "./account-audit.server";
import { activityOf, type recordActivity } from "./activity.server";
import { type PageRequest, readTalliedPage } from "./pagination.server";

type Actor = Parameters<typeof recordActivity>[1];

const userActivity = activityOf("user");

/** Profiles with id, email, full_name, role, organization_name, created_at; waiting users first. */
export async function listUsersForDashboard(request: PageRequest = {}) {
  const { tally, ...list } = await readTalliedPage(
    profiles,
    request,
    { waiting: sql<number>`(count(*) filter (where ${profiles.role} is null))::int` },
    () =>
      db
        .select({
          id: profiles.id,
          email: profiles.email,
          fullName: profiles.fullName,
          role: profiles.role,
          organizationName: profiles.organizationName,
          createdAt: profiles.createdAt,
        })
        .from(profiles)
        // users waiting for a role first, then everyone newest first (as sortUsersForDashboard says)
        .orderBy(sql`${profiles.role} is null desc`, desc(profiles.createdAt), asc(profiles.id)),
  );
  return { ...list, waitingCount: tally.waiting };
}

/** The account with this address (any letter case), as the audit log names it; null when there is none. */
export async function findAccountByEmail(email: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

function recordRoleChange(
  exec: Executor,
  actor: Actor,
  target: { userId: string; email: string },
  from: Role | null,
  to: Role,
) {
  return recordAccountEvent(exec, {
    event: "role-changed",
    actor,
    target,
    ip: actor.ip ?? null,
    summary: from ? `changed the role of ${target.email} to ${to}` : `granted ${target.email} the ${to} role`,
    details: { from, to },
  });
}

/** Admin-user-management createUser: a verified account with its profile and role. */
export async function createUser({ actor, input }: { actor: Actor; input: UserCreate }) {
  const user = await createVerifiedUser({
    email: input.email,
    password: input.password,
    fullName: input.fullName,
    role: input.role,
    organizationName: input.organizationName,
  });
  await userActivity(db, actor, "create", user.id, `created the ${input.role} account ${user.email}`);
  return user;
}

/**
 * Updating a user edits the profile row (full_name, role, organization_name). A changed role ends
 * every session of that user at once, in the same transaction: they sign in again under the new role.
 */
export async function updateUserProfile({ actor, input }: { actor: Actor; input: UserUpdate }) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: profiles.role, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, input.id))
      .limit(1);
    if (!current) throw new AppError("This user no longer exists");
    // an admin demoting themself would lock the last door behind them
    if (input.id === actor.userId && current.role !== input.role) {
      throw new AppError("You cannot change your own role");
    }
    await tx
      .update(profiles)
      .set({ fullName: input.fullName, role: input.role, organizationName: input.organizationName })
      .where(eq(profiles.id, input.id));
    if (current.role === input.role) {
      await userActivity(tx, actor, "update", input.id, `updated the account ${current.email}`);
      return;
    }
    await tx.delete(sessions).where(eq(sessions.userId, input.id));
    await recordRoleChange(tx, actor, { userId: input.id, email: current.email }, current.role, input.role);
  });
}

/** A user waiting for access gets a role (the quick action on the Users screen). */
export async function grantRole({ actor, id, role }: { actor: Actor; id: string; role: Role }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ role })
      .where(eq(profiles.id, id))
      .returning({ email: profiles.email });
    if (!row) throw new AppError("This user no longer exists");
    await recordRoleChange(tx, actor, { userId: id, email: row.email }, null, role);
  });
}

/** Admin-user-management deleteUser: the account, its sessions and profile go. */
export async function deleteUser({ actor, id }: { actor: Actor; id: string }) {
  if (id === actor.userId) throw new AppError("You cannot delete your own account");
  const [row] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, id)).limit(1);
  if (!row) throw new AppError("This user no longer exists");
  await deleteUserById(id);
  await userActivity(db, actor, "delete", id, `deleted the account ${row.email}`);
}
