import { formatAmount, mergeActivity, recentActivity } from "~/domain/activity-feed";
import { daysUntil } from "~/domain/dates";
import { clientInvoiceDisplay } from "~/domain/invoice-status";
import { PAGE_SIZE } from "~/domain/pagination";
import { projectProgress, ticketProgress } from "~/domain/progress";
import { normalizeSprintStatus } from "~/domain/statuses";
import {
  getPortalProject,
  type PortalPages,
  readPortalInvoices,
  readPortalNotifications,
  readPortalOverview,
  readPortalSprints,
} from "./portal.server";

/**
 * One project of the viewer, shaped for the portal's four tabs: progress, one page of sprints with
 * their task progress, one page of invoices with the display status and the totals of all, and one
 * page of the activity feed. Null when the project is missing or another client's.
 */
export async function getPortalView({
  clientId,
  projectId,
  now,
  pages = {},
}: {
  clientId: string;
  projectId: string;
  now: Date;
  pages?: PortalPages;
}) {
  const found = await getPortalProject({ clientId, projectId, pages });
  if (!found) return null;
  const { project, sprints, ticketCounts, recentTickets, notifications, recentSprints } = found;
  const invoices = found.invoices ?? [];
  const invoicesError = found.invoices ? null : "Failed to load invoices";
  const sprintView = sprintViewer(ticketCounts);
  const sprintViews = sprints.map(sprintView);
  const invoiceViews = invoices.map((i) => invoiceView(i, now));

  const sources = { notifications, sprints: recentSprints, tickets: recentTickets, invoices: found.recentInvoices };
  const notificationPage = found.notificationPage;
  return {
    project,
    deliveryInDays: project.estimatedDelivery ? daysUntil(project.estimatedDelivery, now) : null,
    progress: projectProgress({ tickets: found.projectTicketCounts, sprints: found.sprintCounts }),
    sprints: sprintViews,
    sprintPage: found.sprintPage,
    /** every sprint of the project, not only the page shown */
    sprintTotals: sprintTotals(found.sprintPage.total, found.sprintCounts),
    currentSprint: found.currentSprint ? sprintView(found.currentSprint) : null,
    invoices: invoiceViews,
    invoicePage: found.invoicePage ?? { page: 1, pageCount: 1, total: 0, size: PAGE_SIZE },
    invoicesError,
    invoiceTotals: totals(found.invoiceSums, found.recentInvoices[0]?.currency),
    activity: recentActivity(sources),
    // the Notifications tab: the page's notifications; the first page also carries the newest sprint,
    // task and invoice updates
    feed: mergeActivity(notificationPage.page === 1 ? sources : { notifications }, Number.POSITIVE_INFINITY, {
      notifications: notifications.length,
    }),
    notificationPage,
    unreadCount: found.notificationCounts.unread,
  };
}

export type PortalView = NonNullable<Awaited<ReturnType<typeof getPortalView>>>;

type ProjectHead = { id: string; estimatedDelivery: string | null };

/** The portal's Overview of a project already checked to be the viewer's: progress, sprints, totals. */
export async function getPortalOverview({ project, now }: { project: ProjectHead; now: Date }) {
  const found = await readPortalOverview(project.id);
  const sprintView = sprintViewer(found.ticketCounts);
  return {
    deliveryInDays: project.estimatedDelivery ? daysUntil(project.estimatedDelivery, now) : null,
    progress: projectProgress({ tickets: found.projectTicketCounts, sprints: found.sprintCounts }),
    /** the first page of sprints */
    sprints: found.sprints.map(sprintView),
    sprintTotals: sprintTotals(found.sprintPage.total, found.sprintCounts),
    currentSprint: found.currentSprint ? sprintView(found.currentSprint) : null,
    invoiceTotals: totals(found.invoiceSums, found.newestCurrency),
  };
}

export type PortalOverview = Awaited<ReturnType<typeof getPortalOverview>>;

/** The portal's Sprints tab: one page of the project's sprints with their task progress. */
export async function getPortalSprints({ projectId, page }: { projectId: string; page: number }) {
  const found = await readPortalSprints(projectId, page);
  return {
    sprints: found.sprints.map(sprintViewer(found.ticketCounts)),
    sprintPage: found.sprintPage,
    sprintTotals: sprintTotals(found.sprintPage.total, found.sprintCounts),
  };
}

