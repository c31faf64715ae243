import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { env } from "~/platform/foundation/env.server";
import { UploadError } from "~/platform/storage.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertProject, insertSprint } from "../../tests/setup/fixtures";
import { refusal } from "../../tests/support/refusal";
import {
  getNotificationsVersion,
  getPortalProject,
  getSprintDetail,
  listClientProjects,
  markNotificationRead,
  pickPortalProject,
  readNotificationState,
  readPortalProjects,
  testimonialRequestsOf,
} from "./portal.server";
import { continueNextSprint, submitSprintFeedback } from "./portal-messages.server";
import { submitTestimonial, testimonialIdentity } from "./portal-testimonials.server";

const db = useTestDatabase();
beforeEach(truncateAll);

// a real 1×1 PNG, checked by content on the server
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function client(id: string, extra: Partial<typeof t.profiles.$inferInsert> = {}) {
  const email = `${id}@client.example`;
  await db.insert(t.users).values({ id, name: id, email, emailVerified: true });
  await db.insert(t.profiles).values({ id, email, role: "client", fullName: `${id} person`, ...extra });
  return {
    userId: id,
    email,
    fullName: extra.fullName ?? `${id} person`,
    organizationName: extra.organizationName ?? null,
  };
}

const project = (clientId: string, values: Partial<typeof t.clientProjects.$inferInsert> = {}) =>
  insertProject(clientId, { title: `${clientId} project`, ...values });
const sprint = insertSprint;

const outbox = () => db.select().from(t.mailOutbox);
const messages = () => db.select().from(t.sprintClientMessages);

describe("portal reads are limited to the viewer's own projects", () => {
  it("lists only the viewer's projects, work in progress first, oldest first (the first is the default)", async () => {
    const acme = await client("acme");
    const globex = await client("globex");
    await project(acme.userId, { title: "Old done", status: "Completed", createdAt: new Date("2025-06-01") });
    await project(acme.userId, { title: "Older active", createdAt: new Date("2026-01-01") });
    await project(acme.userId, { title: "Newer active", createdAt: new Date("2026-02-01") });
    await project(acme.userId, { title: "Paused", status: "On Hold", createdAt: new Date("2026-03-01") });
    const theirs = await project(globex.userId, { title: "Not yours" });
    expect((await listClientProjects(acme.userId)).map((p) => p.title)).toEqual([
      "Older active",
      "Newer active",
      "Paused",
      "Old done",
    ]);
    // the portal's own read: the same projects in the same order; the shown one is picked from them
    const own = await readPortalProjects(acme.userId);
    expect(own.map((p) => p.title)).toEqual(["Older active", "Newer active", "Paused", "Old done"]);
    expect(pickPortalProject(own, null)?.title).toBe("Older active");
    expect(pickPortalProject(own, own[2]!.id)?.title).toBe("Paused");
    expect(pickPortalProject(own, theirs.id)).toBeNull();
    expect(pickPortalProject(own, "not-an-id")).toBeNull();
    expect(pickPortalProject([], null)).toBeNull();
  });

  it("reads a project with its sprints, ticket counts, invoices and notifications", async () => {
    const acme = await client("acme");
    const p = await project(acme.userId);
    const s2 = await sprint(p.id, { title: "Two", sprintOrder: 2 });
    const s1 = await sprint(p.id, { title: "One", sprintOrder: 1 });
    await db.insert(t.sprintTickets).values([
      { sprintId: s1.id, title: "a", status: "Completed" },
      { sprintId: s1.id, title: "b", status: "Completed" },
      { sprintId: s2.id, title: "c", status: "In progress" },
    ]);
    await db.insert(t.clientInvoices).values([
      { ...invoice(p.id, acme.userId, "OLD"), createdAt: new Date("2026-01-01") },
      { ...invoice(p.id, acme.userId, "NEW"), createdAt: new Date("2026-03-01"), fileKey: "invoices/x.pdf" },
    ]);
    await db
      .insert(t.projectNotifications)
      .values({ projectId: p.id, clientId: acme.userId, title: "Hi", message: "m" });

    const data = await getPortalProject({ clientId: acme.userId, projectId: p.id });
    expect(data?.sprints.map((s) => s.title)).toEqual(["One", "Two"]);
    expect(data?.ticketCounts).toEqual(
      expect.arrayContaining([
        { sprintId: s1.id, status: "Completed", count: 2 },
        { sprintId: s2.id, status: "In progress", count: 1 },
      ]),
    );
    expect(data?.recentTickets).toHaveLength(3);
    expect(data?.invoices?.map((i) => [i.invoiceNumber, i.hasFile])).toEqual([
      ["NEW", true],
      ["OLD", false],
    ]);
    expect(data?.notifications.map((n) => n.title)).toEqual(["Hi"]);
  });

  it("treats another client's project, sprint or a malformed id like a missing one", async () => {
    const acme = await client("acme");
    const globex = await client("globex");
    const p = await project(acme.userId);
    const s = await sprint(p.id);
    expect(await getPortalProject({ clientId: globex.userId, projectId: p.id })).toBeNull();
    expect(await getPortalProject({ clientId: globex.userId, projectId: "not-a-uuid" })).toBeNull();
    expect(await getSprintDetail({ clientId: globex.userId, sprintId: s.id })).toBeNull();
    expect(await getSprintDetail({ clientId: acme.userId, sprintId: "1 or 1=1" })).toBeNull();
    expect((await getSprintDetail({ clientId: acme.userId, sprintId: s.id }))?.sprint.projectTitle).toBe(p.title);
  });
});

