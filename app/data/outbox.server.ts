/** What staff see of the mail outbox and how they retry a failed mail (the sender's side: background/mail-queue.server.ts). */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { PAGE_SIZE } from "~/domain/pagination";
import { recordActivity } from "./activity.server";
import { readTablePage } from "./pagination.server";

type Actor = Parameters<typeof recordActivity>[1];

/** One page (25) of the mail not yet delivered (pending and failed), failed first, then by next attempt. */
export function listUndeliveredMail({ page = 1, size = PAGE_SIZE }: { page?: number; size?: number } = {}) {
  const undelivered = inArray(mailOutbox.status, ["pending", "failed"]);
  return readTablePage(mailOutbox, { page, size, where: undelivered }, () =>
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(undelivered)
      .orderBy(
        desc(sql`${mailOutbox.status} = 'failed'`),
        asc(mailOutbox.nextAttemptAt),
        asc(mailOutbox.createdAt),
        asc(mailOutbox.id),
      ),
  );
}

/** How many mails are pending, failed and sent. */
export async function countMailByStatus() {
  const rows = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts = { pending: 0, failed: 0, sent: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Staff: send a failed mail again from scratch (pending, no attempts, due now); a conflict if it is not failed. */
export async function retryFailedMail({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: now, claimedUntil: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
      .returning({ to: mailOutbox.to, subject: mailOutbox.subject });
    if (!row) throw new AppError("conflict", "Only a failed mail can be retried");
    await recordActivity(tx, actor, {
      action: "update",
      entity: "mail",
      entityId: id,
      summary: `queued the mail "${row.subject}" to ${row.to} again`,
    });
  });
}
