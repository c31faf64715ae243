import { type Area, decide, type Role } from "./access";
import { addDays } from "./dates";

/**
 * The overview's "Needs attention" groups, as data: what each is called, which screen handles it and
 * which area of the access model that screen belongs to. A group shows only to a viewer who may open
 * its screen (`decide` of access.ts), so the overview never points at a page the viewer is sent away
 * from. Pure: no I/O, no clock.
 */
export const ATTENTION_GROUPS = [
  { key: "overdueInvoices", title: "Overdue invoices", href: "/dashboard/invoices", area: "dashboard" },
  { key: "dueSoonInvoices", title: "Invoices due in the next 7 days", href: "/dashboard/invoices", area: "dashboard" },
  {
    key: "unissuedInvoices",
    title: "Milestone invoices not issued",
    href: "/dashboard/invoices",
    area: "dashboard",
  },
  { key: "sprintsAwaitingClient", title: "Sprints awaiting the client", href: "/dashboard/sprints", area: "dashboard" },
  { key: "clientMessages", title: "Unanswered client messages", href: "/dashboard/sprints", area: "dashboard" },
  { key: "inquiries", title: "Unanswered inquiries", href: "/dashboard/inquiries", area: "dashboard" },
  {
    key: "testimonials",
    title: "Testimonials waiting for approval",
    href: "/dashboard/testimonials",
    area: "dashboard",
  },
  { key: "failedMail", title: "Mail that failed", href: "/dashboard/outbox", area: "dashboard" },
] as const satisfies readonly { key: string; title: string; href: string; area: Area }[];

export type AttentionKey = (typeof ATTENTION_GROUPS)[number]["key"];

/** How many items a group lists; its "View all" link leads to the rest. */
export const ATTENTION_LIMIT = 5;
/** The new inquiries, reviews and failed mail are counted up to this many; more reads "1,000+". */
export const ATTENTION_COUNT_CAP = 1000;

/** A group's total as its badge shows it: the number, or "1,000+" past the cap. */
export function attentionTotalLabel(total: number) {
  return total > ATTENTION_COUNT_CAP ? `${ATTENTION_COUNT_CAP.toLocaleString("en-US")}+` : String(total);
}

/** "Due soon" on the overview: due today or within the next 7 days (and not overdue). */
export const DUE_SOON_DAYS = 7;

/** The groups a staff member of `role` sees: those whose screen the access model lets them open. */
export function attentionGroupsFor(role: Role | null): AttentionKey[] {
  return ATTENTION_GROUPS.filter((g) => decide({ isSignedIn: true, role }, g.area).kind === "allow").map((g) => g.key);
}

/** The dates the invoice groups compare with: today and the last day of the due-soon window. */
export function dueWindow(today: string) {
  return { today, until: addDays(today, DUE_SOON_DAYS) };
}

/** Where one invoice is handled: the invoices screen filtered to its project, scrolled to its row. */
export const invoiceHref = (invoice: { id: string; projectId: string }) =>
  `/dashboard/invoices?project=${invoice.projectId}#invoice-${invoice.id}`;

/** Where a sprint and its client's messages are handled: the sprints screen filtered to its project. */
export const sprintHref = (sprint: { projectId: string }) => `/dashboard/sprints?project=${sprint.projectId}`;
