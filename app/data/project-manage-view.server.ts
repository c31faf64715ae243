import { listInvoices, usualInvoiceCurrencies } from "./invoices.server";
import { listProjectFiles } from "./project-files.server";
import { listSprintOptions, listSprints, nextSprintOrders } from "./sprints.server";
import { listTeamAssignments } from "./team-assignments.server";
import { listProjectTickets } from "./tickets.server";

/**
 * What the client projects screen's manage panel shows for one project: a page each of its sprints
 * (with their tickets), project tickets and invoices, plus what its forms offer (every sprint by
 * order, the next sprint order, the team's names as assignees, the client's usual currency), and its
 * shared files (one folder when `filesFolder` names one).
 */
export async function loadProjectManageView({
  projectId,
  sprintsPage,
  ticketsPage,
  invoicesPage,
  filesFolder = null,
}: {
  projectId: string;
  sprintsPage: number;
  ticketsPage: number;
  invoicesPage: number;
  filesFolder?: string | null;
}) {
  const [sprints, sprintOptions, tickets, invoices, nextOrders, team, usualCurrencies, files] = await Promise.all([
    listSprints({ projectId, withTickets: true, page: sprintsPage }),
    // every sprint of the project, by order, for the ticket forms' sprint choice
    listSprintOptions(projectId),
    listProjectTickets({ projectId, page: ticketsPage }),
    listInvoices({ projectId, page: invoicesPage }),
    nextSprintOrders(),
    listTeamAssignments(projectId),
    usualInvoiceCurrencies({ projectId }),
    listProjectFiles({ projectId, access: { staff: true }, folder: filesFolder }),
  ]);
  return {
    projectId,
    sprints: sprints.rows,
    sprintPage: sprints.info,
    sprintOptions,
    tickets: tickets.rows,
    ticketPage: tickets.info,
    invoices: invoices.rows,
    invoicePage: invoices.info,
    usualCurrencies,
    nextOrders,
    assignees: team.map((m) => m.fullName ?? m.email),
    files,
  };
}

export type ProjectManageView = Awaited<ReturnType<typeof loadProjectManageView>>;
