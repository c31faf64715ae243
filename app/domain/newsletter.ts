import { z } from "zod";
import { text } from "./schemas/form";

export const NEWSLETTER_SUCCESS = "Thanks for subscribing! Please check your inbox to confirm your subscription.";
export const NEWSLETTER_FAILURE = "We couldn't subscribe you right now. Please try again.";
export const NEWSLETTER_CONFIRMED = "Your subscription is confirmed. Welcome aboard!";
export const NEWSLETTER_BAD_LINK = "This confirmation link is invalid or has expired.";

/** A pending subscriber asking again gets the confirmation e-mail again, at most this often. */
export const NEWSLETTER_RESEND_MS = 10 * 60 * 1000;

export const NewsletterSchema = z.object({
  email: text({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(254, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((v) => v.toLowerCase()),
});

/** What to do when someone subscribes, given what the table already holds for that address. */
export function subscribeDecision(
  existing: { confirmedAt: Date | null; updatedAt: Date } | null,
  now: Date,
): "create" | "resend" | "nothing" {
  if (!existing) return "create";
  if (existing.confirmedAt) return "nothing";
  return now.getTime() - existing.updatedAt.getTime() >= NEWSLETTER_RESEND_MS ? "resend" : "nothing";
}

export function confirmationMail(confirmUrl: string) {
  return {
    subject: "Please confirm your subscription to the Lumen Studio newsletter",
    text: [
      "Hello,",
      "",
      "Thanks for subscribing to the Lumen Studio newsletter. Please confirm your address by opening this link:",
      "",
      confirmUrl,
      "",
      "If you did not ask for this, ignore this e-mail: you will not hear from us again.",
      "",
      "Lumen Studio",
    ].join("\n"),
  };
}