function invoice(projectId: string, clientId: string, n: string) {
  return {
    projectId,
    clientId,
    invoiceNumber: n,
    invoiceName: `Invoice ${n}`,
    amount: "100.00",
    invoiceDate: "2026-01-01",
  };
}

describe("notifications", () => {
  it("marks the viewer's own notification read, and refuses another client's", async () => {
    const acme = await client("acme");
    const globex = await client("globex");
    const p = await project(acme.userId);
    const [n] = await db
      .insert(t.projectNotifications)
      .values({ projectId: p.id, clientId: acme.userId, title: "Hi", message: "m" })
      .returning();

    const gone = { code: "not_found", message: "Notification not found" };
    expect(await refusal(markNotificationRead({ clientId: globex.userId, notificationId: n!.id }))).toEqual(gone);
    expect(await refusal(markNotificationRead({ clientId: globex.userId, notificationId: "nope" }))).toEqual(gone);
    const [still] = await db.select().from(t.projectNotifications).where(eq(t.projectNotifications.id, n!.id));
    expect(still?.read).toBe(false);

    const before = await getNotificationsVersion(acme.userId);
    expect(await refusal(markNotificationRead({ clientId: acme.userId, notificationId: n!.id }))).toBeNull();
    const [after] = await db.select().from(t.projectNotifications).where(eq(t.projectNotifications.id, n!.id));
    expect(after?.read).toBe(true);
    expect(await getNotificationsVersion(acme.userId)).not.toBe(before);
  });

  it("changes the live version when a notification arrives, for its owner only", async () => {
    const acme = await client("acme");
    const globex = await client("globex");
    const p = await project(acme.userId);
    const acmeBefore = await getNotificationsVersion(acme.userId);
    const globexBefore = await getNotificationsVersion(globex.userId);
    await db
      .insert(t.projectNotifications)
      .values({ projectId: p.id, clientId: acme.userId, title: "New", message: "m" });
    expect(await getNotificationsVersion(acme.userId)).not.toBe(acmeBefore);
    expect(await getNotificationsVersion(globex.userId)).toBe(globexBefore);
  });

  it("counts the unread notifications of the project shown, with the fingerprint of all", async () => {
    const acme = await client("acme");
    const shown = await project(acme.userId, { title: "Shown" });
    const other = await project(acme.userId, { title: "Other" });
    await db.insert(t.projectNotifications).values([
      { projectId: shown.id, clientId: acme.userId, title: "A", message: "m" },
      { projectId: shown.id, clientId: acme.userId, title: "B", message: "m", read: true },
      { projectId: other.id, clientId: acme.userId, title: "C", message: "m" },
    ]);
    const state = await readNotificationState(acme.userId, shown.id);
    expect(state.projectUnread).toBe(1);
    expect(state.version).toBe(await getNotificationsVersion(acme.userId));
    expect(state.version).toMatch(/^3\.2\.\d+$/);
    expect((await readNotificationState(acme.userId, null)).projectUnread).toBe(0);
  });
});

