import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { clientInvoices, clientProjects, profiles, projectSprints } from "~/db/schema";
import { isStaffRole, type Role } from "~/domain/access";
import { AppError, foundOr404 } from "~/domain/app-error";
import { addDays, toIsoDate } from "~/domain/dates";
import { defaultDueDate, invoiceListStatus } from "~/domain/invoice-status";
import { dayBounds, EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { INVOICE_LIST } from "~/domain/list-specs";
import { PAGE_SIZE } from "~/domain/pagination";
import type { InvoiceForm } from "~/domain/schemas/client-work";
import { isUuid } from "~/domain/schemas/portal";
import { deleteObject } from "~/platform/storage.server";
import { activityOf } from "./activity.server";
import { type Actor, lockClientProject } from "./client-projects.server";
import { csvStream, cursorText, olderThan } from "./csv-stream.server";
import { issueDraftInvoice } from "./invoice-issue.server";
import { readTablePage } from "./pagination.server";

/** What a screen shows of an invoice: whether a PDF is attached, never its private storage key. */
export const INVOICE_COLUMNS = {
  id: clientInvoices.id,
  invoiceNumber: clientInvoices.invoiceNumber,
  invoiceName: clientInvoices.invoiceName,
  amount: clientInvoices.amount,
  currency: clientInvoices.currency,
  invoiceDate: clientInvoices.invoiceDate,
  dueDate: clientInvoices.dueDate,
  paymentStatus: clientInvoices.paymentStatus,
  sprintId: clientInvoices.sprintId,
  hasFile: sql<boolean>`${clientInvoices.fileKey} is not null`,
  createdAt: clientInvoices.createdAt,
};

/** The unpaid: issued (not a draft), neither paid nor cancelled. */
const UNPAID = notInArray(clientInvoices.paymentStatus, ["Draft", "Paid", "Cancelled"]);
/** Past its due date, or marked Overdue without one: the list's "Overdue" (see invoiceListStatus). */
const OVERDUE_ON = (today: string) =>
  or(
    lt(clientInvoices.dueDate, today),
    and(isNull(clientInvoices.dueDate), eq(clientInvoices.paymentStatus, "Overdue")),
  );
/** Due today or within 15 days: the list's "Due Soon". */
const DUE_SOON_ON = (today: string) =>
  and(gte(clientInvoices.dueDate, today), lte(clientInvoices.dueDate, addDays(today, 15)));

/**
 * The invoices a filter keeps, as the screen judges them on `today` (a YYYY-MM-DD day): Overdue is an
 * unpaid invoice past its due date (or marked Overdue without one), Due Soon one due within 15 days.
 */
export function invoiceWhere({
  projectId,
  filters = EMPTY_FILTERS,
  today,
}: {
  projectId?: string;
  filters?: ListFilters;
  today: string;
}) {
  const { start, end } = dayBounds(filters);
  const byStatus: Record<string, SQL | undefined> = {
    unpaid: UNPAID,
    overdue: and(UNPAID, OVERDUE_ON(today)),
    "due-soon": and(UNPAID, DUE_SOON_ON(today)),
    draft: eq(clientInvoices.paymentStatus, "Draft"),
    paid: eq(clientInvoices.paymentStatus, "Paid"),
    cancelled: eq(clientInvoices.paymentStatus, "Cancelled"),
  };
  return and(
    projectId ? eq(clientInvoices.projectId, projectId) : undefined,
    filters.status ? byStatus[filters.status] : undefined,
    start ? gte(clientInvoices.invoiceDate, start) : undefined,
    end ? lt(clientInvoices.invoiceDate, end) : undefined,
  );
}

const INVOICE_ORDER: Record<string, SQL[]> = {
  newest: [desc(clientInvoices.createdAt)],
  oldest: [asc(clientInvoices.createdAt)],
  "invoice-date": [desc(clientInvoices.invoiceDate), desc(clientInvoices.createdAt)],
  due: [sql`${clientInvoices.dueDate} asc nulls last`, desc(clientInvoices.createdAt)],
  amount: [desc(clientInvoices.amount), desc(clientInvoices.createdAt)],
  number: [asc(clientInvoices.invoiceNumber)],
  client: [asc(profiles.fullName), desc(clientInvoices.createdAt)],
};

/**
 * One page of the invoices (25 a page), of one project or all, narrowed and ordered as the screen asks
 * (newest first unless told otherwise).
 */
export function listInvoices({
  projectId,
  filters = EMPTY_FILTERS,
  today = toIsoDate(new Date()),
  page = 1,
  size = PAGE_SIZE,
}: {
  projectId?: string;
  filters?: ListFilters;
  today?: string;
  page?: number;
  size?: number;
} = {}) {
  const where = invoiceWhere({ projectId, filters, today });
  const order = INVOICE_ORDER[sortOf(filters, INVOICE_LIST)] ?? INVOICE_ORDER.newest!;
  return readTablePage(clientInvoices, { page, size, where }, () =>
    db
      .select({
        ...INVOICE_COLUMNS,
        projectId: clientInvoices.projectId,
        projectTitle: clientProjects.title,
        clientName: profiles.fullName,
        clientOrganization: profiles.organizationName,
      })
      .from(clientInvoices)
      .innerJoin(clientProjects, eq(clientProjects.id, clientInvoices.projectId))
      .innerJoin(profiles, eq(profiles.id, clientInvoices.clientId))
      .where(where)
      // the id last: rows that tie keep one order from page to page
      .orderBy(...order, asc(clientInvoices.id)),
  );
}
export type InvoiceRow = Awaited<ReturnType<typeof listInvoices>>["rows"][number];

/** The invoices of one project or all, as CSV (streamed), with the status the screen shows (Overdue when past due). */
export function invoicesCsvStream({
  projectId,
  filters,
  today = new Date(),
}: {
  projectId?: string;
  filters?: ListFilters;
  today?: Date;
} = {}) {
  const where = invoiceWhere({ projectId, filters, today: toIsoDate(today) });
  return csvStream(
    [
      "invoice_number",
      "invoice",
      "client_project",
      "client",
      "organisation",
      "amount",
      "currency",
      "status",
      "invoice_date",
      "due_date",
      "created_at",
    ],
    async (after, limit) =>
      (
        await db
          .select({
            ...INVOICE_COLUMNS,
            projectTitle: clientProjects.title,
            clientName: profiles.fullName,
            clientOrganization: profiles.organizationName,
            at: cursorText(clientInvoices.createdAt),
          })
          .from(clientInvoices)
          .innerJoin(clientProjects, eq(clientProjects.id, clientInvoices.projectId))
          .innerJoin(profiles, eq(profiles.id, clientInvoices.clientId))
          .where(and(where, olderThan(clientInvoices.createdAt, clientInvoices.id, after)))
          .orderBy(desc(clientInvoices.createdAt), desc(clientInvoices.id))
          .limit(limit)
      ).map((row) => ({ ...row, cursor: { at: row.at, id: row.id } })),
    (r) => [
      r.invoiceNumber,
      r.invoiceName,
      r.projectTitle,
      r.clientName,
      r.clientOrganization,
      r.amount,
      r.currency,
      invoiceListStatus(r, today).label,
      r.invoiceDate,
      r.dueDate,
      r.createdAt,
    ],
  );
}

/**
 * What the invoices screen sums up over every invoice (of one project or all), counted in the database
 * whatever their number: the unpaid (neither paid nor cancelled) total per currency, how many of them are
 * overdue and due within 15 days on `today` (as the list shows them), and how many are paid.
 */
export async function summarizeInvoices({
  projectId,
  today = toIsoDate(new Date()),
}: {
  projectId?: string;
  today?: string;
} = {}) {
  const ofProject = projectId ? eq(clientInvoices.projectId, projectId) : undefined;
  const [open, [paid]] = await Promise.all([
    db
      .select({
        currency: clientInvoices.currency,
        total: sql<string>`sum(${clientInvoices.amount})::text`,
        count: count(),
        overdue: sql<number>`(count(*) filter (where ${OVERDUE_ON(today)}))::int`,
        dueSoon: sql<number>`(count(*) filter (where ${DUE_SOON_ON(today)}))::int`,
      })
      .from(clientInvoices)
      .where(and(ofProject, UNPAID))
      .groupBy(clientInvoices.currency)
      .orderBy(clientInvoices.currency),
    db
      .select({ n: count() })
      .from(clientInvoices)
      .where(and(ofProject, eq(clientInvoices.paymentStatus, "Paid"))),
  ]);
  return {
    outstanding: open.map(({ currency, total, count }) => ({ currency, total, count })),
    overdue: open.reduce((n, c) => n + c.overdue, 0),
    dueSoon: open.reduce((n, c) => n + c.dueSoon, 0),
    paidCount: paid?.n ?? 0,
  };
}

/**
 * The currency a new invoice of each project starts with: the one of its client's latest invoice
 * (on any of the client's projects). Projects whose client has no invoice yet are left out.
 */
export async function usualInvoiceCurrencies({ projectId }: { projectId?: string } = {}) {
  // per project, its client's latest invoice, read off client_invoices_client_latest_idx: as fast with
  // 2,000 invoices as with 10
  const rows = await db.execute<{ projectId: string; currency: string }>(sql`
    select p.id as "projectId", latest.currency
    from client_projects p
    cross join lateral (
      select i.currency from client_invoices i
      where i.client_id = p.client_id
      order by i.created_at desc, i.id desc
      limit 1
    ) latest
    ${projectId ? sql`where p.id = ${projectId}` : sql``}`);
  return Object.fromEntries(rows.rows.map((r) => [r.projectId, r.currency])) as Record<string, string>;
}

const invoiceActivity = activityOf("invoice");

/** The project must exist ('Project not found'); the invoice belongs to the project's client. */
async function projectClient(tx: Transaction, projectId: string) {
  return (await lockClientProject(tx, projectId)).clientId;
}

export const SPRINT_OF_OTHER_PROJECT_MESSAGE = "Choose a sprint of the invoice's project";
export const SPRINT_TAKEN_MESSAGE = "Another invoice is already linked to this sprint";

/**
 * A milestone invoice's sprint must be one of its project's, and not another invoice's (the unique index
 * `client_invoices_sprint_once` holds the rule when two saves race; this gives the field its message).
 */
async function checkMilestoneSprint(tx: Transaction, input: InvoiceForm, invoiceId: string | null) {
  if (!input.sprintId) return;
  const [sprint] = await tx
    .select({ id: projectSprints.id })
    .from(projectSprints)
    .where(and(eq(projectSprints.id, input.sprintId), eq(projectSprints.projectId, input.projectId)))
    .limit(1);
  if (!sprint) throw new AppError("invalid", SPRINT_OF_OTHER_PROJECT_MESSAGE, { field: "sprintId" });
  const [other] = await tx
    .select({ id: clientInvoices.id })
    .from(clientInvoices)
    .where(and(eq(clientInvoices.sprintId, input.sprintId), invoiceId ? ne(clientInvoices.id, invoiceId) : undefined))
    .limit(1);
  if (other) throw new AppError("conflict", SPRINT_TAKEN_MESSAGE, { field: "sprintId" });
}

function invoiceValues(input: InvoiceForm, clientId: string) {
  return {
    projectId: input.projectId,
    clientId,
    invoiceNumber: input.invoiceNumber,
    invoiceName: input.invoiceName,
    amount: input.amount,
    currency: input.currency,
    invoiceDate: input.invoiceDate,
    // A blank due date defaults to 30 days after the invoice date
    dueDate: input.dueDate ?? defaultDueDate(input.invoiceDate),
    paymentStatus: input.paymentStatus,
    sprintId: input.sprintId,
  };
}

/** `fileKey` is the private storage key of an uploaded PDF (invoices/…), never a public URL. */
export async function createInvoice({
  actor,
  input,
  fileKey,
}: {
  actor: Actor;
  input: InvoiceForm;
  fileKey: string | null;
}) {
  return db.transaction(async (tx) => {
    const clientId = await projectClient(tx, input.projectId);
    await checkMilestoneSprint(tx, input, null);
    const [row] = await tx
      .insert(clientInvoices)
      .values({ ...invoiceValues(input, clientId), fileKey })
      .returning({ id: clientInvoices.id, dueDate: clientInvoices.dueDate });
    await invoiceActivity(tx, actor, "create", row!.id, `Created invoice ${input.invoiceNumber}`);
    return row!;
  });
}

/** A new file replaces the old one, which is removed once the change is committed. */
export async function updateInvoice({
  actor,
  input,
  fileKey,
}: {
  actor: Actor;
  input: InvoiceForm & { id: string };
  fileKey: string | null;
}) {
  const { previousKey, dueDate } = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ fileKey: clientInvoices.fileKey })
      .from(clientInvoices)
      .where(eq(clientInvoices.id, input.id))
      .for("update")
      .limit(1);
    const before = foundOr404(locked, "Invoice not found");
    const clientId = await projectClient(tx, input.projectId);
    await checkMilestoneSprint(tx, input, input.id);
    const [row] = await tx
      .update(clientInvoices)
      .set({ ...invoiceValues(input, clientId), ...(fileKey ? { fileKey } : {}) })
      .where(eq(clientInvoices.id, input.id))
      .returning({ dueDate: clientInvoices.dueDate });
    await invoiceActivity(tx, actor, "update", input.id, `Updated invoice ${input.invoiceNumber}`);
    return { previousKey: fileKey && before.fileKey !== fileKey ? before.fileKey : null, dueDate: row!.dueDate };
  });
  if (previousKey) await deleteObject(previousKey).catch(() => undefined);
  return { dueDate };
}

