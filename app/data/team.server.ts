import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import type { TeamMemberForm } from "~/domain/schemas/content";
import { contentRecords } from "./content-records.server";
import { type PageRequest, readTablePage } from "./pagination.server";
import { TEAM_MEMBER_COLUMNS } from "./public/team.server";

/** One page of team members by order_position ascending. */
export function listTeamMembersForDashboard(request: PageRequest = {}) {
  return readTablePage(teamMembers, request, () =>
    db
      .select({
        ...TEAM_MEMBER_COLUMNS,
        orderPosition: teamMembers.orderPosition,
        createdAt: teamMembers.createdAt,
      })
      .from(teamMembers)
      .orderBy(asc(teamMembers.orderPosition), asc(teamMembers.createdAt), asc(teamMembers.id)),
  );
}

export const {
  create: createTeamMember,
  update: updateTeamMember,
  remove: deleteTeamMember,
} = contentRecords({
  table: teamMembers,
  entity: "team_member",
  nameColumn: teamMembers.name,
  name: (input: TeamMemberForm) => input.name,
  values: (input) => input,
  summary: {
    create: (name) => `added ${name} to the team`,
    update: (name) => `updated the team member ${name}`,
    delete: (name) => `removed ${name} from the team`,
  },
});
