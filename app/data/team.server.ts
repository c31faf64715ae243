import { asc } from "drizzle-orm";
import { teamMembers } from "~/db/schema";
import type { TeamMemberForm } from "~/domain/schemas/content";
import { contentRecords } from "./content-records.server";
import { TEAM_MEMBER_COLUMNS } from "./public/team.server";

/** The dashboard's page of the list and the create, update and delete of one record. */
export const teamMemberRecords = contentRecords(teamMembers, "team_member", {
  name: "name",
  values: (input: TeamMemberForm) => input,
  columns: { ...TEAM_MEMBER_COLUMNS, orderPosition: teamMembers.orderPosition, createdAt: teamMembers.createdAt },
  orderBy: [asc(teamMembers.orderPosition), asc(teamMembers.createdAt), asc(teamMembers.id)],
  created: (name) => `added ${name} to the team`,
  updated: (name) => `updated the team member ${name}`,
  deleted: (name) => `removed ${name} from the team`,
});

/** One page of team members by order_position ascending. */
export const listTeamMembersForDashboard = teamMemberRecords.list;
export const { create: createTeamMember, update: updateTeamMember, remove: deleteTeamMember } = teamMemberRecords;
