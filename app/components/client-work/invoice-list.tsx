import { CircleCheck, Download, FileX2, Receipt, Send } from "lucide-react";
import { RecordList, type RecordListPager } from "~/components/dashboard/record-list";
import { ActionButton, RowActions } from "~/components/dashboard/row-actions";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/domain/format";
import { invoiceListStatus, projectDueIndicator } from "~/domain/invoice-status";
import { formatMoney } from "~/domain/money";
import { ToneBadge } from "./badges";
import { deleteOf } from "./delete-questions";
import type { InvoiceValue } from "./invoice-form";

export type InvoiceListItem = InvoiceValue & {
  projectTitle: string;
  clientName: string | null;
  clientOrganization: string | null;
};

/** What the client owes: only these can be marked paid (a draft is issued first). */
const PAYABLE = new Set(["Pending", "Overdue"]);

/**
 * Invoices with their amount, dates and status. On the invoices screen the status follows the
 * 15-day rule with its message; in the project view a due indicator (7 / 14 days) sits beside the
 * stored status.
 */
export function InvoiceList({
  invoices,
  today,
  view,
  onEdit,
  emptyText,
  pager,
}: {
  invoices: InvoiceListItem[];
  today: string;
  view: "screen" | "project";
  onEdit: (invoice: InvoiceListItem) => void;
  emptyText: string;
  /** the list's pages */
  pager: RecordListPager;
}) {
  const now = new Date(`${today}T12:00:00Z`);
  return (
    <RecordList
      rows={invoices}
      layout="rows"
      empty={{ icon: <Receipt />, title: "No invoices yet", children: emptyText }}
      pager={pager}
      itemProps={(invoice) => ({
        id: `invoice-${invoice.id}`,
        className:
          "scroll-mt-24 grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1.1fr)_minmax(0,1.6fr)_16rem] lg:items-center lg:gap-6",
      })}
      item={(invoice) => {
        const listed = invoiceListStatus(invoice, now);
        const due = projectDueIndicator(invoice.dueDate, now);
        return (
          <>
            <div className="col-span-2 min-w-0 lg:col-span-1">
              <p className="font-mono text-xs font-medium tracking-wide text-ink-subtle">{invoice.invoiceNumber}</p>
              <p className="mt-0.5 font-semibold text-ink wrap-anywhere">{invoice.invoiceName}</p>
              {view === "screen" ? (
                <p
                  className="mt-0.5 truncate text-sm text-ink-muted"
                  title={`${invoice.projectTitle}${invoice.clientName ? ` · ${invoice.clientName}` : ""}`}
                >
                  {invoice.projectTitle}
                  {invoice.clientName ? ` · ${invoice.clientName}` : ""}
                </p>
              ) : null}
            </div>
            <div>
              <p className="font-display text-lg font-semibold tabular-nums">
                {formatMoney(invoice.amount, invoice.currency)}
              </p>
              <p className="text-xs text-ink-muted">
                {invoice.paymentStatus === "Draft" ? "Drafted" : "Issued"} {formatDate(invoice.invoiceDate)}
              </p>
            </div>
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                {view === "screen" ? (
                  <ToneBadge label={listed.label} tone={listed.tone} />
                ) : (
                  <>
                    <ToneBadge
                      label={invoice.paymentStatus}
                      tone={
                        invoice.paymentStatus === "Paid"
                          ? "success"
                          : invoice.paymentStatus === "Overdue"
                            ? "danger"
                            : "neutral"
                      }
                    />
                    {invoice.paymentStatus === "Paid" || invoice.paymentStatus === "Draft" ? null : (
                      <ToneBadge label={due.label} tone={due.tone} />
                    )}
                  </>
                )}
              </div>
              <p className="mt-1 text-xs text-ink-muted">
                {view === "screen" && listed.message ? (
                  <span
                    className={listed.tone === "danger" ? "font-medium text-danger-700" : "font-medium text-orange-700"}
                  >
                    {listed.message}
                  </span>
                ) : invoice.dueDate ? (
                  `Due ${formatDate(invoice.dueDate)}`
                ) : (
                  "No due date"
                )}
              </p>
            </div>
            <div className="col-span-2 flex flex-wrap items-center gap-1.5 border-t border-line pt-3 lg:col-span-1 lg:flex-nowrap lg:justify-end lg:border-0 lg:pt-0">
              {invoice.hasFile ? (
                <Button asChild variant="ghost" size="icon-sm" title="Download PDF">
                  <a
                    href={`/files/invoices/${invoice.id}`}
                    download
                    aria-label={`Download PDF of ${invoice.invoiceNumber}`}
                  >
                    <Download />
                  </a>
                </Button>
              ) : (
                <span
                  className="grid size-8 place-items-center text-ink-subtle/70"
                  title="No PDF attached"
                  role="img"
                  aria-label="No PDF attached"
                >
                  <FileX2 className="size-4" aria-hidden="true" />
                </span>
              )}
              {invoice.paymentStatus === "Draft" ? (
                <ActionButton
                  intent="invoice.issue"
                  fields={{ id: invoice.id }}
                  label={`Issue Invoice ${invoice.invoiceNumber}`}
                  confirm={{
                    title: "Issue this invoice?",
                    message: `${invoice.invoiceNumber} becomes due and the client is sent it by e-mail and in the portal.`,
                    confirmLabel: "Issue Invoice",
                    confirmVariant: "primary",
                  }}
                >
                  <Send aria-hidden="true" />
                  Issue Invoice
                </ActionButton>
              ) : PAYABLE.has(invoice.paymentStatus) ? (
                <ActionButton intent="invoice.paid" fields={{ id: invoice.id }}>
                  <CircleCheck aria-hidden="true" />
                  Mark Paid
                </ActionButton>
              ) : null}
              <RowActions
                name={invoice.invoiceNumber}
                onEdit={() => onEdit(invoice)}
                remove={deleteOf("invoice", invoice.id)}
              />
            </div>
          </>
        );
      }}
    />
  );
}
