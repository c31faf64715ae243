import { and, asc, count, desc, eq, inArray, isNull, max, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  clientInvoices,
  clientProjects,
  projectNotifications,
  projectSprints,
  sprintClientMessages,
  sprintTickets,
  testimonials,
} from "~/db/schema";
import { ACTIVITY_LIMITS } from "~/domain/activity-feed";
import { AppError } from "~/domain/app-error";
import { isUuid, MARK_READ_FAILED_MESSAGE } from "~/domain/schemas/portal";
import { errorFields, log } from "~/platform/foundation/log.server";
import { PROJECT_OVERVIEW_COLUMNS } from "./client-projects.server";
import { INVOICE_COLUMNS } from "./invoices.server";
import { readPage, readTablePage } from "./pagination.server";

/**
 * Reads of the client portal. Every function takes the viewer's client id and filters by it:
 * an id from the URL that belongs to another client behaves exactly like a missing one.
 */

/**
 * The projects whose client_id is the viewer (client_projects by client_id). The first is
 * the default: work in progress before paused and finished work, oldest first within each (a
 * project added later never takes the default's place).
 */
export function listClientProjects(clientId: string) {
  return db
    .select({
      id: clientProjects.id,
      title: clientProjects.title,
      status: clientProjects.status,
    })
    .from(clientProjects)
    .where(eq(clientProjects.clientId, clientId))
    .orderBy(
      sql`case ${clientProjects.status} when 'In Progress' then 0 when 'On Hold' then 1 when 'Completed' then 2 else 3 end`,
      asc(clientProjects.createdAt),
      asc(clientProjects.id),
    );
}

export type PortalProjectSummary = Awaited<ReturnType<typeof listClientProjects>>[number];

/** One of the viewer's projects, or null when it is missing or someone else's. */
export async function getOwnProject(exec: Executor, { clientId, projectId }: { clientId: string; projectId: string }) {
  if (!isUuid(projectId)) return null;
  const [project] = await exec
    .select(PROJECT_OVERVIEW_COLUMNS)
    .from(clientProjects)
    .where(and(eq(clientProjects.id, projectId), eq(clientProjects.clientId, clientId)))
    .limit(1);
  return project ?? null;
}

/** A read whose failure only one part of a page depends on: logged, and null for that part to say so. */
async function readOrNull<T>(failMessage: string, read: PromiseLike<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    log.error(failMessage, errorFields(error));
    return null;
  }
}

/** Which page of each long list of the portal to read (1 when not given). */
export type PortalPages = { sprints?: number; invoices?: number; notifications?: number };

/**
 * Everything the four tabs show for one of the viewer's projects, in a fixed number of small queries
 * whatever the project's size: one page (25) of its sprints with their ticket counts, of its invoices
 * and of its notifications; counts by status over the whole project (progress, totals, unread); the
 * current sprint; the newest sprint, task and invoice updates for the activity feed.
 * Null when the project is not the viewer's.
 */
