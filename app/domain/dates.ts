/** Calendar-date helpers on ISO `YYYY-MM-DD` strings, in UTC, with `now` passed in (no clock here). */
export const DAY_MS = 24 * 60 * 60 * 1000;

export function toIsoDate(date: Date) {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number) {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return toIsoDate(new Date(d.getTime() + days * DAY_MS));
}

/** Whole days from `today` until `isoDate` (negative when past). */
export function daysUntil(isoDate: string, today: Date) {
  const target = Date.parse(`${isoDate}T00:00:00Z`);
  const start = Date.parse(`${toIsoDate(today)}T00:00:00Z`);
  return Math.round((target - start) / DAY_MS);
}
