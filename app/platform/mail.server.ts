/** The mail outbox and its SMTP transport: queue a mail in a transaction; the sender (background) delivers it. */
import { eq, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { db, type Executor } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { env } from "~/platform/foundation/env.server";
import { log } from "~/platform/foundation/log.server";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra headers (List-Unsubscribe on newsletter and summary mail; Reply-To, see `replyTo`). Every
   * mail is sent with `Auto-Submitted: auto-generated` besides (RFC 3834: no vacation replies to it).
   */
  headers?: Record<string, string>;
};

/** The headers that make Reply answer `address` (the visitor or client a staff mail is about), not the studio. */
export const replyTo = (address: string) => ({ "Reply-To": address });

/**
 * Queue a mail. Pass the transaction of the change that causes it, so the mail exists
 * exactly when the change does (docs/architecture.md, "Mail").
 */
export async function enqueueMail(exec: Executor, mail: OutgoingMail) {
  const [row] = await exec.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!env.smtpUrl)
    log.info("mail queued (no SMTP_URL: left pending)", { to: mail.to, subject: mail.subject, text: mail.text });
  onQueued?.();
  return row?.id;
}

/** The mail sender (app/background/mail-sender.server.ts) listens here, to send a new mail at once. */
let onQueued: (() => void) | undefined;
export function onMailQueued(listener: () => void) {
  onQueued = listener;
}

let transport: Transporter | undefined;
let transportUrl: string | undefined;
/** The SMTP transport for `url`, made once and kept while the address stays the same. */
export function mailTransport(url: string) {
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

export async function countPendingMail() {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  return row?.n ?? 0;
}
