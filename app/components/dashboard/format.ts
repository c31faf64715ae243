/**
 * Dates on dashboard cards, formatted the same on the server and in the browser (UTC, en-US) so
 * hydration never disagrees.
 */
const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

export function formatDate(value: Date | string | null | undefined) {
  if (!value) return "";
  const date =
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : DATE.format(date);
}

export function formatDateTime(value: Date | string) {
  return DATE_TIME.format(new Date(value));
}

export function isoDate(value: Date | string) {
  return new Date(value).toISOString();
}
