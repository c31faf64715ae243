import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { clientInvoices } from "~/db/schema";
import { invoiceIssuedNotice } from "~/domain/client-notifications";
import { formatDate } from "~/domain/format";
import { issuedDates } from "~/domain/invoice-status";
import { formatMoney } from "~/domain/money";
import { activityOf } from "./activity.server";
import { notifyClient, portalLink } from "./project-notifications.server";

const invoiceActivity = activityOf("invoice");

export type IssuedInvoice = {
  id: string;
  invoiceNumber: string;
  amount: string;
  currency: string;
  invoiceDate: string;
  dueDate: string;
};

/**
 * Issues a draft invoice in the caller's transaction: it becomes Pending, dated `today`, due after the
 * term it was drafted with (issuedDates), with its activity row, and the client is told (a portal notice
 * and its e-mail through the outbox). `match` picks the draft: the milestone invoice of a sprint (the
 * client's approval, or staff completing the sprint) or one invoice by id (staff's "Issue Invoice").
 * Answers the invoice issued, or null when there was no draft to issue (none linked, or already issued:
 * the draft is read `FOR UPDATE`, so of two writers the second waits and then finds no draft).
 */
export async function issueDraftInvoice(
  tx: Transaction,
  {
    match,
    actor,
    today,
    sprint,
    summary,
  }: {
    match: { sprintId: string } | { id: string };
    actor: { userId: string; email: string; ip?: string | null };
    today: string;
    /** the sprint it bills, when issued by that sprint's sign-off or completion */
    sprint?: { title: string; approved: boolean };
    summary: (invoiceNumber: string) => string;
  },
): Promise<IssuedInvoice | null> {
  const [draft] = await tx
    .select({
      id: clientInvoices.id,
      projectId: clientInvoices.projectId,
      invoiceNumber: clientInvoices.invoiceNumber,
      amount: clientInvoices.amount,
      currency: clientInvoices.currency,
      invoiceDate: clientInvoices.invoiceDate,
      dueDate: clientInvoices.dueDate,
    })
    .from(clientInvoices)
    .where(
      and(
        "sprintId" in match ? eq(clientInvoices.sprintId, match.sprintId) : eq(clientInvoices.id, match.id),
        eq(clientInvoices.paymentStatus, "Draft"),
      ),
    )
    .for("update")
    .limit(1);
  if (!draft) return null;
  const dates = issuedDates(draft, today);
  // the row is locked above: no other writer can have issued it since it was read as a draft
  await tx
    .update(clientInvoices)
    .set({ paymentStatus: "Pending", ...dates, updatedAt: sql`now()` })
    .where(eq(clientInvoices.id, draft.id));
  await invoiceActivity(tx, actor, "update", draft.id, summary(draft.invoiceNumber), {
    status: { from: "Draft", to: "Pending" },
  });
  await notifyClient(tx, {
    projectId: draft.projectId,
    notice: invoiceIssuedNotice({
      sprintTitle: sprint?.title,
      approved: sprint?.approved,
      invoiceNumber: draft.invoiceNumber,
      amount: formatMoney(draft.amount, draft.currency),
      dueDate: formatDate(dates.dueDate),
    }),
    link: portalLink(`/client-portal/invoices?project=${draft.projectId}`),
  });
  return {
    id: draft.id,
    invoiceNumber: draft.invoiceNumber,
    amount: draft.amount,
    currency: draft.currency,
    ...dates,
  };
}
