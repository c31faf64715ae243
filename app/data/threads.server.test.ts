import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  activityLog,
  mailOutbox,
  profiles,
  projectTeamAssignments,
  sprintTickets,
  threadAttachments,
  threadMessages,
} from "~/db/schema";
import { THREAD_BODY_MAX } from "~/domain/threads";
import { readObject } from "~/platform/storage.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertSprint } from "../../tests/setup/fixtures";
import { CLIENT, insertClientProjects, insertPeople, type Person, STAFF, THEO } from "../../tests/setup/people";
import { expectRecountMatches } from "../../tests/support/thread-recount";
import {
  countUnreadMessages,
  findThreadAttachment,
  listProjectThreads,
  postThreadMessage,
  readThread,
  STAFF_UNREAD_MESSAGES,
  THREAD_POST_LIMIT,
  unreadBySprint,
  unreadBySubject,
} from "./threads.server";

const db = useTestDatabase();
const PRIYA: Person = { id: "client-2", email: "priya@globex.example", role: "client", fullName: "Priya" };
const viewerOf = (p: Person) => ({ userId: p.id, email: p.email, fullName: p.fullName ?? null, role: p.role });
const jordan = viewerOf(CLIENT);
const priya = viewerOf(PRIYA);
const staff = viewerOf(STAFF);
const theo = viewerOf(THEO);

const PDF = new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")], "brief.pdf");

beforeEach(truncateAll);

async function seed() {
  await insertPeople([STAFF, THEO, CLIENT, PRIYA]);
  const [projectId, otherProjectId] = await insertClientProjects(
    { title: "Fleet" },
    { clientId: PRIYA.id, title: "Globex" },
  );
  const sprint = await insertSprint(projectId!, { title: "Dispatch board" });
  const other = await insertSprint(otherProjectId!, { title: "Globex sprint" });
  const [ticket] = await db
    .insert(sprintTickets)
    .values({ sprintId: sprint.id, title: "Route map" })
    .returning({ id: sprintTickets.id });
  return { projectId: projectId!, sprintId: sprint.id, otherSprintId: other.id, ticketId: ticket!.id };
}

const mails = () => db.select().from(mailOutbox);

