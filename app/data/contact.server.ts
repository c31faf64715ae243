/** Contact inquiries: stored, e-mailed to the staff through the outbox, rate limited per address. */
import { and, eq, gt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactInquiries } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import {
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_LIMITED,
  type ContactInput,
  inquiryMail,
  isRateLimited,
} from "~/domain/contact";
import { env } from "~/platform/foundation/env.server";
import { enqueueMail, replyTo } from "~/platform/mail.server";
import { lockForLimit } from "./rate-limit.server";

/**
 * Store an inquiry and queue the staff e-mail in one transaction, unless this IP address already sent
 * CONTACT_RATE_LIMIT.max inquiries within the window (counted in the database under a lock per address, so
 * it holds across processes and under a burst). Over the limit it throws `rate_limited`, and stores nothing.
 */
export async function submitContactInquiry({
  input,
  ip,
  now = new Date(),
}: {
  input: ContactInput;
  ip: string;
  now?: Date;
}): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    // one inquiry per address at a time, so a burst cannot all count the same few rows
    await lockForLimit(tx, "contact-ip", ip);
    const since = new Date(now.getTime() - CONTACT_RATE_LIMIT.windowMs);
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(contactInquiries)
      .where(and(eq(contactInquiries.ipAddress, ip), gt(contactInquiries.createdAt, since)));
    if (isRateLimited(recent?.n ?? 0)) {
      throw new AppError("rate_limited", CONTACT_RATE_LIMITED, { retryAfterMs: CONTACT_RATE_LIMIT.windowMs });
    }
    const [row] = await tx
      .insert(contactInquiries)
      .values({ ...input, ipAddress: ip, createdAt: now, updatedAt: now })
      .returning({ id: contactInquiries.id });
    await enqueueMail(tx, { to: env.staffInbox, ...inquiryMail(input, now), headers: replyTo(input.email) });
    return { id: row!.id };
  });
}
