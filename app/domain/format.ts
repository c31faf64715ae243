/**
 * How dates, names and counts are shown on every screen. Dates are formatted in UTC with en-US so the
 * server render and the browser agree (no hydration mismatch), and calendar dates (YYYY-MM-DD) never
 * shift by a day. A missing or unreadable date shows `fallback`.
 */
const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
/** A moment's words ("Nov 3, 2026, 10:00 AM UTC"), without the zone it is told in. */
export const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};
const DATE_TIME = new Intl.DateTimeFormat("en-US", { ...DATE_TIME_PARTS, timeZone: "UTC" });

type DateInput = string | Date | null | undefined;

function toDate(value: DateInput) {
  if (!value) return null;
  const date =
    value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Nov 3, 2026" */
export function formatDate(value: DateInput, fallback = "") {
  const date = toDate(value);
  return date ? DATE.format(date) : fallback;
}

/** "Nov 3" */
export function formatShortDate(value: DateInput, fallback = "TBD") {
  const date = toDate(value);
  return date ? SHORT_DATE.format(date) : fallback;
}

/** "Nov 3, 2026, 10:00 AM UTC" */
export function formatDateTime(value: DateInput, fallback = "") {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : fallback;
}

/** A sprint's dates on staff screens: "Nov 3, 2026 – Nov 17, 2026", one end alone, or "No dates set". */
export function formatRange(start: string | null, end: string | null) {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  return formatDate(start ?? end) || "No dates set";
}

/** A sprint's dates in the portal: "Nov 3 – Nov 17, 2026", "From …", "Until …" or "Dates to be confirmed". */
export function formatDateRange(start: string | null, end: string | null) {
  if (!start && !end) return "Dates to be confirmed";
  if (!end) return `From ${formatDate(start)}`;
  if (!start) return `Until ${formatDate(end)}`;
  return `${formatShortDate(start)} – ${formatDate(end)}`;
}

/** "1 ticket", "3 tickets" */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const isoDate = (value: Date | string) => new Date(value).toISOString();
