/**
 * Display formats of the portal. Dates are shown in UTC so the server render and the browser agree
 * (no hydration mismatch), and calendar dates (YYYY-MM-DD) never shift by a day.
 */
const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const shortFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

const toDate = (value: string | Date) =>
  value instanceof Date ? value : new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

export function formatDate(value: string | Date | null | undefined, fallback = "Not set") {
  if (!value) return fallback;
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? fallback : dateFormat.format(d);
}

export function formatShortDate(value: string | Date | null | undefined, fallback = "TBD") {
  if (!value) return fallback;
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? fallback : shortFormat.format(d);
}

export function formatDateTime(value: string | Date) {
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? "" : dateTimeFormat.format(d);
}

/** "Mar 4 – Mar 18, 2026"; either end may be missing. */
export function formatDateRange(start: string | null, end: string | null) {
  if (!start && !end) return "Dates to be confirmed";
  if (!end) return `From ${formatDate(start)}`;
  if (!start) return `Until ${formatDate(end)}`;
  return `${formatShortDate(start)} – ${formatDate(end)}`;
}

export function initials(name: string | null | undefined, email: string) {
  const source = (name ?? "").trim() || email.split("@")[0] || "?";
  const parts = source.split(/[\s._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
