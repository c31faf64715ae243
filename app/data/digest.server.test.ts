import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  clientDigests,
  clientInvoices,
  mailOutbox,
  profiles,
  projectSprints,
  sprintTickets,
  threadMessages,
} from "~/db/schema";
import { digestDue, nextDigestAt } from "~/domain/digest";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { CLIENT, insertClientProjects, insertPeople, type Person, STAFF } from "../../tests/setup/people";
import {
  digestOptOutUrl,
  previewDigest,
  readDigestOptOutToken,
  sendDueDigests,
  setDigestPreferences,
} from "./digest.server";

const db = useTestDatabase();
const OTHER: Person = { id: "client-2", email: "priya@globex.example", role: "client", fullName: "Priya" };

beforeEach(truncateAll);

async function seed() {
  await insertPeople([STAFF, CLIENT, OTHER]);
  await db.update(profiles).set({ timeZone: "Europe/Berlin" }).where(eq(profiles.id, CLIENT.id));
  await db.update(profiles).set({ timeZone: "America/New_York" }).where(eq(profiles.id, OTHER.id));
  const [mine, theirs, idle] = await insertClientProjects(
    { title: "Fleet Platform", status: "In Progress" },
    { clientId: OTHER.id, title: "Globex Portal", status: "In Progress" },
    { title: "Old Site", status: "Completed" },
  );
  const [sprint, review, otherSprint] = await db
    .insert(projectSprints)
    .values([
      {
        projectId: mine!,
        title: "Driver app",
        sprintOrder: 1,
        status: "In Progress",
        updatedAt: new Date("2026-11-20T10:00:00Z"),
      },
      {
        projectId: mine!,
        title: "Dispatcher",
        sprintOrder: 2,
        status: "In Review",
        updatedAt: new Date("2026-11-01T10:00:00Z"),
      },
      { projectId: theirs!, title: "Globex sprint", sprintOrder: 1, status: "In Review" },
    ])
    .returning({ id: projectSprints.id });
  await db.insert(sprintTickets).values([
    { sprintId: sprint!.id, title: "Offline sync", status: "Completed", updatedAt: new Date("2026-11-19T12:00:00Z") },
    { sprintId: sprint!.id, title: "Old ticket", status: "Completed", updatedAt: new Date("2026-10-01T12:00:00Z") },
    {
      sprintId: otherSprint!.id,
      title: "Globex secret",
      status: "Completed",
      updatedAt: new Date("2026-11-19T12:00:00Z"),
    },
  ]);
  await db.insert(clientInvoices).values([
    {
      projectId: mine!,
      clientId: CLIENT.id,
      invoiceNumber: "INV-9",
      invoiceName: "Milestone",
      amount: "1200.00",
      invoiceDate: "2026-11-01",
      dueDate: "2026-11-30",
    },
    {
      projectId: mine!,
      clientId: CLIENT.id,
      invoiceNumber: "INV-D",
      invoiceName: "Draft one",
      amount: "5.00",
      invoiceDate: "2026-11-01",
      dueDate: "2026-11-25",
      paymentStatus: "Draft",
    },
  ]);
  return {
    mine: mine!,
    theirs: theirs!,
    idle: idle!,
    sprint: sprint!.id,
    review: review!.id,
    otherSprint: otherSprint!.id,
  };
}