describe("sprint feedback and decisions", () => {
  it("stores the feedback and e-mails the staff in one go", async () => {
    const acme = await client("acme");
    const p = await project(acme.userId, { title: "Fleet" });
    const s = await sprint(p.id, { title: "Dispatch", sprintOrder: 2 });
    expect(await submitSprintFeedback({ sender: acme, sprintId: s.id, feedback: "Love the map" })).toEqual({
      created: true,
    });
    const [m] = await messages();
    expect(m).toMatchObject({ kind: "feedback", body: "Love the map", clientId: acme.userId, sprintId: s.id });
    const [mail] = await outbox();
    expect(mail?.to).toBe(env.staffInbox);
    expect(mail?.subject).toBe("Sprint feedback: Dispatch (Fleet)");
    expect(mail?.text).toContain("Love the map");
    expect(mail?.text).toContain("Sprint 2: Dispatch");
    // Reply answers the client who wrote
    expect(mail?.headers).toEqual({ "Reply-To": acme.email });
  });

  it("refuses another client's sprint without writing anything", async () => {
    const acme = await client("acme");
    const globex = await client("globex");
    const s = await sprint((await project(acme.userId)).id);
    const gone = { code: "not_found", message: "Sprint not found" };
    expect(await refusal(submitSprintFeedback({ sender: globex, sprintId: s.id, feedback: "x" }))).toEqual(gone);
    expect(await refusal(continueNextSprint({ sender: globex, sprintId: s.id }))).toEqual(gone);
    expect(await messages()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("keeps the continue decision once per sprint", async () => {
    const acme = await client("acme");
    const s = await sprint((await project(acme.userId)).id, { status: "In Review" });
    expect(await continueNextSprint({ sender: acme, sprintId: s.id })).toEqual({ created: true });
    expect(await continueNextSprint({ sender: acme, sprintId: s.id })).toEqual({ created: false });
    expect((await messages()).map((m) => m.kind)).toEqual(["continue_next_sprint"]);
    expect(await outbox()).toHaveLength(1);
  });
});

describe("testimonials", () => {
  it("asks for one on each Completed project without a testimonial", async () => {
    const acme = await client("acme");
    const done = await project(acme.userId, { title: "Done", status: "Completed" });
    await project(acme.userId, { title: "Busy", status: "In Progress" });
    const answered = await project(acme.userId, { title: "Answered", status: "Completed" });
    await db
      .insert(t.testimonials)
      .values({ clientName: "x", testimonialText: "y", projectId: answered.id, rating: 5 });
    expect(testimonialRequestsOf(await readPortalProjects(acme.userId))).toEqual([
      { projectId: done.id, projectTitle: "Done" },
    ]);
  });

  it("stores a testimonial with the profile's name and company and an image, once", async () => {
    const acme = await client("acme", { fullName: "Jordan Blake", organizationName: "Acme Logistics" });
    const p = await project(acme.userId, { status: "Completed" });
    await db.insert(t.projectNotifications).values({
      projectId: p.id,
      clientId: acme.userId,
      title: "Req",
      message: "m",
      notificationType: "testimonial_request",
    });
    const image = new File([PNG], "me.png", { type: "image/png" });
    const result = await submitTestimonial({
      author: acme,
      projectId: p.id,
      rating: 4,
      testimonialText: "Great",
      image,
    });
    expect(result.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await db.select().from(t.testimonials);
    expect(row).toMatchObject({
      clientName: "Jordan Blake",
      clientCompany: "Acme Logistics",
      rating: 4,
      testimonialText: "Great",
      featured: false,
      approved: false,
      projectId: p.id,
    });
    expect(row?.clientImageUrl).toMatch(/^\/uploads\/testimonial-images\/[0-9a-f-]{36}\.png$/);
    expect(row?.clientImageUrl).not.toContain(acme.userId);
    expect(fs.existsSync(path.join(env.uploadsDir, row!.clientImageUrl!.replace("/uploads/", "")))).toBe(true);
    const [n] = await db.select().from(t.projectNotifications);
    expect(n?.read).toBe(true);
    expect((await outbox()).map((m) => m.subject)).toEqual([`New testimonial: ${p.title}`]);

    const again = submitTestimonial({ author: acme, projectId: p.id, rating: 5, testimonialText: "Again" });
    expect(await refusal(again)).toEqual({
      code: "conflict",
      message: "A testimonial has already been submitted for this project.",
    });
    expect(await db.select().from(t.testimonials)).toHaveLength(1);
    expect(testimonialRequestsOf(await readPortalProjects(acme.userId))).toEqual([]);
  });

  it("refuses another client's project and a project that is not Completed", async () => {
    const acme = await client("acme");
    const globex = await client("globex");
    const done = await project(acme.userId, { status: "Completed" });
    const busy = await project(acme.userId, { status: "In Progress" });
    const input = { rating: 5, testimonialText: "Nice" };
    expect(await refusal(submitTestimonial({ author: globex, projectId: done.id, ...input }))).toMatchObject({
      code: "not_found",
    });
    expect(await refusal(submitTestimonial({ author: acme, projectId: busy.id, ...input }))).toMatchObject({
      code: "invalid",
    });
    expect(await db.select().from(t.testimonials)).toHaveLength(0);
  });

  it("refuses a file that is not an image, whatever its name, and writes nothing", async () => {
    const acme = await client("acme");
    const p = await project(acme.userId, { status: "Completed" });
    const fake = new File([Buffer.from("%PDF-1.4 not an image")], "photo.png", { type: "image/png" });
    await expect(
      submitTestimonial({ author: acme, projectId: p.id, rating: 5, testimonialText: "x", image: fake }),
    ).rejects.toBeInstanceOf(UploadError);
    expect(await db.select().from(t.testimonials)).toHaveLength(0);
  });

  it("shows 'Anonymous' for a missing name or company", () => {
    expect(testimonialIdentity({ fullName: null, organizationName: " " })).toEqual({
      clientName: "Anonymous",
      clientCompany: "Anonymous",
    });
  });
});
