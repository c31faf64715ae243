import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { parseTimelineKind, TIMELINE_KINDS, valueSeries } from "~/domain/timeline";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { CLIENT, insertPeople, type Person, STAFF, staffActor } from "../../tests/setup/people";
import { markInvoicePaid } from "./invoices.server";
import { approveSprint } from "./sprint-signoff.server";
import { setSprintStatus } from "./sprints.server";
import { setSprintTicketStatus } from "./tickets.server";
import { getProjectTimeline, getProjectValueSeries } from "./timeline.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const OTHER: Person = { id: "client-2", email: "other@rival.example", role: "client", fullName: "Other Client" };
const reviewer = { userId: CLIENT.id, email: CLIENT.email, fullName: "Jordan Blake" };

/** A project of CLIENT with a sprint In Review, two tasks, an issued, a draft and a milestone invoice; and one of OTHER. */
async function setUp() {
  await insertPeople([STAFF, CLIENT, OTHER]);
  const [mine, theirs] = await db
    .insert(t.clientProjects)
    .values([
      { clientId: CLIENT.id, title: "Fleet", createdAt: new Date("2026-09-10T00:00:00Z") },
      { clientId: OTHER.id, title: "Rival" },
    ])
    .returning();
  const [build, design] = await db
    .insert(t.projectSprints)
    .values([
      { projectId: mine!.id, title: "Build", sprintOrder: 1, status: "In Progress" },
      { projectId: mine!.id, title: "Design", sprintOrder: 2, status: "In Review" },
    ])
    .returning();
  const [rivalSprint] = await db
    .insert(t.projectSprints)
    .values({ projectId: theirs!.id, title: "Rival sprint" })
    .returning();
  const [login, search] = await db
    .insert(t.sprintTickets)
    .values([
      { sprintId: build!.id, title: "Login", createdAt: new Date("2026-09-12T00:00:00Z") },
      { sprintId: build!.id, title: "Search", createdAt: new Date("2026-09-13T00:00:00Z") },
    ])
    .returning();
  await db.insert(t.sprintTickets).values({ sprintId: rivalSprint!.id, title: "Rival task", status: "Completed" });
  const base = { projectId: mine!.id, clientId: CLIENT.id, invoiceName: "Work", currency: "EUR" as const };
  const [deposit] = await db
    .insert(t.clientInvoices)
    .values([
      { ...base, invoiceNumber: "INV-1", amount: "1000.00", invoiceDate: "2026-10-01" },
      { ...base, invoiceNumber: "DRAFT-1", amount: "999.00", invoiceDate: "2026-10-02", paymentStatus: "Draft" },
      {
        ...base,
        invoiceNumber: "MS-2",
        amount: "500.00",
        invoiceDate: "2026-10-03",
        paymentStatus: "Draft",
        sprintId: design!.id,
      },
      { ...base, invoiceNumber: "USD-1", amount: "10.00", invoiceDate: "2026-10-04", currency: "USD" },
    ])
    .returning();
  await db.insert(t.clientInvoices).values({
    projectId: theirs!.id,
    clientId: OTHER.id,
    invoiceNumber: "RIVAL-1",
    invoiceName: "Rival",
    amount: "7.00",
    invoiceDate: "2026-10-01",
  });
  await db
    .insert(t.sprintClientMessages)
    .values({ sprintId: build!.id, clientId: CLIENT.id, kind: "question", body: "When is the demo?" });
  await db.insert(t.sprintClientMessages).values({ sprintId: rivalSprint!.id, clientId: OTHER.id, kind: "feedback" });
  return {
    mine: mine!,
    theirs: theirs!,
    build: build!,
    design: design!,
    login: login!,
    search: search!,
    deposit: deposit!,
  };
}

const timelineOf = (
  projectId: string,
  kind: Parameters<typeof getProjectTimeline>[0]["kind"] = null,
  place: { before?: string | null; after?: string | null; size?: number } = {},
) => getProjectTimeline({ projectId, clientId: CLIENT.id, kind, ...place });

