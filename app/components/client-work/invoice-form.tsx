import { FileText } from "lucide-react";
import { useCallback, useState } from "react";
import { DialogContent } from "~/components/ui/dialog";
import { Field, Input, Select } from "~/components/ui/input";
import { formatDate } from "~/domain/format";
import { defaultDueDate } from "~/domain/invoice-status";
import { CURRENCIES, InvoiceFormSchema } from "~/domain/schemas/client-work";
import { INVOICE_STATUSES } from "~/domain/statuses";
import { DialogFormActions, FieldGroup, FormAlert, Required } from "./form-parts";
import { useActionForm } from "./use-action-form";

export type InvoiceValue = {
  id: string;
  projectId: string;
  invoiceNumber: string;
  invoiceName: string;
  amount: string;
  currency: string;
  invoiceDate: string;
  dueDate: string | null;
  paymentStatus: string;
  hasFile: boolean;
};

/** The currency a new invoice starts with when the client has no invoice yet. */
const DEFAULT_CURRENCY = "USD";

/** PDF only; the server checks the content too. */
function checkPdf(form: HTMLFormElement): Record<string, string> {
  const input = form.elements.namedItem("file");
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
  if (!file) return {};
  const looksPdf = file.type === "application/pdf" || (file.type === "" && /\.pdf$/i.test(file.name));
  if (!looksPdf) return { file: "Please choose a PDF file" };
  if (file.size > 10 * 1024 * 1024) return { file: "The file is too large (maximum 10 MB)" };
  return {};
}

/** Create or edit an invoice: a blank due date becomes 30 days after the invoice date. */
export function InvoiceFormDialog({
  invoice,
  projectId,
  projects,
  today,
  isProjectLocked = false,
  usualCurrencies = {},
  onDone,
}: {
  invoice: InvoiceValue | null;
  projectId: string | null;
  /** project id → the currency of its client's other invoices: a new invoice starts with it */
  usualCurrencies?: Record<string, string>;
  /** in a project's own view the invoice stays in that project */
  isProjectLocked?: boolean;
  projects: { id: string; title: string }[];
  today: string;
  onDone: () => void;
}) {
  const extraCheck = useCallback(checkPdf, []);
  const { fetcher, formProps, errors, field, isBusy, formError } = useActionForm({
    schema: InvoiceFormSchema,
    onSuccess: onDone,
    extraCheck,
  });
  const [invoiceDate, setInvoiceDate] = useState(invoice?.invoiceDate ?? today);
  const isEdit = Boolean(invoice);
  const fixedProject = isProjectLocked ? (invoice?.projectId ?? projectId) : null;
  const usualFor = (id: string | null | undefined) => {
    const usual = id ? usualCurrencies[id] : undefined;
    return usual && (CURRENCIES as readonly string[]).includes(usual) ? usual : undefined;
  };
  // a new invoice takes the client's usual currency, following the project chosen; staff may change it
  const [currency, setCurrency] = useState(invoice?.currency ?? usualFor(projectId) ?? DEFAULT_CURRENCY);
  const dueHint = /^\d{4}-\d{2}-\d{2}$/.test(invoiceDate)
    ? `Leave blank for 30 days after the invoice date (${formatDate(defaultDueDate(invoiceDate))})`
    : "Leave blank for 30 days after the invoice date";

  return (
    <DialogContent
      title={isEdit ? "Edit Invoice" : "New Invoice"}
      description="The client sees it in their portal, with the PDF when one is attached."
      className="max-w-2xl"
    >
      <fetcher.Form method="post" encType="multipart/form-data" {...formProps}>
        <input type="hidden" name="intent" value="invoice.save" />
        {invoice ? <input type="hidden" name="id" value={invoice.id} /> : null}
        <FormAlert message={formError} />
        <div className="grid grid-cols-1 gap-8">
          <FieldGroup legend="Invoice">
            {fixedProject ? (
              <input type="hidden" name="projectId" value={fixedProject} />
            ) : (
              <Field
                id={field("projectId").id}
                label={
                  <>
                    Project
                    <Required />
                  </>
                }
                error={errors.projectId}
                className="sm:col-span-2"
              >
                <Select
                  {...field("projectId")}
                  defaultValue={invoice?.projectId ?? projectId ?? ""}
                  onChange={(event) => {
                    const usual = usualFor(event.currentTarget.value);
                    if (!isEdit && usual) setCurrency(usual);
                  }}
                  required
                >
                  <option value="" disabled>
                    Choose a project…
                  </option>
                  {projects.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.title}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <Field
              id={field("invoiceNumber").id}
              label={
                <>
                  Invoice number
                  <Required />
                </>
              }
              error={errors.invoiceNumber}
            >
              <Input
                {...field("invoiceNumber")}
                defaultValue={invoice?.invoiceNumber ?? ""}
                required
                placeholder="INV-2026-007"
                autoComplete="off"
              />
            </Field>
            <Field
              id={field("invoiceName").id}
              label={
                <>
                  Invoice name
                  <Required />
                </>
              }
              error={errors.invoiceName}
            >
              <Input
                {...field("invoiceName")}
                defaultValue={invoice?.invoiceName ?? ""}
                required
                placeholder="Milestone 2"
                autoComplete="off"
              />
            </Field>
            <Field
              id={field("amount").id}
              label={
                <>
                  Amount
                  <Required />
                </>
              }
              error={errors.amount}
            >
              <Input
                {...field("amount")}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                defaultValue={invoice?.amount ?? ""}
                required
                placeholder="0.00"
                className="tabular-nums"
              />
            </Field>
            <Field id={field("currency").id} label="Currency" error={errors.currency}>
              <Select {...field("currency")} value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
                {CURRENCIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </Select>
            </Field>
          </FieldGroup>
          <FieldGroup legend="Dates and status">
            <Field
              id={field("invoiceDate").id}
              label={
                <>
                  Invoice date
                  <Required />
                </>
              }
              error={errors.invoiceDate}
            >
              <Input
                {...field("invoiceDate")}
                type="date"
                defaultValue={invoiceDate}
                onChange={(e) => setInvoiceDate(e.target.value)}
                required
              />
            </Field>
            <Field id={field("dueDate").id} label="Due date" error={errors.dueDate} hint={dueHint}>
              <Input {...field("dueDate")} type="date" defaultValue={invoice?.dueDate ?? ""} />
            </Field>
            <Field id={field("paymentStatus").id} label="Status" error={errors.paymentStatus}>
              <Select {...field("paymentStatus")} defaultValue={invoice?.paymentStatus ?? "Pending"}>
                {INVOICE_STATUSES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </Select>
            </Field>
          </FieldGroup>
          <FieldGroup legend="Document" className="sm:grid-cols-1">
            <Field
              id={field("file").id}
              label="Invoice PDF"
              error={errors.file}
              hint={
                invoice?.hasFile
                  ? "A PDF is attached. Choose a new one to replace it."
                  : "PDF only, up to 10 MB. Private to staff and this client."
              }
            >
              <div className="flex items-center gap-3 rounded-lg border border-dashed border-line-strong bg-surface-sunken/60 p-3">
                <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                <input
                  {...field("file")}
                  type="file"
                  accept="application/pdf,.pdf"
                  className="w-full text-sm text-ink-muted file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
                />
              </div>
            </Field>
          </FieldGroup>
        </div>
        <DialogFormActions isBusy={isBusy} submitLabel={isEdit ? "Save Changes" : "Create Invoice"} />
      </fetcher.Form>
    </DialogContent>
  );
}
