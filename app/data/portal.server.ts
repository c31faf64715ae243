import { and, asc, count, desc, eq, inArray, max, ne, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import {
  clientInvoices,
  clientProjects,
  projectNotifications,
  projectSprints,
  sprintClientMessages,
  sprintTickets,
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
 * The viewer's projects in the default order (listClientProjects'), with what the portal's shell and
 * tabs show of each: its overview columns, when it started, and whether it waits for the client's
 * testimonial (Completed, none given yet). One statement serves the switcher, the project shown and
 * the testimonial requests.
 */
/** A project's sprint waiting for its client's sign-off (In Review), the longest waiting first; null when none. */
const awaitingSignOff = sql<{
  id: string;
  title: string;
} | null>`(select json_build_object('id', s.id, 'title', s.title) from project_sprints s where s.project_id = "client_projects"."id" and s.status = 'In Review' order by s.review_requested_at nulls first, s.sprint_order limit 1)`;

export function readPortalProjects(clientId: string) {
  return db
    .select({
      ...PROJECT_OVERVIEW_COLUMNS,
      createdAt: clientProjects.createdAt,
      // written out: a column inside a selected expression is not qualified, and "id" would be the testimonial's
      awaitsTestimonial: sql<boolean>`("client_projects"."status" = 'Completed' and not exists (select 1 from testimonials tm where tm.project_id = "client_projects"."id"))`,
      awaitingSignOff,
    })
    .from(clientProjects)
    .where(eq(clientProjects.clientId, clientId))
    .orderBy(...DEFAULT_PROJECT_ORDER);
}

type PortalProjectRow = Awaited<ReturnType<typeof readPortalProjects>>[number];

/**
 * The project a portal screen shows, of the viewer's projects (read with the viewer's id in the SQL):
 * the one asked for (`?project=`), else the default (the first). Null when there is none to show: an
 * id of another client's project is as absent as a missing one.
 */
export function pickPortalProject(projects: PortalProjectRow[], projectId: string | null) {
  const row = projectId ? projects.find((p) => p.id === projectId) : projects[0];
  if (!row) return null;
  const { awaitsTestimonial: _, awaitingSignOff: __, ...head } = row;
  return head;
}

/**
 * Testimonial requests: the viewer's Completed projects without a testimonial, oldest first (the default
 * order puts the Completed ones together, oldest first).
 */
export function testimonialRequestsOf(projects: PortalProjectRow[]) {
  return projects.filter((p) => p.awaitsTestimonial).map((p) => ({ projectId: p.id, projectTitle: p.title }));
}

/** The sprints waiting for the viewer's sign-off, one per project at most, in the projects' order. */
export function signOffsWaitingOf(projects: PortalProjectRow[]) {
  return projects.flatMap((p) =>
    p.awaitingSignOff
      ? [{ sprintId: p.awaitingSignOff.id, sprintTitle: p.awaitingSignOff.title, projectTitle: p.title }]
      : [],
  );
}

export type PortalProjectHead = NonNullable<ReturnType<typeof pickPortalProject>>;

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

/**
 * Totals per currency and status, summed exactly in SQL, and the currency of the newest invoice (the
 * totals' currency when there are none to sum); null when the read failed.
 */
const readInvoiceSums = (projectId: string) =>
  readOrNull(
    "Failed to load invoices",
    db
      .select({
        currency: clientInvoices.currency,
        paymentStatus: clientInvoices.paymentStatus,
        amount: sql<string>`sum(${clientInvoices.amount})::text`,
        count: count(),
        newest: max(clientInvoices.createdAt),
      })
      .from(clientInvoices)
      .where(ownInvoice(projectId))
      .groupBy(clientInvoices.currency, clientInvoices.paymentStatus)
      .orderBy(clientInvoices.currency, clientInvoices.paymentStatus)
      .then((rows) => {
        let newest: (typeof rows)[number] | undefined;
        for (const row of rows) {
          if (!newest || new Date(row.newest ?? 0).getTime() > new Date(newest.newest ?? 0).getTime()) newest = row;
        }
        return { sums: rows.map(({ newest: _, ...sum }) => sum), newestCurrency: newest?.currency };
      }),
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

/** The task counts of the sprints shown, by sprint and status (each row carries its own). */
const ticketCountsOf = (sprints: ({ id: string; ticketCounts: { status: string; count: number }[] } | null)[]) => {
  const seen = new Set<string>();
  return sprints.flatMap((s) => {
    if (!s || seen.has(s.id)) return [];
    seen.add(s.id);
    return s.ticketCounts.map((c) => ({ sprintId: s.id, status: c.status, count: Number(c.count) }));
  });
};

/**
 * The project's sprints by status and its tasks by status, in one statement (the progress and the
 * sprint totals are made of both).
 */
const readProjectCounts = (projectId: string) =>
  db
    .execute<{ kind: "sprint" | "ticket"; status: string; count: number }>(
      sql`select 'sprint' as kind, s.status, count(*)::int as count from project_sprints s
          where s.project_id = ${projectId} group by s.status
        union all
        select 'ticket', t.status, count(*)::int from sprint_tickets t join project_sprints s on s.id = t.sprint_id
          where s.project_id = ${projectId} group by t.status`,
    )
    .then(({ rows }) => {
      const of = (kind: "sprint" | "ticket") =>
        rows.filter((r) => r.kind === kind).map((r) => ({ status: r.status, count: Number(r.count) }));
      return { sprintCounts: of("sprint"), projectTicketCounts: of("ticket") };
    });

/**
 * The portal's Overview of one project (checked to be the viewer's by the caller): progress, the
 * first page of sprints with the current one and their task counts, the sprint and invoice totals.
 */
export async function readPortalOverview(projectId: string) {
  const counts = readProjectCounts(projectId);
  const [sprintPage, currentSprint, { sprintCounts, projectTicketCounts }, invoices] = await Promise.all([
    readSprintPage(
      projectId,
      1,
      counts.then((c) => c.sprintCounts),
    ),
    readCurrentSprint(projectId),
    counts,
    readInvoiceSums(projectId),
  ]);
  return {
    sprints: sprintPage.rows,
    sprintPage: sprintPage.info,
    currentSprint,
    sprintCounts,
    ticketCounts: ticketCountsOf([...sprintPage.rows, currentSprint]),
    projectTicketCounts,
    invoiceSums: invoices?.sums ?? [],
    newestCurrency: invoices?.newestCurrency,
  };
}

/** The portal's Sprints tab: one page of sprints with their task counts, and the counts of all by status. */
export async function readPortalSprints(projectId: string, page: number) {
  const counts = sprintStatusCounts(projectId);
  const [sprintPage, sprintCounts] = await Promise.all([readSprintPage(projectId, page, counts), counts]);
  const ticketCounts = ticketCountsOf(sprintPage.rows);
  return { sprints: sprintPage.rows, sprintPage: sprintPage.info, sprintCounts, ticketCounts };
}

/** The portal's Invoices tab: one page of invoices and the sums per currency and status; null parts failed. */
export async function readPortalInvoices(projectId: string, page: number) {
  const [invoicePage, sums] = await Promise.all([readInvoicePage(projectId, page), readInvoiceSums(projectId)]);
  return {
    invoices: invoicePage?.rows ?? null,
    invoicePage: invoicePage?.info ?? null,
    invoiceSums: sums?.sums ?? [],
    newestCurrency: sums?.newestCurrency,
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
  const counts = readProjectCounts(project.id);
  const notificationCounts = readNotificationCounts(project.id);
  const [
    sprintPage,
    currentSprint,
    { sprintCounts, projectTicketCounts },
    recentSprints,
    recentTickets,
    invoicePage,
    invoiceSums,
    recentInvoices,
    notificationPage,
    notificationTotals,
  ] = await Promise.all([
    readSprintPage(
      project.id,
      pages.sprints ?? 1,
      counts.then((c) => c.sprintCounts),
    ),
    readCurrentSprint(project.id),
    counts,
    readRecentSprints(project.id),
    readRecentTickets(project.id),
    readInvoicePage(project.id, pages.invoices),
    readInvoiceSums(project.id),
    readRecentInvoices(project.id),
    readNotificationPage(project.id, pages.notifications ?? 1, notificationCounts),
    notificationCounts,
  ]);

  // the task counts of the sprints shown (the page and the current sprint), by status
  const ticketCounts = ticketCountsOf([...sprintPage.rows, currentSprint]);

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
    invoiceSums: invoiceSums?.sums ?? [],
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

/**
 * A sprint's task counts by status, as a column of its row: one index lookup per sprint shown, in the
 * statement that reads the sprints (written out: a column inside a selected expression is not qualified).
 */
const SPRINT_TICKET_COUNTS = sql<
  { status: string; count: number }[]
>`(select coalesce(json_agg(json_build_object('status', c.status, 'count', c.n)), '[]'::json)
  from (select st.status, count(*)::int as n from sprint_tickets st where st.sprint_id = "project_sprints"."id" group by st.status) c)`;

const PORTAL_SPRINT_COLUMNS = {
  ...SPRINT_VIEW_COLUMNS,
  updatedAt: projectSprints.updatedAt,
  ticketCounts: SPRINT_TICKET_COUNTS,
};

/**
 * The viewer's notifications as the portal's shell needs them, in one statement: a cheap fingerprint
 * of all of them (it changes when one is added, removed or updated: the portal polls it and reloads
 * its data only when it changed) and how many of the shown project's are unread.
 */
export async function readNotificationState(clientId: string, projectId: string | null) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where not ${projectNotifications.read})::int`,
      latest: max(projectNotifications.updatedAt),
      projectUnread: sql<number>`count(*) filter (where not ${projectNotifications.read} and ${projectNotifications.projectId} = ${projectId})::int`,
    })
    .from(projectNotifications)
    .innerJoin(clientProjects, eq(clientProjects.id, projectNotifications.projectId))
    .where(eq(clientProjects.clientId, clientId));
  const latest = row?.latest ? new Date(row.latest).getTime() : 0;
  return { version: `${row?.total ?? 0}.${row?.unread ?? 0}.${latest}`, projectUnread: row?.projectUnread ?? 0 };
}

/** The fingerprint of the viewer's notifications alone (what the open portal polls). */
export const getNotificationsVersion = (clientId: string) =>
  readNotificationState(clientId, null).then((state) => state.version);

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
