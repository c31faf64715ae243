import { beforeEach, describe, expect, it } from "vitest";
import { clientInvoices, clientProjects } from "~/db/schema";
import { EMPTY_FILTERS, type ListFilters } from "~/domain/list-filters";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertInvoiceRun, invoiceInput } from "../../tests/setup/fixtures";
import { CLIENT, insertClientProjects, insertPeople, type Person, STAFF, staffActor } from "../../tests/setup/people";
import {
  createInvoice,
  deleteInvoice,
  findInvoiceFile,
  invoicesCsvStream,
  listInvoices,
  markInvoicePaid,
  summarizeInvoices,
  updateInvoice,
  usualInvoiceCurrencies,
} from "./invoices.server";

const db = useTestDatabase();
const actor = staffActor;

async function seed() {
  const priya: Person = { id: "client-2", email: "priya@globex.example", role: "client", fullName: "Priya" };
  await insertPeople([STAFF, CLIENT, priya]);
  const [acme, globex] = await insertClientProjects({ title: "Acme" }, { clientId: priya.id, title: "Globex" });
  return { acme: acme!, globex: globex! };
}

const invoice = invoiceInput;

beforeEach(truncateAll);

describe("invoices", () => {
  it("defaults a blank due date to 30 days after the invoice date and keeps the amount exact", async () => {
    const { acme } = await seed();
    const row = await createInvoice({ actor, input: invoice(acme, { amount: "999999999999.99" }), fileKey: null });
    expect(row.dueDate).toBe("2026-03-02");
    const [stored] = (await listInvoices({ projectId: acme })).rows;
    expect(stored?.amount).toBe("999999999999.99");
  });

  it("answers 'Project not found' for a missing project", async () => {
    await seed();
    await expect(
      createInvoice({ actor, input: invoice("00000000-0000-4000-8000-000000000000"), fileKey: null }),
    ).rejects.toThrow("Project not found");
  });

  it("belongs to the client of its project, even when moved to another project", async () => {
    const { acme, globex } = await seed();
    const { id } = await createInvoice({
      actor,
      input: invoice(acme, { dueDate: "2026-02-15" }),
      fileKey: "invoices/a.pdf",
    });
    let [row] = await db.select().from(clientInvoices);
    expect(row).toMatchObject({ clientId: "client-1", dueDate: "2026-02-15", fileKey: "invoices/a.pdf" });
    // the list says a PDF is attached without handing out its private key
    const [listed] = (await listInvoices()).rows;
    expect(listed?.hasFile).toBe(true);
    expect(listed).not.toHaveProperty("fileKey");
    await updateInvoice({ actor, input: { ...invoice(globex), id }, fileKey: null });
    [row] = await db.select().from(clientInvoices);
    expect(row).toMatchObject({ clientId: "client-2", projectId: globex, fileKey: "invoices/a.pdf" });
  });

  it("Mark Paid sets Paid; the filter narrows to a project; delete removes it", async () => {
    const { acme, globex } = await seed();
    const { id } = await createInvoice({ actor, input: invoice(acme), fileKey: null });
    await createInvoice({ actor, input: invoice(globex, { invoiceNumber: "G-1" }), fileKey: null });
    await markInvoicePaid({ actor, id });
    expect((await listInvoices({ projectId: acme })).rows.map((r) => [r.invoiceNumber, r.paymentStatus])).toEqual([
      ["INV-1", "Paid"],
    ]);
    expect((await listInvoices()).rows).toHaveLength(2);
    await deleteInvoice({ actor, id });
    expect((await listInvoices()).rows).toHaveLength(1);
    await expect(markInvoicePaid({ actor, id })).rejects.toThrow("Invoice not found");
  });

  it("lists 25 invoices a page, newest first, and sums up every open invoice beyond the page", async () => {
    const { acme } = await seed();
    const from = new Date(Date.UTC(2026, 0, 1));
    await insertInvoiceRun({ projectId: acme, clientId: "client-1", count: 27, paid: 2, amount: "10.00", from });
    const first = await listInvoices({ projectId: acme });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.invoiceNumber).toBe("N-26");
    expect(first.info).toMatchObject({ page: 1, pageCount: 2, total: 27 });
    expect((await listInvoices({ page: 2 })).rows.map((r) => r.invoiceNumber)).toEqual(["N-1", "N-0"]);
    const summary = await summarizeInvoices({ projectId: acme });
    expect(summary.outstanding).toEqual([{ currency: "USD", total: "250.00", count: 25 }]);
    expect(summary.paidCount).toBe(2);
  });
});

