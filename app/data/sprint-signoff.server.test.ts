import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  activityLog,
  clientInvoices,
  mailOutbox,
  projectNotifications,
  projectSprints,
  sprintClientMessages,
} from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertSprint, invoiceInput } from "../../tests/setup/fixtures";
import { CLIENT, insertClientProjects, insertPeople, type Person, STAFF, staffActor } from "../../tests/setup/people";
import { createInvoice, issueInvoice, markInvoicePaid, updateInvoice } from "./invoices.server";
import { listClientProjects } from "./portal.server";
import { approveSprint, findMilestoneInvoice, requestSprintChanges } from "./sprint-signoff.server";
import { listSprints, setSprintStatus, updateSprint } from "./sprints.server";

const db = useTestDatabase();
const jordan = { userId: CLIENT.id, email: CLIENT.email, fullName: CLIENT.fullName ?? null };
const priya: Person = { id: "client-2", email: "priya@globex.example", role: "client", fullName: "Priya" };
const priyaReviewer = { userId: priya.id, email: priya.email, fullName: "Priya" };
const APPROVED_AT = new Date("2026-05-10T15:00:00Z");

beforeEach(truncateAll);

/** Jordan's project with a sprint In Review, and a draft milestone invoice (14 days' term) linked to it. */
async function seed({ withInvoice = true } = {}) {
  await insertPeople([STAFF, CLIENT, priya]);
  const [projectId, otherProjectId] = await insertClientProjects(
    { title: "Fleet" },
    { clientId: priya.id, title: "Globex" },
  );
  const sprint = await insertSprint(projectId!, { title: "Dispatch board", status: "In Review" });
  let invoiceId: string | null = null;
  if (withInvoice) {
    const input = invoiceInput(projectId!, {
      invoiceNumber: "INV-M1",
      amount: "5000.00",
      invoiceDate: "2026-04-01",
      dueDate: "2026-04-15",
      paymentStatus: "Draft",
      sprintId: sprint.id,
    });
    invoiceId = (await createInvoice({ actor: staffActor, input, fileKey: null })).id;
  }
  return { projectId: projectId!, otherProjectId: otherProjectId!, sprintId: sprint.id, invoiceId };
}

const sprintRow = async (id: string) => (await db.select().from(projectSprints).where(eq(projectSprints.id, id)))[0]!;
const invoiceRow = async (id: string) => (await db.select().from(clientInvoices).where(eq(clientInvoices.id, id)))[0]!;

