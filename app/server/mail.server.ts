import { and, asc, eq, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { db, type Executor } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { afterFailure } from "~/domain/outbox";
import { env } from "./env.server";
import { errorFields, log } from "./log.server";

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

/**
 * Queue a mail. Pass the transaction of the change that causes it, so the mail exists
 * exactly when the change does (architecture.md: transactional outbox).
 */
export async function enqueueMail(exec: Executor, mail: OutgoingMail) {
  const [row] = await exec.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!env.smtpUrl)
    log.info("mail queued (no SMTP_URL: left pending)", { to: mail.to, subject: mail.subject, text: mail.text });
  kickSender();
  return row?.id;
}

let transport: Transporter | undefined;
let transportUrl: string | undefined;
function getTransport(url: string) {
  if (!transport || transportUrl !== url) {
    transport = nodemailer.createTransport(url);
    transportUrl = url;
  }
  return transport;
}

/** Deliver what is due. Safe with several processes: rows are claimed with SKIP LOCKED. */
export async function deliverDueMail({ now = new Date(), limit = 20 } = {}) {
  const url = env.smtpUrl;
  if (!url) return { sent: 0, failed: 0 };
  let sent = 0;
  let failed = 0;
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    return rows;
  });
  for (const row of due) {
    try {
      await getTransport(url).sendMail({
        from: env.mailFrom,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      sent++;
    } catch (error) {
      const next = afterFailure(row.attempts, now);
      await db
        .update(mailOutbox)
        .set({ ...next, lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(mailOutbox.id, row.id));
      log.warn("mail delivery failed", { id: row.id, attempts: next.attempts, ...errorFields(error) });
      failed++;
    }
  }
  return { sent, failed };
}

let timer: NodeJS.Timeout | undefined;
let running = false;
let kickPending = false;

async function tick() {
  if (running) {
    kickPending = true;
    return;
  }
  running = true;
  try {
    await deliverDueMail();
  } catch (error) {
    log.error("mail sender tick failed", errorFields(error));
  } finally {
    running = false;
    if (kickPending) {
      kickPending = false;
      setImmediate(tick);
    }
  }
}

function kickSender() {
  if (timer) setImmediate(tick);
}

/** Started by server.ts: polls the outbox so mail queued while SMTP was down still goes out. */
export function startMailSender(intervalMs = Number(process.env.MAIL_POLL_MS ?? 2000)) {
  if (timer) return;
  timer = setInterval(tick, intervalMs);
  timer.unref();
}

export function stopMailSender() {
  if (timer) clearInterval(timer);
  timer = undefined;
}

export async function countPendingMail() {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  return row?.n ?? 0;
}