describe("an invoice's PDF", () => {
  it("is read by staff, by the client of its project once sent, and by nobody else", async () => {
    const { acme, globex } = await seed();
    const sent = await createInvoice({ actor, input: invoice(acme), fileKey: "invoices/sent.pdf" });
    const draft = await createInvoice({
      actor,
      input: invoice(acme, { invoiceNumber: "INV-2", paymentStatus: "Draft" }),
      fileKey: "invoices/draft.pdf",
    });
    const noFile = await createInvoice({ actor, input: invoice(globex, { invoiceNumber: "INV-3" }), fileKey: null });
    const staff = { userId: STAFF.id, role: "admin" as const };
    const owner = { userId: CLIENT.id, role: "client" as const };
    const other = { userId: "client-2", role: "client" as const };
    const read = (invoiceId: string, viewer: { userId: string; role: "admin" | "client" | null }) =>
      findInvoiceFile({ invoiceId, viewer });

    expect(await read(sent.id, staff)).toEqual({ fileKey: "invoices/sent.pdf", number: "INV-1" });
    expect(await read(draft.id, staff)).toEqual({ fileKey: "invoices/draft.pdf", number: "INV-2" });
    expect(await read(sent.id, owner)).toEqual({ fileKey: "invoices/sent.pdf", number: "INV-1" });
    // a draft is not the client's yet; another client, a role-less account and a file-less invoice get nothing
    expect(await read(draft.id, owner)).toBeNull();
    expect(await read(sent.id, other)).toBeNull();
    expect(await read(sent.id, { userId: CLIENT.id, role: null })).toBeNull();
    expect(await read(noFile.id, staff)).toBeNull();
    expect(await read("not-a-uuid", staff)).toBeNull();
    expect(await read("00000000-0000-4000-8000-000000000000", staff)).toBeNull();
  });
});

