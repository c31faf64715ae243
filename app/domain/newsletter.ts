import { formRules, textField } from "./schemas/public-form";

export const NEWSLETTER_SUCCESS = "Thanks for subscribing! Please check your inbox to confirm your subscription.";
export const NEWSLETTER_FAILURE = "We couldn't subscribe you right now. Please try again.";
export const NEWSLETTER_CONFIRMED = "Your subscription is confirmed. Welcome aboard!";
export const NEWSLETTER_BAD_LINK = "This confirmation link is invalid or has expired.";

/** A pending subscriber asking again gets the confirmation e-mail again, at most this often. */
export const NEWSLETTER_RESEND_MS = 10 * 60 * 1000;

export const NewsletterSchema = formRules<{ email: string }>({
  email: textField({
    required: "Please enter your email address",
    max: 254,
    tooLong: "Please enter a valid email address",
    email: "Please enter a valid email address",
    lowerCase: true,
  }),
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

export const NEWSLETTER_UNSUBSCRIBE_QUESTION = "Stop receiving the Lumen Studio newsletter?";
export const NEWSLETTER_UNSUBSCRIBED =
  "You have been unsubscribed. You will not receive the Lumen Studio newsletter any more.";
export const NEWSLETTER_UNSUBSCRIBE_BAD_LINK = "This unsubscribe link is invalid.";

/**
 * Every newsletter mail is built here: it ends with a one-click unsubscribe link and carries the
 * List-Unsubscribe headers, so mail clients offer their own unsubscribe button (one-click POST, RFC 8058).
 */
export function newsletterMail({
  subject,
  lines,
  unsubscribeUrl,
}: {
  subject: string;
  lines: string[];
  unsubscribeUrl: string;
}) {
  return {
    subject,
    text: [...lines, "", "Unsubscribe with one click:", unsubscribeUrl].join("\n"),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function confirmationMail(confirmUrl: string, unsubscribeUrl: string) {
  return newsletterMail({
    subject: "Please confirm your subscription to the Lumen Studio newsletter",
    lines: [
      "Hello,",
      "",
      "Thanks for subscribing to the Lumen Studio newsletter. Please confirm your address by opening this link:",
      "",
      confirmUrl,
      "",
      "If you did not ask for this, ignore this e-mail: you will not hear from us again.",
      "",
      "Lumen Studio",
    ],
    unsubscribeUrl,
  });
}
