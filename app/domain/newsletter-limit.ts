/** Anti-abuse: one address may sign up at most this many e-mail addresses to the newsletter per window. */
export const NEWSLETTER_IP_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;

export const NEWSLETTER_RATE_LIMITED = "Too many sign-ups from your network. Please try again in an hour.";
