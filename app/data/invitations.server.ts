import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, like, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { profiles, users, verifications } from "~/db/schema";
import type { Role } from "~/domain/access";
import { AppError } from "~/domain/app-error";
import { formatDateTime } from "~/domain/format";
import { INVITATION_DAYS } from "~/domain/schemas/auth";
import { ROLE_LABEL } from "~/domain/users";
import { findCredential, hashPassword, insertCredentialAccount } from "~/platform/auth.server";
import { env } from "~/platform/foundation/env.server";
import { enqueueMail } from "~/platform/mail.server";
import { recordAccountEvent } from "./account-audit.server";

type Person = { userId: string; email: string };
type Actor = Person & { ip?: string | null };
export type Invitee = Person & { fullName: string | null; role: Role | null };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Invitations share better-auth's verifications table, told apart by this prefix of the identifier. */
const PREFIX = "invitation:";
const isInvitation = like(verifications.identifier, `${PREFIX}%`);

/** Only a hash of the token is stored: a copy of the database does not hold working links. */
const identifierOf = (token: string) => `${PREFIX}${createHash("sha256").update(token).digest("hex")}`;

export const invitationUrl = (token: string) => `${env.baseUrl}/auth/invitation?token=${encodeURIComponent(token)}`;

function invitationMail(invitee: Invitee, token: string, expiresAt: Date) {
  const role = invitee.role ? ` with the ${ROLE_LABEL[invitee.role]} role` : "";
  return {
    to: invitee.email,
    subject: "You are invited to Lumen Studio",
    text: `Hello ${invitee.fullName || invitee.email},\n\nAn administrator has created a Lumen Studio account for you${role}. Choose your password here:\n${invitationUrl(token)}\n\nThe link works once, until ${formatDateTime(expiresAt)}. Then sign in at ${env.baseUrl}/auth with this e-mail address and your new password. If the link has expired, ask your administrator to send a new invitation.\n`,
  };
}

/**
 * Invites `invitee` to choose a password: a new token (the one before it stops working), valid for
 * INVITATION_DAYS, the mail carrying its link and the "invitation-sent" audit event, all in `exec`. Pass
 * the transaction that created the user (or the resend's), so the link exists exactly when the mail does.
 */
export async function issueInvitation(
  exec: Executor,
  {
    actor,
    invitee,
    now = new Date(),
    isResend = false,
  }: { actor: Actor; invitee: Invitee; now?: Date; isResend?: boolean },
) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  await exec.delete(verifications).where(and(isInvitation, eq(verifications.value, invitee.userId)));
  await exec
    .insert(verifications)
    .values({ id: randomUUID(), identifier: identifierOf(token), value: invitee.userId, expiresAt });
  await enqueueMail(exec, invitationMail(invitee, token, expiresAt));
  await recordAccountEvent(exec, {
    event: "invitation-sent",
    actor,
    target: { userId: invitee.userId, email: invitee.email },
    ip: actor.ip ?? null,
    summary: isResend ? `sent ${invitee.email} a new invitation` : `invited ${invitee.email}`,
    details: { role: invitee.role, expiresAt: expiresAt.toISOString(), resent: isResend },
  });
  return { token, expiresAt };
}

/** Whether the account `userId` can sign in with a password yet (it has accepted its invitation). */
async function hasCredential(exec: Executor, userId: string) {
  return Boolean(await findCredential(exec, userId));
}

/**
 * The admin's "Resend Invitation": a new link for a user who has not chosen a password yet. The old
 * link stops working. Serialised per user, so two resends at once still leave one working link.
 */
export async function resendInvitation({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invitation'), hashtext(${id}))`);
    const [invitee] = await tx
      .select({ userId: profiles.id, email: profiles.email, fullName: profiles.fullName, role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, id))
      .limit(1);
    if (!invitee) throw new AppError("not_found", "This user no longer exists");
    if (await hasCredential(tx, id)) throw new AppError("conflict", `${invitee.email} has already chosen a password`);
    const { expiresAt } = await issueInvitation(tx, { actor, invitee, now, isResend: true });
    return { email: invitee.email, expiresAt };
  });
}

/** Whether an invitation link is unused and unexpired (checked before the person types a password). */
export async function hasValidInvitation(token: string, now = new Date()) {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/**
 * Accepts an invitation: the token is consumed in one statement (a second use, even at the same moment,
 * finds nothing), then the account gets its password and a verified address, and "invitation-accepted"
 * is recorded, all in one transaction. Null when the link is unknown, used or expired, or the account
 * already has a password (its owner took "Forgot password?" instead).
 */
export async function acceptInvitation({
  token,
  password,
  ip,
  now = new Date(),
}: {
  token: string;
  password: string;
  ip: string | null;
  now?: Date;
}): Promise<Person | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, now)))
      .returning({ userId: verifications.value });
    if (!claimed) return null;
    const [person] = await tx
      .select({ userId: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, claimed.userId))
      .limit(1)
      .for("update");
    if (!person || (await hasCredential(tx, person.userId))) return null;
    await insertCredentialAccount(tx, person.userId, passwordHash);
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, person.userId));
    await recordAccountEvent(tx, {
      event: "invitation-accepted",
      actor: person,
      target: person,
      ip,
      summary: `${person.email} accepted the invitation and chose a password`,
    });
    return person;
  });
}

/** The invitation tokens of a user who is being deleted (nothing else refers to them). */
export async function deleteInvitationsOf(exec: Executor, userId: string) {
  await exec.delete(verifications).where(and(isInvitation, eq(verifications.value, userId)));
}
