import { dateFormat } from "./intl";

/** 'just now', '5 minutes ago', 'yesterday', '3 days ago', then the date: for activity lists. Pure. */
export function relativeTime(then: Date | string, now: Date) {
  const seconds = Math.round((now.getTime() - new Date(then).getTime()) / 1000);
  if (seconds < 45) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.round(hours / 24);
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  return dateFormat({ month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(then));
}
