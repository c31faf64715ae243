import type { ListSpec } from "./list-filters";

/**
 * What each long dashboard list can be narrowed to and ordered by. Pure. The data layer maps each
 * value to SQL; a value not listed here never reaches it (see parseListFilters).
 */

/** The invoices screen: statuses as the screen shows them (Overdue and Due Soon come from the due date). */
export const INVOICE_LIST = {
  statuses: [
    { value: "unpaid", label: "Unpaid" },
    { value: "overdue", label: "Overdue" },
    { value: "due-soon", label: "Due within 15 days" },
    { value: "paid", label: "Paid" },
    { value: "draft", label: "Draft (not issued)" },
    { value: "cancelled", label: "Cancelled" },
  ],
  sorts: [
    { value: "newest", label: "Newest first" },
    { value: "oldest", label: "Oldest first" },
    { value: "invoice-date", label: "Invoice date" },
    { value: "due", label: "Due date (soonest)" },
    { value: "amount", label: "Amount (highest)" },
    { value: "number", label: "Invoice number" },
    { value: "client", label: "Client (A–Z)" },
  ],
} as const satisfies ListSpec;

/** The tickets screen: tickets of sprints and of projects in one list. */
export const TICKET_LIST = {
  statuses: [
    { value: "Not started", label: "Not started" },
    { value: "In progress", label: "In progress" },
    { value: "Completed", label: "Completed" },
    { value: "open", label: "Not completed" },
  ],
  sorts: [
    { value: "newest", label: "Newest first" },
    { value: "oldest", label: "Oldest first" },
    { value: "updated", label: "Recently changed" },
    { value: "title", label: "Title (A–Z)" },
    { value: "status", label: "Status" },
    { value: "project", label: "Project (A–Z)" },
  ],
} as const satisfies ListSpec;

/** The client projects screen (the date range is the day a project was started, i.e. created). */
export const CLIENT_PROJECT_LIST = {
  statuses: [
    { value: "In Progress", label: "In progress" },
    { value: "Completed", label: "Completed" },
    { value: "On Hold", label: "On hold" },
    { value: "Cancelled", label: "Cancelled" },
  ],
  sorts: [
    { value: "newest", label: "Newest first" },
    { value: "oldest", label: "Oldest first" },
    { value: "title", label: "Title (A–Z)" },
    { value: "delivery", label: "Delivery date (soonest)" },
    { value: "progress", label: "Progress (most done)" },
  ],
} as const satisfies ListSpec;

/** The blog posts screen (a scheduled post is a draft with a publishing time). */
export const BLOG_LIST = {
  statuses: [
    { value: "published", label: "Published" },
    { value: "scheduled", label: "Scheduled" },
    { value: "draft", label: "Draft" },
  ],
  sorts: [
    { value: "newest", label: "Newest first" },
    { value: "oldest", label: "Oldest first" },
    { value: "title", label: "Title (A–Z)" },
    { value: "publish-at", label: "Publish time (soonest)" },
  ],
} as const satisfies ListSpec;
