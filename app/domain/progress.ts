import { isSprintDone, isTicketDone } from "./statuses";

/**
 * Progress percentages. Pure. Items may carry a `count` so callers can pass
 * grouped rows (status, count) instead of one row per ticket.
 */
export type StatusItem = { status: string | null; count?: number };

const total = (items: readonly StatusItem[]) => items.reduce((sum, item) => sum + (item.count ?? 1), 0);
const done = (items: readonly StatusItem[], isDone: (status: string | null) => boolean) =>
  items.reduce((sum, item) => sum + (isDone(item.status) ? (item.count ?? 1) : 0), 0);

/** Rounded share; 0 when there is nothing to count. */
export function percentOf(part: number, whole: number) {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)));
}

/** Done tickets (Resolved, Closed, Completed) over all tickets, rounded, 0 without tickets. */
export function ticketProgress(tickets: readonly StatusItem[]) {
  const all = total(tickets);
  const finished = done(tickets, isTicketDone);
  return { done: finished, total: all, percent: percentOf(finished, all) };
}

/**
 * (portal overview): the share of completed tickets, or of completed sprints when the
 * project has no tickets, rounded; 0 when there is neither.
 */
export function projectProgress({
  tickets,
  sprints,
}: {
  tickets: readonly StatusItem[];
  sprints: readonly StatusItem[];
}): { percent: number; done: number; total: number; basis: "tickets" | "sprints" | "none" } {
  if (total(tickets) > 0) return { ...ticketProgress(tickets), basis: "tickets" };
  const all = total(sprints);
  if (all > 0) {
    const finished = done(sprints, isSprintDone);
    return { percent: percentOf(finished, all), done: finished, total: all, basis: "sprints" };
  }
  return { percent: 0, done: 0, total: 0, basis: "none" };
}

/**
 * The two progress figures of a client project, named the same wherever they show (the staff's list
 * and the client's portal): the share of work done, counted from tasks (or from sprints when the
 * project has no tasks), and the team's own estimate (percent complete, set by staff).
 */
export const ESTIMATE_NAME = "Team's estimate";
export function progressName(basis: "tickets" | "sprints" | "none") {
  return basis === "sprints" ? "Sprints done" : "Tasks done";
}
