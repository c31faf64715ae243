import { Download, FileClock, Receipt } from "lucide-react";
import { LoadError } from "~/components/load-error";
import { Card, EmptyState } from "~/components/ui/card";
import { TableHead } from "~/components/ui/table-head";
import type { PortalView } from "~/data/portal-view.server";
import { formatDate } from "~/domain/format";
import { NO_FILE_MESSAGE } from "~/domain/schemas/portal";
import { cn } from "~/lib/utils";
import { InvoiceStatusBadge } from "./status-badges";

type Invoice = PortalView["invoices"][number];

const MESSAGE_TONE: Record<string, string> = {
  danger: "text-danger-700",
  orange: "text-orange-700",
  yellow: "text-yellow-800",
  success: "text-success-700",
  info: "text-info-700",
  neutral: "text-ink-muted",
};

/** Invoices tab: newest first, the display status, the private document or the spec's note. */
export function InvoicesTab({
  invoices,
  totals,
  loadError,
}: {
  invoices: Invoice[];
  totals: PortalView["invoiceTotals"];
  loadError?: string | null;
}) {
  if (loadError) return <LoadError message={loadError} />;
  if (invoices.length === 0) {
    return (
      <EmptyState icon={<Receipt />} title="No invoices yet">
        Invoices for this project will appear here.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-h2 font-bold">Invoices</h2>
        <p className="text-sm text-ink-muted">Newest first</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <Summary label="Outstanding" value={totals.outstanding} accent className="col-span-2 sm:col-span-1" />
        <Summary label="Paid" value={totals.paid} />
        <Summary label="Open invoices" value={String(totals.openCount)} />
      </dl>

      {/* wide screens: a table */}
      <Card className="hidden overflow-hidden md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Invoices of this project, newest first</caption>
          <TableHead
            look="portal"
            columns={[
              { label: "Invoice" },
              { label: "Issued" },
              { label: "Due" },
              { label: "Amount", className: "text-right" },
              { label: "Status" },
              { label: "Document" },
            ]}
          />
          <tbody className="divide-y divide-line">
            {invoices.map((invoice) => (
              <tr
                key={invoice.id}
                data-invoice-id={invoice.id}
                className="align-top transition-colors hover:bg-surface-sunken/40"
              >
                <td className="px-6 py-4">
                  <p className="font-semibold text-ink">{invoice.invoiceNumber}</p>
                  <p className="mt-0.5 text-ink-muted">{invoice.invoiceName}</p>
                </td>
                <td className="px-4 py-4 whitespace-nowrap text-ink-muted">{formatDate(invoice.invoiceDate)}</td>
                <td className="px-4 py-4 whitespace-nowrap text-ink-muted">{formatDate(invoice.dueDate, "—")}</td>
                <td className="px-4 py-4 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                  {invoice.amount}
                </td>
                <td className="px-4 py-4">
                  <InvoiceStatusBadge label={invoice.display.label} tone={invoice.display.tone} />
                  <p className={cn("mt-1 text-xs font-medium", MESSAGE_TONE[invoice.display.tone])}>
                    {invoice.display.message}
                  </p>
                </td>
                <td className="max-w-60 px-6 py-4">
                  <InvoiceDocument invoice={invoice} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      {/* narrow screens: cards */}
      <ul className="grid gap-4 md:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id} data-invoice-id={invoice.id}>
            <Card className="p-5">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{invoice.invoiceNumber}</p>
                  <p className="mt-0.5 text-sm text-ink-muted">{invoice.invoiceName}</p>
                </div>
                <p className="font-display text-lg font-semibold whitespace-nowrap text-ink tabular-nums">
                  {invoice.amount}
                </p>
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <InvoiceStatusBadge label={invoice.display.label} tone={invoice.display.tone} />
                <span className={cn("text-xs font-medium", MESSAGE_TONE[invoice.display.tone])}>
                  {invoice.display.message}
                </span>
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-xs text-ink-subtle">Issued</dt>
                  <dd className="font-medium text-ink">{formatDate(invoice.invoiceDate)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-ink-subtle">Due</dt>
                  <dd className="font-medium text-ink">{formatDate(invoice.dueDate, "—")}</dd>
                </div>
              </dl>
              <div className="mt-4 border-t border-line pt-4">
                <InvoiceDocument invoice={invoice} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  if (invoice.documentUrl) {
    return (
      // a plain link: the private route answers with the PDF as a download
      <a
        href={invoice.documentUrl}
        download
        className="inline-flex items-center gap-1.5 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        <Download aria-hidden="true" className="size-4" />
        Download PDF
        <span className="sr-only">of invoice {invoice.invoiceNumber}</span>
      </a>
    );
  }
  return (
    <p className="flex items-start gap-1.5 text-xs text-ink-subtle">
      <FileClock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {NO_FILE_MESSAGE}
    </p>
  );
}

function Summary({
  label,
  value,
  accent = false,
  className,
}: {
  label: string;
  value: string;
  accent?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "rounded-(--radius-card) border p-4 shadow-(--shadow-card) sm:p-5",
        accent ? "border-brand-700 bg-brand-900 text-white" : "border-line bg-surface-raised",
        className,
      )}
    >
      <dt
        className={cn("text-xs font-semibold tracking-wide uppercase", accent ? "text-brand-200" : "text-ink-subtle")}
      >
        {label}
      </dt>
      <dd
        className={cn(
          "mt-1.5 font-display text-xl font-bold tabular-nums sm:mt-2 sm:text-2xl",
          accent ? "text-white" : "text-ink",
        )}
      >
        {value}
      </dd>
    </div>
  );
}
