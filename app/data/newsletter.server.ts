/** Newsletter subscribers with double opt-in: a sign-up counts once its address is confirmed. */
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { confirmationMail, subscribeDecision } from "~/domain/newsletter";
import { NEWSLETTER_IP_LIMIT, NEWSLETTER_RATE_LIMITED } from "~/domain/newsletter-limit";
import { enqueueMail } from "~/platform/mail.server";
import { readSignedToken, signedToken } from "~/platform/signed-token.server";
import { countWithinLimit } from "./rate-limit.server";

const newToken = () => crypto.randomBytes(24).toString("base64url");

export const confirmUrlFor = (baseUrl: string, token: string) =>
  `${baseUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;

/**
 * The unsubscribe token of an address: the address itself, signed (signed-token.server.ts), so a link
 * keeps working after the address is gone (a second click still says it is unsubscribed) and nobody can
 * make one for an address without the secret.
 */
export const unsubscribeTokenFor = (email: string) => signedToken("newsletter-unsubscribe", email);

export const unsubscribeUrlFor = (baseUrl: string, email: string) =>
  `${baseUrl}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeTokenFor(email))}`;

/** The address an unsubscribe token stands for, or null when the token is not one of ours. */
export const readUnsubscribeToken = (token: string | null | undefined) =>
  readSignedToken("newsletter-unsubscribe", token);

/**
 * Unsubscribe: the address is removed from the list (confirmed or not), so it no longer counts as
 * subscribed and gets no newsletter mail. Doing it again is harmless.
 */
export async function unsubscribeFromNewsletter(email: string) {
  const removed = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .returning({ id: newsletterSubscribers.id });
  return removed.length > 0 ? ("unsubscribed" as const) : ("not-subscribed" as const);
}

/**
 * Subscribe an address (already validated and lower-cased). A new address gets a confirmation e-mail;
 * subscribing again is harmless: a confirmed address is left alone and a pending one is reminded now and then.
 * One client address may sign up at most NEWSLETTER_IP_LIMIT.max times per window (rate_limited after
 * that), so nobody can send confirmation e-mails to a list of strangers.
 */
export async function subscribeToNewsletter({
  email,
  ip,
  baseUrl,
  now = new Date(),
}: {
  email: string;
  ip: string;
  baseUrl: string;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const key = `newsletter-ip:${ip}`;
    if (!(await countWithinLimit(tx, { key, ...NEWSLETTER_IP_LIMIT, now }))) {
      throw new AppError("rate_limited", NEWSLETTER_RATE_LIMITED);
    }
    const [existing] = await tx
      .select({
        id: newsletterSubscribers.id,
        confirmToken: newsletterSubscribers.confirmToken,
        confirmedAt: newsletterSubscribers.confirmedAt,
        updatedAt: newsletterSubscribers.updatedAt,
      })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .limit(1)
      .for("update");
    const decision = subscribeDecision(existing ?? null, now);
    if (decision === "create") {
      const token = newToken();
      const [created] = await tx
        .insert(newsletterSubscribers)
        .values({ email, confirmToken: token, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      // someone subscribed the same address a moment ago: that request sends the e-mail
      if (!created) return { status: "nothing" as const };
      await enqueueMail(tx, {
        to: email,
        ...confirmationMail(confirmUrlFor(baseUrl, token), unsubscribeUrlFor(baseUrl, email)),
      });
      return { status: "created" as const };
    }
    if (decision === "resend" && existing) {
      await tx.update(newsletterSubscribers).set({ updatedAt: now }).where(eq(newsletterSubscribers.id, existing.id));
      await enqueueMail(tx, {
        to: email,
        ...confirmationMail(confirmUrlFor(baseUrl, existing.confirmToken), unsubscribeUrlFor(baseUrl, email)),
      });
      return { status: "resent" as const };
    }
    return { status: "nothing" as const };
  });
}

/** Confirm by token: "confirmed" the first time, "already" after that, "invalid" for an unknown token. */
export async function confirmNewsletterSubscription(token: string, now = new Date()) {
  if (!/^[\w-]{16,128}$/.test(token)) return "invalid" as const;
  const [updated] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: now, updatedAt: now })
    .where(and(eq(newsletterSubscribers.confirmToken, token), isNull(newsletterSubscribers.confirmedAt)))
    .returning({ id: newsletterSubscribers.id });
  if (updated) return "confirmed" as const;
  const [known] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmToken, token))
    .limit(1);
  return known ? ("already" as const) : ("invalid" as const);
}