export async function getPortalProject({
  clientId,
  projectId,
  pages = {},
}: {
  clientId: string;
  projectId: string;
  pages?: PortalPages;
}) {
  const project = await getOwnProject(db, { clientId, projectId });
  if (!project) return null;

  const ownSprint = eq(projectSprints.projectId, project.id);
  // a draft invoice is the staff's until it is issued: the client never sees it
  const ownInvoice = and(eq(clientInvoices.projectId, project.id), ne(clientInvoices.paymentStatus, "Draft"));
  const ownNotification = eq(projectNotifications.projectId, project.id);
  const sprintStatusCounts = db
    .select({ status: projectSprints.status, count: count() })
    .from(projectSprints)
    .where(ownSprint)
    .groupBy(projectSprints.status)
    .then((rows) => rows);
  const notificationCounts = db
    .select({
      total: count(),
      unread: sql<number>`(count(*) filter (where not ${projectNotifications.read}))::int`,
    })
    .from(projectNotifications)
    .where(ownNotification)
    .then(([row]) => ({ total: row?.total ?? 0, unread: row?.unread ?? 0 }));

  const [
    sprintPage,
    currentSprint,
    sprintCounts,
    projectTicketCounts,
    recentSprints,
    recentTickets,
    invoicePage,
    invoiceSums,
    recentInvoices,
    notificationPage,
    notificationTotals,
  ] = await Promise.all([
    readPage({
      page: pages.sprints ?? 1,
      count: () => sprintStatusCounts.then((rows) => rows.reduce((n, r) => n + r.count, 0)),
      rows: ({ limit, offset }) =>
        db
          .select(PORTAL_SPRINT_COLUMNS)
          .from(projectSprints)
          .where(ownSprint)
          .orderBy(asc(projectSprints.sprintOrder), asc(projectSprints.createdAt), asc(projectSprints.id))
          .limit(limit)
          .offset(offset),
    }),
    // the sprint in progress, else the one in review, the earliest in order
    db
      .select(PORTAL_SPRINT_COLUMNS)
      .from(projectSprints)
      .where(and(ownSprint, inArray(projectSprints.status, ["In Progress", "In Review"])))
      .orderBy(
        sql`case ${projectSprints.status} when 'In Progress' then 0 else 1 end`,
        asc(projectSprints.sprintOrder),
        asc(projectSprints.createdAt),
      )
      .limit(1)
      .then(([row]) => row ?? null),
    sprintStatusCounts,
    db
      .select({ status: sprintTickets.status, count: count() })
      .from(sprintTickets)
      .innerJoin(projectSprints, eq(projectSprints.id, sprintTickets.sprintId))
      .where(ownSprint)
      .groupBy(sprintTickets.status),
    db
      .select({
        id: projectSprints.id,
        title: projectSprints.title,
        status: projectSprints.status,
        sprintOrder: projectSprints.sprintOrder,
        updatedAt: projectSprints.updatedAt,
      })
      .from(projectSprints)
      .where(ownSprint)
      .orderBy(desc(projectSprints.updatedAt), asc(projectSprints.id))
      .limit(ACTIVITY_LIMITS.sprints),
    db
      .select({
        id: sprintTickets.id,
        title: sprintTickets.title,
        status: sprintTickets.status,
        type: sprintTickets.type,
        sprintTitle: projectSprints.title,
        updatedAt: sprintTickets.updatedAt,
      })
      .from(sprintTickets)
      .innerJoin(projectSprints, eq(projectSprints.id, sprintTickets.sprintId))
      .where(ownSprint)
      .orderBy(desc(sprintTickets.updatedAt), asc(sprintTickets.id))
      .limit(ACTIVITY_LIMITS.tickets),
    // Client_invoices for the client's project, newest first; a failed read leaves the
    // other tabs working and the Invoices tab says so
    readOrNull(
      "Failed to load invoices",
      readTablePage(clientInvoices, { page: pages.invoices, where: ownInvoice }, () =>
        db
          .select(INVOICE_COLUMNS)
          .from(clientInvoices)
          .where(ownInvoice)
          .orderBy(desc(clientInvoices.createdAt), desc(clientInvoices.invoiceDate), asc(clientInvoices.id)),
      ),
    ),
    // totals per currency and status, summed exactly in SQL
    readOrNull(
      "Failed to load invoices",
      db
        .select({
          currency: clientInvoices.currency,
          paymentStatus: clientInvoices.paymentStatus,
          amount: sql<string>`sum(${clientInvoices.amount})::text`,
          count: count(),
        })
        .from(clientInvoices)
        .where(ownInvoice)
        .groupBy(clientInvoices.currency, clientInvoices.paymentStatus)
        .orderBy(clientInvoices.currency, clientInvoices.paymentStatus),
    ),
    readOrNull(
      "Failed to load invoices",
      db
        .select(INVOICE_COLUMNS)
        .from(clientInvoices)
        .where(ownInvoice)
        .orderBy(desc(clientInvoices.createdAt), asc(clientInvoices.id))
        .limit(ACTIVITY_LIMITS.invoices),
    ),
    readPage({
      page: pages.notifications ?? 1,
      count: () => notificationCounts.then((c) => c.total),
      rows: ({ limit, offset }) =>
        db
          .select({
            id: projectNotifications.id,
            title: projectNotifications.title,
            message: projectNotifications.message,
            notificationType: projectNotifications.notificationType,
            read: projectNotifications.read,
            createdAt: projectNotifications.createdAt,
          })
          .from(projectNotifications)
          .where(ownNotification)
          .orderBy(desc(projectNotifications.createdAt), asc(projectNotifications.id))
          .limit(limit)
          .offset(offset),
    }),
    notificationCounts,
  ]);

  // the task counts of the sprints shown (the page and the current sprint), by status
  const shownIds = [...new Set([...sprintPage.rows.map((r) => r.id), ...(currentSprint ? [currentSprint.id] : [])])];
  const ticketCounts =
    shownIds.length === 0
      ? []
      : await db
          .select({ sprintId: sprintTickets.sprintId, status: sprintTickets.status, count: count() })
          .from(sprintTickets)
          .where(inArray(sprintTickets.sprintId, shownIds))
          .groupBy(sprintTickets.sprintId, sprintTickets.status);

  return {
    project,
    sprints: sprintPage.rows,
    sprintPage: sprintPage.info,
    currentSprint,
    sprintCounts,
    ticketCounts,
    projectTicketCounts,
    recentSprints,
    recentTickets,
    invoices: invoicePage?.rows ?? null,
    invoicePage: invoicePage?.info ?? null,
    invoiceSums: invoiceSums ?? [],
    recentInvoices: recentInvoices ?? [],
    notifications: notificationPage.rows,
    notificationPage: notificationPage.info,
    notificationCounts: notificationTotals,
  };
}

