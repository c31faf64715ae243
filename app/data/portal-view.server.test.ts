import { beforeEach, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { createVerifiedUser, getAuth } from "~/platform/auth.server";
import { savePdf } from "~/platform/storage.server";
import { loader as invoiceFile } from "~/routes/files/invoice";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertInvoiceRun, insertProject } from "../../tests/setup/fixtures";
import { getPortalView } from "./portal-view.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const PASSWORD = "a-long-password-1";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const now = new Date("2026-11-21T12:00:00Z");

async function signedIn(email: string, role: t.Role) {
  const user = await createVerifiedUser({ email, password: PASSWORD, fullName: email, role });
  const { headers } = await getAuth().api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { id: user.id, cookie };
}

const projectFor = (clientId: string, values: Partial<typeof t.clientProjects.$inferInsert> = {}) =>
  insertProject(clientId, { title: "Fleet", ...values });

const download = (invoiceId: string, cookie?: string) =>
  invoiceFile({
    request: new Request(`http://localhost/files/invoices/${invoiceId}`, { headers: cookie ? { cookie } : {} }),
    params: { invoiceId },
    context: {},
  } as unknown as Parameters<typeof invoiceFile>[0]).catch((error: unknown) => error);

const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } })?.init?.status ?? 0);

describe("the portal view of a project", () => {
  it("computes progress, the invoice display status and the document link", async () => {
    const acme = await signedIn("client@acme.test", "client");
    const p = await projectFor(acme.id, { estimatedDelivery: "2026-12-01" });
    const [s1, s2] = await db
      .insert(t.projectSprints)
      .values([
        { projectId: p.id, title: "One", sprintOrder: 1, status: "Completed" },
        { projectId: p.id, title: "Two", sprintOrder: 2, status: "In Progress" },
      ])
      .returning();
    await db.insert(t.sprintTickets).values([
      { sprintId: s1!.id, title: "a", status: "Completed" },
      { sprintId: s2!.id, title: "b", status: "In progress" },
      { sprintId: s2!.id, title: "c", status: "Not started" },
    ]);
    const base = { projectId: p.id, clientId: acme.id, invoiceName: "Milestone", invoiceDate: "2026-11-01" };
    await db.insert(t.clientInvoices).values([
      { ...base, invoiceNumber: "A", amount: "100.10", dueDate: "2026-11-20", createdAt: new Date("2026-11-01") },
      {
        ...base,
        invoiceNumber: "B",
        amount: "200.20",
        dueDate: "2026-11-26",
        fileKey: "invoices/b.pdf",
        createdAt: new Date("2026-11-02"),
      },
      { ...base, invoiceNumber: "C", amount: "50", paymentStatus: "Paid", createdAt: new Date("2026-11-03") },
    ]);

    const view = await getPortalView({ clientId: acme.id, projectId: p.id, now });
    expect(view?.progress).toEqual({ percent: 33, done: 1, total: 3, basis: "tickets" });
    expect(view?.sprints.map((s) => [s.title, s.progress.percent])).toEqual([
      ["One", 100],
      ["Two", 0],
    ]);
    expect(view?.currentSprint?.title).toBe("Two");
    expect(view?.deliveryInDays).toBe(10);
    expect(view?.invoices.map((i) => [i.invoiceNumber, i.display.label, i.display.message])).toEqual([
      ["C", "Paid", "Paid in full. Thank you!"],
      ["B", "Due Very Soon", "Due in 5 days"],
      ["A", "Overdue", "1 day overdue"],
    ]);
    const b = view?.invoices.find((i) => i.invoiceNumber === "B");
    expect(b?.documentUrl).toBe(`/files/invoices/${b?.id}`);
    expect(view?.invoices.find((i) => i.invoiceNumber === "A")?.documentUrl).toBeNull();
    expect(view?.invoiceTotals).toEqual({ outstanding: "$300.30", paid: "$50.00", openCount: 2 });
  });

  it("shows one page of 25 sprints, invoices and notifications, with progress, totals and unread counted over all", async () => {
    const acme = await signedIn("client@acme.test", "client");
    const p = await projectFor(acme.id);
    const sprints = await db
      .insert(t.projectSprints)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          projectId: p.id,
          title: `S${i + 1}`,
          sprintOrder: i + 1,
          status: i < 27 ? ("Completed" as const) : i === 28 ? ("In Progress" as const) : ("Planned" as const),
        })),
      )
      .returning();
    const s29 = sprints.find((s) => s.title === "S29")!;
    await db.insert(t.sprintTickets).values([
      { sprintId: s29.id, title: "done", status: "Completed" },
      { sprintId: s29.id, title: "open", status: "Not started" },
    ]);
    const from = new Date(Date.UTC(2026, 10, 1));
    await insertInvoiceRun({ projectId: p.id, clientId: acme.id, count: 27, paid: 7, amount: "10.05", from });
    await db.insert(t.projectNotifications).values(
      Array.from({ length: 28 }, (_, i) => ({
        projectId: p.id,
        clientId: acme.id,
        title: `Note ${i}`,
        message: "m",
        read: i < 3,
        createdAt: new Date(Date.UTC(2026, 10, 2, 0, i)),
      })),
    );

    const first = await getPortalView({ clientId: acme.id, projectId: p.id, now });
    expect(first?.sprints).toHaveLength(25);
    expect(first?.sprintPage).toEqual({ page: 1, pageCount: 2, total: 30, size: 25 });
    expect(first?.sprintTotals).toEqual({ total: 30, completed: 27 });
    // the current sprint is found beyond the first page, with its own task progress
    expect(first?.currentSprint).toMatchObject({ title: "S29", progress: { done: 1, total: 2, percent: 50 } });
    expect(first?.progress).toMatchObject({ basis: "tickets", percent: 50 });
    expect(first?.invoices).toHaveLength(25);
    expect(first?.invoices[0]?.invoiceNumber).toBe("N-26");
    expect(first?.invoiceTotals).toEqual({ outstanding: "$201.00", paid: "$70.35", openCount: 20 });
    expect(first?.feed.filter((i) => i.type === "notification")).toHaveLength(25);
    expect(first?.unreadCount).toBe(25);

    const second = await getPortalView({
      clientId: acme.id,
      projectId: p.id,
      now,
      pages: { sprints: 2, invoices: 2, notifications: 2 },
    });
    expect(second?.sprints.map((s) => s.title)).toEqual(["S26", "S27", "S28", "S29", "S30"]);
    expect(second?.sprints.find((s) => s.title === "S29")?.progress.percent).toBe(50);
    expect(second?.invoices.map((i) => i.invoiceNumber)).toEqual(["N-1", "N-0"]);
    // later pages of the feed are the older notifications only
    expect(second?.feed.map((i) => i.title)).toEqual(["Note 2", "Note 1", "Note 0"]);
    expect(second?.unreadCount).toBe(25);
  });

  it("falls back to the share of completed sprints when there are no tickets", async () => {
    const acme = await signedIn("client@acme.test", "client");
    const p = await projectFor(acme.id);
    await db.insert(t.projectSprints).values([
      { projectId: p.id, title: "One", status: "Completed" },
      { projectId: p.id, title: "Two", status: "Planned" },
      { projectId: p.id, title: "Three", status: "Planned" },
      { projectId: p.id, title: "Four", status: "Planned" },
    ]);
    expect((await getPortalView({ clientId: acme.id, projectId: p.id, now }))?.progress).toEqual({
      percent: 25,
      done: 1,
      total: 4,
      basis: "sprints",
    });
  });
});

