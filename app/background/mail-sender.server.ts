/** The mail sender: delivers the outbox's due mail, on a timer and whenever a mail is queued. */
import { env } from "~/platform/foundation/env.server";
import { errorFields, log } from "~/platform/foundation/log.server";
import { mailTransport, onMailQueued } from "~/platform/mail.server";
import { claimDueMail, markMailFailed, markMailSent, renewMailClaim } from "./mail-queue.server";

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
    // Reply-To goes through nodemailer's address handling; every mail says it was sent automatically
    const { "Reply-To": replyTo, ...headers } = mail.headers ?? {};
    try {
      await mailTransport(url).sendMail({
        from: env.mailFrom,
        to: mail.to,
        replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: { "Auto-Submitted": "auto-generated", ...headers },
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

onMailQueued(() => {
  if (timer) setImmediate(tick);
});

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
