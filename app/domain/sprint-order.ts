/** Ordering rules for sprints and tickets. Pure: the caller passes what exists. */

/** 'Next sprint order: highest existing plus 1, or 1.' */
export function nextSprintOrder(existingOrders: readonly number[]) {
  let highest = 0;
  for (const order of existingOrders) if (Number.isFinite(order) && order > highest) highest = order;
  return Math.floor(highest) + 1;
}

/** 'A ticket's position is the current count of tickets': a new ticket goes at the end. */
export function nextTicketPosition(ticketCount: number) {
  return Math.max(0, Math.floor(ticketCount));
}

export type SprintMove =
  | { label: "Start Sprint"; to: "In Progress" }
  | { label: "Send for Review"; to: "In Review" }
  | { label: "Mark Complete"; to: "Completed" };

/**
 * The one-click move a sprint card offers: the next status in the flow (Planned, In Progress, In Review,
 * Completed), on the sprints screen and in the project view alike. The spec offered 'Mark Complete' for
 * any sprint not completed, so In Review had no button (docs/spec-differences.md).
 */
export function sprintScreenAction(status: string): SprintMove | null {
  if (status === "Planned") return { label: "Start Sprint", to: "In Progress" };
  if (status === "In Progress") return { label: "Send for Review", to: "In Review" };
  if (status === "In Review") return { label: "Mark Complete", to: "Completed" };
  return null;
}

/** 'Not started to In progress (Start), then Completed (Complete)'. */
export function ticketAction(status: string): { label: "Start" | "Complete"; to: "In progress" | "Completed" } | null {
  if (status === "Not started") return { label: "Start", to: "In progress" };
  if (status === "In progress") return { label: "Complete", to: "Completed" };
  return null;
}
