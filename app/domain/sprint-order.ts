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

/** Sprint statuses the two screens offer a one-click move for. */
export function sprintScreenAction(
  status: string,
): { label: "Start Sprint" | "Mark Complete"; to: "In Progress" | "Completed" } | null {
  if (status === "Planned") return { label: "Start Sprint", to: "In Progress" };
  if (status === "Completed") return null;
  return { label: "Mark Complete", to: "Completed" };
}

/** 'Not started to In progress (Start), then Completed (Complete)'. */
export function ticketAction(status: string): { label: "Start" | "Complete"; to: "In progress" | "Completed" } | null {
  if (status === "Not started") return { label: "Start", to: "In progress" };
  if (status === "In progress") return { label: "Complete", to: "Completed" };
  return null;
}
