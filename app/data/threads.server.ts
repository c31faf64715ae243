import { type AnyColumn, and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, type Executor } from "~/db/client.server";
import {
  clientProjects,
  profiles,
  projectSprints,
  projectTeamAssignments,
  sprintTickets,
  threadAttachments,
  threadMessages,
  threadReads,
  threadSubjects,
  threadUnread,
} from "~/db/schema";
import { isStaffRole, type Role } from "~/domain/access";
import { AppError } from "~/domain/app-error";
import { isUuid } from "~/domain/schemas/portal";
import { cleanFileName } from "~/domain/schemas/project-files";
import {
  THREAD_BODY_MAX,
  THREAD_BODY_REQUIRED_MESSAGE,
  THREAD_BODY_TOO_LONG_MESSAGE,
  THREAD_NOT_FOUND_MESSAGE,
  THREAD_RATE_LIMIT_MESSAGE,
  type ThreadSubject,
  type ThreadSubjectKind,
  threadHref,
  threadMailSubject,
  threadSubjectLabel,
} from "~/domain/threads";
import { env } from "~/platform/foundation/env.server";
import { enqueueMail } from "~/platform/mail.server";
import { deleteObject, saveDocument } from "~/platform/storage.server";
import { activityOf } from "./activity.server";
import { claimProjectStorage } from "./project-files.server";
import { countWithinLimit } from "./rate-limit.server";

/**
 * Threads: the conversation between a client and the studio on a sprint or one of its tasks
 * (docs/guide/client-portal.md, "Threads"). They sit beside `sprint_client_messages` (the client's feedback, questions
 * and sign-off decisions, which are one-way records with rules of their own) rather than reusing it: a
 * thread has authors on both sides, attachments and read marks.
 *
 * Every function takes the viewer and filters by it inside SQL: a client reaches only subjects of their
 * own projects (anything else reads as absent, so a route answers 404), staff reach every subject.
 */
export type ThreadViewer = {
  userId: string;
  email: string;
  fullName: string | null;
  role: Role | null;
  ip?: string | null;
};

/** At most this many messages a person may post in the window (each mails the other side). */
export const THREAD_POST_LIMIT = { max: 30, windowMs: 10 * 60_000 };
/** A thread shows its newest messages, oldest of them first. */
export const THREAD_PAGE = 200;

const record = activityOf("thread_message");

/** A client is limited to their own projects; staff see every project; anyone else sees none. */
function scopeFor(viewer: ThreadViewer): SQL | undefined | false {
  if (isStaffRole(viewer.role)) return undefined;
  if (viewer.role === "client") return eq(clientProjects.clientId, viewer.userId);
  return false;
}

export type ResolvedSubject = {
  kind: ThreadSubjectKind;
  id: string;
  projectId: string;
  projectTitle: string;
  clientId: string;
  sprintId: string;
  sprintOrder: number;
  sprintTitle: string;
  ticketId: string | null;
  ticketTitle: string | null;
  /** How people name it: 'Sprint 2: Checkout' or 'Task "Payment form" (Sprint 2)'. */
  label: string;
};

/** The sprint or task a thread hangs on, if this viewer may see it; null otherwise (and for junk ids). */
export async function resolveThreadSubject(
  exec: Executor,
  viewer: ThreadViewer,
  subject: ThreadSubject,
): Promise<ResolvedSubject | null> {
  const scope = scopeFor(viewer);
  if (scope === false || !isUuid(subject.id)) return null;
  const columns = {
    projectId: clientProjects.id,
    projectTitle: clientProjects.title,
    clientId: clientProjects.clientId,
    sprintId: projectSprints.id,
    sprintOrder: projectSprints.sprintOrder,
    sprintTitle: projectSprints.title,
  };
  if (subject.kind === "sprint") {
    const [row] = await exec
      .select(columns)
      .from(projectSprints)
      .innerJoin(clientProjects, eq(clientProjects.id, projectSprints.projectId))
      .where(and(eq(projectSprints.id, subject.id), scope))
      .limit(1);
    if (!row) return null;
    const sprint = { ...row, kind: "sprint" as const, id: row.sprintId, ticketId: null, ticketTitle: null };
    return { ...sprint, label: threadSubjectLabel(sprint) };
  }
  const [row] = await exec
    .select({ ...columns, ticketId: sprintTickets.id, ticketTitle: sprintTickets.title })
    .from(sprintTickets)
    .innerJoin(projectSprints, eq(projectSprints.id, sprintTickets.sprintId))
    .innerJoin(clientProjects, eq(clientProjects.id, projectSprints.projectId))
    .where(and(eq(sprintTickets.id, subject.id), scope))
    .limit(1);
  if (!row) return null;
  const task = { ...row, kind: "sprint_ticket" as const, id: row.ticketId };
  return { ...task, label: threadSubjectLabel(task) };
}