describe("invoice documents are private", () => {
  it("the owning client and staff download the PDF; another client and a visitor cannot", async () => {
    const acme = await signedIn("client@acme.test", "client");
    const globex = await signedIn("client@globex.test", "client");
    const admin = await signedIn("admin@studio.test", "admin");
    const p = await projectFor(acme.id);
    const file = await savePdf(new File([PDF], "inv.pdf"), "invoices", `test-${Date.now()}`);
    const [invoice] = await db
      .insert(t.clientInvoices)
      .values({
        projectId: p.id,
        clientId: acme.id,
        invoiceNumber: "INV 7/2026",
        invoiceName: "Kick-off",
        amount: "10",
        invoiceDate: "2026-11-01",
        fileKey: file.key,
      })
      .returning();

    const own = await download(invoice!.id, acme.cookie);
    expect(own).toBeInstanceOf(Response);
    const res = own as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    // an ASCII fallback, and the full name (filename*) for clients that read it
    expect(res.headers.get("content-disposition")).toBe(
      "attachment; filename=\"INV_7_2026.pdf\"; filename*=UTF-8''INV%207%2F2026.pdf",
    );
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    expect(statusOf(await download(invoice!.id, admin.cookie))).toBe(200);
    expect(statusOf(await download(invoice!.id, globex.cookie))).toBe(404);
    expect(statusOf(await download(invoice!.id))).toBe(401);
  });
});
