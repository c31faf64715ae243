import { asc, count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  clientInvoices,
  clientProjects,
  projectFiles,
  projectSprints,
  projectTickets,
  sprintTickets,
} from "~/db/schema";
import { isUuid } from "~/domain/schemas/portal";
import type { ThreadSubject } from "~/domain/threads";
import { listInvoices, usualInvoiceCurrencies } from "./invoices.server";
import { listProjectFiles } from "./project-files.server";
import { listSprintOptions, listSprints, nextSprintOrders } from "./sprints.server";
import { listTeamAssignments } from "./team-assignments.server";
import { countUnreadMessages, listProjectThreads, readThread, type ThreadViewer } from "./threads.server";
import { listProjectTickets } from "./tickets.server";

/**
 * What the client projects screen's manage view shows for one project, one loader a screen: the tab
 * bar (the project, each tab's count, the unread messages), then each tab's own list and what its forms
 * offer. Nothing of another tab is read.
 */

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** The tab bar: the project (null when there is none with this id) and the counts its tabs show. */
export async function loadProjectManageTabs({ projectId, viewer }: { projectId: string; viewer: ThreadViewer }) {
  if (!isUuid(projectId)) return null;
  const [project] = await db
    .select({ id: clientProjects.id, title: clientProjects.title })
    .from(clientProjects)
    .where(eq(clientProjects.id, projectId))
    .limit(1);
  if (!project) return null;
  const [sprints, tickets, invoices, files, unread] = await Promise.all([
    countOf(db.select({ n: count() }).from(projectSprints).where(eq(projectSprints.projectId, projectId))),
    countOf(db.select({ n: count() }).from(projectTickets).where(eq(projectTickets.projectId, projectId))),
    countOf(db.select({ n: count() }).from(clientInvoices).where(eq(clientInvoices.projectId, projectId))),
    countOf(db.select({ n: count() }).from(projectFiles).where(eq(projectFiles.projectId, projectId))),
    countUnreadMessages({ viewer, projectId }),
  ]);
  return { project, counts: { sprints, tickets, invoices, files }, unread };
}

/** The Sprints tab: a page of the project's sprints with their tickets, and what the sprint dialogs offer. */
export async function loadManageSprints({ projectId, page }: { projectId: string; page: number }) {
  const [sprints, sprintOptions, nextOrders] = await Promise.all([
    listSprints({ projectId, withTickets: true, page }),
    // every sprint of the project, by order, for the ticket forms' sprint choice
    listSprintOptions(projectId),
    nextSprintOrders(),
  ]);
  return { sprints: sprints.rows, sprintPage: sprints.info, sprintOptions, nextOrders };
}

/** The Tickets tab: a page of the project's tickets, and the sprints and team names its form offers. */
export async function loadManageTickets({ projectId, page }: { projectId: string; page: number }) {
  const [tickets, sprintOptions, team] = await Promise.all([
    listProjectTickets({ projectId, page }),
    listSprintOptions(projectId),
    listTeamAssignments(projectId),
  ]);
  return {
    tickets: tickets.rows,
    ticketPage: tickets.info,
    sprintOptions,
    assignees: team.map((m) => m.fullName ?? m.email),
  };
}

/** The Invoices tab: a page of the project's invoices, and the sprints and usual currencies its form offers. */
export async function loadManageInvoices({ projectId, page }: { projectId: string; page: number }) {
  const [invoices, sprintOptions, usualCurrencies] = await Promise.all([
    listInvoices({ projectId, page }),
    listSprintOptions(projectId),
    usualInvoiceCurrencies({ projectId }),
  ]);
  return { invoices: invoices.rows, invoicePage: invoices.info, sprintOptions, usualCurrencies };
}

/** The Files tab: the project's shared files (one folder when `folder` names one). */
export async function loadManageFiles({ projectId, folder }: { projectId: string; folder: string | null }) {
  return { files: await listProjectFiles({ projectId, access: { staff: true }, folder }) };
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
export async function clientProjectExists(projectId: string | undefined) {
  if (!projectId || !isUuid(projectId)) return false;
  const [row] = await db
    .select({ id: clientProjects.id })
    .from(clientProjects)
    .where(eq(clientProjects.id, projectId))
    .limit(1);
  return Boolean(row);
}