describe("the project timeline", () => {
  it("brings every kind of event of this project, newest first, and nothing of another project", async () => {
    const { mine, build, design, login, deposit } = await setUp();
    await setSprintTicketStatus({ actor: staffActor, id: login.id, status: "Completed" });
    await setSprintStatus({ actor: staffActor, id: build.id, status: "In Review" });
    await approveSprint({ reviewer, sprintId: design.id });
    await markInvoicePaid({ actor: staffActor, id: deposit.id });

    const { events, page } = await timelineOf(mine.id);
    const sentences = events.map((e) => e.sentence);
    expect(sentences).toEqual(
      expect.arrayContaining([
        "Task “Login” was added to sprint “Build”",
        "Task “Login” was completed",
        "Sprint “Build” moved to In Review",
        "You approved sprint “Design”",
        "You asked a question on sprint “Build”",
        "Invoice INV-1 was issued (€1,000.00)",
        "Invoice MS-2 was issued (€500.00)",
        "Payment received for invoice INV-1 (€1,000.00)",
      ]),
    );
    expect(events.find((e) => e.kind === "message")?.note).toBe("When is the demo?");
    // drafts never; another client's project never; the approval's own sprint status change is the approval
    expect(sentences.join("\n")).not.toMatch(/DRAFT-1|RIVAL|Rival|moved to Completed/);
    // no staff e-mail or address anywhere in what is sent to the client
    expect(JSON.stringify(events)).not.toContain(STAFF.email);
    const times = events.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    // one page holds them all: no page beside it
    expect(page).toEqual({ newer: null, older: null });
    // each kind's events are those of the whole list
    for (const kind of TIMELINE_KINDS) {
      const narrowed = await timelineOf(mine.id, kind);
      expect(narrowed.events, kind).toEqual(events.filter((e) => e.kind === kind));
    }
  });

  it("narrows to one kind and pages 25 at a time", async () => {
    const { mine, build, deposit } = await setUp();
    await markInvoicePaid({ actor: staffActor, id: deposit.id });
    const payments = await timelineOf(mine.id, "payment");
    expect(payments.events.map((e) => [e.kind, e.sentence])).toEqual([
      ["payment", "Payment received for invoice INV-1 (€1,000.00)"],
    ]);
    const invoices = await timelineOf(mine.id, "invoice");
    expect(invoices.events.map((e) => e.sentence).sort()).toEqual([
      "Invoice INV-1 was issued (€1,000.00)",
      "Invoice USD-1 was issued ($10.00)",
    ]);

    await db
      .insert(t.sprintTickets)
      .values(Array.from({ length: 30 }, (_, i) => ({ sprintId: build.id, title: `Task ${i}` })));
    // 30 tasks added in one statement share their time: the pages are told apart by kind, event and id
    const first = await timelineOf(mine.id, "ticket");
    expect(first.events).toHaveLength(25);
    expect(first.page.newer).toBeNull();
    const second = await timelineOf(mine.id, "ticket", { before: first.page.older });
    expect(second.events).toHaveLength(7);
    expect(second.page.older).toBeNull();
    expect(new Set([...first.events, ...second.events].map((e) => e.id)).size).toBe(32);
    // "Newer" from the second page is the first again
    const back = await timelineOf(mine.id, "ticket", { after: second.page.newer });
    expect(back.events).toEqual(first.events);
    expect(back.page).toEqual(first.page);
  });

  it("pages through every event once, older and back newer, whatever their times", async () => {
    const { mine, build, login, deposit } = await setUp();
    await setSprintTicketStatus({ actor: staffActor, id: login.id, status: "Completed" });
    await markInvoicePaid({ actor: staffActor, id: deposit.id });
    await db.insert(t.sprintTickets).values(
      // some at one time, some apart
      Array.from({ length: 12 }, (_, i) => ({
        sprintId: build.id,
        title: `Task ${i}`,
        createdAt: new Date(Date.UTC(2026, 9, 10 + (i % 4), 0, 0, 0, i % 2)),
      })),
    );
    const all = (await timelineOf(mine.id, null, { size: 100 })).events;
    expect(all.length).toBeGreaterThan(15);
    const pages: string[][] = [];
    let page = await timelineOf(mine.id, null, { size: 4 });
    for (;;) {
      pages.push(page.events.map((e) => e.id));
      if (!page.page.older) break;
      page = await timelineOf(mine.id, null, { size: 4, before: page.page.older });
    }
    expect(pages.flat()).toEqual(all.map((e) => e.id));
    expect(pages.slice(0, -1).every((p) => p.length === 4)).toBe(true);
    // and back, newer page by newer page, to the newest
    const backwards: string[][] = [];
    for (;;) {
      if (!page.page.newer) break;
      page = await timelineOf(mine.id, null, { size: 4, after: page.page.newer });
      backwards.unshift(page.events.map((e) => e.id));
    }
    expect(backwards).toEqual(pages.slice(0, -1));
  });

  it("reads the newest page for a place that is junk or past either end, never failing", async () => {
    const { mine } = await setUp();
    const newest = await timelineOf(mine.id, null, { size: 2 });
    expect(newest.events).toHaveLength(2);
    const uuid = "00000000-0000-4000-8000-000000000000";
    for (const junk of [
      "",
      "x",
      "1.2.3",
      `1.nokind.${uuid}.created`,
      `1.ticket.not-a-uuid.created`,
      `1.ticket.${uuid}.`,
      `1.ticket.${uuid}.\u0000`,
      `123456789012345678.ticket.${uuid}.created`,
      "x".repeat(1000),
    ]) {
      for (const place of [{ before: junk }, { after: junk }]) {
        const read = await timelineOf(mine.id, null, { size: 2, ...place });
        expect(read.events, JSON.stringify(place)).toEqual(newest.events);
        expect(read.page.newer, JSON.stringify(place)).toBeNull();
      }
    }
    // places past either end: nothing older than the dawn of time, nothing newer than the far future
    const future = `99999999999999999.ticket.${uuid}.created`;
    const past = `-99999999999999999.ticket.${uuid}.created`;
    for (const place of [{ before: past }, { after: future }]) {
      expect((await timelineOf(mine.id, null, { size: 2, ...place })).page.newer).toBeNull();
    }
    // older than the far future is every event: the newest page (whose "Newer" reads it again)
    expect((await timelineOf(mine.id, null, { size: 2, before: future })).events).toEqual(newest.events);
  });

  it("tells a shared file's first upload and its new versions, never who uploaded it, and only of this project", async () => {
    const { mine, theirs } = await setUp();
    const [file] = await db
      .insert(t.projectFiles)
      .values({ projectId: mine.id, folder: "Contracts", name: "MSA.pdf", currentVersion: 2 })
      .returning();
    const [rival] = await db.insert(t.projectFiles).values({ projectId: theirs.id, name: "Rival.pdf" }).returning();
    const version = { contentType: "application/pdf", size: 10, uploadedBy: STAFF.id };
    await db.insert(t.projectFileVersions).values([
      { ...version, fileId: file!.id, projectId: mine.id, version: 1, storageKey: "documents/a.pdf" },
      { ...version, fileId: file!.id, projectId: mine.id, version: 2, storageKey: "documents/b.pdf" },
      { ...version, fileId: rival!.id, projectId: theirs.id, version: 1, storageKey: "documents/c.pdf" },
    ]);
    const { events } = await timelineOf(mine.id, "file");
    expect(events.map((e) => e.sentence).sort()).toEqual([
      "A new version of file “MSA.pdf” was uploaded",
      "File “MSA.pdf” was added to Contracts",
    ]);
    expect(JSON.stringify(events)).not.toMatch(/documents\/|Rival|Maya|studio\.example/);
  });

  it("shows the threads' messages, the client's own and the studio's, never who on the staff wrote", async () => {
    const { mine, theirs, build, login } = await setUp();
    const [rivalSprint] = await db.select().from(t.projectSprints).where(eq(t.projectSprints.projectId, theirs.id));
    await db.insert(t.threadMessages).values([
      {
        projectId: mine.id,
        sprintId: build.id,
        subjectKind: "sprint",
        subjectId: build.id,
        authorId: CLIENT.id,
        body: "Looks good",
      },
      {
        projectId: mine.id,
        sprintId: build.id,
        ticketId: login.id,
        subjectKind: "sprint_ticket",
        subjectId: login.id,
        authorId: STAFF.id,
        body: "Fixed the redirect",
      },
      {
        projectId: theirs.id,
        sprintId: rivalSprint!.id,
        subjectKind: "sprint",
        subjectId: rivalSprint!.id,
        authorId: OTHER.id,
        body: "Rival note",
      },
    ]);
    const { events, page } = await timelineOf(mine.id, "message");
    expect(events.map((e) => [e.sentence, e.note])).toEqual(
      expect.arrayContaining([
        ["You wrote on sprint “Build”", "Looks good"],
        ["The studio wrote on task “Login”", "Fixed the redirect"],
      ]),
    );
    expect(page.older).toBeNull();
    expect(JSON.stringify(events)).not.toContain("Rival note");
    expect(JSON.stringify(events)).not.toContain(STAFF.email);
  });

  it("shows another client's project to no one: the client id cuts what clients wrote", async () => {
    const { theirs } = await setUp();
    const { events } = await getProjectTimeline({ projectId: theirs.id, clientId: CLIENT.id });
    expect(events.some((e) => e.kind === "message")).toBe(false);
  });
});