describe("sprint sign-off", () => {
  it("approves: the sprint is Completed, the approval recorded, the linked draft issued with its term from the approval day", async () => {
    const { sprintId, invoiceId } = await seed();
    expect(await findMilestoneInvoice({ clientId: CLIENT.id, sprintId })).toMatchObject({ invoiceNumber: "INV-M1" });
    const result = await approveSprint({ reviewer: jordan, sprintId, now: APPROVED_AT });
    expect(result.invoice).toMatchObject({ invoiceNumber: "INV-M1", invoiceDate: "2026-05-10", dueDate: "2026-05-24" });

    expect((await sprintRow(sprintId)).status).toBe("Completed");
    const invoice = await invoiceRow(invoiceId!);
    expect([invoice.paymentStatus, invoice.invoiceDate, invoice.dueDate]).toEqual([
      "Pending",
      "2026-05-10",
      "2026-05-24",
    ]);

    const history = await db.select().from(sprintClientMessages).where(eq(sprintClientMessages.sprintId, sprintId));
    expect(history.map((m) => [m.kind, m.clientId])).toEqual([["approved", CLIENT.id]]);

    const mails = await db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual(["hello@studio.example", CLIENT.email].sort());
    const clientMail = mails.find((m) => m.to === CLIENT.email)!;
    expect(clientMail.subject).toBe("Invoice INV-M1 issued");
    expect(clientMail.text).toContain("$5,000.00");
    // Reply on the studio's copy answers the client who approved, not the studio itself
    expect(mails.find((m) => m.to === "hello@studio.example")!.headers).toEqual({ "Reply-To": CLIENT.email });
    const notices = await db.select().from(projectNotifications);
    expect(notices.map((n) => n.notificationType)).toEqual(["invoice_issued"]);

    const activity = await db.select().from(activityLog);
    expect(activity.map((a) => [a.entity, a.actorId]).sort()).toEqual(
      [
        ["invoice", STAFF.id], // created by staff
        ["invoice", CLIENT.id],
        ["sprint", CLIENT.id],
      ].sort(),
    );
  });

  it("gives a draft without a due date 30 days from the approval, and issues nothing when no invoice is linked", async () => {
    const { sprintId, invoiceId, projectId } = await seed();
    await updateInvoice({
      actor: staffActor,
      input: {
        ...invoiceInput(projectId, { paymentStatus: "Draft", sprintId, invoiceNumber: "INV-M1" }),
        id: invoiceId!,
      },
      fileKey: null,
    });
    // a blank due date is saved as 30 days after the invoice date: the term stays 30 days
    await approveSprint({ reviewer: jordan, sprintId, now: APPROVED_AT });
    expect((await invoiceRow(invoiceId!)).dueDate).toBe("2026-06-09");

    await truncateAll();
    const bare = await seed({ withInvoice: false });
    const result = await approveSprint({ reviewer: jordan, sprintId: bare.sprintId, now: APPROVED_AT });
    expect(result.invoice).toBeNull();
    expect((await db.select().from(mailOutbox)).map((m) => m.to)).toEqual(["hello@studio.example"]);
  });

  it("approves once: a second approval (another tab) is a 409 and changes nothing", async () => {
    const { sprintId } = await seed();
    const results = await Promise.allSettled([
      approveSprint({ reviewer: jordan, sprintId, now: APPROVED_AT }),
      approveSprint({ reviewer: jordan, sprintId, now: APPROVED_AT }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409 });
    await expect(approveSprint({ reviewer: jordan, sprintId, now: APPROVED_AT })).rejects.toMatchObject({
      status: 409,
    });
    expect(await db.select().from(sprintClientMessages)).toHaveLength(1);
    expect((await db.select().from(mailOutbox)).filter((m) => m.to === CLIENT.email)).toHaveLength(1);

    // staff put the approved sprint back In Review: approving again is refused and undone whole
    await db.update(projectSprints).set({ status: "In Review" }).where(eq(projectSprints.id, sprintId));
    await expect(approveSprint({ reviewer: jordan, sprintId })).rejects.toMatchObject({
      status: 409,
      message: "You have already approved this sprint. Approvals are final.",
    });
    expect((await sprintRow(sprintId)).status).toBe("In Review");
    expect(await db.select().from(mailOutbox)).toHaveLength(2);
  });

  it("refuses another client's sprint as not found, and leaves it In Review", async () => {
    const { sprintId, invoiceId } = await seed();
    await expect(approveSprint({ reviewer: priyaReviewer, sprintId })).rejects.toMatchObject({ status: 404 });
    await expect(requestSprintChanges({ reviewer: priyaReviewer, sprintId, note: "No" })).rejects.toMatchObject({
      status: 404,
    });
    expect(await findMilestoneInvoice({ clientId: priya.id, sprintId })).toBeNull();
    expect((await sprintRow(sprintId)).status).toBe("In Review");
    expect((await invoiceRow(invoiceId!)).paymentStatus).toBe("Draft");
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("requests changes: back to In Progress with the note for staff; approving then is refused until it is In Review again", async () => {
    const { sprintId, invoiceId } = await seed();
    await requestSprintChanges({ reviewer: jordan, sprintId, note: "The map needs the depot filter." });
    expect((await sprintRow(sprintId)).status).toBe("In Progress");
    const [note] = await db.select().from(sprintClientMessages);
    expect([note?.kind, note?.body]).toEqual(["changes_requested", "The map needs the depot filter."]);
    const [mail] = await db.select().from(mailOutbox);
    expect(mail?.to).toBe("hello@studio.example");
    expect(mail?.text).toContain("The map needs the depot filter.");

    await expect(approveSprint({ reviewer: jordan, sprintId })).rejects.toMatchObject({ status: 409 });
    expect((await invoiceRow(invoiceId!)).paymentStatus).toBe("Draft");
  });

  it("links an invoice only to a sprint of its own project, one invoice per sprint", async () => {
    const { sprintId, otherProjectId, projectId } = await seed();
    await expect(
      createInvoice({ actor: staffActor, input: invoiceInput(otherProjectId, { sprintId }), fileKey: null }),
    ).rejects.toMatchObject({ status: 400, field: "sprintId" });
    await expect(
      createInvoice({
        actor: staffActor,
        input: invoiceInput(projectId, { invoiceNumber: "INV-2", sprintId }),
        fileKey: null,
      }),
    ).rejects.toMatchObject({ status: 409, field: "sprintId" });
  });

  it("keeps draft invoices out of the client's portal until they are issued", async () => {
    const { projectId, sprintId } = await seed();
    const { getPortalProject } = await import("./portal.server");
    const before = await getPortalProject({ clientId: CLIENT.id, projectId });
    expect(before?.invoices).toEqual([]);
    await approveSprint({ reviewer: jordan, sprintId, now: APPROVED_AT });
    const after = await getPortalProject({ clientId: CLIENT.id, projectId });
    expect(after?.invoices?.map((i) => i.invoiceNumber)).toEqual(["INV-M1"]);
    expect(await listClientProjects(CLIENT.id)).toHaveLength(1);
  });
});

describe("staff completing a sprint with a draft milestone invoice", () => {
  const statusOf = async (id: string) => (await invoiceRow(id)).paymentStatus;

  it("Mark Complete issues the draft: Pending from that day, the client told in the portal and by e-mail", async () => {
    const { sprintId, invoiceId } = await seed();
    // the card knows what completing it issues, so 'Mark Complete' can say so first
    const { rows } = await listSprints({});
    expect(rows.find((r) => r.id === sprintId)?.draftInvoice).toBe("INV-M1");

    const result = await setSprintStatus({ actor: staffActor, id: sprintId, status: "Completed", now: APPROVED_AT });
    expect(result.invoice).toMatchObject({ invoiceNumber: "INV-M1", invoiceDate: "2026-05-10", dueDate: "2026-05-24" });
    const invoice = await invoiceRow(invoiceId!);
    expect([invoice.paymentStatus, invoice.invoiceDate, invoice.dueDate]).toEqual([
      "Pending",
      "2026-05-10",
      "2026-05-24",
    ]);

    const notices = await db.select().from(projectNotifications);
    expect(notices.map((n) => n.notificationType).sort()).toEqual(["invoice_issued", "sprint_completed"]);
    const issuedNotice = notices.find((n) => n.notificationType === "invoice_issued")!;
    expect(issuedNotice.message).toBe(
      'The sprint "Dispatch board" is complete. Invoice INV-M1 for $5,000.00 is now issued and due on May 24, 2026. You find it under Invoices in your client portal.',
    );
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, CLIENT.email));
    expect(mails.map((m) => m.subject).sort()).toEqual(["Invoice INV-M1 issued", "Sprint completed: Dispatch board"]);
    const activity = await db.select().from(activityLog).where(eq(activityLog.entity, "invoice"));
    expect(activity.map((a) => a.summary)).toContain("Invoice INV-M1 issued on completion of sprint Dispatch board");
    // the card offers nothing to issue any more
    expect((await listSprints({})).rows.find((r) => r.id === sprintId)?.draftInvoice).toBeNull();
  });

  it("the edit form's move into Completed issues it too; a sprint already Completed issues nothing again", async () => {
    const { projectId, sprintId, invoiceId } = await seed();
    const form = {
      projectId,
      title: "Dispatch board",
      description: null,
      startDate: "2026-05-01",
      endDate: "2026-05-09",
      deliverables: [],
      previewLink: null,
      feedbackRequired: false,
    };
    const first = await updateSprint({ actor: staffActor, input: { ...form, id: sprintId, status: "Completed" } });
    expect(first.invoice?.invoiceNumber).toBe("INV-M1");
    expect(await statusOf(invoiceId!)).toBe("Pending");
    const again = await updateSprint({ actor: staffActor, input: { ...form, id: sprintId, status: "Completed" } });
    expect(again.invoice).toBeNull();
  });

  it("moves short of Completed issue nothing", async () => {
    const { sprintId, invoiceId } = await seed();
    const result = await setSprintStatus({ actor: staffActor, id: sprintId, status: "In Progress" });
    expect(result.invoice).toBeNull();
    expect(await statusOf(invoiceId!)).toBe("Draft");
  });
});

describe("issuing and paying invoices by hand", () => {
  it("Mark Paid refuses a draft, a cancelled and a paid invoice with the reason, and pays an issued one once", async () => {
    const { invoiceId } = await seed();
    const id = invoiceId!;
    await expect(markInvoicePaid({ actor: staffActor, id })).rejects.toMatchObject({
      code: "conflict",
      userMessage: "This invoice is a draft the client has not been sent: issue it before marking it paid",
    });
    expect(await invoiceRow(id)).toMatchObject({ paymentStatus: "Draft" });

    const issued = await issueInvoice({ actor: staffActor, id, now: APPROVED_AT });
    expect(issued).toMatchObject({ invoiceNumber: "INV-M1", invoiceDate: "2026-05-10", dueDate: "2026-05-24" });
    const notices = await db.select().from(projectNotifications);
    expect(notices.map((n) => n.message)).toEqual([
      "Invoice INV-M1 for $5,000.00 is now issued and due on May 24, 2026. You find it under Invoices in your client portal.",
    ]);
    await expect(issueInvoice({ actor: staffActor, id })).rejects.toMatchObject({
      code: "conflict",
      userMessage: "This invoice is already issued",
    });

    await markInvoicePaid({ actor: staffActor, id });
    expect(await invoiceRow(id)).toMatchObject({ paymentStatus: "Paid" });
    await expect(markInvoicePaid({ actor: staffActor, id })).rejects.toMatchObject({
      code: "conflict",
      userMessage: "This invoice is already paid",
    });

    await db.update(clientInvoices).set({ paymentStatus: "Cancelled" }).where(eq(clientInvoices.id, id));
    await expect(markInvoicePaid({ actor: staffActor, id })).rejects.toMatchObject({
      userMessage: "A cancelled invoice cannot be marked paid",
    });
    await expect(
      markInvoicePaid({ actor: staffActor, id: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