describe("the weekly summary", () => {
  it("goes Monday 09:00 in each client's time zone, once, with only their projects' news", async () => {
    await seed();
    // Monday 23 Nov 2026, 08:05 UTC = 09:05 in Berlin, 03:05 in New York
    const monday = new Date("2026-11-23T08:05:00Z");
    expect(await sendDueDigests({ now: new Date("2026-11-23T07:55:00Z") })).toEqual([]);
    expect(await sendDueDigests({ now: monday })).toEqual([CLIENT.id]);
    // another process, or the next run, a quarter of an hour later: nothing twice
    expect(await sendDueDigests({ now: new Date("2026-11-23T08:20:00Z") })).toEqual([]);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, CLIENT.email));
    expect(mail?.subject).toBe("Your week at Lumen Studio: Nov 16 – Nov 23");
    expect(mail?.text).toContain("Offline sync (Fleet Platform)");
    expect(mail?.text).toContain("Driver app (Fleet Platform): In Progress");
    expect(mail?.text).toContain("Dispatcher (Fleet Platform) is ready for your sign-off");
    expect(mail?.text).toContain("INV-9 Milestone: $1,200.00, due 2026-11-30");
    for (const hidden of ["Old ticket", "Globex", "INV-D", "Old Site"]) expect(mail?.text).not.toContain(hidden);
    expect(mail?.html).toContain("/digest/stop?token=");
    // a whole HTML document, and the list headers that give mail clients their own unsubscribe button
    expect(mail?.html).toMatch(
      /^<!doctype html>\n<html lang="en"><head><meta charset="utf-8">[\s\S]*<\/body><\/html>$/,
    );
    const stop = /href="([^"]*\/digest\/stop\?token=[^"]+)"/.exec(mail!.html!)![1]!.replaceAll("&amp;", "&");
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<${stop}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // New York's 09:00 comes at 14:00 UTC
    expect(await sendDueDigests({ now: new Date("2026-11-23T14:01:00Z") })).toEqual([OTHER.id]);
    expect(await db.select().from(clientDigests)).toHaveLength(2);
    // six hours late is too late: skipped, not sent on Monday evening
    expect(digestDue("Europe/Berlin", new Date("2026-11-23T14:30:00Z"))).toBeNull();
  });

  it("is not sent to a client who turned it off or has no project in progress", async () => {
    const { mine } = await seed();
    await setDigestPreferences(CLIENT.id, { weeklyDigest: false });
    expect(await sendDueDigests({ now: new Date("2026-11-23T08:05:00Z") })).toEqual([]);
    await setDigestPreferences(CLIENT.id, { weeklyDigest: true, timeZone: "Not/AZone" });
    const [row] = await db.select().from(profiles).where(eq(profiles.id, CLIENT.id));
    expect(row).toMatchObject({ weeklyDigest: true, timeZone: "Europe/Berlin" });
    await db.update(profiles).set({ timeZone: "UTC" }).where(eq(profiles.id, CLIENT.id));
    const { clientProjects } = await import("~/db/schema");
    await db.update(clientProjects).set({ status: "On Hold" }).where(eq(clientProjects.id, mine));
    expect(await sendDueDigests({ now: new Date("2026-11-23T09:05:00Z") })).toEqual([]);
  });

  it("previews next Monday's summary for staff, and its stop link names the client", async () => {
    await seed();
    const preview = await previewDigest(CLIENT.id, new Date("2026-11-24T10:00:00Z"));
    expect(preview?.at.toISOString()).toBe(
      nextDigestAt("Europe/Berlin", new Date("2026-11-24T10:00:00Z"))?.toISOString(),
    );
    expect(preview?.at.toISOString()).toBe("2026-11-30T08:00:00.000Z");
    expect(preview).toMatchObject({ timeZone: "Europe/Berlin", weeklyDigest: true, hasActiveProject: true });
    expect(await previewDigest(STAFF.id)).toBeNull();
    const link = digestOptOutUrl(CLIENT.id);
    expect(link).toMatch(/\/digest\/stop\?token=/);
    const token = decodeURIComponent(/token=([^&]+)/.exec(link)![1]!);
    expect(readDigestOptOutToken(token)).toBe(CLIENT.id);
    expect(readDigestOptOutToken(`${token}x`)).toBeNull();
  });

  it("shows at most 20 of each list however much happened: sprints moved, awaiting sign-off, invoices due", async () => {
    await insertPeople([STAFF, CLIENT]);
    const [projectId] = await insertClientProjects({ title: "Busy", status: "In Progress" });
    const moved = new Date("2026-11-27T10:00:00Z");
    await db.insert(projectSprints).values(
      Array.from({ length: 25 }, (_, i) => ({
        projectId: projectId!,
        title: `Sprint ${String(i + 1).padStart(2, "0")}`,
        sprintOrder: i + 1,
        status: "In Review" as const,
        updatedAt: moved,
      })),
    );
    await db.insert(clientInvoices).values(
      Array.from({ length: 25 }, (_, i) => ({
        projectId: projectId!,
        clientId: CLIENT.id,
        invoiceNumber: `INV-${i + 1}`,
        invoiceName: "Milestone",
        amount: "10.00",
        invoiceDate: "2026-11-01",
        dueDate: "2026-11-20",
        paymentStatus: "Pending" as const,
      })),
    );
    const preview = await previewDigest(CLIENT.id, new Date("2026-11-28T10:00:00Z"));
    const text = preview?.mail.text ?? "";
    const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
    expect(count(/\(Busy\): In Review/g)).toBe(20);
    expect(count(/is ready for your sign-off/g)).toBe(20);
    expect(count(/INV-\d+/g)).toBe(20);
    // in sprint order: the first 20 sprints
    expect(text).toContain("Sprint 20 (Busy)");
    expect(text).not.toContain("Sprint 21 (Busy)");
  });

  it("lists the conversations where the studio wrote last and the client has not answered (30 days back)", async () => {
    const { mine, theirs, sprint, review, otherSprint } = await seed();
    const [task] = await db
      .insert(sprintTickets)
      .values({ sprintId: sprint, title: "Photo proof", status: "In progress" })
      .returning({ id: sprintTickets.id });
    const at = (iso: string) => new Date(iso);
    const message = (
      projectId: string,
      sprintId: string,
      authorId: string,
      createdAt: Date,
      ticketId: string | null = null,
    ) => ({
      projectId,
      sprintId,
      ticketId,
      subjectKind: ticketId ? ("sprint_ticket" as const) : ("sprint" as const),
      subjectId: ticketId ?? sprintId,
      authorId,
      body: "A message",
      createdAt,
    });
    await db.insert(threadMessages).values([
      // the task: the client asked, the studio answered with a question: waiting for the client
      message(mine, sprint, CLIENT.id, at("2026-11-18T09:00:00Z"), task!.id),
      message(mine, sprint, STAFF.id, at("2026-11-19T09:00:00Z"), task!.id),
      // the sprint "Driver app": the studio wrote, the client answered: nothing waits
      message(mine, sprint, STAFF.id, at("2026-11-17T09:00:00Z")),
      message(mine, sprint, CLIENT.id, at("2026-11-17T10:00:00Z")),
      // the sprint "Dispatcher": the studio wrote 40 days ago: too old to list
      message(mine, review, STAFF.id, at("2026-10-14T09:00:00Z")),
      // another client's conversation
      message(theirs, otherSprint, STAFF.id, at("2026-11-19T09:00:00Z")),
    ]);
    expect(await sendDueDigests({ now: new Date("2026-11-23T08:05:00Z") })).toEqual([CLIENT.id]);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, CLIENT.email));
    const waiting = mail!.text.split("\n").filter((line) => line.includes("waiting for your reply"));
    expect(waiting).toEqual([
      '- The studio is waiting for your reply on Task "Photo proof" (Sprint 1) (Fleet Platform)',
    ]);
    expect(mail?.html).toContain(
      "The studio is waiting for your reply on Task &quot;Photo proof&quot; (Sprint 1) (Fleet Platform)",
    );

    // the client answers after Monday's run: next week's summary no longer lists it
    await db.insert(threadMessages).values(message(mine, sprint, CLIENT.id, at("2026-11-24T09:00:00Z"), task!.id));
    const preview = await previewDigest(CLIENT.id, new Date("2026-11-24T10:00:00Z"));
    expect(preview?.mail.text).not.toContain("waiting for your reply");
  });
});
