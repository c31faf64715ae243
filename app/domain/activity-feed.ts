import { numberFormat } from "./intl";
import { normalizeInvoiceStatus, normalizeSprintStatus, normalizeTicketStatus } from "./statuses";

/**
 * The client portal's Recent Activity: notifications,
 * sprint updates, task updates and invoices of one project, merged and sorted by time. Pure.
 */
export const ACTIVITY_LIMITS = { notifications: 10, sprints: 10, tickets: 5, invoices: 5 } as const;
/** 5 items displayed in the overview. */
export const ACTIVITY_SHOWN = 5;

export type ActivityType = "notification" | "sprint_update" | "task_update" | "invoice";

export type ActivityItem = {
  /** unique across types: `${type}:${sourceId}` */
  id: string;
  sourceId: string;
  type: ActivityType;
  title: string;
  description: string;
  /** ISO timestamp */
  timestamp: string;
  source: string;
  status: string | null;
  read: boolean;
  /** Only notification items can be marked read */
  canMarkRead: boolean;
};

type When = Date | string;

export type ActivitySources = {
  notifications?: readonly { id: string; title: string; message: string; read: boolean; createdAt: When }[];
  sprints?: readonly { id: string; title: string; status: string | null; sprintOrder: number; updatedAt: When }[];
  tickets?: readonly {
    id: string;
    title: string;
    status: string | null;
    type?: string | null;
    sprintTitle?: string | null;
    updatedAt: When;
  }[];
  invoices?: readonly {
    id: string;
    invoiceNumber: string;
    invoiceName: string;
    amount: string;
    currency: string;
    paymentStatus: string;
    createdAt: When;
  }[];
};

const iso = (when: When) => (when instanceof Date ? when : new Date(when)).toISOString();
const newestFirst = <T>(items: readonly T[], at: (item: T) => When, limit: number) =>
  [...items].sort((a, b) => Date.parse(iso(at(b))) - Date.parse(iso(at(a)))).slice(0, limit);

export function formatAmount(amount: string, currency: string) {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return numberFormat({ style: "currency", currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/**
 * Every item of every source, newest first. Each source is capped at its spec limit unless
 * `limits` raises it (the Notifications tab lists all of a project's notifications).
 */
export function mergeActivity(
  sources: ActivitySources,
  limit = Number.POSITIVE_INFINITY,
  limits: Partial<Record<keyof typeof ACTIVITY_LIMITS, number>> = {},
): ActivityItem[] {
  const cap = { ...ACTIVITY_LIMITS, ...limits };
  const items: ActivityItem[] = [];
  for (const n of newestFirst(sources.notifications ?? [], (n) => n.createdAt, cap.notifications)) {
    items.push({
      id: `notification:${n.id}`,
      sourceId: n.id,
      type: "notification",
      title: n.title,
      description: n.message,
      timestamp: iso(n.createdAt),
      source: "Notification",
      status: n.read ? "Read" : "Unread",
      read: n.read,
      canMarkRead: !n.read,
    });
  }
  for (const s of newestFirst(sources.sprints ?? [], (s) => s.updatedAt, cap.sprints)) {
    const status = normalizeSprintStatus(s.status);
    items.push({
      id: `sprint_update:${s.id}`,
      sourceId: s.id,
      type: "sprint_update",
      title: `Sprint ${s.sprintOrder}: ${s.title}`,
      description: `Sprint status: ${status}`,
      timestamp: iso(s.updatedAt),
      source: "Sprint",
      status,
      read: true,
      canMarkRead: false,
    });
  }
  for (const t of newestFirst(sources.tickets ?? [], (t) => t.updatedAt, cap.tickets)) {
    const status = normalizeTicketStatus(t.status);
    items.push({
      id: `task_update:${t.id}`,
      sourceId: t.id,
      type: "task_update",
      title: t.title,
      description: t.sprintTitle ? `Task in ${t.sprintTitle}: ${status}` : `Task status: ${status}`,
      timestamp: iso(t.updatedAt),
      source: "Task",
      status,
      read: true,
      canMarkRead: false,
    });
  }
  for (const i of newestFirst(sources.invoices ?? [], (i) => i.createdAt, cap.invoices)) {
    items.push({
      id: `invoice:${i.id}`,
      sourceId: i.id,
      type: "invoice",
      title: `Invoice ${i.invoiceNumber}`,
      description: `${i.invoiceName} · ${formatAmount(i.amount, i.currency)}`,
      timestamp: iso(i.createdAt),
      source: "Invoice",
      status: normalizeInvoiceStatus(i.paymentStatus),
      read: true,
      canMarkRead: false,
    });
  }
  // newest first; equal times keep a stable, type-then-id order
  items.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || a.id.localeCompare(b.id));
  return items.slice(0, limit);
}

/** The overview shows the top 5. */
export const recentActivity = (sources: ActivitySources) => mergeActivity(sources, ACTIVITY_SHOWN);
