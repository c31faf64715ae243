import { and, asc, desc, eq, exists, gte, inArray, lt, lte, notInArray, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { db, type Executor } from "~/db/client.server";
import {
  clientDigests,
  clientInvoices,
  clientProjects,
  profiles,
  projectSprints,
  projectTickets,
  sprintTickets,
  threadMessages,
  threadSubjects,
} from "~/db/schema";
import { addDays, toIsoDate } from "~/domain/dates";
import { type DigestContent, digestDue, digestMail, isTimeZone, nextDigestAt } from "~/domain/digest";
import { formatMoney } from "~/domain/money";
import { threadSubjectLabel } from "~/domain/threads";
import { env } from "~/platform/foundation/env.server";
import { enqueueMail } from "~/platform/mail.server";
import { readSignedToken, signedToken } from "~/platform/signed-token.server";

const WEEK_MS = 7 * 24 * 3600_000;
/** A conversation where the studio wrote last is listed as waiting for the client's reply for this long. */
export const AWAITING_REPLY_MS = 30 * 24 * 3600_000;
const OPT_OUT = "weekly-digest-opt-out";

export const digestOptOutUrl = (clientId: string) =>
  `${env.baseUrl}/digest/stop?token=${encodeURIComponent(signedToken(OPT_OUT, clientId))}`;

/** The client a summary's "stop" link stands for, or null when the token is not one of ours. */
export const readDigestOptOutToken = (token: string | null | undefined) => readSignedToken(OPT_OUT, token);

/** A client's projects in progress: the summary is about these, and only a client with one gets it. */
const activeProjectsOf = (clientId: string) =>
  and(eq(clientProjects.clientId, clientId), eq(clientProjects.status, "In Progress"));

/** Each list of the summary shows at most this many (a studio's history never makes the mail longer). */
const DIGEST_LIST_LIMIT = 20;

/** The first sprints (by order) of one list of the summary, marked with the list they belong to. */
function sprintList(exec: Executor, kind: "moved" | "review", where: SQL | undefined) {
  return exec
    .select({
      kind: sql<"moved" | "review">`${kind}::text`,
      title: projectSprints.title,
      projectId: projectSprints.projectId,
      status: projectSprints.status,
    })
    .from(projectSprints)
    .where(where)
    .orderBy(asc(projectSprints.sprintOrder), asc(projectSprints.id))
    .limit(DIGEST_LIST_LIMIT);
}

/**
 * What a client's summary says for the seven days before `to`: tickets completed and sprints changed on
 * their projects in progress, sprints waiting for their sign-off, conversations where the studio wrote last
 * (within 30 days) and the client has not answered, and invoices (issued, unpaid) due within two weeks or
 * overdue. Nothing of any other client's.
 */
export async function loadDigest(
  clientId: string,
  to: Date,
  exec: Executor = db,
  /** the client's name and address when the caller has read them already */
  known?: { name: string | null; email: string },
): Promise<(DigestContent & { activeProjects: number }) | null> {
  const [client] = known
    ? [known]
    : await exec
        .select({ name: profiles.fullName, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, clientId));
  if (!client) return null;
  const projects = await exec
    .select({ id: clientProjects.id, title: clientProjects.title })
    .from(clientProjects)
    .where(activeProjectsOf(clientId));
  const from = new Date(to.getTime() - WEEK_MS);
  const content: DigestContent & { activeProjects: number } = {
    activeProjects: projects.length,
    clientName: client.name ?? client.email,
    from,
    to,
    completedTickets: [],
    sprintsMoved: [],
    awaitingSignOff: [],
    awaitingReply: [],
    invoicesDue: [],
  };
  if (projects.length === 0) return content;
  const ids = projects.map((p) => p.id);
  const titleOf = new Map(projects.map((p) => [p.id, p.title]));
  const inWeek = (
    column: typeof sprintTickets.updatedAt | typeof projectTickets.updatedAt | typeof projectSprints.updatedAt,
  ) => and(gte(column, from), lt(column, to));
  const today = toIsoDate(to);
  const replySince = new Date(to.getTime() - AWAITING_REPLY_MS);
  // each conversation active since `replySince`: its latest message before `to` (one index lookup each)
  const latest = exec
    .select({ authorId: threadMessages.authorId, createdAt: threadMessages.createdAt })
    .from(threadMessages)
    .where(
      and(
        eq(threadMessages.subjectKind, threadSubjects.subjectKind),
        eq(threadMessages.subjectId, threadSubjects.subjectId),
        lt(threadMessages.createdAt, to),
      ),
    )
    .orderBy(desc(threadMessages.createdAt), desc(threadMessages.id))
    .limit(1)
    .as("latest");
  const [completed, sprints, invoices, lastMessages] = await Promise.all([
    // the tasks of sprints, then the project's own tickets, completed this week: one statement (a union
    // all of parenthesised branches appends them, each in its own order)
    unionAll(
      exec
        .select({ title: sprintTickets.title, projectId: projectSprints.projectId })
        .from(sprintTickets)
        .innerJoin(projectSprints, eq(projectSprints.id, sprintTickets.sprintId))
        .where(
          and(
            inArray(projectSprints.projectId, ids),
            eq(sprintTickets.status, "Completed"),
            inWeek(sprintTickets.updatedAt),
          ),
        )
        .orderBy(desc(sprintTickets.updatedAt))
        .limit(DIGEST_LIST_LIMIT),
      exec
        .select({ title: projectTickets.title, projectId: projectTickets.projectId })
        .from(projectTickets)
        .where(
          and(
            inArray(projectTickets.projectId, ids),
            eq(projectTickets.status, "Completed"),
            inWeek(projectTickets.updatedAt),
          ),
        )
        .orderBy(desc(projectTickets.updatedAt))
        .limit(DIGEST_LIST_LIMIT),
    ),
    // the sprints that moved this week and those awaiting sign-off, the first 20 of each: one statement
    unionAll(
      sprintList(exec, "moved", and(inArray(projectSprints.projectId, ids), inWeek(projectSprints.updatedAt))),
      sprintList(exec, "review", and(inArray(projectSprints.projectId, ids), eq(projectSprints.status, "In Review"))),
    ),
    exec
      .select({
        number: clientInvoices.invoiceNumber,
        name: clientInvoices.invoiceName,
        amount: clientInvoices.amount,
        currency: clientInvoices.currency,
        dueDate: clientInvoices.dueDate,
      })
      .from(clientInvoices)
      .where(
        and(
          inArray(clientInvoices.projectId, ids),
          // a draft is not issued; paid and cancelled are settled
          notInArray(clientInvoices.paymentStatus, ["Draft", "Paid", "Cancelled"]),
          lte(clientInvoices.dueDate, addDays(today, 14)),
        ),
      )
      .orderBy(asc(clientInvoices.dueDate), asc(clientInvoices.id))
      .limit(DIGEST_LIST_LIMIT),
    // the conversations where the studio wrote last, within the last 30 days: newest first
    exec
      .select({
        kind: threadSubjects.subjectKind,
        projectId: threadSubjects.projectId,
        sprintOrder: projectSprints.sprintOrder,
        sprintTitle: projectSprints.title,
        ticketTitle: sprintTickets.title,
      })
      .from(threadSubjects)
      .innerJoinLateral(latest, sql`true`)
      .innerJoin(projectSprints, eq(projectSprints.id, threadSubjects.sprintId))
      .leftJoin(sprintTickets, eq(sprintTickets.id, threadSubjects.ticketId))
      .where(
        and(
          inArray(threadSubjects.projectId, ids),
          gte(threadSubjects.lastMessageAt, replySince),
          gte(latest.createdAt, replySince),
          // a removed author was staff: a client who left gets no summary
          sql`${latest.authorId} is distinct from ${clientId}`,
        ),
      )
      .orderBy(desc(latest.createdAt))
      .limit(DIGEST_LIST_LIMIT),
  ]);
  // each branch keeps its own order; a union all does not promise to keep the branches' order
  content.completedTickets = completed.map((t) => ({ title: t.title, project: titleOf.get(t.projectId) ?? "" }));
  content.sprintsMoved = sprints
    .filter((s) => s.kind === "moved")
    .map((s) => ({ title: s.title, project: titleOf.get(s.projectId) ?? "", status: s.status }));
  content.awaitingSignOff = sprints
    .filter((s) => s.kind === "review")
    .map((s) => ({ title: s.title, project: titleOf.get(s.projectId) ?? "" }));
  content.awaitingReply = lastMessages.map((m) => ({
    subject: threadSubjectLabel(m),
    project: titleOf.get(m.projectId) ?? "",
  }));
  content.invoicesDue = invoices.map((i) => ({
    number: i.number,
    name: i.name,
    amount: formatMoney(i.amount, i.currency),
    dueDate: i.dueDate,
    overdue: i.dueDate !== null && i.dueDate < today,
  }));
  return content;
}

/** The clients who get a summary: those with a project in progress who have not turned it off. */
async function digestRecipients(exec: Executor = db) {
  return exec
    .select({ id: profiles.id, email: profiles.email, timeZone: profiles.timeZone })
    .from(profiles)
    .where(
      and(
        eq(profiles.role, "client"),
        eq(profiles.weeklyDigest, true),
        exists(
          db
            .select({ one: sql`1` })
            .from(clientProjects)
            .where(and(eq(clientProjects.clientId, profiles.id), eq(clientProjects.status, "In Progress"))),
        ),
      ),
    );
}

/**
 * Send every summary due at `now` (the job runs this every 15 minutes): a client's is due from their
 * Monday 09:00 for six hours. Each goes once per client and week, whatever the number of processes: the
 * week's row is inserted first (a conflict means another run sent it), and the mail is queued in the same
 * transaction. Returns the clients mailed.
 */
export async function sendDueDigests({ now = new Date() }: { now?: Date } = {}) {
  const sent: string[] = [];
  for (const client of await digestRecipients()) {
    const weekOf = digestDue(client.timeZone, now);
    if (!weekOf) continue;
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(clientDigests)
        .values({ clientId: client.id, weekOf })
        .onConflictDoNothing()
        .returning({ clientId: clientDigests.clientId });
      if (!claimed) return;
      const content = await loadDigest(client.id, weekOf, tx);
      if (!content) return;
      const mail = digestMail(content, {
        portalUrl: `${env.baseUrl}/client-portal`,
        optOutUrl: digestOptOutUrl(client.id),
      });
      await enqueueMail(tx, { to: client.email, ...mail });
      sent.push(client.id);
    });
  }
  return sent;
}