describe("the value series", () => {
  it("is cumulative per month, in the main currency, from the project's start", async () => {
    const { mine, login, deposit } = await setUp();
    await db
      .update(t.sprintTickets)
      .set({ status: "Completed", completedAt: new Date("2026-10-15T00:00:00Z") })
      .where(eq(t.sprintTickets.id, login.id));
    await markInvoicePaid({ actor: staffActor, id: deposit.id });
    const series = await getProjectValueSeries({ project: mine, today: new Date() });
    expect(series.currency).toBe("EUR");
    expect(series.otherCurrencies).toEqual(["USD"]);
    expect(series.totalTasks).toBe(2);
    const sep = series.points.find((p) => p.month === "2026-09");
    const oct = series.points.find((p) => p.month === "2026-10");
    expect(sep).toMatchObject({ progress: 0, invoiced: "0.00", paid: "0.00" });
    // drafts are never invoiced: only INV-1 (the milestone is still a draft)
    expect(oct).toMatchObject({ progress: 50, done: 1, invoiced: "1000.00" });
    expect(series.points.at(-1)).toMatchObject({ progress: 50, invoiced: "1000.00", paid: "1000.00" });
  });

  it("draws from invoices summed per currency and month in SQL the same series as from every invoice", async () => {
    const { mine } = await setUp();
    const today = new Date("2026-12-10T00:00:00Z");
    // 36 invoices over three months in two currencies, some paid in a later month, a draft and a cancelled one
    const rows: (typeof t.clientInvoices.$inferInsert)[] = Array.from({ length: 36 }, (_, i) => ({
      projectId: mine.id,
      clientId: CLIENT.id,
      invoiceNumber: `V-${i}`,
      invoiceName: `Part ${i}`,
      amount: `${100 + i}.${String(i % 100).padStart(2, "0")}`,
      currency: i % 4 === 0 ? "USD" : "EUR",
      invoiceDate: `2026-${9 + (i % 3)}-${String(1 + (i % 27)).padStart(2, "0")}`,
      paymentStatus: i % 5 === 0 ? "Paid" : i === 7 ? "Draft" : i === 11 ? "Cancelled" : "Pending",
      paidAt: i % 5 === 0 ? new Date(Date.UTC(2026, 9 + (i % 3), 28, 23, 30)) : null,
    }));
    await db.insert(t.clientInvoices).values(rows);
    const series = await getProjectValueSeries({ project: mine, today });
    const sent = await db
      .select({
        amount: t.clientInvoices.amount,
        currency: t.clientInvoices.currency,
        issuedOn: t.clientInvoices.invoiceDate,
        paidAt: t.clientInvoices.paidAt,
        status: t.clientInvoices.paymentStatus,
      })
      .from(t.clientInvoices)
      .where(eq(t.clientInvoices.projectId, mine.id));
    const fromEvery = valueSeries({
      start: mine.createdAt,
      today,
      totalTasks: series.totalTasks,
      completions: [],
      invoices: sent.filter((i) => i.status !== "Draft" && i.status !== "Cancelled"),
    });
    expect(series.currency).toBe("EUR");
    expect(series.points.map((p) => [p.month, p.invoiced, p.paid])).toEqual(
      fromEvery.points.map((p) => [p.month, p.invoiced, p.paid]),
    );
    expect(series.points.at(-1)?.invoiced).not.toBe("0.00");
  });

  it("is pure: months between start and today, nothing invoiced without invoices", () => {
    const s = valueSeries({
      start: "2026-01-20",
      today: new Date("2026-03-02T00:00:00Z"),
      totalTasks: 4,
      completions: [{ at: "2026-02-01" }, { at: "2026-03-01" }],
      invoices: [],
    });
    expect(s.currency).toBeNull();
    expect(s.points.map((p) => [p.month, p.progress])).toEqual([
      ["2026-01", 0],
      ["2026-02", 25],
      ["2026-03", 50],
    ]);
  });
});

