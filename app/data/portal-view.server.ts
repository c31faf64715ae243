import { formatAmount, mergeActivity, recentActivity } from "~/domain/activity-feed";
import { daysUntil } from "~/domain/dates";
import { clientInvoiceDisplay } from "~/domain/invoice-status";
import { projectProgress, ticketProgress } from "~/domain/progress";
import { normalizeSprintStatus } from "~/domain/statuses";
import { getPortalProject } from "./portal.server";

/**
 * One project of the viewer, shaped for the portal's four tabs: progress, sprints with
 * their task progress, invoices with the display status, and the activity feed.
 * Null when the project is missing or another client's.
 */
export async function getPortalView({ clientId, projectId, now }: { clientId: string; projectId: string; now: Date }) {
  const found = await getPortalProject({ clientId, projectId });
  if (!found) return null;
  const { project, sprints, ticketCounts, recentTickets, notifications } = found;
  const invoices = found.invoices ?? [];
  const invoicesError = found.invoices ? null : "Failed to load invoices";

  const sprintViews = sprints.map((s) => {
    const counts = ticketCounts.filter((c) => c.sprintId === s.id);
    return {
      id: s.id,
      title: s.title,
      description: s.description,
      status: normalizeSprintStatus(s.status),
      startDate: s.startDate,
      endDate: s.endDate,
      sprintOrder: s.sprintOrder,
      feedbackRequired: s.feedbackRequired,
      deliverables: s.deliverables,
      progress: ticketProgress(counts),
    };
  });

  const invoiceViews = invoices.map((i) => ({
    id: i.id,
    invoiceNumber: i.invoiceNumber,
    invoiceName: i.invoiceName,
    amount: formatAmount(i.amount, i.currency),
    invoiceDate: i.invoiceDate,
    dueDate: i.dueDate,
    display: clientInvoiceDisplay(i, now),
    // A document link when a file exists; served privately (app/routes/files/invoice.tsx)
    documentUrl: i.hasFile ? `/files/invoices/${i.id}` : null,
  }));

  const sources = { notifications, sprints, tickets: recentTickets, invoices };
  return {
    project,
    deliveryInDays: project.estimatedDelivery ? daysUntil(project.estimatedDelivery, now) : null,
    progress: projectProgress({ tickets: ticketCounts, sprints }),
    sprints: sprintViews,
    currentSprint:
      sprintViews.find((s) => s.status === "In Progress") ?? sprintViews.find((s) => s.status === "In Review") ?? null,
    invoices: invoiceViews,
    invoicesError,
    invoiceTotals: totals(invoices),
    activity: recentActivity(sources),
    // the Notifications tab: every notification of the project, plus the same sprint, task and invoice updates
    feed: mergeActivity(sources, Number.POSITIVE_INFINITY, { notifications: notifications.length }),
    unreadCount: notifications.filter((n) => !n.read).length,
  };
}

export type PortalView = NonNullable<Awaited<ReturnType<typeof getPortalView>>>;

/** Outstanding and paid amounts per currency, summed in cents (money is never a float sum). */
function totals(invoices: { amount: string; currency: string; paymentStatus: string }[]) {
  const sum = (paid: boolean) => {
    const byCurrency = new Map<string, number>();
    for (const i of invoices) {
      if (i.paymentStatus === "Cancelled" || (i.paymentStatus.toLowerCase() === "paid") !== paid) continue;
      byCurrency.set(i.currency, (byCurrency.get(i.currency) ?? 0) + toCents(i.amount));
    }
    return [...byCurrency].map(([currency, cents]) => formatAmount((cents / 100).toFixed(2), currency)).join(" + ");
  };
  return {
    outstanding: sum(false) || formatAmount("0", invoices[0]?.currency ?? "USD"),
    paid: sum(true) || formatAmount("0", invoices[0]?.currency ?? "USD"),
    openCount: invoices.filter((i) => !["paid", "cancelled"].includes(i.paymentStatus.toLowerCase())).length,
  };
}

function toCents(amount: string) {
  const [whole = "0", fraction = ""] = amount.split(".");
  const sign = whole.startsWith("-") ? -1 : 1;
  return (
    sign * (Math.abs(Number.parseInt(whole, 10) || 0) * 100 + Number.parseInt(fraction.padEnd(2, "0").slice(0, 2), 10))
  );
}
