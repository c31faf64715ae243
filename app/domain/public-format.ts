import { dateFormat } from "./intl";

/** Dates on the public site, in UTC so the server and the browser print the same text. */
function toDate(value: Date | string) {
  return typeof value === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
}

/** Blog post: the date in long US format, e.g. "November 21, 2026". */
export function formatLongDate(value: Date | string) {
  return dateFormat({ year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(toDate(value));
}

/** "Nov 21, 2026" for cards. */
export function formatShortDate(value: Date | string) {
  return dateFormat({ year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(toDate(value));
}

/** "September 2025" for project timelines. */
export function formatMonthYear(value: Date | string) {
  return dateFormat({ year: "numeric", month: "long", timeZone: "UTC" }).format(toDate(value));
}

/** ISO 8601 for <time dateTime> and structured data. */
export function toIsoString(value: Date | string) {
  return toDate(value).toISOString();
}

/** Whole months between two ISO dates, at least 1, for "6 months" in a project timeline. */
export function monthsBetween(start: string, end: string) {
  const a = toDate(start);
  const b = toDate(end);
  const months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  return Math.max(1, months + (b.getUTCDate() >= a.getUTCDate() ? 0 : -1) + 1);
}
