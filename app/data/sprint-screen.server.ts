import type { ListFilters } from "~/domain/list-filters";
import { listProjectOptions } from "./client-projects.server";
import { loadOrFail } from "./dashboard-stats.server";
import { listSprintOptions, listSprints, nextSprintOrders } from "./sprints.server";
import { listAssignableStaff, listTeamAssignments } from "./team-assignments.server";

type TeamLists = [Awaited<ReturnType<typeof listTeamAssignments>>, Awaited<ReturnType<typeof listAssignableStaff>>];

/**
 * The sprint management screen: one page of sprints for the project asked for (an unknown id counts
 * as all projects, rather than being trusted), narrowed and ordered by `filters`, and, with a project, each sprint's tickets, the
 * sprints its ticket form offers and its team (a failed team read leaves the rest working and says so).
 */
export async function loadSprintScreen({
  requestedProjectId,
  filters,
  page,
}: {
  requestedProjectId: string | null;
  filters?: ListFilters;
  page: number;
}) {
  const projects = await listProjectOptions();
  const project = projects.find((p) => p.id === requestedProjectId) ?? null;
  const [sprintPage, sprintOptions, nextOrders, assignments] = await Promise.all([
    listSprints({ projectId: project?.id, filters, withTickets: Boolean(project), page }),
    // the project's sprints not yet Completed, for the ticket form's sprint choice
    project ? listSprintOptions(project.id).then((choice) => choice.options) : Promise.resolve([]),
    nextSprintOrders(),
    loadOrFail(
      "Failed to fetch team assignments",
      (): Promise<TeamLists> =>
        project
          ? Promise.all([listTeamAssignments(project.id), listAssignableStaff(project.id)])
          : Promise.resolve([[], []]),
      [[], []] as TeamLists,
    ),
  ]);
  const [team, staff] = assignments.data;
  const sprints = sprintPage.rows;
  return {
    projects,
    projectId: project?.id ?? "",
    sprints,
    pageInfo: sprintPage.info,
    sprintOptions,
    nextOrders,
    team,
    staff,
    teamError: assignments.loadError,
    ticketsError: sprints.find((s) => s.ticketsError)?.ticketsError ?? null,
  };
}
