import { asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, sprintTickets } from "~/db/schema";
import { isUuid } from "~/domain/schemas/portal";
import type { ThreadSubject } from "~/domain/threads";
import { listInvoices, usualInvoiceCurrencies } from "./invoices.server";
import { type FilePageRequest, listProjectFiles } from "./project-files.server";
import { listSprintChoices, listSprintOptions, listSprints } from "./sprints.server";
import { listTeamAssignments } from "./team-assignments.server";
import { countUnreadMessages, listProjectThreads, readThread, type ThreadViewer } from "./threads.server";
import { listProjectTickets } from "./tickets.server";

/**
 * What the client projects screen's manage view shows for one project, one loader a screen: the tab
 * bar (the project, each tab's count, the unread messages), then each tab's own list and what its forms
 * offer. Nothing of another tab is read.
 */

/**
 * A project for its manage view, with the counts its tabs show, in one statement; null when there is
 * none with this id. The tab bar shows it, and every tab's loader starts from it (read once per request).
 */
export async function readManageProject(projectId: string | undefined) {
  if (!projectId || !isUuid(projectId)) return null;
  // written out: a column inside a selected expression is not qualified
  const countIn = (table: string) =>
    sql<number>`(select count(*)::int from ${sql.raw(table)} x where x.project_id = "client_projects"."id")`;
  const [row] = await db
    .select({
      id: clientProjects.id,
      title: clientProjects.title,
      sprints: countIn("project_sprints"),
      tickets: countIn("project_tickets"),
      invoices: countIn("client_invoices"),
      files: countIn("project_files"),
    })
    .from(clientProjects)
    .where(eq(clientProjects.id, projectId))
    .limit(1);
  if (!row) return null;
  const { id, title, ...counts } = row;
  return { project: { id, title }, counts };
}

/** The tab bar: the project (null when there is none with this id), the counts its tabs show, the unread messages. */
export async function loadProjectManageTabs({
  head,
  viewer,
}: {
  head: NonNullable<Awaited<ReturnType<typeof readManageProject>>>;
  viewer: ThreadViewer;
}) {
  const unread = await countUnreadMessages({ viewer, projectId: head.project.id });
  return { ...head, unread };
}

/** The Sprints tab: a page of the project's sprints with their tickets, and what the sprint dialogs offer. */
export async function loadManageSprints({ projectId, page }: { projectId: string; page: number }) {
  const [sprints, choice] = await Promise.all([
    listSprints({ projectId, withTickets: true, page }),
    // the sprints not yet Completed, for the ticket forms' sprint choice, and the next sprint's order
    listSprintOptions(projectId),
  ]);
  return {
    sprints: sprints.rows,
    sprintPage: sprints.info,
    sprintOptions: choice.options,
    nextOrders: { [projectId]: choice.nextOrder },
  };
}

/** The Tickets tab: a page of the project's tickets, and the sprints and team names its form offers. */
export async function loadManageTickets({ projectId, page }: { projectId: string; page: number }) {
  const [tickets, choice, team] = await Promise.all([
    listProjectTickets({ projectId, page }),
    listSprintOptions(projectId),
    listTeamAssignments(projectId),
  ]);
  return {
    tickets: tickets.rows,
    ticketPage: tickets.info,
    sprintOptions: choice.options,
    assignees: team.map((m) => m.fullName ?? m.email),
  };
}

/** The Invoices tab: a page of the project's invoices, and the sprints and usual currencies its form offers. */
export async function loadManageInvoices({ projectId, page }: { projectId: string; page: number }) {
  const [invoices, sprintOptions, usualCurrencies] = await Promise.all([
    listInvoices({ projectId, page }),
    // as the invoices screen offers them: the sprints not yet Completed and those an invoice names
    listSprintChoices({ projectId }),
    usualInvoiceCurrencies({ projectId }),
  ]);
  return { invoices: invoices.rows, invoicePage: invoices.info, sprintOptions, usualCurrencies };
}

/** The Files tab: one page of the project's shared files (of one folder when `folder` names one). */
export async function loadManageFiles({
  projectId,
  folder,
  ...page
}: { projectId: string; folder: string | null } & FilePageRequest) {
  return { files: await listProjectFiles({ projectId, access: { staff: true }, folder, ...page }) };
}

/**
 * The Messages tab: the project's conversations, and the one asked for (when it is this project's) with
 * its messages and the tasks of its sprint (to open theirs).
 */
export async function loadManageMessages({
  projectId,
  viewer,
  subject,
}: {
  projectId: string;
  viewer: ThreadViewer;
  subject: ThreadSubject | null;
}) {
  const [threads, open] = await Promise.all([
    listProjectThreads({ viewer, projectId }),
    subject ? readThread({ viewer, subject }) : null,
  ]);
  const thread = open && open.subject.projectId === projectId ? open : null;
  const sprintTasks = thread
    ? await db
        .select({ id: sprintTickets.id, title: sprintTickets.title })
        .from(sprintTickets)
        .where(eq(sprintTickets.sprintId, thread.subject.sprintId))
        .orderBy(asc(sprintTickets.position), asc(sprintTickets.createdAt))
    : [];
  return {
    threads: threads.map((t) => ({ ...t, lastAt: t.lastAt.toISOString() })),
    thread: thread
      ? {
          subject: { kind: thread.subject.kind, id: thread.subject.id },
          label: thread.subject.label,
          sprintId: thread.subject.sprintId,
          messages: thread.messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        }
      : null,
    sprintTasks,
  };
}

export type ManageTabs = NonNullable<Awaited<ReturnType<typeof loadProjectManageTabs>>>;
export type ManageSprints = Awaited<ReturnType<typeof loadManageSprints>>;
export type ManageTickets = Awaited<ReturnType<typeof loadManageTickets>>;
export type ManageInvoices = Awaited<ReturnType<typeof loadManageInvoices>>;
export type ManageMessages = Awaited<ReturnType<typeof loadManageMessages>>;

/** Whether a client project with this id exists (an id that is no uuid is none). */