/** 'Mark Paid'; the stored status is never changed by due-date computation. */
/**
 * 'Mark Paid': only an issued invoice the client owes (Pending or Overdue); a draft the client never saw,
 * a cancelled invoice and one already paid are refused with the reason (409), in the same statement.
 */
export async function markInvoicePaid({ actor, id }: { actor: Actor; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(clientInvoices)
      .set({ paymentStatus: "Paid", updatedAt: sql`now()` })
      .where(and(eq(clientInvoices.id, id), inArray(clientInvoices.paymentStatus, ["Pending", "Overdue"])))
      .returning({ invoiceNumber: clientInvoices.invoiceNumber });
    if (!row) {
      const status = await currentStatus(tx, id);
      throw new AppError("conflict", NOT_PAYABLE[status] ?? `A ${status} invoice cannot be marked paid`);
    }
    // the status change dates the payment on the client's timeline (app/data/timeline.server.ts)
    await invoiceActivity(tx, actor, "update", id, `Invoice ${row.invoiceNumber} marked as paid`, {
      status: { to: "Paid" },
    });
  });
}

/** An invoice's status, read to word a refusal; a missing invoice is a 404. */
async function currentStatus(tx: Transaction, id: string) {
  const [current] = await tx
    .select({ status: clientInvoices.paymentStatus })
    .from(clientInvoices)
    .where(eq(clientInvoices.id, id))
    .limit(1);
  return foundOr404(current, "Invoice not found").status;
}

