import { beforeEach, describe, expect, it } from "vitest";
import {
  activityLog,
  clientInvoices,
  contactInquiries,
  mailOutbox,
  projectTickets,
  sprintClientMessages,
  sprintTickets,
  testimonials,
  threadMessages,
} from "~/db/schema";
import { ATTENTION_COUNT_CAP, ATTENTION_GROUPS, attentionGroupsFor, attentionTotalLabel } from "~/domain/attention";
import { threadHref } from "~/domain/threads";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertSprint } from "../../tests/setup/fixtures";
import { CLIENT, insertClientProjects, insertPeople, STAFF } from "../../tests/setup/people";
import { getInvoicingByMonth, getNeedsAttention, getOverviewCharts } from "./dashboard-stats.server";
import { markNoReplyNeeded, NEWER_MESSAGE } from "./no-reply.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const ALL = ATTENTION_GROUPS.map((g) => g.key);
const TODAY = "2026-03-15";

async function seedProject(title = "Fleet Platform") {
  await insertPeople([STAFF, CLIENT]);
  const [projectId] = await insertClientProjects({ title });
  return projectId!;
}

const invoice = (projectId: string, values: Partial<typeof clientInvoices.$inferInsert>) => ({
  projectId,
  clientId: CLIENT.id,
  invoiceNumber: "INV",
  invoiceName: "Work",
  amount: "100.00",
  invoiceDate: "2026-02-01",
  ...values,
});

