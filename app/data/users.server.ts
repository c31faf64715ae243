import { and, asc, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { profiles, sessions, users, verifications } from "~/db/schema";
import type { Role } from "~/domain/access";
import { AppError } from "~/domain/app-error";
import { EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { USER_LIST } from "~/domain/list-specs";
import type { UserCreate, UserUpdate } from "~/domain/schemas/content";
import { ROLE_LABEL } from "~/domain/users";
import { createVerifiedUser, deleteUserById, findCredential } from "~/platform/auth.server";
import { env } from "~/platform/foundation/env.server";
import { enqueueMail } from "~/platform/mail.server";
import { recordAccountEvent } from "./account-audit.server";
import { activityOf, type recordActivity } from "./activity.server";
import { deleteInvitationsOf, issueInvitation } from "./invitations.server";
import { matchesText, type PageRequest, readTalliedPage, withinDays } from "./pagination.server";

type Actor = Parameters<typeof recordActivity>[1];

const userActivity = activityOf("user");

/**
 * Profiles with id, email, full_name, role, organization_name, created_at, and whether the user has
 * chosen a password yet (`isInvitationPending` until they accept; `invitationExpiresAt`, null once the link
 * has expired); waiting users first.
 */
export async function listUsersForDashboard({
  filters = EMPTY_FILTERS,
  role,
  ...request
}: PageRequest & { filters?: ListFilters; role?: Role | "none" } = {}) {
  const where = userWhere({ filters, role });
  const order = USER_ORDER[sortOf(filters, USER_LIST)] ?? USER_ORDER.usual!;
  const { tally, ...list } = await readTalliedPage(
    profiles,
    { ...request, where },
    {
      all: sql<number>`count(*)::int`,
      waiting: sql<number>`(count(*) filter (where ${profiles.role} is null))::int`,
    },
    () =>
      db
        .select({
          id: profiles.id,
          email: profiles.email,
          fullName: profiles.fullName,
          role: profiles.role,
          organizationName: profiles.organizationName,
          createdAt: profiles.createdAt,
          // spelled out: inside a subquery a bare column name would be read as the subquery's own
          isInvitationPending: sql<boolean>`not exists (select 1 from accounts a where a.user_id = "profiles"."id" and a.provider_id = 'credential')`,
          invitationExpiresAt:
            sql<Date | null>`(select max(v.expires_at) from verifications v where v.value = "profiles"."id" and v.identifier like 'invitation:%' and v.expires_at > now())`.mapWith(
              verifications.expiresAt,
            ),
        })
        .from(profiles)
        .where(where)
        .orderBy(...order, asc(profiles.id)),
  );
  return { ...list, waitingCount: tally.waiting, all: tally.all };
}

/** Whether the user has yet to choose a password (an invitation not taken up); spelled out as in the list. */
const INVITATION_PENDING = sql`not exists (select 1 from accounts a where a.user_id = "profiles"."id" and a.provider_id = 'credential')`;

/**
 * The users a filter keeps: by role ("none": waiting for one), whether their invitation is still pending,
 * the day they were added, and a few words in their name, e-mail address or organisation.
 */
export function userWhere({ filters = EMPTY_FILTERS, role }: { filters?: ListFilters; role?: Role | "none" }) {
  const byStatus: Record<string, SQL> = { invited: INVITATION_PENDING, active: sql`not ${INVITATION_PENDING}` };
  return and(
    role === "none" ? isNull(profiles.role) : role ? eq(profiles.role, role) : undefined,
    filters.status ? byStatus[filters.status] : undefined,
    withinDays(profiles.createdAt, filters),
    matchesText(filters.q, [profiles.fullName, profiles.email, profiles.organizationName]),
  );
}

const USER_ORDER: Record<string, SQL[]> = {
  // users waiting for a role first, then everyone newest first (as sortUsersForDashboard says)
  usual: [sql`${profiles.role} is null desc`, desc(profiles.createdAt)],
  newest: [desc(profiles.createdAt)],
  oldest: [asc(profiles.createdAt)],
  name: [sql`lower(coalesce(${profiles.fullName}, ${profiles.email})) asc`],
  // addresses in character order, the same on every database whatever its collation
  email: [sql`${profiles.email} collate "C" asc`],
};

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

/**
 * Admin-user-management createUser: a verified account with its profile and role, but no password: the
 * invitation (its link, its mail, its audit event) is written in the same transaction.
 */
export async function createUser({ actor, input, now = new Date() }: { actor: Actor; input: UserCreate; now?: Date }) {
  return db.transaction(async (tx) => {
    const user = await createVerifiedUser(
      { email: input.email, fullName: input.fullName, role: input.role, organizationName: input.organizationName },
      tx,
    );
    await userActivity(tx, actor, "create", user.id, `created the ${input.role} account ${user.email}`);
    const { expiresAt } = await issueInvitation(tx, {
      actor,
      invitee: { userId: user.id, email: user.email, fullName: input.fullName, role: input.role },
      now,
    });
    return { ...user, invitationExpiresAt: expiresAt };
  });
}

/**
 * The e-mail a granted or changed role sends its user, in the transaction of the change. Someone who has
 * not accepted their invitation yet gets none: they cannot sign in, and they see their role once they do.
 */
async function mailRoleChange(
  exec: Executor,
  userId: string,
  target: { email: string; fullName: string | null },
  to: Role,
) {
  if (!(await findCredential(exec, userId))) return;
  await enqueueMail(exec, {
    to: target.email,
    subject: `Your Lumen Studio access: ${ROLE_LABEL[to]}`,
    text: `Hello ${target.fullName || target.email},\n\nAn administrator has given your Lumen Studio account the ${ROLE_LABEL[to]} role. Sign in to continue:\n${env.baseUrl}/auth\n`,
  });
}

/**
 * Updating a user edits the profile row (full_name, role, organization_name). A changed role ends
 * every session of that user at once, in the same transaction: they sign in again under the new role.
 */
export async function updateUserProfile({ actor, input }: { actor: Actor; input: UserUpdate }) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: profiles.role, email: profiles.email, fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, input.id))
      .limit(1);
    if (!current) throw new AppError("invalid", "This user no longer exists");
    // an admin demoting themself would lock the last door behind them
    if (input.id === actor.userId && current.role !== input.role) {
      throw new AppError("invalid", "You cannot change your own role");
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
    await mailRoleChange(tx, input.id, { email: current.email, fullName: input.fullName }, input.role);
  });
}

/** A user waiting for access gets a role (the quick action on the Users screen). */
export async function grantRole({ actor, id, role }: { actor: Actor; id: string; role: Role }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ role })
      .where(eq(profiles.id, id))
      .returning({ email: profiles.email, fullName: profiles.fullName });
    if (!row) throw new AppError("invalid", "This user no longer exists");
    await recordRoleChange(tx, actor, { userId: id, email: row.email }, null, role);
    await mailRoleChange(tx, id, row, role);
  });
}

/** Admin-user-management deleteUser: the account, its sessions and profile go. */
export async function deleteUser({ actor, id }: { actor: Actor; id: string }) {
  if (id === actor.userId) throw new AppError("invalid", "You cannot delete your own account");
  const [row] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, id)).limit(1);
  if (!row) throw new AppError("invalid", "This user no longer exists");
  await db.transaction(async (tx) => {
    await deleteInvitationsOf(tx, id);
    await deleteUserById(id, tx);
    await userActivity(tx, actor, "delete", id, `deleted the account ${row.email}`);
  });
}