/** The dashboard's preview: the summary a client would receive next Monday 09:00, and whether they get it. */
export async function previewDigest(clientId: string, now = new Date()) {
  const [client] = await db
    .select({
      timeZone: profiles.timeZone,
      weeklyDigest: profiles.weeklyDigest,
      role: profiles.role,
      name: profiles.fullName,
      email: profiles.email,
    })
    .from(profiles)
    .where(eq(profiles.id, clientId));
  if (client?.role !== "client") return null;
  const at = nextDigestAt(client.timeZone, now) ?? now;
  const content = await loadDigest(clientId, at, db, client);
  if (!content) return null;
  return {
    at,
    timeZone: client.timeZone,
    weeklyDigest: client.weeklyDigest,
    hasActiveProject: content.activeProjects > 0,
    mail: digestMail(content, { portalUrl: `${env.baseUrl}/client-portal`, optOutUrl: digestOptOutUrl(clientId) }),
  };
}

/** A client's choice: the weekly summary on or off, and their time zone. */
export async function setDigestPreferences(clientId: string, prefs: { weeklyDigest: boolean; timeZone?: string }) {
  const timeZone = prefs.timeZone && isTimeZone(prefs.timeZone) ? prefs.timeZone : undefined;
  await db
    .update(profiles)
    .set({ weeklyDigest: prefs.weeklyDigest, ...(timeZone ? { timeZone } : {}) })
    .where(eq(profiles.id, clientId));
}

export async function loadDigestPreferences(clientId: string) {
  const [row] = await db
    .select({ weeklyDigest: profiles.weeklyDigest, timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, clientId));
  return row ?? { weeklyDigest: true, timeZone: "UTC" };
}