describe("needs attention", () => {
  it("shows nothing on a clean database", async () => {
    const attention = await getNeedsAttention({ groups: ALL, today: TODAY });
    for (const key of ALL) expect(attention[key]).toMatchObject({ total: 0, items: [] });
    expect(attention.overdueInvoices?.totals).toEqual([]);
  });

  it("finds overdue and due-soon invoices with their totals per currency, never paid or cancelled ones", async () => {
    const projectId = await seedProject();
    await db.insert(clientInvoices).values([
      invoice(projectId, { invoiceNumber: "OD-1", amount: "100.50", dueDate: "2026-03-14" }),
      invoice(projectId, { invoiceNumber: "OD-2", amount: "200.25", dueDate: "2026-01-01" }),
      invoice(projectId, { invoiceNumber: "OD-EUR", amount: "50.00", currency: "EUR", dueDate: "2026-03-01" }),
      // marked Overdue by staff although its date is ahead
      invoice(projectId, {
        invoiceNumber: "OD-MARKED",
        amount: "10.00",
        dueDate: "2026-04-30",
        paymentStatus: "Overdue",
      }),
      invoice(projectId, { invoiceNumber: "PAID", dueDate: "2026-01-01", paymentStatus: "Paid" }),
      invoice(projectId, { invoiceNumber: "CANCELLED", dueDate: "2026-01-01", paymentStatus: "Cancelled" }),
      invoice(projectId, { invoiceNumber: "SOON-TODAY", amount: "1.00", dueDate: "2026-03-15" }),
      invoice(projectId, { invoiceNumber: "SOON-7", amount: "2.00", dueDate: "2026-03-22" }),
      invoice(projectId, { invoiceNumber: "LATER", dueDate: "2026-03-23" }),
    ]);
    const { overdueInvoices, dueSoonInvoices } = await getNeedsAttention({
      groups: ["overdueInvoices", "dueSoonInvoices"],
      today: TODAY,
    });
    expect(overdueInvoices?.total).toBe(4);
    expect(overdueInvoices?.items.map((i) => i.invoiceNumber)).toEqual(["OD-2", "OD-EUR", "OD-1", "OD-MARKED"]);
    expect(overdueInvoices?.items[0]).toMatchObject({ projectId, projectTitle: "Fleet Platform" });
    expect(overdueInvoices?.totals).toEqual([
      { currency: "EUR", count: 1, amount: "50.00" },
      { currency: "USD", count: 3, amount: "310.75" },
    ]);
    expect(dueSoonInvoices?.items.map((i) => i.invoiceNumber)).toEqual(["SOON-TODAY", "SOON-7"]);
    expect(dueSoonInvoices?.totals).toEqual([{ currency: "USD", count: 2, amount: "3.00" }]);
  });

  it("lists the first items and counts them all", async () => {
    const projectId = await seedProject();
    await db
      .insert(clientInvoices)
      .values(
        Array.from({ length: 7 }, (_, i) =>
          invoice(projectId, { invoiceNumber: `OD-${i}`, dueDate: `2026-02-0${i + 1}` }),
        ),
      );
    const { overdueInvoices } = await getNeedsAttention({ groups: ["overdueInvoices"], today: TODAY, limit: 5 });
    expect(overdueInvoices?.total).toBe(7);
    expect(overdueInvoices?.items).toHaveLength(5);
    expect(overdueInvoices?.totals).toEqual([{ currency: "USD", count: 7, amount: "700.00" }]);
  });

  it("finds sprints awaiting the client: In Review, or feedback asked and not completed", async () => {
    const projectId = await seedProject();
    await insertSprint(projectId, { title: "Review me", status: "In Review" });
    await insertSprint(projectId, { title: "Tell us", status: "In Progress", feedbackRequired: true });
    await insertSprint(projectId, { title: "Done", status: "Completed", feedbackRequired: true });
    await insertSprint(projectId, { title: "Busy", status: "In Progress" });
    const { sprintsAwaitingClient } = await getNeedsAttention({ groups: ["sprintsAwaitingClient"], today: TODAY });
    expect(sprintsAwaitingClient?.total).toBe(2);
    expect(sprintsAwaitingClient?.items.map((s) => s.title).sort()).toEqual(["Review me", "Tell us"]);
  });

  it("counts a sprint's conversation as unanswered until staff act on the sprint after the client wrote", async () => {
    const projectId = await seedProject();
    const asked = await insertSprint(projectId, { title: "Asked" });
    const answered = await insertSprint(projectId, { title: "Answered" });
    const decided = await insertSprint(projectId, { title: "Decided" });
    const at = (iso: string) => new Date(iso);
    await db.insert(sprintClientMessages).values([
      { sprintId: asked.id, clientId: CLIENT.id, kind: "feedback", body: "old", createdAt: at("2026-03-01T10:00:00Z") },
      { sprintId: asked.id, clientId: CLIENT.id, kind: "question", body: "new", createdAt: at("2026-03-02T10:00:00Z") },
      {
        sprintId: answered.id,
        clientId: CLIENT.id,
        kind: "question",
        body: "?",
        createdAt: at("2026-03-01T10:00:00Z"),
      },
      // a decision to continue is not a message waiting for an answer
      { sprintId: decided.id, clientId: CLIENT.id, kind: "continue_next_sprint", body: "" },
    ]);
    await db.insert(activityLog).values([
      // staff acted on "Asked" before its latest message: still unanswered
      {
        actorId: STAFF.id,
        action: "update",
        entity: "sprint",
        entityId: asked.id,
        summary: "x",
        createdAt: at("2026-03-01T12:00:00Z"),
      },
      {
        actorId: STAFF.id,
        action: "update",
        entity: "sprint",
        entityId: answered.id,
        summary: "x",
        createdAt: at("2026-03-01T11:00:00Z"),
      },
    ]);
    const { clientMessages } = await getNeedsAttention({ groups: ["clientMessages"], today: TODAY });
    expect(clientMessages?.total).toBe(1);
    expect(clientMessages?.items).toEqual([
      expect.objectContaining({
        sprintId: asked.id,
        projectId,
        kind: "question",
        body: "new",
        clientEmail: CLIENT.email,
      }),
    ]);
  });

  it("counts a thread as unanswered while the client wrote its latest message, beside the sprint feedback", async () => {
    const projectId = await seedProject();
    const sprint = await insertSprint(projectId, { title: "Driver app" });
    const quiet = await insertSprint(projectId, { title: "Quiet" });
    const [task] = await db
      .insert(sprintTickets)
      .values({ sprintId: sprint.id, title: "Offline sync" })
      .returning({ id: sprintTickets.id });
    const at = (iso: string) => new Date(iso);
    const post = (subject: { sprintId: string; ticketId?: string }, authorId: string, iso: string, body = "m") => ({
      projectId,
      sprintId: subject.sprintId,
      ticketId: subject.ticketId ?? null,
      subjectKind: subject.ticketId ? ("sprint_ticket" as const) : ("sprint" as const),
      subjectId: subject.ticketId ?? subject.sprintId,
      authorId,
      body,
      createdAt: at(iso),
    });
    const [, waiting] = await db
      .insert(threadMessages)
      .values([
        // the task: staff wrote, then the client: waiting for staff
        post({ sprintId: sprint.id, ticketId: task!.id }, STAFF.id, "2026-03-01T09:00:00Z"),
        post({ sprintId: sprint.id, ticketId: task!.id }, CLIENT.id, "2026-03-02T09:00:00Z", "Four hours offline"),
        // the sprint's own thread: the client wrote, staff answered: nothing waits
        post({ sprintId: sprint.id }, CLIENT.id, "2026-03-01T10:00:00Z"),
        post({ sprintId: sprint.id }, STAFF.id, "2026-03-01T11:00:00Z"),
        // only staff wrote here
        post({ sprintId: quiet.id }, STAFF.id, "2026-03-03T09:00:00Z"),
      ])
      .returning({ id: threadMessages.id });
    // and a sprint question nobody acted on, older: listed first
    await db.insert(sprintClientMessages).values({
      sprintId: quiet.id,
      clientId: CLIENT.id,
      kind: "question",
      body: "When?",
      createdAt: at("2026-02-28T10:00:00Z"),
    });
    const { clientMessages } = await getNeedsAttention({ groups: ["clientMessages"], today: TODAY });
    expect(clientMessages?.total).toBe(2);
    expect(clientMessages?.items).toEqual([
      expect.objectContaining({ source: "sprint", sprintId: quiet.id, kind: "question" }),
      expect.objectContaining({
        source: "thread",
        messageId: waiting!.id,
        subjectKind: "sprint_ticket",
        subjectId: task!.id,
        ticketTitle: "Offline sync",
        body: "Four hours offline",
        clientEmail: CLIENT.email,
      }),
    ]);
    const item = clientMessages!.items[1]!;
    expect(item.source).toBe("thread");
    const thread = item as Extract<typeof item, { source: "thread" }>;
    const href = threadHref({ ...thread, kind: thread.subjectKind, id: thread.subjectId }, "staff", thread.messageId);
    const url = new URL(href, "http://x");
    const params = url.searchParams;
    expect([url.pathname, params.get("thread"), params.get("message")]).toEqual([
      `/dashboard/client-projects/${projectId}/messages`,
      `sprint_ticket:${task!.id}`,
      waiting!.id,
    ]);
    // staff answer in the thread: it is no longer waiting
    await db
      .insert(threadMessages)
      .values(post({ sprintId: sprint.id, ticketId: task!.id }, STAFF.id, "2026-03-02T10:00:00Z"));
    const after = await getNeedsAttention({ groups: ["clientMessages"], today: TODAY });
    expect(after.clientMessages?.total).toBe(1);
    // a limit keeps the longest waiting of both kinds
    const limited = await getNeedsAttention({ groups: ["clientMessages"], today: TODAY, limit: 1 });
    expect(limited.clientMessages?.items.map((m) => m.source)).toEqual(["sprint"]);
  });

  it("takes a client's last word off the list when staff mark it as needing no reply, until the client writes again", async () => {
    const projectId = await seedProject();
    const sprint = await insertSprint(projectId, { title: "Driver app" });
    const asked = await insertSprint(projectId, { title: "Asked" });
    const message = (authorId: string, iso: string) => ({
      projectId,
      sprintId: sprint.id,
      subjectKind: "sprint" as const,
      subjectId: sprint.id,
      authorId,
      body: "Thanks, all good!",
      createdAt: new Date(iso),
    });
    const [thanks] = await db
      .insert(threadMessages)
      .values(message(CLIENT.id, "2026-03-02T09:00:00Z"))
      .returning({ id: threadMessages.id });
    await db.insert(sprintClientMessages).values({
      sprintId: asked.id,
      clientId: CLIENT.id,
      kind: "feedback",
      body: "Lovely",
      createdAt: new Date("2026-03-01T09:00:00Z"),
    });
    const waiting = async () => (await getNeedsAttention({ groups: ["clientMessages"], today: TODAY })).clientMessages;
    expect((await waiting())?.total).toBe(2);

    const actor = { userId: STAFF.id, email: STAFF.email };
    // a message id that is not the latest any more: nothing changes
    await expect(
      markNoReplyNeeded({ actor, source: "thread", subjectKind: "sprint", subjectId: sprint.id, messageId: asked.id }),
    ).rejects.toMatchObject({ code: "conflict", userMessage: NEWER_MESSAGE });
    await markNoReplyNeeded({
      actor,
      source: "thread",
      subjectKind: "sprint",
      subjectId: sprint.id,
      messageId: thanks!.id,
    });
    await markNoReplyNeeded({ actor, source: "sprint", sprintId: asked.id });
    expect(await waiting()).toEqual({ total: 0, items: [] });
    const logged = await db.select().from(activityLog);
    expect(logged.map((a) => a.summary).sort()).toEqual([
      "Marked a client conversation as needing no reply",
      'Marked the client\'s message on sprint "Asked" as needing no reply',
    ]);

    // the client writes again: unanswered again
    await db.insert(threadMessages).values(message(CLIENT.id, "2026-03-04T09:00:00Z"));
    expect((await waiting())?.total).toBe(1);
  });

  it("finds unhandled inquiries, testimonials waiting and failed mail only", async () => {
    await db.insert(contactInquiries).values([
      { name: "Ada", email: "a@x.example", service: "saas", message: "m" },
      { name: "Bob", email: "b@x.example", service: "saas", message: "m", handled: true },
    ]);
    await db.insert(testimonials).values([
      { clientName: "Waiting", testimonialText: "t", approved: false },
      { clientName: "Shown", testimonialText: "t" },
    ]);
    await db.insert(mailOutbox).values([
      { to: "x@x.example", subject: "Failed one", text: "t", status: "failed", lastError: "550" },
      { to: "y@x.example", subject: "Pending one", text: "t" },
      { to: "z@x.example", subject: "Sent one", text: "t", status: "sent" },
    ]);
    const a = await getNeedsAttention({ groups: ALL, today: TODAY });
    expect(a.inquiries?.items.map((i) => i.name)).toEqual(["Ada"]);
    expect(a.testimonials?.items.map((t) => t.clientName)).toEqual(["Waiting"]);
    expect(a.failedMail?.items.map((m) => m.subject)).toEqual(["Failed one"]);
  });

  it("counts new inquiries up to the cap, then says 1,000+, still listing the oldest first", async () => {
    await db.insert(contactInquiries).values(
      Array.from({ length: ATTENTION_COUNT_CAP + 2 }, (_, i) => ({
        name: `Lead ${i}`,
        email: `lead${i}@x.example`,
        service: "saas",
        message: "m",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      })),
    );
    const a = await getNeedsAttention({ groups: ["inquiries"], today: TODAY });
    expect(a.inquiries?.total).toBe(ATTENTION_COUNT_CAP + 1);
    expect(attentionTotalLabel(a.inquiries!.total)).toBe("1,000+");
    expect(attentionTotalLabel(ATTENTION_COUNT_CAP)).toBe("1000");
    expect(a.inquiries?.items.map((i) => i.name)).toEqual(["Lead 0", "Lead 1", "Lead 2", "Lead 3", "Lead 4"]);
  });

  it("lists a draft milestone invoice whose sprint is completed, never a draft of an open sprint", async () => {
    const projectId = await seedProject();
    const done = await insertSprint(projectId, { title: "Done", status: "Completed" });
    const open = await insertSprint(projectId, { title: "Open", status: "In Progress", sprintOrder: 2 });
    await db
      .insert(clientInvoices)
      .values([
        invoice(projectId, { invoiceNumber: "INV-D1", paymentStatus: "Draft", sprintId: done.id, amount: "900.00" }),
        invoice(projectId, { invoiceNumber: "INV-D2", paymentStatus: "Draft", sprintId: open.id }),
        invoice(projectId, { invoiceNumber: "INV-D3", paymentStatus: "Draft" }),
      ]);
    const a = await getNeedsAttention({ groups: ALL, today: TODAY });
    expect(a.unissuedInvoices).toMatchObject({ total: 1, items: [{ invoiceNumber: "INV-D1", amount: "900.00" }] });
    const only = await getNeedsAttention({ groups: ["unissuedInvoices"], today: TODAY });
    expect(only.unissuedInvoices?.items.map((i) => i.invoiceNumber)).toEqual(["INV-D1"]);
    expect(only.overdueInvoices).toBeNull();
  });

  it("reads only the groups asked for", async () => {
    await db.insert(contactInquiries).values({ name: "Ada", email: "a@x.example", service: "saas", message: "m" });
    const a = await getNeedsAttention({ groups: ["failedMail"], today: TODAY });
    expect(a.inquiries).toBeNull();
    expect(a.failedMail).toMatchObject({ total: 0 });
  });

  it("gives staff of both roles the groups of the screens they may open", () => {
    // the access model: the dashboard (invoices, outbox included) is open to authors and admins
    expect(attentionGroupsFor("admin")).toEqual(ALL);
    expect(attentionGroupsFor("author")).toEqual(ALL);
    expect(attentionGroupsFor("client")).toEqual([]);
    expect(attentionGroupsFor(null)).toEqual([]);
  });
});