/** What a client sees of a sprint. */
const SPRINT_VIEW_COLUMNS = {
  id: projectSprints.id,
  title: projectSprints.title,
  description: projectSprints.description,
  status: projectSprints.status,
  startDate: projectSprints.startDate,
  endDate: projectSprints.endDate,
  deliverables: projectSprints.deliverables,
  previewLink: projectSprints.previewLink,
  feedbackRequired: projectSprints.feedbackRequired,
  sprintOrder: projectSprints.sprintOrder,
};

const PORTAL_SPRINT_COLUMNS = { ...SPRINT_VIEW_COLUMNS, updatedAt: projectSprints.updatedAt };

/** Testimonial request: the viewer's Completed projects that have no testimonial yet. */
export function listTestimonialRequests(clientId: string) {
  return db
    .select({ projectId: clientProjects.id, projectTitle: clientProjects.title })
    .from(clientProjects)
    .leftJoin(testimonials, eq(testimonials.projectId, clientProjects.id))
    .where(and(eq(clientProjects.clientId, clientId), eq(clientProjects.status, "Completed"), isNull(testimonials.id)))
    .orderBy(asc(clientProjects.createdAt));
}

/**
 * A cheap fingerprint of the viewer's notifications: it changes when one is added, removed or
 * updated (read). The portal polls it and reloads its data only when it changed.
 */
export async function getNotificationsVersion(clientId: string) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where not ${projectNotifications.read})::int`,
      latest: max(projectNotifications.updatedAt),
    })
    .from(projectNotifications)
    .innerJoin(clientProjects, eq(clientProjects.id, projectNotifications.projectId))
    .where(eq(clientProjects.clientId, clientId));
  const latest = row?.latest ? new Date(row.latest).getTime() : 0;
  return `${row?.total ?? 0}.${row?.unread ?? 0}.${latest}`;
}

/** Notification: unread becomes read. One that is not the viewer's is not_found. */
export async function markNotificationRead({ clientId, notificationId }: { clientId: string; notificationId: string }) {
  const gone = () => new AppError("not_found", MARK_READ_FAILED_MESSAGE);
  if (!isUuid(notificationId)) throw gone();
  const own = db.select({ id: clientProjects.id }).from(clientProjects).where(eq(clientProjects.clientId, clientId));
  const updated = await db
    .update(projectNotifications)
    .set({ read: true })
    .where(and(eq(projectNotifications.id, notificationId), inArray(projectNotifications.projectId, own)))
    .returning({ id: projectNotifications.id });
  if (updated.length !== 1) throw gone();
}

/** One of the viewer's sprints with its project's title, or null (absent or another client's). */
export async function findOwnSprint(exec: Executor, { clientId, sprintId }: { clientId: string; sprintId: string }) {
  if (!isUuid(sprintId)) return null;
  const [sprint] = await exec
    .select({
      ...SPRINT_VIEW_COLUMNS,
      projectId: clientProjects.id,
      projectTitle: clientProjects.title,
    })
    .from(projectSprints)
    .innerJoin(clientProjects, eq(clientProjects.id, projectSprints.projectId))
    .where(and(eq(projectSprints.id, sprintId), eq(clientProjects.clientId, clientId)))
    .limit(1);
  return sprint ?? null;
}

/** The sprint detail page: the sprint, its tasks (sprint_tickets by sprint_id) and what this client said on it. */
export async function getSprintDetail({ clientId, sprintId }: { clientId: string; sprintId: string }) {
  const sprint = await findOwnSprint(db, { clientId, sprintId });
  if (!sprint) return null;
  const [tickets, messages] = await Promise.all([
    // a failed tickets read leaves the rest of the sprint page working; the tickets list says so
    readOrNull(
      "Failed to load tickets",
      db
        .select({
          id: sprintTickets.id,
          title: sprintTickets.title,
          description: sprintTickets.description,
          type: sprintTickets.type,
          status: sprintTickets.status,
        })
        .from(sprintTickets)
        .where(eq(sprintTickets.sprintId, sprint.id))
        .orderBy(asc(sprintTickets.position), asc(sprintTickets.createdAt)),
    ),
    db
      .select({
        id: sprintClientMessages.id,
        kind: sprintClientMessages.kind,
        body: sprintClientMessages.body,
        createdAt: sprintClientMessages.createdAt,
      })
      .from(sprintClientMessages)
      .where(and(eq(sprintClientMessages.sprintId, sprint.id), eq(sprintClientMessages.clientId, clientId)))
      .orderBy(desc(sprintClientMessages.createdAt))
      .limit(20),
  ]);
  return { sprint, tickets, messages };
}
