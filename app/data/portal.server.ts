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
    .orderBy(...DEFAULT_PROJECT_ORDER);
}

const DEFAULT_PROJECT_ORDER = [
  sql`case ${clientProjects.status} when 'In Progress' then 0 when 'On Hold' then 1 when 'Completed' then 2 else 3 end`,
  asc(clientProjects.createdAt),
  asc(clientProjects.id),
] as const;

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

/**
 * The project a portal screen shows: the one asked for (`?project=`) when it is the viewer's, else
 * none; without one asked for, the viewer's default (the first of listClientProjects). Null when there
 * is none to show. The client filter is in the SQL, so another client's id behaves like a missing one.
 */
export async function findPortalProject({ clientId, projectId }: { clientId: string; projectId: string | null }) {
  if (projectId) return getOwnProject(db, { clientId, projectId });
  const [project] = await db
    .select(PROJECT_OVERVIEW_COLUMNS)
    .from(clientProjects)
    .where(eq(clientProjects.clientId, clientId))
    .orderBy(...DEFAULT_PROJECT_ORDER)
    .limit(1);
  return project ?? null;
}

export type PortalProjectHead = NonNullable<Awaited<ReturnType<typeof findPortalProject>>>;

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

/** The queries the portal's tabs are made of, each over one project (already checked to be the viewer's). */
const ownSprint = (projectId: string) => eq(projectSprints.projectId, projectId);
// a draft invoice is the staff's until it is issued: the client never sees it
const ownInvoice = (projectId: string) =>
  and(eq(clientInvoices.projectId, projectId), ne(clientInvoices.paymentStatus, "Draft"));
const ownNotification = (projectId: string) => eq(projectNotifications.projectId, projectId);

const sprintStatusCounts = (projectId: string) =>
  db
    .select({ status: projectSprints.status, count: count() })
    .from(projectSprints)
    .where(ownSprint(projectId))
    .groupBy(projectSprints.status)
    .then((rows) => rows);

/** The project's notifications: how many, how many unread. */
export const readNotificationCounts = (projectId: string) =>
  db
    .select({
      total: count(),
      unread: sql<number>`(count(*) filter (where not ${projectNotifications.read}))::int`,
    })
    .from(projectNotifications)
    .where(ownNotification(projectId))
    .then(([row]) => ({ total: row?.total ?? 0, unread: row?.unread ?? 0 }));

const readSprintPage = (projectId: string, page: number, counts: Promise<{ count: number }[]>) =>
  readPage({
    page,
    count: () => counts.then((rows) => rows.reduce((n, r) => n + r.count, 0)),
    rows: ({ limit, offset }) =>
      db
        .select(PORTAL_SPRINT_COLUMNS)
        .from(projectSprints)
        .where(ownSprint(projectId))
        .orderBy(asc(projectSprints.sprintOrder), asc(projectSprints.createdAt), asc(projectSprints.id))
        .limit(limit)
        .offset(offset),
  });

// the sprint in progress, else the one in review, the earliest in order
const readCurrentSprint = (projectId: string) =>
  db
    .select(PORTAL_SPRINT_COLUMNS)
    .from(projectSprints)
    .where(and(ownSprint(projectId), inArray(projectSprints.status, ["In Progress", "In Review"])))
    .orderBy(
      sql`case ${projectSprints.status} when 'In Progress' then 0 else 1 end`,
      asc(projectSprints.sprintOrder),
      asc(projectSprints.createdAt),
    )
    .limit(1)
    .then(([row]) => row ?? null);

const readProjectTicketCounts = (projectId: string) =>
  db
    .select({ status: sprintTickets.status, count: count() })
    .from(sprintTickets)
    .innerJoin(projectSprints, eq(projectSprints.id, sprintTickets.sprintId))
    .where(ownSprint(projectId))
    .groupBy(sprintTickets.status);

const readRecentSprints = (projectId: string) =>
  db
    .select({
      id: projectSprints.id,
      title: projectSprints.title,
      status: projectSprints.status,
      sprintOrder: projectSprints.sprintOrder,
      updatedAt: projectSprints.updatedAt,
    })
    .from(projectSprints)
    .where(ownSprint(projectId))
    .orderBy(desc(projectSprints.updatedAt), asc(projectSprints.id))
    .limit(ACTIVITY_LIMITS.sprints);

const readRecentTickets = (projectId: string) =>
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
    .where(ownSprint(projectId))
    .orderBy(desc(sprintTickets.updatedAt), asc(sprintTickets.id))
    .limit(ACTIVITY_LIMITS.tickets);

// Client_invoices for the client's project, newest first; a failed read leaves the
// other tabs working and the Invoices tab says so
const readInvoicePage = (projectId: string, page: number | undefined) =>
  readOrNull(
    "Failed to load invoices",
    readTablePage(clientInvoices, { page, where: ownInvoice(projectId) }, () =>
      db
        .select(INVOICE_COLUMNS)
        .from(clientInvoices)
        .where(ownInvoice(projectId))
        .orderBy(desc(clientInvoices.createdAt), desc(clientInvoices.invoiceDate), asc(clientInvoices.id)),
    ),
  );

// totals per currency and status, summed exactly in SQL
const readInvoiceSums = (projectId: string) =>
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
      .where(ownInvoice(projectId))
      .groupBy(clientInvoices.currency, clientInvoices.paymentStatus)
      .orderBy(clientInvoices.currency, clientInvoices.paymentStatus),
  );

const readRecentInvoices = (projectId: string) =>
  readOrNull(
    "Failed to load invoices",
    db
      .select(INVOICE_COLUMNS)
      .from(clientInvoices)
      .where(ownInvoice(projectId))
      .orderBy(desc(clientInvoices.createdAt), asc(clientInvoices.id))
      .limit(ACTIVITY_LIMITS.invoices),
  );

