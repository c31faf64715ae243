import type { ListSpec } from "./list-filters";

/**
 * What each long dashboard list can be narrowed to and ordered by. Pure. The data layer maps each
 * value to SQL; a value not listed here never reaches it (see parseListFilters).
 */

/** The orders most lists offer, worded the same everywhere. */
const NEWEST = { value: "newest", label: "Newest first" } as const;
const OLDEST = { value: "oldest", label: "Oldest first" } as const;
const BY_TITLE = { value: "title", label: "Title (A–Z)" } as const;

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
    NEWEST,
    OLDEST,
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
    NEWEST,
    OLDEST,
    { value: "updated", label: "Recently changed" },
    BY_TITLE,
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
    NEWEST,
    OLDEST,
    BY_TITLE,
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
  sorts: [NEWEST, OLDEST, BY_TITLE, { value: "publish-at", label: "Publish time (soonest)" }],
} as const satisfies ListSpec;

/**
 * The sprints screen (the date range is a sprint's start day, or the day it was created when it has none).
 * Its usual order is the plan's: by project, then the sprints' own order (the one staff drag into place).
 */
export const SPRINT_LIST = {
  statuses: [
    { value: "Planned", label: "Planned" },
    { value: "In Progress", label: "In progress" },
    { value: "In Review", label: "In review" },
    { value: "Completed", label: "Completed" },
    { value: "open", label: "Not completed" },
  ],
  sorts: [
    { value: "plan", label: "Project plan order" },
    NEWEST,
    OLDEST,
    BY_TITLE,
    { value: "status", label: "Status" },
    { value: "end", label: "End date (soonest)" },
  ],
} as const satisfies ListSpec;

/** The testimonials screen: Awaiting approval as the card's badge says it, Featured as its switch. */
export const TESTIMONIAL_LIST = {
  statuses: [
    { value: "waiting", label: "Awaiting approval" },
    { value: "approved", label: "Approved" },
    { value: "featured", label: "Featured" },
  ],
  sorts: [
    NEWEST,
    OLDEST,
    { value: "rating", label: "Rating (highest)" },
    { value: "name", label: "Client name (A–Z)" },
  ],
} as const satisfies ListSpec;

/** The star ratings a testimonial can be narrowed to (the `rating` query parameter). */
export const RATING_CHOICES = [5, 4, 3, 2, 1].map((n) => ({
  value: String(n),
  label: `${n} ${n === 1 ? "star" : "stars"}`,
}));

/** The inquiries tab (answered is the Handled switch). */
export const INQUIRY_LIST = {
  statuses: [
    { value: "new", label: "New (not handled)" },
    { value: "handled", label: "Handled" },
  ],
  sorts: [NEWEST, OLDEST, { value: "name", label: "Name (A–Z)" }],
} as const satisfies ListSpec;

/** The users screen (its usual order puts users waiting for a role first). The role is a choice of its own. */
export const USER_LIST = {
  statuses: [
    { value: "invited", label: "Invitation pending" },
    { value: "active", label: "Signed up" },
  ],
  sorts: [
    { value: "usual", label: "Waiting for a role first" },
    NEWEST,
    OLDEST,
    { value: "name", label: "Name (A–Z)" },
    { value: "email", label: "E-mail (A–Z)" },
  ],
  search: true,
} as const satisfies ListSpec;

/** The roles a user can be narrowed to (the `role` query parameter); "none" is a user waiting for one. */
export const USER_ROLE_CHOICES = [
  { value: "admin", label: "Admin" },
  { value: "author", label: "Author" },
  { value: "client", label: "Client" },
  { value: "none", label: "No role yet" },
] as const;

/** The services screen. */
export const SERVICE_LIST = {
  sorts: [NEWEST, OLDEST, BY_TITLE],
  search: true,
} as const satisfies ListSpec;

/** The portfolio projects screen. */
export const PORTFOLIO_LIST = {
  statuses: [
    { value: "published", label: "Published" },
    { value: "draft", label: "Draft" },
    { value: "featured", label: "Featured" },
    { value: "completed", label: "Completed" },
    { value: "in-care", label: "In our care" },
  ],
  sorts: [NEWEST, OLDEST, BY_TITLE],
  search: true,
} as const satisfies ListSpec;

/** The team screen: its usual order is the display order staff drag into place. */
export const TEAM_LIST = {
  sorts: [{ value: "display", label: "Display order" }, { value: "name", label: "Name (A–Z)" }, NEWEST],
  search: true,
} as const satisfies ListSpec;

/** The FAQs screen: its usual order is the display order; the category is a choice of its own. */
export const FAQ_LIST = {
  sorts: [{ value: "display", label: "Display order" }, { value: "question", label: "Question (A–Z)" }, NEWEST],
  search: true,
} as const satisfies ListSpec;

/** The testimonial requests screen: completed client projects without a testimonial yet. */
export const TESTIMONIAL_REQUEST_LIST = {
  sorts: [
    { value: "newest", label: "Recently completed" },
    { value: "oldest", label: "Longest waiting" },
    { value: "title", label: "Project (A–Z)" },
  ],
  search: true,
} as const satisfies ListSpec;
