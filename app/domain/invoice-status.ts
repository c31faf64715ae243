import { addDays, daysUntil } from "./dates";

/** Three views of an invoice's due state, each from its own spec table. Pure: `today` is passed in. */

type InvoiceLike = { paymentStatus: string; dueDate: string | null };

export type Tone = "success" | "danger" | "orange" | "yellow" | "info" | "neutral";

/** 'Invoice display status (client portal)': thresholds 7 and 14 days. */
export function clientInvoiceDisplay(
  invoice: InvoiceLike,
  today: Date,
): { label: string; tone: Tone; message: string } {
  if (invoice.paymentStatus.toLowerCase() === "paid")
    return { label: "Paid", tone: "success", message: "Paid in full. Thank you!" };
  if (!invoice.dueDate) return { label: invoice.paymentStatus, tone: "neutral", message: "No due date" };
  const days = daysUntil(invoice.dueDate, today);
  if (days < 0) {
    const n = -days;
    return { label: "Overdue", tone: "danger", message: `${n} ${n === 1 ? "day" : "days"} overdue` };
  }
  const when = days === 0 ? "Due today" : `Due in ${days} ${days === 1 ? "day" : "days"}`;
  if (days <= 7) return { label: "Due Very Soon", tone: "orange", message: when };
  if (days <= 14) return { label: "Due Soon", tone: "yellow", message: when };
  return { label: "Pending", tone: "info", message: when };
}

/** 'Invoice due-date indicator in the project view'. */
export function projectDueIndicator(dueDate: string | null, today: Date): { label: string; tone: Tone } {
  if (!dueDate) return { label: "No Due Date", tone: "neutral" };
  const days = daysUntil(dueDate, today);
  if (days < 0) return { label: "Overdue", tone: "danger" };
  if (days <= 7) return { label: "Due Soon", tone: "orange" };
  if (days <= 14) return { label: "Due In 2 Weeks", tone: "yellow" };
  return { label: "On Track", tone: "success" };
}

/** 'Invoice list on the invoices screen': the 15-day rule. */
export function invoiceListStatus(
  invoice: InvoiceLike,
  today: Date,
): { label: string; tone: Tone; message: string | null } {
  if (invoice.paymentStatus === "Paid") return { label: "Paid", tone: "success", message: null };
  // a draft is not issued yet: nothing is due
  if (invoice.paymentStatus === "Draft") return { label: "Draft", tone: "neutral", message: null };
  if (!invoice.dueDate) return { label: invoice.paymentStatus, tone: "neutral", message: null };
  const days = daysUntil(invoice.dueDate, today);
  if (days < 0)
    return { label: "Overdue", tone: "danger", message: `${-days} days overdue - Interest and fees may apply` };
  if (days <= 15) return { label: "Due Soon", tone: "orange", message: `Due in ${days} days` };
  return { label: "Pending", tone: "info", message: null };
}

/**
 * A milestone invoice issued on its sprint's approval keeps the payment term it was drafted with (the days
 * from its invoice date to its due date; 30 when it had no due date), counted from the approval day.
 */
export function issuedDates(draft: { invoiceDate: string; dueDate: string | null }, approvedOn: string) {
  const term = draft.dueDate ? Math.max(0, daysUntil(draft.dueDate, new Date(`${draft.invoiceDate}T00:00:00Z`))) : 30;
  return { invoiceDate: approvedOn, dueDate: addDays(approvedOn, term) };
}

/** A blank due date defaults to 30 days after the invoice date. */
export function defaultDueDate(invoiceDate: string) {
  const d = new Date(`${invoiceDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 30);
  return d.toISOString().slice(0, 10);
}