const readNotificationPage = (projectId: string, page: number, counts: Promise<{ total: number }>) =>
  readPage({
    page,
    count: () => counts.then((c) => c.total),
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
        .where(ownNotification(projectId))
        .orderBy(desc(projectNotifications.createdAt), asc(projectNotifications.id))
        .limit(limit)
        .offset(offset),
  });

/** The task counts of the sprints shown, by status. */
const readTicketCounts = async (sprintIds: string[]) => {
  const ids = [...new Set(sprintIds)];
  if (ids.length === 0) return [];
  return db
    .select({ sprintId: sprintTickets.sprintId, status: sprintTickets.status, count: count() })
    .from(sprintTickets)
    .where(inArray(sprintTickets.sprintId, ids))
    .groupBy(sprintTickets.sprintId, sprintTickets.status);
};

/**
 * The portal's Overview of one project (checked to be the viewer's by the caller): progress, the
 * first page of sprints with the current one and their task counts, the sprint and invoice totals.
 */
export async function readPortalOverview(projectId: string) {
  const counts = sprintStatusCounts(projectId);
  const [sprintPage, currentSprint, sprintCounts, projectTicketCounts, invoiceSums, recentInvoices] = await Promise.all(
    [
      readSprintPage(projectId, 1, counts),
      readCurrentSprint(projectId),
      counts,
      readProjectTicketCounts(projectId),
      readInvoiceSums(projectId),
      readRecentCurrency(projectId),
    ],
  );
  const ticketCounts = await readTicketCounts([
    ...sprintPage.rows.map((r) => r.id),
    ...(currentSprint ? [currentSprint.id] : []),
  ]);
  return {
    sprints: sprintPage.rows,
    sprintPage: sprintPage.info,
    currentSprint,
    sprintCounts,
    ticketCounts,
    projectTicketCounts,
    invoiceSums: invoiceSums ?? [],
    newestCurrency: recentInvoices,
  };
}

// the currency of the newest invoice (the totals' currency when there are none to sum)
const readRecentCurrency = (projectId: string) =>
  db
    .select({ currency: clientInvoices.currency })
    .from(clientInvoices)
    .where(ownInvoice(projectId))
    .orderBy(desc(clientInvoices.createdAt), asc(clientInvoices.id))
    .limit(1)
    .then(([row]) => row?.currency)
    .catch(() => undefined);

/** The portal's Sprints tab: one page of sprints with their task counts, and the counts of all by status. */
export async function readPortalSprints(projectId: string, page: number) {
  const counts = sprintStatusCounts(projectId);
  const [sprintPage, sprintCounts] = await Promise.all([readSprintPage(projectId, page, counts), counts]);
  const ticketCounts = await readTicketCounts(sprintPage.rows.map((r) => r.id));
  return { sprints: sprintPage.rows, sprintPage: sprintPage.info, sprintCounts, ticketCounts };
}

/** The portal's Invoices tab: one page of invoices and the sums per currency and status; null parts failed. */
export async function readPortalInvoices(projectId: string, page: number) {
  const [invoicePage, invoiceSums, newestCurrency] = await Promise.all([
    readInvoicePage(projectId, page),
    readInvoiceSums(projectId),
    readRecentCurrency(projectId),
  ]);
  return {
    invoices: invoicePage?.rows ?? null,
    invoicePage: invoicePage?.info ?? null,
    invoiceSums: invoiceSums ?? [],
    newestCurrency,
  };
}

/**
 * The portal's Notifications tab: one page of notifications; the first page also carries the newest
 * sprint, task and invoice updates.
 */
export async function readPortalNotifications(projectId: string, page: number) {
  const counts = readNotificationCounts(projectId);
  const first = page <= 1;
  const [notificationPage, notificationCounts, recentSprints, recentTickets, recentInvoices] = await Promise.all([
    readNotificationPage(projectId, page, counts),
    counts,
    first ? readRecentSprints(projectId) : [],
    first ? readRecentTickets(projectId) : [],
    first ? readRecentInvoices(projectId) : [],
  ]);
  return {
    notifications: notificationPage.rows,
    notificationPage: notificationPage.info,
    notificationCounts,
    recentSprints,
    recentTickets,
    recentInvoices: recentInvoices ?? [],
  };
}

/**
 * Everything the tabs show for one of the viewer's projects, in a fixed number of small queries
 * whatever the project's size: one page (25) of its sprints with their ticket counts, of its invoices
 * and of its notifications; counts by status over the whole project (progress, totals, unread); the
 * current sprint; the newest sprint, task and invoice updates for the activity feed. The share view
 * shows it whole; the portal's tabs each read their part (readPortalOverview, readPortalSprints, …).
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
  const counts = sprintStatusCounts(project.id);
  const notificationCounts = readNotificationCounts(project.id);
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
    readSprintPage(project.id, pages.sprints ?? 1, counts),
    readCurrentSprint(project.id),
    counts,
    readProjectTicketCounts(project.id),
    readRecentSprints(project.id),
    readRecentTickets(project.id),
    readInvoicePage(project.id, pages.invoices),
    readInvoiceSums(project.id),
    readRecentInvoices(project.id),
    readNotificationPage(project.id, pages.notifications ?? 1, notificationCounts),
    notificationCounts,
  ]);

  // the task counts of the sprints shown (the page and the current sprint), by status
  const ticketCounts = await readTicketCounts([
    ...sprintPage.rows.map((r) => r.id),
    ...(currentSprint ? [currentSprint.id] : []),
  ]);

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