describe("the currency a new invoice starts with", () => {
  it("is the one of the client's latest invoice, on every project of that client", async () => {
    const { acme, globex } = await seed();
    const [second] = await db
      .insert(clientProjects)
      .values({ clientId: "client-1", title: "Acme again" })
      .returning({ id: clientProjects.id });
    expect(await usualInvoiceCurrencies()).toEqual({});
    await createInvoice({ actor, input: invoice(acme, { currency: "USD" }), fileKey: null });
    await createInvoice({ actor, input: invoice(acme, { invoiceNumber: "INV-2", currency: "EUR" }), fileKey: null });
    const usual = await usualInvoiceCurrencies();
    expect(usual[acme]).toBe("EUR");
    expect(usual[second!.id]).toBe("EUR");
    // another client's invoices do not count
    expect(usual[globex]).toBeUndefined();
    expect(await usualInvoiceCurrencies({ projectId: second!.id })).toEqual({ [second!.id]: "EUR" });
  });

  it("exports the screen's filter as CSV, all 1,203 rows of a long run once each, with the status shown on screen", async () => {
    const { acme, globex } = await seed();
    await insertInvoiceRun({
      projectId: acme,
      clientId: "client-1",
      count: 1203,
      paid: 3,
      amount: "10.00",
      from: new Date("2026-01-01T00:00:00Z"),
    });
    await createInvoice({
      actor,
      input: invoice(globex, { invoiceNumber: "=GLOBEX", dueDate: "2026-02-01" }),
      fileKey: null,
    });
    const csv = async (projectId?: string) =>
      (await new Response(invoicesCsvStream({ projectId, today: new Date("2026-03-01T00:00:00Z") })).text())
        .trimEnd()
        .split("\r\n");
    const acmeLines = await csv(acme);
    expect(acmeLines[0]).toBe(
      "invoice_number,invoice,client_project,client,organisation,amount,currency,status,invoice_date,due_date,created_at",
    );
    expect(acmeLines).toHaveLength(1204);
    expect(new Set(acmeLines.slice(1).map((l) => l.split(",")[0])).size).toBe(1203);
    const globexLines = await csv(globex);
    expect(globexLines).toHaveLength(2);
    // a formula is written as text, and a pending invoice past its due date reads Overdue, as on screen
    expect(globexLines[1]).toMatch(/^'=GLOBEX,Kick-off,Globex,Priya,,18400\.50,USD,Overdue,2026-01-31,2026-02-01,/);
    expect(await csv()).toHaveLength(1205);
  });
});

describe("the invoices screen's filters", () => {
  it("narrows by the status the screen shows, the invoice date and the project, in the order asked", async () => {
    const { acme, globex } = await seed();
    const make = (name: string, extra: Record<string, unknown>, project = acme) =>
      createInvoice({
        actor,
        input: invoice(project, { invoiceNumber: name, invoiceName: name, ...extra }),
        fileKey: null,
      });
    await make("INV-3", { dueDate: "2026-03-01", invoiceDate: "2026-02-01", amount: "10" }); // overdue on 03-10
    await make("INV-1", { dueDate: "2026-03-20", invoiceDate: "2026-02-20", amount: "300" }); // due within 15 days
    await make("INV-2", { dueDate: "2026-05-01", invoiceDate: "2026-03-05", amount: "20", paymentStatus: "Paid" });
    await make("INV-4", { dueDate: "2026-06-01", invoiceDate: "2026-03-09", amount: "5" }, globex); // pending
    await make("INV-5", { dueDate: "2026-01-01", invoiceDate: "2026-01-01", amount: "7", paymentStatus: "Cancelled" });
    const today = "2026-03-10";
    const names = async (f: Partial<ListFilters>, projectId?: string) =>
      (await listInvoices({ projectId, today, filters: { ...EMPTY_FILTERS, ...f } })).rows.map((r) => r.invoiceNumber);

    expect(await names({ status: "overdue" })).toEqual(["INV-3"]);
    expect(await names({ status: "due-soon" })).toEqual(["INV-1"]);
    expect(await names({ status: "unpaid", sort: "number" })).toEqual(["INV-1", "INV-3", "INV-4"]);
    expect(await names({ status: "paid" })).toEqual(["INV-2"]);
    expect(await names({ status: "cancelled" })).toEqual(["INV-5"]);
    expect(await names({ from: "2026-02-20", to: "2026-03-05", sort: "invoice-date" })).toEqual(["INV-2", "INV-1"]);
    expect(await names({ sort: "amount" })).toEqual(["INV-1", "INV-2", "INV-3", "INV-5", "INV-4"]);
    expect(await names({ sort: "due" })).toEqual(["INV-5", "INV-3", "INV-1", "INV-2", "INV-4"]);
    // Jordan Blake's (newest first) before Priya's
    expect(await names({ sort: "client", status: "unpaid" })).toEqual(["INV-1", "INV-3", "INV-4"]);
    expect(await names({}, globex)).toEqual(["INV-4"]);
    // the tiles count what the filters find: INV-3 overdue, INV-1 due within 15 days
    expect(await summarizeInvoices({ today })).toEqual({
      outstanding: [{ currency: "USD", total: "315.00", count: 3 }],
      overdue: 1,
      dueSoon: 1,
      paidCount: 1,
    });
    // the export keeps the same rows
    const csv = await new Response(
      invoicesCsvStream({ filters: { ...EMPTY_FILTERS, status: "unpaid" }, today: new Date(`${today}T12:00:00Z`) }),
    ).text();
    expect(
      csv
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((l) => l.split(",")[0])
        .sort(),
    ).toEqual(["INV-1", "INV-3", "INV-4"]);
  });
});