type PostInput = {
  viewer: ThreadViewer;
  subject: ThreadSubject;
  body: string;
  file?: File | null;
  /** the page posted from shows this sprint: a subject of another sprint is not found here */
  sprintId?: string;
  now?: Date;
};
export type PostResult = { messageId: string; href: string };

/**
 * Post a message (and its optional file) on a thread. The file is checked and stored first, then the
 * message, its attachment row, the activity row and the other side's e-mails are written in one
 * transaction; if that transaction does not commit, the stored file is removed again.
 */
export async function postThreadMessage({
  viewer,
  subject,
  body,
  file,
  sprintId,
  now = new Date(),
}: PostInput): Promise<PostResult> {
  const text = body.trim();
  if (text.length === 0) throw new AppError("invalid", THREAD_BODY_REQUIRED_MESSAGE, { field: "body" });
  if (text.length > THREAD_BODY_MAX) throw new AppError("invalid", THREAD_BODY_TOO_LONG_MESSAGE, { field: "body" });
  // checked before the file is stored, so a stranger's post stores nothing
  const found = await resolveThreadSubject(db, viewer, subject);
  if (!found || (sprintId !== undefined && found.sprintId !== sprintId))
    throw new AppError("not_found", THREAD_NOT_FOUND_MESSAGE);

  let stored: Awaited<ReturnType<typeof saveDocument>> | null = null;
  if (file && file.size > 0) {
    // UploadError (an AppError at the 'file' field) for a wrong type, an empty or an oversized file
    stored = await saveDocument(file, "threads");
  }
  try {
    const result = await db.transaction(async (tx): Promise<PostResult> => {
      const within = await countWithinLimit(tx, { key: `thread-post:${viewer.userId}`, ...THREAD_POST_LIMIT, now });
      if (!within) throw new AppError("rate_limited", THREAD_RATE_LIMIT_MESSAGE);
      // read again inside the transaction: the subject may have gone meanwhile
      const target = await resolveThreadSubject(tx, viewer, subject);
      if (!target) throw new AppError("not_found", THREAD_NOT_FOUND_MESSAGE);
      // before any row that references the project: the claim locks it
      if (stored) await claimProjectStorage(tx, target.projectId, stored.size);
      const [message] = await tx
        .insert(threadMessages)
        .values({
          projectId: target.projectId,
          sprintId: target.sprintId,
          ticketId: target.ticketId,
          subjectKind: target.kind,
          subjectId: target.id,
          authorId: viewer.userId,
          body: text,
          createdAt: now,
        })
        .returning({ id: threadMessages.id });
      const messageId = message!.id;
      const fileName = file instanceof File && file.name ? cleanFileName(file.name) : "attachment";
      if (stored) {
        await tx.insert(threadAttachments).values({
          messageId,
          storageKey: stored.key,
          fileName,
          contentType: stored.contentType,
          size: stored.size,
        });
      }
      // the writer has read the thread up to their own message
      await markRead(tx, viewer.userId, target, now);
      const fromClient = viewer.role === "client";
      await record(tx, viewer, "create", messageId, `Posted a message on ${target.label} (${target.projectTitle})`, {
        subjectKind: target.kind,
        subjectId: target.id,
        projectId: target.projectId,
        ...(stored ? { attachment: fileName } : {}),
      });
      const recipients = fromClient ? await staffRecipients(tx, target.projectId) : await clientRecipient(tx, target);
      const link = threadHref(target, fromClient ? "staff" : "client", messageId);
      const authorName = viewer.fullName || viewer.email;
      for (const to of recipients) {
        await enqueueMail(tx, {
          to,
          subject: threadMailSubject({ authorName, subjectLabel: target.label, projectTitle: target.projectTitle }),
          text: [
            `${authorName} wrote on ${target.label} (${target.projectTitle}):`,
            "",
            text,
            ...(stored ? ["", `Attached: ${fileName}`] : []),
            "",
            `Read and reply: ${env.baseUrl}${link}#message-${messageId}`,
          ].join("\n"),
        });
      }
      // the writer goes back to the thread on their own side, at their message
      return { messageId, href: threadHref(target, fromClient ? "client" : "staff") };
    });
    return result;
  } catch (error) {
    if (stored) await deleteObject(stored.key).catch(() => undefined);
    throw error;
  }
}

