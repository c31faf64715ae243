/**
 * The sender's side of the mail outbox: claim due rows with a lease (`claimed_until`) in one statement,
 * so two processes never hold the same mail; a lease that runs out (a sender that died) frees the row
 * again. Staff's side (list, retry) is in app/data/outbox.server.ts.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { afterFailure } from "~/domain/outbox";

/** How long a claimed mail belongs to its sender: far longer than one bounded SMTP conversation. */
export const MAIL_LEASE_MS = 5 * 60_000;

export type ClaimedMail = typeof mailOutbox.$inferSelect & { claimedUntil: Date };

/** Claim up to `limit` due pending mails whose lease is free or ran out, oldest first, in one statement. */
export async function claimDueMail({
  now = new Date(),
  limit = 20,
  leaseMs = MAIL_LEASE_MS,
}: {
  now?: Date;
  limit?: number;
  leaseMs?: number;
} = {}): Promise<ClaimedMail[]> {
  const claimedUntil = new Date(now.getTime() + leaseMs);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db.update(mailOutbox).set({ claimedUntil }).where(inArray(mailOutbox.id, due)).returning();
  return rows.map((row) => ({ ...row, claimedUntil })).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Just before sending: extend the lease if it is still ours. False when another sender took the
 * row over (our lease ran out), in which case we must not send it.
 */
export async function renewMailClaim(mail: ClaimedMail, { now = new Date(), leaseMs = MAIL_LEASE_MS } = {}) {
  const claimedUntil = new Date(now.getTime() + leaseMs);
  const [row] = await db
    .update(mailOutbox)
    .set({ claimedUntil })
    .where(
      and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "pending"), eq(mailOutbox.claimedUntil, mail.claimedUntil)),
    )
    .returning({ id: mailOutbox.id });
  if (!row) return null;
  return { ...mail, claimedUntil };
}

/** The mail went out: sent, its lease released. */
export async function markMailSent(mail: ClaimedMail, { now = new Date() } = {}) {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: now, attempts: mail.attempts + 1, lastError: null, claimedUntil: null })
    .where(eq(mailOutbox.id, mail.id));
}

/** The mail did not go out: a later try (backing off), or 'failed' after the last one; lease released. */
export async function markMailFailed(mail: ClaimedMail, error: string, { now = new Date() } = {}) {
  const next = afterFailure(mail.attempts, now);
  await db
    .update(mailOutbox)
    .set({ ...next, lastError: error.slice(0, 1000), claimedUntil: null })
    .where(eq(mailOutbox.id, mail.id));
  return next;
}
