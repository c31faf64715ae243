import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt, like, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, sessions, users, verifications } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { describeDevice, displayIp } from "~/domain/device";
import { EMAIL_CHANGE_LINK_INVALID, EMAIL_CHANGE_SECONDS } from "~/domain/schemas/auth";
import { findCredential, verifyPassword } from "~/platform/auth.server";
import { env } from "~/platform/foundation/env.server";
import { enqueueMail } from "~/platform/mail.server";
import { recordAccountEvent } from "./account-audit.server";

/** The person acting on their own account, as the guard knows them. */
export type AccountOwner = {
  userId: string;
  email: string;
  fullName: string | null;
  ip: string | null;
  sessionId: string;
};

/**
 * A change of address waits in the verifications table as `change-email:<user id>:<sha256 of the token>`,
 * its value the new address: the user's pending change is found by prefix, the link by its suffix.
 */
const pendingOf = (userId: string) => like(verifications.identifier, `change-email:${userId}:%`);
const linkOf = (token: string) =>
  like(verifications.identifier, `change-email:%:${createHash("sha256").update(token).digest("hex")}`);
const identifierFor = (userId: string, token: string) =>
  `change-email:${userId}:${createHash("sha256").update(token).digest("hex")}`;

/** Our own page: the link in the mail to the new address. Only a hash of the token is stored. */
export const confirmEmailUrl = (token: string) =>
  `${env.baseUrl}/account/confirm-email?token=${encodeURIComponent(token)}`;

/** What the account page shows: the name, the address (and one waiting for confirmation), sign-in facts, sessions. */
export async function loadAccount(owner: AccountOwner, now = new Date()) {
  const [[user], credential, pending, rows] = await Promise.all([
    db.select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, owner.userId)).limit(1),
    findCredential(db, owner.userId),
    pendingEmailChange(owner.userId, now),
    db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        ipAddress: sessions.ipAddress,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.updatedAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, owner.userId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.updatedAt)),
  ]);
  const current = rows.filter((s) => s.id === owner.sessionId);
  const others = rows.filter((s) => s.id !== owner.sessionId);
  return {
    fullName: owner.fullName ?? "",
    email: owner.email,
    pendingEmail: pending,
    twoFactorEnabled: user?.twoFactorEnabled ?? false,
    hasPassword: Boolean(credential?.password),
    // this device first, then the others, most recently seen first
    sessions: [...current, ...others].map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      ipAddress: displayIp(s.ipAddress),
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      isCurrent: s.id === owner.sessionId,
    })),
  };
}

async function pendingEmailChange(userId: string, now: Date) {
  const [row] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(and(pendingOf(userId), gt(verifications.expiresAt, now)))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return row ? { email: row.value, expiresAt: row.expiresAt } : null;
}

/** The name on the profile and on the sign-in record, changed together. */
export async function updateAccountName(owner: AccountOwner, fullName: string) {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ fullName }).where(eq(profiles.id, owner.userId));
    await tx.update(users).set({ name: fullName }).where(eq(users.id, owner.userId));
    await recordAccountEvent(tx, {
      event: "name-changed",
      actor: owner,
      target: owner,
      ip: owner.ip,
      summary: `${owner.email} changed their name`,
      details: { from: owner.fullName, to: fullName },
    });
  });
}

/** The password of the account's own sign-in, checked before a sensitive change. */
async function checkCurrentPassword(userId: string, password: string) {
  const hash = (await findCredential(db, userId))?.password;
  if (!hash || !(await verifyPassword({ hash, password }))) {
    throw new AppError("invalid", "Your current password is not correct", { field: "currentPassword" });
  }
}

/**
 * A new address takes effect only when it confirms: a link (valid 24 hours, single use) goes to the new
 * address; the old one keeps working until then. Asking again replaces the earlier link. An address
 * another account uses gets the same answer and the same pending change (so the form never tells
 * whether an address has an account), but its owner gets a note instead of a link: nothing can confirm it.
 */
