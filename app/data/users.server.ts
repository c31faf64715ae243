import { asc, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, sessions } from "~/db/schema";
import type { Role } from "~/domain/access";
import { AppError } from "~/domain/app-error";
import type { UserCreate, UserUpdate } from "~/domain/schemas/content";
import { createVerifiedUser, deleteUserById } from "~/server/auth.server";
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
    if (current.role !== input.role) await tx.delete(sessions).where(eq(sessions.userId, input.id));
    const summary =
      current.role === input.role
        ? `updated the account ${current.email}`
        : `changed the role of ${current.email} to ${input.role}`;
    await userActivity(tx, actor, "update", input.id, summary);
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
    await userActivity(tx, actor, "update", id, `granted ${row.email} the ${role} role`);
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