/** A client's message goes to the staff on the project's team, or to every admin when it has none. */
async function staffRecipients(exec: Executor, projectId: string) {
  const team = await exec
    .select({ email: profiles.email })
    .from(projectTeamAssignments)
    .innerJoin(profiles, eq(profiles.id, projectTeamAssignments.userId))
    .where(and(eq(projectTeamAssignments.projectId, projectId), inArray(profiles.role, ["author", "admin"])));
  const rows =
    team.length > 0
      ? team
      : await exec.select({ email: profiles.email }).from(profiles).where(eq(profiles.role, "admin"));
  return [...new Set(rows.map((r) => r.email))];
}

/** Staff's message goes to the project's client. */
async function clientRecipient(exec: Executor, subject: ResolvedSubject) {
  const [row] = await exec.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, subject.clientId));
  return row ? [row.email] : [];
}

/** Read up to `at` (never backwards). */
async function markRead(exec: Executor, userId: string, subject: { kind: ThreadSubjectKind; id: string }, at: Date) {
  await exec
    .insert(threadReads)
    .values({ userId, subjectKind: subject.kind, subjectId: subject.id, lastReadAt: at })
    .onConflictDoUpdate({
      target: [threadReads.userId, threadReads.subjectKind, threadReads.subjectId],
      set: { lastReadAt: sql`greatest(${threadReads.lastReadAt}, excluded.last_read_at)` },
    });
}

export type ThreadView = Awaited<ReturnType<typeof readThread>>;

/**
 * A thread as its reader sees it: the subject, its newest messages (oldest first) with their files, and
 * which of them are new to this reader. Opening it marks it read up to the newest message shown.
 */
export async function readThread({
  viewer,
  subject,
  markAsRead = true,
}: {
  viewer: ThreadViewer;
  subject: ThreadSubject;
  markAsRead?: boolean;
}) {
  const found = await resolveThreadSubject(db, viewer, subject);
  if (!found) return null;
  const author = alias(profiles, "author");
  // one statement: the newest messages, each with its files, and the reader's mark beside them
  const rows = await db
    .select({
      id: threadMessages.id,
      body: threadMessages.body,
      createdAt: threadMessages.createdAt,
      authorId: threadMessages.authorId,
      authorName: author.fullName,
      authorEmail: author.email,
      authorRole: author.role,
      lastReadAt: sql<Date | null>`(select ${threadReads.lastReadAt} from ${threadReads} where ${and(
        eq(threadReads.userId, viewer.userId),
        eq(threadReads.subjectKind, found.kind),
        eq(threadReads.subjectId, found.id),
      )})`.mapWith(threadReads.lastReadAt),
      attachments: sql<
        { id: string; fileName: string; size: number }[]
      >`coalesce((select json_agg(json_build_object('id', ${threadAttachments.id}, 'fileName', ${threadAttachments.fileName}, 'size', ${threadAttachments.size}) order by ${threadAttachments.createdAt}) from ${threadAttachments} where ${threadAttachments.messageId} = ${threadMessages.id}), '[]'::json)`,
    })
    .from(threadMessages)
    .leftJoin(author, eq(author.id, threadMessages.authorId))
    .where(and(eq(threadMessages.subjectKind, found.kind), eq(threadMessages.subjectId, found.id)))
    .orderBy(sql`${threadMessages.createdAt} desc`, sql`${threadMessages.id} desc`)
    .limit(THREAD_PAGE);
  rows.reverse();
  const lastReadAt = rows[0]?.lastReadAt ?? null;
  const messages = rows.map((r) => ({
    id: r.id,
    body: r.body,
    createdAt: r.createdAt,
    isYours: r.authorId === viewer.userId,
    // the client sees 'Lumen Studio' beside staff names; staff see who on the team wrote
    authorName: r.authorName || r.authorEmail || "Former member",
    isStaffAuthor: isStaffRole(r.authorRole),
    isNew: r.authorId !== viewer.userId && (!lastReadAt || r.createdAt > lastReadAt),
    attachments: r.attachments,
  }));
  const newest = rows.at(-1);
  if (markAsRead && newest && messages.some((m) => m.isNew)) {
    await markRead(db, viewer.userId, found, newest.createdAt);
  }
  return { subject: found, messages };
}

