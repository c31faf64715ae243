import { Download, Plus } from "lucide-react";
import { InvoiceFormDialog } from "~/components/client-work/invoice-form";
import { InvoiceList, type InvoiceListItem } from "~/components/client-work/invoice-list";
import { ListFilterBar } from "~/components/dashboard/list-filter-bar";
import { OpenRecordDialog, useOpenRecord } from "~/components/dashboard/open-record";
import { PageHeader } from "~/components/dashboard/page-header";
import { ActionToastHost } from "~/components/dashboard/row-actions";
import { ScreenError } from "~/components/error-page";
import { Button } from "~/components/ui/button";
import { listProjectOptions } from "~/data/client-projects.server";
import { listInvoices, summarizeInvoices, usualInvoiceCurrencies } from "~/data/invoices.server";
import { toIsoDate } from "~/domain/dates";
import { isNarrowed, listQuery, parseListFilters } from "~/domain/list-filters";
import { INVOICE_LIST } from "~/domain/list-specs";
import { formatMoney } from "~/domain/money";
import { parsePage } from "~/domain/pagination";
import { cn } from "~/lib/utils";
import { handleClientWorkAction } from "~/web/client-work-actions.server";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/invoices";

export const meta: Route.MetaFunction = () => [{ title: "Invoices | Admin Portal" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const projects = await listProjectOptions();
  const params = new URL(request.url).searchParams;
  const project = projects.find((p) => p.id === params.get("project")) ?? null;
  const filters = parseListFilters(params, INVOICE_LIST);
  const today = toIsoDate(new Date());
  const [invoicePage, summary, usualCurrencies] = await Promise.all([
    listInvoices({ projectId: project?.id, filters, today, page: parsePage(params.get("page")) }),
    summarizeInvoices({ projectId: project?.id, today }),
    usualInvoiceCurrencies(),
  ]);
  return {
    projects,
    projectId: project?.id ?? "",
    invoices: invoicePage.rows,
    pageInfo: invoicePage.info,
    summary,
    usualCurrencies,
    filters,
    query: listQuery(filters, { project: project?.id ?? "" }),
    today,
  };
}

export const action = ({ request }: Route.ActionArgs) =>
  handleClientWorkAction(request, ["invoice.save", "invoice.issue", "invoice.paid", "invoice.delete"]);

type InvoiceSummary = Awaited<ReturnType<typeof summarizeInvoices>>;

/** Sums up every invoice of the project filter, not only the page shown (counted in the database). */
function Summary({ summary }: { summary: InvoiceSummary }) {
  const tiles = [
    { label: "Overdue", value: summary.overdue, tone: "text-danger-700" },
    { label: "Due within 15 days", value: summary.dueSoon, tone: "text-orange-700" },
    { label: "Paid", value: summary.paidCount, tone: "text-success-700" },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 lg:grid-cols-4">
      <div className="col-span-3 rounded-xl border border-line bg-white px-4 py-3 shadow-(--shadow-card) lg:col-span-1">
        <dt className="text-xs font-medium text-ink-muted">Outstanding</dt>
        <dd className="mt-1 grid gap-0.5">
          {summary.outstanding.length === 0 ? (
            <span className="font-display text-2xl font-bold">Nothing due</span>
          ) : (
            summary.outstanding.map((o) => (
              <span key={o.currency} className="font-display text-xl font-bold tabular-nums">
                {formatMoney(o.total, o.currency)}
              </span>
            ))
          )}
        </dd>
      </div>
      {tiles.map((t) => (
        <div key={t.label} className="rounded-xl border border-line bg-white px-4 py-3 shadow-(--shadow-card)">
          <dt className="text-xs font-medium text-ink-muted">{t.label}</dt>
          <dd className={cn("mt-1 font-display text-2xl font-bold tabular-nums", t.tone)}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function InvoicesScreen({ loaderData }: Route.ComponentProps) {
  const { projects, projectId, invoices, pageInfo, usualCurrencies, today, filters, query } = loaderData;
  const dialog = useOpenRecord<InvoiceListItem>();
  const project = projects.find((p) => p.id === projectId);
  return (
    <ActionToastHost>
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8">
        <PageHeader
          eyebrow="Client work"
          title="Invoices"
          description="Bill clients and track payment. A PDF you attach is private: only staff and the project's client can download it."
          actions={
            <Button type="button" onClick={() => dialog.open(null)} disabled={projects.length === 0}>
              <Plus aria-hidden="true" />
              New Invoice
            </Button>
          }
        />
        <ListFilterBar
          id="invoices"
          label="Filter invoices"
          spec={INVOICE_LIST}
          filters={filters}
          isNarrowed={isNarrowed(filters, { projectId })}
          clearHref="/dashboard/invoices"
          projects={projects}
          projectId={projectId}
          dateLabel="Invoice date"
          summary={
            <>
              {pageInfo.total.toLocaleString("en-US")} {pageInfo.total === 1 ? "invoice" : "invoices"}
              {project ? ` for ${project.title}` : ""}
            </>
          }
          actions={
            <Button asChild variant="secondary" size="sm">
              <a href={`/dashboard/invoices.csv${query ? `?${query}` : ""}`} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          }
        />
        <Summary summary={loaderData.summary} />
        <InvoiceList
          invoices={invoices}
          today={today}
          view="screen"
          onEdit={(invoice) => dialog.open(invoice)}
          emptyText={
            isNarrowed(filters)
              ? "No invoices match these filters."
              : project
                ? `No invoices for ${project.title} yet.`
                : "Create an invoice for a client project to get paid."
          }
          pager={{ info: pageInfo, label: "Invoice pages" }}
        />
        <OpenRecordDialog record={dialog}>
          {(invoice) => (
            <InvoiceFormDialog
              invoice={invoice}
              projectId={projectId || null}
              projects={projects}
              usualCurrencies={usualCurrencies}
              today={today}
              onDone={dialog.close}
            />
          )}
        </OpenRecordDialog>
      </div>
    </ActionToastHost>
  );
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch invoices" />;
}