describe("overview charts", () => {
  it("sums invoiced and paid per month and currency, inside the 12-month window only", async () => {
    const projectId = await seedProject();
    await db.insert(clientInvoices).values([
      // the window of 15 March 2026 is April 2025 … March 2026
      invoice(projectId, { invoiceDate: "2025-03-31", amount: "999.00" }),
      invoice(projectId, { invoiceDate: "2025-04-01", amount: "10.00", paymentStatus: "Paid" }),
      invoice(projectId, { invoiceDate: "2026-01-31", amount: "100.10" }),
      invoice(projectId, { invoiceDate: "2026-02-01", amount: "200.00", paymentStatus: "Paid" }),
      invoice(projectId, { invoiceDate: "2026-02-28", amount: "50.00", paymentStatus: "Cancelled" }),
      invoice(projectId, { invoiceDate: "2026-03-31", amount: "5.55", currency: "EUR", paymentStatus: "Paid" }),
      invoice(projectId, { invoiceDate: "2026-04-01", amount: "999.00" }),
    ]);
    const series = await getInvoicingByMonth({ today: new Date("2026-03-15T12:00:00Z") });
    expect(series.map((s) => s.currency)).toEqual(["USD", "EUR"]);
    const usd = series[0]!;
    expect(usd.points).toHaveLength(12);
    expect(usd.points[0]).toMatchObject({ month: "2025-04", invoiced: "10.00", paid: "10.00" });
    expect(usd.points.find((p) => p.month === "2026-01")).toMatchObject({ invoiced: "100.10", paid: "0.00" });
    expect(usd.points.find((p) => p.month === "2026-02")).toMatchObject({ invoiced: "200.00", paid: "200.00" });
    expect(usd.points[11]).toMatchObject({ month: "2026-03", invoiced: "0.00" });
    expect(usd).toMatchObject({ invoicedTotal: "310.10", paidTotal: "210.00" });
    expect(series[1]?.points[11]).toMatchObject({ month: "2026-03", invoiced: "5.55", paid: "5.55" });
  });

  it("counts open tickets and sprint tasks per project, most first, and the ticket progress of active sprints", async () => {
    const projectId = await seedProject("Alpha");
    const [betaId] = await insertClientProjects({ title: "Beta" });
    await db.insert(projectTickets).values([
      { projectId, title: "a", status: "Not started" },
      { projectId: betaId!, title: "b", status: "In progress" },
      { projectId: betaId!, title: "c", status: "Not started" },
      { projectId: betaId!, title: "d", status: "Completed" },
    ]);
    expect((await getOverviewCharts()).openTickets).toEqual([
      { projectId: betaId, title: "Beta", open: 2 },
      { projectId, title: "Alpha", open: 1 },
    ]);
    const active = await insertSprint(projectId, { title: "Active", status: "In Progress" });
    await insertSprint(projectId, { title: "Empty", status: "In Review", sprintOrder: 2 });
    await insertSprint(projectId, { title: "Planned", status: "Planned", sprintOrder: 3 });
    await db.insert(sprintTickets).values([
      { sprintId: active.id, title: "1", status: "Completed" },
      { sprintId: active.id, title: "2", status: "In progress" },
      { sprintId: active.id, title: "3", status: "Completed" },
    ]);
    const { openTickets, sprintProgress: progress } = await getOverviewCharts();
    // read in the same statement; a sprint's open task counts as the client sees it: Alpha's 1 ticket and
    // 1 open task tie with Beta's 2 tickets (then by title)
    expect(openTickets.map((p) => [p.title, p.open])).toEqual([
      ["Alpha", 2],
      ["Beta", 2],
    ]);
    expect(progress.map((p) => [p.title, p.status, p.done, p.total])).toEqual([
      ["Active", "In Progress", 2, 3],
      ["Empty", "In Review", 0, 0],
    ]);
  });
});
