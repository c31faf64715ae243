/**
 * One canonical set of status values per entity. The spec shows variants ('In Progress' and
 * 'In progress', 'Resolved', 'Closed', 'Open', an empty sprint status…); they are mapped here and
 * nowhere else, and the database CHECK constraints accept only the canonical values.
 */
export const SPRINT_STATUSES = ["Planned", "In Progress", "In Review", "Completed"] as const;
export const TICKET_STATUSES = ["Not started", "In progress", "Completed"] as const;
export const INVOICE_STATUSES = ["Draft", "Pending", "Paid", "Overdue", "Cancelled"] as const;
export const CLIENT_PROJECT_STATUSES = ["In Progress", "Completed", "On Hold", "Cancelled"] as const;

export type SprintStatus = (typeof SPRINT_STATUSES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type ClientProjectStatus = (typeof CLIENT_PROJECT_STATUSES)[number];

const key = (value: string | null | undefined) =>
  (value ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

const SPRINT_ALIASES: Record<string, SprintStatus> = {
  "": "Planned", // Planned is the default when empty
  planned: "Planned",
  "not started": "Planned",
  "in progress": "In Progress",
  "in review": "In Review",
  review: "In Review",
  completed: "Completed",
  complete: "Completed",
  done: "Completed",
};

const TICKET_ALIASES: Record<string, TicketStatus> = {
  "": "Not started",
  open: "Not started",
  "not started": "Not started",
  todo: "Not started",
  "in progress": "In progress",
  // Resolved, Closed and Completed count as done
  resolved: "Completed",
  closed: "Completed",
  completed: "Completed",
  done: "Completed",
};

const INVOICE_ALIASES: Record<string, InvoiceStatus> = {
  "": "Pending",
  draft: "Draft",
  pending: "Pending",
  unpaid: "Pending",
  paid: "Paid",
  overdue: "Overdue",
  cancelled: "Cancelled",
  canceled: "Cancelled",
};

const PROJECT_ALIASES: Record<string, ClientProjectStatus> = {
  "": "In Progress",
  "in progress": "In Progress",
  active: "In Progress",
  completed: "Completed",
  "on hold": "On Hold",
  cancelled: "Cancelled",
  canceled: "Cancelled",
};

function normaliser<T extends string>(aliases: Record<string, T>, label: string) {
  return (value: string | null | undefined): T => {
    const found = aliases[key(value)];
    if (!found) throw new RangeError(`Unknown ${label} status: ${value}`);
    return found;
  };
}

export const normalizeSprintStatus = normaliser(SPRINT_ALIASES, "sprint");
export const normalizeTicketStatus = normaliser(TICKET_ALIASES, "ticket");
export const normalizeInvoiceStatus = normaliser(INVOICE_ALIASES, "invoice");
export const normalizeClientProjectStatus = normaliser(PROJECT_ALIASES, "client project");

/** A status value that is not one of the known spellings is refused, not guessed. */
export function isKnownTicketStatus(value: string) {
  return key(value) in TICKET_ALIASES;
}

export const isTicketDone = (status: string | null | undefined) => normalizeTicketStatus(status) === "Completed";
export const isSprintDone = (status: string | null | undefined) => normalizeSprintStatus(status) === "Completed";
