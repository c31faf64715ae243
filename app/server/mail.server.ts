import { eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { db, type Executor } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { env } from "./env.server";
import { errorFields, log } from "./log.server";
import { claimDueMail, markMailFailed, markMailSent, renewMailClaim } from "./mail-queue.server";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers sent as they are (List-Unsubscribe on newsletter mail). */
  headers?: Record<string, string>;
};

/**
 * Queue a mail. Pass the transaction of the change that causes it, so the mail exists
 * exactly when the change does (docs/architecture.md, "Mail").
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
    // bounded waits: a mail server that hangs costs a failed try, never the sender's lease
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    transportUrl = url;
  }
  return transport;
}

/**
 * Deliver what is due. Safe with several processes: each batch is claimed with a lease in one
 * statement, and a mail is sent only while its lease is still this sender's.
 */
export async function deliverDueMail({ now = new Date(), limit = 20 } = {}) {
  const url = env.smtpUrl;
  if (!url) return { sent: 0, failed: 0 };
  let sent = 0;
  let failed = 0;
  const claimed = await claimDueMail({ now, limit });
  for (const claim of claimed) {
    const mail = await renewMailClaim(claim, { now });
    if (!mail) continue;
    try {
      await getTransport(url).sendMail({
        from: env.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers ?? undefined,
      });
    } catch (error) {
      const next = await markMailFailed(mail, error instanceof Error ? error.message : String(error), { now });
      const fields = { id: mail.id, attempts: next.attempts, ...errorFields(error) };
      if (next.status === "failed") log.error("mail delivery given up: retry it from the dashboard outbox", fields);
      else log.warn("mail delivery failed", fields);
      failed++;
      continue;
    }
    await markMailSent(mail, { now: new Date() });
    sent++;
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