describe("the kind filter", () => {
  it("reads a known kind, and anything else as every kind", () => {
    expect(parseTimelineKind("payment")).toBe("payment");
    for (const junk of [null, "", "Payment", "draft", "'; drop table x"]) expect(parseTimelineKind(junk)).toBeNull();
  });
});

describe("the event times the database keeps (migration 0012)", () => {
  const ticketTime = async (id: string) =>
    (await db.select({ at: t.sprintTickets.completedAt }).from(t.sprintTickets).where(eq(t.sprintTickets.id, id)))[0]!
      .at;
  const invoiceTimes = async (id: string) =>
    (
      await db
        .select({ issued: t.clientInvoices.issuedAt, paid: t.clientInvoices.paidAt })
        .from(t.clientInvoices)
        .where(eq(t.clientInvoices.id, id))
    )[0]!;

  it("marks a task's completion when its status becomes Completed, and clears it when it is reopened", async () => {
    const { login, build } = await setUp();
    expect(await ticketTime(login.id)).toBeNull();
    await setSprintTicketStatus({ actor: staffActor, id: login.id, status: "Completed" });
    const first = await ticketTime(login.id);
    expect(first).toBeInstanceOf(Date);
    // another change that leaves it Completed keeps the time
    await db.update(t.sprintTickets).set({ title: "Login page" }).where(eq(t.sprintTickets.id, login.id));
    expect(await ticketTime(login.id)).toEqual(first);
    await setSprintTicketStatus({ actor: staffActor, id: login.id, status: "In progress" });
    expect(await ticketTime(login.id)).toBeNull();
    // a task created done counts from its own time
    const [done] = await db
      .insert(t.sprintTickets)
      .values({ sprintId: build.id, title: "Old", status: "Completed", updatedAt: new Date("2026-09-20T00:00:00Z") })
      .returning();
    expect(done!.completedAt).toEqual(new Date("2026-09-20T00:00:00Z"));
  });

  it("marks when an invoice is issued (never a draft) and when it is paid", async () => {
    const { deposit, design } = await setUp();
    const [milestone] = await db.select().from(t.clientInvoices).where(eq(t.clientInvoices.sprintId, design.id));
    expect(await invoiceTimes(milestone!.id)).toEqual({ issued: null, paid: null });
    expect((await invoiceTimes(deposit.id)).issued).toEqual(deposit.createdAt);
    await approveSprint({ reviewer, sprintId: design.id });
    expect((await invoiceTimes(milestone!.id)).issued).toBeInstanceOf(Date);
    await markInvoicePaid({ actor: staffActor, id: deposit.id });
    const paid = (await invoiceTimes(deposit.id)).paid;
    expect(paid).toBeInstanceOf(Date);
    await db.update(t.clientInvoices).set({ paymentStatus: "Pending" }).where(eq(t.clientInvoices.id, deposit.id));
    expect((await invoiceTimes(deposit.id)).paid).toBeNull();
  });
});
