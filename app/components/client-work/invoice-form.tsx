import { FileText } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { EntityFormDialog } from "~/components/dashboard/entity-form";
import { ChoiceField, FieldGroup, RecordSelectField, TextField } from "~/components/form/fields";
import { Field, Select } from "~/components/ui/input";
import { formatDate } from "~/domain/format";
import { defaultDueDate } from "~/domain/invoice-status";
import { CURRENCIES, InvoiceFormSchema } from "~/domain/schemas/client-work";
import { INVOICE_STATUSES } from "~/domain/statuses";
import { MAX_PDF_BYTES } from "~/domain/upload-limits";
import { projectChoices } from "./form-parts";

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
  sprintId: string | null;
  hasFile: boolean;
};

/** A sprint the invoice may be the milestone invoice of (sprints of the invoice's project). */
export type SprintChoice = { id: string; projectId: string; title: string; sprintOrder: number };

/** The currency a new invoice starts with when the client has no invoice yet. */
const DEFAULT_CURRENCY = "USD";

/** PDF only; the server checks the content too. */
function checkPdf(form: HTMLFormElement): Record<string, string> {
  const input = form.elements.namedItem("file");
  const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
  if (!file) return {};
  const looksPdf = file.type === "application/pdf" || (file.type === "" && /\.pdf$/i.test(file.name));
  if (!looksPdf) return { file: "Please choose a PDF file" };
  if (file.size > MAX_PDF_BYTES) return { file: "The file is too large (maximum 10 MB)" };
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
  sprints,
  onDone,
}: {
  /** the project's sprints; without them the dialog asks the server for the chosen project's */
  sprints?: SprintChoice[];
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
  const [invoiceDate, setInvoiceDate] = useState(invoice?.invoiceDate ?? today);
  const isEdit = Boolean(invoice);
  const fixedProject = isProjectLocked ? (invoice?.projectId ?? projectId) : null;
  const usualFor = (id: string | null | undefined) => {
    const usual = id ? usualCurrencies[id] : undefined;
    return usual && (CURRENCIES as readonly string[]).includes(usual) ? usual : undefined;
  };
  // a new invoice takes the client's usual currency, following the project chosen; staff may change it
  const [chosenProject, setChosenProject] = useState(invoice?.projectId ?? projectId ?? "");
  const asked = useFetcher<{ sprints: SprintChoice[] }>();
  const shownProject = fixedProject ?? chosenProject;
  const load = asked.load;
  useEffect(() => {
    if (!sprints && shownProject) void load(`/dashboard/invoices/sprint-choices?project=${shownProject}`);
  }, [sprints, shownProject, load]);
  const sprintChoices = (sprints ?? asked.data?.sprints ?? [])
    .filter((s) => s.projectId === shownProject)
    .map((s) => ({ id: s.id, label: `Sprint ${s.sprintOrder}: ${s.title}` }));
  const [currency, setCurrency] = useState(invoice?.currency ?? usualFor(projectId) ?? DEFAULT_CURRENCY);
  const dueHint = /^\d{4}-\d{2}-\d{2}$/.test(invoiceDate)
    ? `Leave blank for 30 days after the invoice date (${formatDate(defaultDueDate(invoiceDate))})`
    : "Leave blank for 30 days after the invoice date";

  return (
    <EntityFormDialog
      noun="Invoice"
      description="The client sees it in their portal, with the PDF when one is attached (a Draft only once it is issued)."
      size="lg"
      schema={InvoiceFormSchema}
      extraCheck={extraCheck}
      onDone={onDone}
      intent="invoice.save"
      recordId={invoice?.id}
      encType="multipart/form-data"
    >
      {(form) => (
        <>
          <FieldGroup legend="Invoice">
            {fixedProject ? (
              <input type="hidden" name="projectId" value={fixedProject} />
            ) : (
              <RecordSelectField
                form={form}
                name="projectId"
                label="Project"
                prompt="Choose a project…"
                records={projectChoices(projects)}
                defaultValue={invoice?.projectId ?? projectId ?? ""}
                onChange={(event) => {
                  setChosenProject(event.currentTarget.value);
                  const usual = usualFor(event.currentTarget.value);
                  if (!isEdit && usual) setCurrency(usual);
                }}
                required
              />
            )}
            <TextField
              form={form}
              name="invoiceNumber"
              label="Invoice number"
              defaultValue={invoice?.invoiceNumber ?? ""}
              required
              placeholder="INV-2026-007"
              autoComplete="off"
            />
            <TextField
              form={form}
              name="invoiceName"
              label="Invoice name"
              defaultValue={invoice?.invoiceName ?? ""}
              required
              placeholder="Milestone 2"
              autoComplete="off"
            />
            <TextField
              form={form}
              name="amount"
              label="Amount"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              defaultValue={invoice?.amount ?? ""}
              required
              placeholder="0.00"
              inputClassName="tabular-nums"
            />
            <Field {...form.fieldFor("currency")} label="Currency">
              <Select {...form.field("currency")} value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}>
                {CURRENCIES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </Select>
            </Field>
          </FieldGroup>
          <FieldGroup legend="Dates and status">
            <TextField
              form={form}
              name="invoiceDate"
              label="Invoice date"
              type="date"
              defaultValue={invoiceDate}
              onChange={(e) => setInvoiceDate(e.target.value)}
              required
            />
            <TextField
              form={form}
              name="dueDate"
              label="Due date"
              hint={dueHint}
              type="date"
              defaultValue={invoice?.dueDate ?? ""}
            />
            <ChoiceField
              form={form}
              name="paymentStatus"
              label="Status"
              choices={INVOICE_STATUSES}
              defaultValue={invoice?.paymentStatus ?? "Pending"}
            />
            <RecordSelectField
              form={form}
              name="sprintId"
              label="Milestone of sprint"
              none="None (not a milestone invoice)"
              records={sprintChoices}
              defaultValue={invoice?.sprintId ?? ""}
              hint="A Draft invoice linked to a sprint is issued when the client approves the sprint: dated that day, due after the same number of days as drafted (30 without a due date), and e-mailed to the client."
            />
          </FieldGroup>
          <FieldGroup legend="Document" className="sm:grid-cols-1">
            <Field
              {...form.fieldFor("file")}
              label="Invoice PDF"
              hint={
                invoice?.hasFile
                  ? "A PDF is attached. Choose a new one to replace it."
                  : "PDF only, up to 10 MB. Private to staff and this client."
              }
            >
              <div className="flex items-center gap-3 rounded-lg border border-dashed border-line-strong bg-surface-sunken/60 p-3">
                <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                <input
                  {...form.field("file")}
                  type="file"
                  accept="application/pdf,.pdf"
                  className="w-full text-sm text-ink-muted file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
                />
              </div>
            </Field>
          </FieldGroup>
        </>
      )}
    </EntityFormDialog>
  );
}