describe("threads", () => {
  it("a client posts on their sprint with a file: stored, audited, mailed to all admins when no team is assigned", async () => {
    const { sprintId } = await seed();
    const result = await postThreadMessage({
      viewer: jordan,
      subject: { kind: "sprint", id: sprintId },
      body: "Looks good, see https://example.com/spec.",
      file: PDF,
    });
    expect(result.href).toBe(`/client-portal/sprint/${sprintId}`);

    const [attachment] = await db.select().from(threadAttachments);
    expect(attachment).toMatchObject({ fileName: "brief.pdf", contentType: "application/pdf" });
    expect(attachment!.storageKey).toMatch(/^documents\/threads\//);
    expect(await readObject(attachment!.storageKey)).not.toBeNull();

    const sent = await mails();
    // STAFF is the only admin (THEO is an author): one mail, with the dashboard's deep link
    expect(sent.map((m) => m.to)).toEqual([STAFF.email]);
    expect(sent[0]!.text).toMatch(/\/dashboard\/client-projects\/[0-9a-f-]{36}\/messages\?thread=sprint(%3A|:)/);
    expect(sent[0]!.text).toContain(`#message-${result.messageId}`);
    const [audit] = await db.select().from(activityLog).where(eq(activityLog.entity, "thread_message"));
    expect(audit).toMatchObject({ actorId: CLIENT.id, entityId: result.messageId });
    // staff read it with its file (read in the same statement as the messages), new to them until then
    const thread = await readThread({ viewer: staff, subject: { kind: "sprint", id: sprintId } });
    expect(thread?.messages.map((m) => [m.isNew, m.attachments])).toEqual([
      [true, [{ id: attachment!.id, fileName: "brief.pdf", size: attachment!.size }]],
    ]);
    const again = await readThread({ viewer: staff, subject: { kind: "sprint", id: sprintId } });
    expect(again?.messages.map((m) => m.isNew)).toEqual([false]);
  });

  it("an attachment's name is stored and mailed without a path, line breaks or direction overrides", async () => {
    const { sprintId } = await seed();
    const bytes = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const hostile = new File([bytes], "../../notes\r\nBcc: all@evil.example\u202Efdp.exe\u0085.pdf");
    await postThreadMessage({
      viewer: jordan,
      subject: { kind: "sprint", id: sprintId },
      body: "See file.",
      file: hostile,
    });
    const [attachment] = await db.select().from(threadAttachments);
    expect(attachment!.fileName).toBe("notesBcc: all@evil.examplefdp.exe.pdf");
    const [mail] = await mails();
    expect(mail!.text).toContain("Attached: notesBcc: all@evil.examplefdp.exe.pdf");
    expect(mail!.text.split("\n").some((line) => line.startsWith("Bcc:"))).toBe(false);
    expect(mail!.text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\r]/);
  });

  it("mails the project's team instead of the admins when one is assigned; staff replies mail the client", async () => {
    const { projectId, ticketId } = await seed();
    await db.insert(projectTeamAssignments).values({ projectId, userId: THEO.id });
    await postThreadMessage({ viewer: jordan, subject: { kind: "sprint_ticket", id: ticketId }, body: "Question" });
    expect((await mails()).map((m) => m.to)).toEqual([THEO.email]);
    await db.delete(mailOutbox);
    const reply = await postThreadMessage({
      viewer: staff,
      subject: { kind: "sprint_ticket", id: ticketId },
      body: "Answer",
    });
    const sent = await mails();
    expect(sent.map((m) => m.to)).toEqual([CLIENT.email]);
    expect(sent[0]!.text).toContain(`?ticket=${ticketId}&message=${reply.messageId}`);
  });

  it("refuses another client's sprint as not found, and stores nothing", async () => {
    const { otherSprintId, sprintId } = await seed();
    await expect(
      postThreadMessage({ viewer: jordan, subject: { kind: "sprint", id: otherSprintId }, body: "Hi", file: PDF }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await db.select().from(threadMessages)).toHaveLength(0);
    expect(await db.select().from(threadAttachments)).toHaveLength(0);
    expect(await readThread({ viewer: priya, subject: { kind: "sprint", id: sprintId } })).toBeNull();
    expect(await readThread({ viewer: jordan, subject: { kind: "sprint", id: "not-a-uuid" } })).toBeNull();
  });

  it("refuses an empty or too long message and a file of the wrong type, writing nothing", async () => {
    const { sprintId } = await seed();
    const subject = { kind: "sprint", id: sprintId } as const;
    await expect(postThreadMessage({ viewer: jordan, subject, body: "   " })).rejects.toMatchObject({ status: 400 });
    await expect(
      postThreadMessage({ viewer: jordan, subject, body: "x".repeat(THREAD_BODY_MAX + 1) }),
    ).rejects.toMatchObject({ status: 400, field: "body" });
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], "tool.pdf");
    await expect(postThreadMessage({ viewer: jordan, subject, body: "file", file: exe })).rejects.toMatchObject({
      status: 400,
    });
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], "big.pdf");
    await expect(postThreadMessage({ viewer: jordan, subject, body: "file", file: big })).rejects.toMatchObject({
      status: 400,
    });
    expect(await db.select().from(threadMessages)).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
    // exactly the limit is fine
    const ok = await postThreadMessage({ viewer: jordan, subject, body: "y".repeat(THREAD_BODY_MAX) });
    expect(ok.messageId).toBeTruthy();
  });

  it("counts unread messages by others until the reader opens the thread", async () => {
    const { sprintId, ticketId, projectId } = await seed();
    const t0 = new Date("2026-06-01T10:00:00Z");
    await postThreadMessage({ viewer: staff, subject: { kind: "sprint", id: sprintId }, body: "One", now: t0 });
    await postThreadMessage({
      viewer: theo,
      subject: { kind: "sprint_ticket", id: ticketId },
      body: "Two",
      now: new Date(t0.getTime() + 1000),
    });
    expect(await countUnreadMessages({ viewer: jordan })).toBe(2);
    expect(await countUnreadMessages({ viewer: jordan, projectId })).toBe(2);
    expect(await countUnreadMessages({ viewer: priya })).toBe(0);
    // staff: Theo's message is unread for STAFF, their own is not
    expect(await countUnreadMessages({ viewer: staff })).toBe(1);

    const thread = await readThread({ viewer: jordan, subject: { kind: "sprint", id: sprintId } });
    expect(thread?.messages.map((m) => [m.body, m.isNew, m.isStaffAuthor])).toEqual([["One", true, true]]);
    expect(await countUnreadMessages({ viewer: jordan })).toBe(1);
    const bySubject = await unreadBySubject({ viewer: jordan, projectId });
    expect(bySubject.find((s) => s.subjectId === ticketId)).toMatchObject({ total: 1, unread: 1 });
    expect(bySubject.find((s) => s.subjectId === sprintId)).toMatchObject({ total: 1, unread: 0 });

    // a reply by the client is theirs: never unread for them
    await postThreadMessage({
      viewer: jordan,
      subject: { kind: "sprint", id: sprintId },
      body: "Thanks",
      now: new Date(t0.getTime() + 2000),
    });
    expect(await countUnreadMessages({ viewer: jordan })).toBe(1);
    const again = await readThread({ viewer: jordan, subject: { kind: "sprint", id: sprintId } });
    expect(again?.messages.map((m) => [m.body, m.isNew, m.isYours])).toEqual([
      ["One", false, false],
      ["Thanks", false, true],
    ]);
  });

  it("serves an attachment to the owner and staff only", async () => {
    const { sprintId } = await seed();
    await postThreadMessage({ viewer: jordan, subject: { kind: "sprint", id: sprintId }, body: "File", file: PDF });
    const [attachment] = await db.select().from(threadAttachments);
    expect(await findThreadAttachment({ viewer: jordan, attachmentId: attachment!.id })).toMatchObject({
      fileName: "brief.pdf",
    });
    expect(await findThreadAttachment({ viewer: staff, attachmentId: attachment!.id })).not.toBeNull();
    expect(await findThreadAttachment({ viewer: priya, attachmentId: attachment!.id })).toBeNull();
    expect(await findThreadAttachment({ viewer: jordan, attachmentId: "junk" })).toBeNull();
    const nobody = { userId: "x", email: "x@x.example", fullName: null, role: null };
    expect(await findThreadAttachment({ viewer: nobody, attachmentId: attachment!.id })).toBeNull();
  });

  it("limits how many messages one person posts in a window", async () => {
    const { sprintId } = await seed();
    const subject = { kind: "sprint", id: sprintId } as const;
    const now = new Date("2026-06-01T10:00:00Z");
    for (let i = 0; i < THREAD_POST_LIMIT.max; i++) {
      expect((await postThreadMessage({ viewer: jordan, subject, body: `m${i}`, now })).messageId).toBeTruthy();
    }
    await expect(postThreadMessage({ viewer: jordan, subject, body: "one more", now })).rejects.toMatchObject({
      code: "rate_limited",
      status: 429,
    });
    expect(await db.select().from(threadMessages)).toHaveLength(THREAD_POST_LIMIT.max);
  });

  it("keeps each conversation's summary and each reader's unread count equal to a recount of the messages", async () => {
    const { projectId, sprintId, ticketId } = await seed();
    const t0 = new Date("2026-03-02T10:00:00Z");
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    const sprint = { kind: "sprint", id: sprintId } as const;
    const task = { kind: "sprint_ticket", id: ticketId } as const;
    // many messages in one statement (as an import or the bench writes them), two at the same instant
    await db.insert(threadMessages).values([
      {
        projectId,
        sprintId,
        subjectKind: "sprint",
        subjectId: sprintId,
        authorId: CLIENT.id,
        body: "a",
        createdAt: at(1),
      },
      {
        projectId,
        sprintId,
        subjectKind: "sprint",
        subjectId: sprintId,
        authorId: STAFF.id,
        body: "b",
        createdAt: at(2),
      },
      {
        projectId,
        sprintId,
        subjectKind: "sprint",
        subjectId: sprintId,
        authorId: THEO.id,
        body: "c",
        createdAt: at(2),
      },
      {
        projectId,
        sprintId,
        ticketId,
        subjectKind: "sprint_ticket",
        subjectId: ticketId,
        authorId: CLIENT.id,
        body: "d",
        createdAt: at(3),
      },
    ]);
    await expectRecountMatches(db);
    // reading moves the mark; posting marks the writer's own read; a message by nobody (a removed author)
    await readThread({ viewer: staff, subject: sprint });
    await expectRecountMatches(db);
    await postThreadMessage({ viewer: theo, subject: task, body: "e", now: at(4) });
    await postThreadMessage({ viewer: jordan, subject: sprint, body: "f", now: at(5) });
    await db.insert(threadMessages).values({
      projectId,
      sprintId,
      subjectKind: "sprint",
      subjectId: sprintId,
      authorId: null,
      body: "g",
      createdAt: at(6),
    });
    await expectRecountMatches(db);
    await readThread({ viewer: jordan, subject: task });
    await readThread({ viewer: theo, subject: sprint });
    await expectRecountMatches(db);
    // Jordan read the task and wrote f (read up to it): only g is new to them
    expect(await countUnreadMessages({ viewer: jordan })).toBe(1);
    // staff read the sprint at b and c: f and g on it, d and e on the task
    expect(await countUnreadMessages({ viewer: staff, projectId })).toBe(4);
    expect(await unreadBySprint({ viewer: jordan, projectId, sprintIds: [sprintId] })).toEqual({ [sprintId]: 1 });
    expect(await unreadBySprint({ viewer: jordan, projectId, sprintIds: [] })).toEqual({});
    expect(await unreadBySprint({ viewer: priya, projectId, sprintIds: [sprintId] })).toEqual({});
    expect((await listProjectThreads({ viewer: staff, projectId })).map((t) => [t.label, t.total, t.unread])).toEqual([
      ["Sprint 1: Dispatch board", 5, 2],
      ['Task "Route map" (Sprint 1)', 2, 2],
    ]);
    // reading again moves an existing mark: what stays unread is counted again
    await readThread({ viewer: staff, subject: sprint });
    await expectRecountMatches(db);
    expect(await countUnreadMessages({ viewer: staff, projectId })).toBe(2);
    // the sidebar's badge, read with the viewer's profile: staff's own count, nothing for a client
    const badge = async (p: Person) =>
      (await db.select({ n: STAFF_UNREAD_MESSAGES }).from(profiles).where(eq(profiles.id, p.id)))[0]?.n;
    expect(await badge(STAFF)).toBe(2);
    expect(await badge(THEO)).toBe(await countUnreadMessages({ viewer: theo }));
    expect(await badge(CLIENT)).toBe(0);
    // a sprint that goes takes its conversations' summaries with it
    await db.delete(sprintTickets).where(eq(sprintTickets.id, ticketId));
    await expectRecountMatches(db);
  });
});
