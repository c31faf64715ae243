/**
 * When a sprint waiting for the client's sign-off is worth a reminder: after 3 working days, then after 7
 * (Monday to Friday, counted in the studio's time zone), two reminders at most. Pure: the clock is passed in.
 */
export const REVIEW_REMINDER_WORKING_DAYS = [3, 7] as const;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** `at`'s calendar day in `timeZone`, as a UTC midnight (so days can be stepped and weekdays read). */
function localDay(at: Date, timeZone: string) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return Date.parse(`${format.format(at)}T00:00:00Z`);
}

const DAY_MS = 86_400_000;

/**
 * The working days (Monday to Friday) after `from`'s day, up to and including `now`'s day, both read in
 * `timeZone`: sent on a Friday, the next Wednesday is 3. Counted up to `cap` (the last threshold that
 * matters), so a sprint forgotten for a year costs no more than one forgotten for a week.
 */
export function workingDaysBetween(from: Date, now: Date, timeZone: string, cap = 31) {
  const last = localDay(now, timeZone);
  let count = 0;
  for (let day = localDay(from, timeZone) + DAY_MS; day <= last && count < cap; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/** The reminder due now (1 or 2), or null: one reminder per threshold passed, in order, never more than two. */
export function dueReviewReminder(p: { requestedAt: Date; remindersSent: number; now: Date; timeZone: string }) {
  const next = p.remindersSent + 1;
  const threshold = REVIEW_REMINDER_WORKING_DAYS[p.remindersSent];
  if (threshold === undefined) return null;
  return workingDaysBetween(p.requestedAt, p.now, p.timeZone) >= threshold ? (next as 1 | 2) : null;
}