export async function requestEmailChange(owner: AccountOwner, input: { email: string; currentPassword: string }) {
  const email = input.email.trim().toLowerCase();
  if (email === owner.email) throw new AppError("invalid", "This is already your address", { field: "email" });
  await checkCurrentPassword(owner.userId, input.currentPassword);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(pendingOf(owner.userId));
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: identifierFor(owner.userId, token),
      value: email,
      expiresAt: sql`now() + make_interval(secs => ${EMAIL_CHANGE_SECONDS})`,
    });
    await enqueueMail(
      tx,
      taken
        ? {
            to: email,
            subject: "Someone tried to use your Lumen Studio address",
            text: `Hello,\n\nSomeone signed in to another Lumen Studio account asked to sign in with this address (${email}) from now on. It already belongs to your account, so nothing changed: it stays yours, and your password and sessions are as they were.\n\nIf that was you, sign in with this address instead. If not, you need not do anything; if it happens again, reply to this e-mail.\n`,
          }
        : {
            to: email,
            subject: "Confirm your new Lumen Studio address",
            text: `Hello ${owner.fullName || owner.email},\n\nConfirm that you want to sign in to Lumen Studio with this address from now on:\n${confirmEmailUrl(token)}\n\nThe link works once, within 24 hours. Until you confirm, you keep signing in with ${owner.email}. If you did not ask for this, ignore this e-mail.\n`,
          },
    );
    await recordAccountEvent(tx, {
      event: "email-change-requested",
      actor: owner,
      target: owner,
      ip: owner.ip,
      summary: `${owner.email} asked to change their address to ${email}`,
      details: { to: email },
    });
  });
  return email;
}

/** Whether a confirmation link is unused and unexpired (the page says so before the button is pressed). */
export async function hasValidEmailChangeToken(token: string, now = new Date()) {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(linkOf(token), gt(verifications.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/**
 * Confirms a new address: the token is consumed atomically (a second use finds nothing), the address
 * changes on the sign-in record and the profile in the same transaction, and the old address is told.
 */
export async function confirmEmailChange(token: string, ip: string | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verifications)
      .where(and(linkOf(token), gt(verifications.expiresAt, sql`now()`)))
      .returning({ identifier: verifications.identifier, email: verifications.value });
    if (!row) throw new AppError("invalid", EMAIL_CHANGE_LINK_INVALID);
    const { email } = row;
    const userId = row.identifier.split(":")[1] ?? "";
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw new AppError("invalid", EMAIL_CHANGE_LINK_INVALID);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .limit(1);
    if (taken) throw new AppError("conflict", "Another account started using this address. Choose another one.");
    await tx.update(users).set({ email, emailVerified: true }).where(eq(users.id, userId));
    await tx.update(profiles).set({ email }).where(eq(profiles.id, userId));
    await enqueueMail(tx, {
      to: user.email,
      subject: "Your Lumen Studio address was changed",
      text: `Hello ${user.name || user.email},\n\nThe address you sign in to Lumen Studio with is now ${email}; this address (${user.email}) no longer signs in.\n\nIf you did not make this change, reply to this e-mail or write to hello@studio.example at once.\n`,
    });
    const target = { userId, email };
    await recordAccountEvent(tx, {
      event: "email-changed",
      actor: target,
      target,
      ip,
      summary: `${user.email} changed their address to ${email}`,
      details: { from: user.email, to: email },
    });
    return { email };
  });
}

/** After a password change: the audit record and a note to the address, in one transaction. */
export async function recordPasswordChange(owner: AccountOwner) {
  await db.transaction(async (tx) => {
    await recordAccountEvent(tx, {
      event: "password-changed",
      actor: owner,
      target: owner,
      ip: owner.ip,
      summary: `${owner.email} changed their password`,
    });
    await enqueueMail(tx, {
      to: owner.email,
      subject: "Your Lumen Studio password was changed",
      text: `Hello ${owner.fullName || owner.email},\n\nThe password of your Lumen Studio account was just changed, and every other device was signed out.\n\nIf you did not make this change, reset your password at ${env.baseUrl}/auth/forgot-password and write to hello@studio.example.\n`,
    });
  });
}

/** Ends one of the owner's own sessions (never another person's, never the one asking: that is Logout). */
export async function revokeSession(owner: AccountOwner, sessionId: string) {
  if (sessionId === owner.sessionId) throw new AppError("invalid", "To end this session, use Logout");
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, owner.userId)))
      .returning({ userAgent: sessions.userAgent, ipAddress: sessions.ipAddress });
    if (!gone) throw new AppError("not_found", "This session has already ended");
    await recordAccountEvent(tx, {
      event: "session-revoked",
      actor: owner,
      target: owner,
      ip: owner.ip,
      summary: `${owner.email} signed out ${describeDevice(gone.userAgent).label}`,
      details: { sessionIp: gone.ipAddress, count: 1 },
    });
  });
}

/** Ends every session of the owner except the one asking; answers how many ended. */
export async function revokeOtherSessions(owner: AccountOwner) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, owner.userId), ne(sessions.id, owner.sessionId)))
      .returning({ id: sessions.id });
    if (gone.length > 0) {
      await recordAccountEvent(tx, {
        event: "session-revoked",
        actor: owner,
        target: owner,
        ip: owner.ip,
        summary: `${owner.email} signed out everywhere else`,
        details: { count: gone.length },
      });
    }
    return gone.length;
  });
}