/** The portal's Invoices tab: one page of invoices with their display status, and the totals of all. */
export async function getPortalInvoices({ projectId, page, now }: { projectId: string; page: number; now: Date }) {
  const found = await readPortalInvoices(projectId, page);
  return {
    invoices: (found.invoices ?? []).map((i) => invoiceView(i, now)),
    invoicePage: found.invoicePage ?? { page: 1, pageCount: 1, total: 0, size: PAGE_SIZE },
    invoicesError: found.invoices ? null : "Failed to load invoices",
    invoiceTotals: totals(found.invoiceSums, found.newestCurrency),
  };
}

/** The portal's Notifications tab: one page of the feed (the first with the newest sprint, task and invoice updates). */
export async function getPortalNotifications({ projectId, page }: { projectId: string; page: number }) {
  const found = await readPortalNotifications(projectId, page);
  const { notifications } = found;
  const sources = {
    notifications,
    sprints: found.recentSprints,
    tickets: found.recentTickets,
    invoices: found.recentInvoices,
  };
  return {
    feed: mergeActivity(found.notificationPage.page === 1 ? sources : { notifications }, Number.POSITIVE_INFINITY, {
      notifications: notifications.length,
    }),
    notificationPage: found.notificationPage,
    unreadCount: found.notificationCounts.unread,
  };
}

type SprintRow = Awaited<ReturnType<typeof readPortalSprints>>["sprints"][number];

/** A sprint as the portal shows it, with the progress of its tasks (from their counts by sprint and status). */
function sprintViewer(ticketCounts: { sprintId: string; status: string; count: number }[]) {
  const countsBySprint = new Map<string, { status: string; count: number }[]>();
  for (const c of ticketCounts) countsBySprint.set(c.sprintId, [...(countsBySprint.get(c.sprintId) ?? []), c]);
  return (s: SprintRow) => ({
    id: s.id,
    title: s.title,
    description: s.description,
    status: normalizeSprintStatus(s.status),
    startDate: s.startDate,
    endDate: s.endDate,
    sprintOrder: s.sprintOrder,
    feedbackRequired: s.feedbackRequired,
    deliverables: s.deliverables,
    progress: ticketProgress(countsBySprint.get(s.id) ?? []),
  });
}

type InvoiceRow = NonNullable<Awaited<ReturnType<typeof readPortalInvoices>>["invoices"]>[number];

function invoiceView(i: InvoiceRow, now: Date) {
  return {
    id: i.id,
    invoiceNumber: i.invoiceNumber,
    invoiceName: i.invoiceName,
    amount: formatAmount(i.amount, i.currency),
    invoiceDate: i.invoiceDate,
    dueDate: i.dueDate,
    display: clientInvoiceDisplay(i, now),
    // A document link when a file exists; served privately (app/routes/files/invoice.tsx)
    documentUrl: i.hasFile ? `/files/invoices/${i.id}` : null,
  };
}

/** Every sprint of the project, not only the page shown: how many, how many completed. */
function sprintTotals(total: number, counts: { status: string; count: number }[]) {
  return { total, completed: counts.filter((c) => c.status === "Completed").reduce((n, c) => n + c.count, 0) };
}

/** Outstanding and paid amounts per currency (from sums per currency and status), in cents: money is never a float sum. */
function totals(sums: { amount: string; currency: string; paymentStatus: string; count: number }[], newest = "USD") {
  const sum = (paid: boolean) => {
    const byCurrency = new Map<string, number>();
    for (const i of sums) {
      if (i.paymentStatus === "Cancelled" || (i.paymentStatus.toLowerCase() === "paid") !== paid) continue;
      byCurrency.set(i.currency, (byCurrency.get(i.currency) ?? 0) + toCents(i.amount));
    }
    return [...byCurrency].map(([currency, cents]) => formatAmount((cents / 100).toFixed(2), currency)).join(" + ");
  };
  return {
    outstanding: sum(false) || formatAmount("0", newest),
    paid: sum(true) || formatAmount("0", newest),
    openCount: sums
      .filter((i) => !["paid", "cancelled"].includes(i.paymentStatus.toLowerCase()))
      .reduce((n, i) => n + i.count, 0),
  };
}

function toCents(amount: string) {
  const [whole = "0", fraction = ""] = amount.split(".");
  const sign = whole.startsWith("-") ? -1 : 1;
  return (
    sign * (Math.abs(Number.parseInt(whole, 10) || 0) * 100 + Number.parseInt(fraction.padEnd(2, "0").slice(0, 2), 10))
  );
}