/**
 * Messages by others that this viewer has not read, per conversation (of one project, or of one sprint's,
 * or of all they may see), with each conversation's message count: read from the small tables the
 * database keeps as messages are written and read (`thread_subjects`, `thread_unread`), never from the
 * messages themselves. Only conversations with messages are listed.
 */
export async function unreadBySubject({
  viewer,
  projectId,
  sprintId,
}: {
  viewer: ThreadViewer;
  projectId?: string;
  sprintId?: string;
}) {
  const scope = scopeFor(viewer);
  if (
    scope === false ||
    (projectId !== undefined && !isUuid(projectId)) ||
    (sprintId !== undefined && !isUuid(sprintId))
  )
    return [];
  return db
    .select({
      kind: threadSubjects.subjectKind,
      subjectId: threadSubjects.subjectId,
      sprintId: threadSubjects.sprintId,
      projectId: threadSubjects.projectId,
      total: threadSubjects.messageCount,
      unread: sql<number>`coalesce(${threadUnread.unread}, 0)`.mapWith(Number),
    })
    .from(threadSubjects)
    .innerJoin(clientProjects, eq(clientProjects.id, threadSubjects.projectId))
    .leftJoin(threadUnread, unreadOf(viewer))
    .where(
      and(
        scope,
        projectId ? eq(threadSubjects.projectId, projectId) : undefined,
        sprintId ? eq(threadSubjects.sprintId, sprintId) : undefined,
      ),
    );
}

/** This viewer's unread row of the conversation a row names (of `thread_subjects`, or of a subquery of it). */
function unreadOf(
  viewer: ThreadViewer,
  subject: { subjectKind: SQL.Aliased | AnyColumn; subjectId: SQL.Aliased | AnyColumn } = threadSubjects,
) {
  return and(
    eq(threadUnread.userId, viewer.userId),
    eq(threadUnread.subjectKind, subject.subjectKind),
    eq(threadUnread.subjectId, subject.subjectId),
  );
}

/**
 * Unread messages per sprint for this viewer, of the sprints a screen shows (the portal's sprint cards):
 * the viewer's unread rows of those sprints only.
 */
export async function unreadBySprint({
  viewer,
  projectId,
  sprintIds,
}: {
  viewer: ThreadViewer;
  projectId: string;
  sprintIds: string[];
}) {
  const scope = scopeFor(viewer);
  const ids = sprintIds.filter(isUuid);
  if (scope === false || !isUuid(projectId) || ids.length === 0) return {};
  const rows = await db
    .select({ sprintId: threadUnread.sprintId, unread: sql<number>`sum(${threadUnread.unread})`.mapWith(Number) })
    .from(threadUnread)
    .innerJoin(clientProjects, eq(clientProjects.id, threadUnread.projectId))
    .where(
      and(
        scope,
        eq(threadUnread.userId, viewer.userId),
        eq(threadUnread.projectId, projectId),
        inArray(threadUnread.sprintId, ids),
      ),
    )
    .groupBy(threadUnread.sprintId);
  return Object.fromEntries(rows.map((r) => [r.sprintId, r.unread])) as Record<string, number>;
}

/**
 * The dashboard sidebar's badge as a column of the viewer's profile read (app/web/guards.server.ts), so
 * that a staff page pays no statement of its own for it: a staff member's unread messages over every
 * conversation (staff may read them all), and 0 for anyone else without reading anything.
 */