const NOT_PAYABLE: Record<string, string> = {
  Draft: "This invoice is a draft the client has not been sent: issue it before marking it paid",
  Paid: "This invoice is already paid",
  Cancelled: "A cancelled invoice cannot be marked paid",
};

/**
 * 'Issue Invoice' on a draft: Pending, dated today, due after the term it was drafted with, the client
 * told by a portal notice and e-mail (issueDraftInvoice). Anything but a draft is a 409.
 */
export async function issueInvoice({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
  return db.transaction(async (tx) => {
    const issued = await issueDraftInvoice(tx, {
      match: { id },
      actor,
      today: toIsoDate(now),
      summary: (number) => `Invoice ${number} issued`,
    });
    if (issued) return issued;
    await currentStatus(tx, id);
    throw new AppError("conflict", "This invoice is already issued");
  });
}

export async function deleteInvoice({ actor, id }: { actor: Actor; id: string }) {
  const fileKey = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(clientInvoices)
      .where(eq(clientInvoices.id, id))
      .returning({ invoiceNumber: clientInvoices.invoiceNumber, fileKey: clientInvoices.fileKey });
    const { invoiceNumber, fileKey } = foundOr404(row, "Invoice not found");
    await invoiceActivity(tx, actor, "delete", id, `Deleted invoice ${invoiceNumber}`);
    return fileKey;
  });
  if (fileKey) await deleteObject(fileKey).catch(() => undefined);
}

/**
 * An invoice's PDF to download: its storage key and number, when the viewer may read it; else null (for
 * a missing invoice too, so nothing leaks). Staff read every invoice, a client only the sent invoices of
 * their own projects.
 */
export async function findInvoiceFile({
  invoiceId,
  viewer,
}: {
  invoiceId: string;
  viewer: { userId: string; role: Role | null };
}) {
  if (!isUuid(invoiceId)) return null;
  const [invoice] = await db
    .select({
      fileKey: clientInvoices.fileKey,
      number: clientInvoices.invoiceNumber,
      status: clientInvoices.paymentStatus,
      ownerId: clientProjects.clientId,
    })
    .from(clientInvoices)
    .innerJoin(clientProjects, eq(clientProjects.id, clientInvoices.projectId))
    .where(eq(clientInvoices.id, invoiceId))
    .limit(1);
  const mayRead =
    invoice &&
    (isStaffRole(viewer.role) ||
      (viewer.role === "client" && invoice.ownerId === viewer.userId && invoice.status !== "Draft"));
  if (!invoice || !mayRead || !invoice.fileKey) return null;
  return { fileKey: invoice.fileKey, number: invoice.number };
}
