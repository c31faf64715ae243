import { asc, desc, type SQL, sql } from "drizzle-orm";
import { teamMembers } from "~/db/schema";
import { EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { TEAM_LIST } from "~/domain/list-specs";
import type { TeamMemberForm } from "~/domain/schemas/content";
import { team } from "~/records/team";
import { contentRecords } from "./content-records.server";
import { matchesText, type PageRequest } from "./pagination.server";
import { TEAM_MEMBER_COLUMNS } from "./public/team.server";

/** The dashboard's page of the list and the create, update and delete of one record. */
export const teamMemberRecords = contentRecords(teamMembers, team, {
  values: (input: TeamMemberForm) => input,
  columns: { ...TEAM_MEMBER_COLUMNS, orderPosition: teamMembers.orderPosition, createdAt: teamMembers.createdAt },
  orderBy: [asc(teamMembers.orderPosition), asc(teamMembers.createdAt), asc(teamMembers.id)],
});

const TEAM_ORDER: Record<string, SQL[]> = {
  name: [asc(sql`lower(${teamMembers.name})`), asc(teamMembers.id)],
  newest: [desc(teamMembers.createdAt), desc(teamMembers.id)],
};

/** One page of team members (by order_position unless told otherwise), narrowed to a few words of a name or role. */
export function listTeamMembersForDashboard({
  filters = EMPTY_FILTERS,
  ...request
}: PageRequest & { filters?: ListFilters } = {}) {
  return teamMemberRecords.listNarrowed({
    ...request,
    where: matchesText(filters.q, [teamMembers.name, teamMembers.role]),
    orderBy: TEAM_ORDER[sortOf(filters, TEAM_LIST)],
  });
}
export const { create: createTeamMember, update: updateTeamMember, remove: deleteTeamMember } = teamMemberRecords;