export const STAFF_UNREAD_MESSAGES = sql<number>`case when ${profiles.role} in ('author', 'admin') then (select coalesce(sum(${threadUnread.unread}), 0) from ${threadUnread} where ${threadUnread.userId} = ${profiles.id})::int else 0 end`;

/** The badge: unread messages by others over every thread this viewer may see (or one project's). */
export async function countUnreadMessages({ viewer, projectId }: { viewer: ThreadViewer; projectId?: string }) {
  const scope = scopeFor(viewer);
  if (scope === false || (projectId !== undefined && !isUuid(projectId))) return 0;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${threadUnread.unread}), 0)`.mapWith(Number) })
    .from(threadUnread)
    .innerJoin(clientProjects, eq(clientProjects.id, threadUnread.projectId))
    .where(
      and(scope, eq(threadUnread.userId, viewer.userId), projectId ? eq(threadUnread.projectId, projectId) : undefined),
    );
  return row?.n ?? 0;
}

/** One attachment for download, if this viewer may read its thread; null for missing and not-yours alike. */
export async function findThreadAttachment({ viewer, attachmentId }: { viewer: ThreadViewer; attachmentId: string }) {
  const scope = scopeFor(viewer);
  if (scope === false || !isUuid(attachmentId)) return null;
  const [row] = await db
    .select({
      storageKey: threadAttachments.storageKey,
      fileName: threadAttachments.fileName,
      contentType: threadAttachments.contentType,
    })
    .from(threadAttachments)
    .innerJoin(threadMessages, eq(threadMessages.id, threadAttachments.messageId))
    .innerJoin(clientProjects, eq(clientProjects.id, threadMessages.projectId))
    .where(and(eq(threadAttachments.id, attachmentId), scope))
    .limit(1);
  return row ?? null;
}

/**
 * The conversations of one project that have messages, newest activity first, each named and with its
 * unread count for this viewer (the dashboard's Messages tab).
 */
export async function listProjectThreads({ viewer, projectId }: { viewer: ThreadViewer; projectId: string }) {
  const scope = scopeFor(viewer);
  if (scope === false || !isUuid(projectId)) return [];
  // the 100 conversations with the latest messages, from the index, before anything is joined to them
  const latest = db
    .select({
      subjectKind: threadSubjects.subjectKind,
      subjectId: threadSubjects.subjectId,
      projectId: threadSubjects.projectId,
      sprintId: threadSubjects.sprintId,
      ticketId: threadSubjects.ticketId,
      messageCount: threadSubjects.messageCount,
      lastMessageAt: threadSubjects.lastMessageAt,
    })
    .from(threadSubjects)
    .where(eq(threadSubjects.projectId, projectId))
    .orderBy(desc(threadSubjects.lastMessageAt), desc(threadSubjects.subjectId))
    .limit(100)
    .as("latest");
  const rows = await db
    .select({
      kind: latest.subjectKind,
      subjectId: latest.subjectId,
      sprintId: latest.sprintId,
      sprintOrder: projectSprints.sprintOrder,
      sprintTitle: projectSprints.title,
      ticketTitle: sprintTickets.title,
      total: latest.messageCount,
      // looked up by its key for each of the 100 (a join would read all the viewer's unread rows)
      unread:
        sql<number>`coalesce((select ${threadUnread.unread} from ${threadUnread} where ${unreadOf(viewer, latest)}), 0)`.mapWith(
          Number,
        ),
      lastAt: latest.lastMessageAt,
    })
    .from(latest)
    .innerJoin(clientProjects, eq(clientProjects.id, latest.projectId))
    .innerJoin(projectSprints, eq(projectSprints.id, latest.sprintId))
    .leftJoin(sprintTickets, eq(sprintTickets.id, latest.ticketId))
    .where(scope)
    .orderBy(desc(latest.lastMessageAt), desc(latest.subjectId));
  return rows.map((r) => ({
    kind: r.kind,
    subjectId: r.subjectId,
    label: threadSubjectLabel(r),
    total: r.total,
    unread: r.unread,
    lastAt: r.lastAt,
  }));
}
