import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import { PAGE_SIZE } from "~/domain/pagination";
import type { TeamMemberForm } from "~/domain/schemas/content";
import { contentRecords, countRows } from "./content-records.server";
import { readPage } from "./pagination.server";
import { TEAM_MEMBER_COLUMNS } from "./public/team.server";

/** One page of team members by order_position ascending. */
export function listTeamMembersForDashboard({ page = 1, size = PAGE_SIZE }: { page?: number; size?: number } = {}) {
  return readPage({
    page,
    size,
    count: () => countRows(teamMembers),
    rows: ({ limit, offset }) =>
      db
        .select({
          ...TEAM_MEMBER_COLUMNS,
          orderPosition: teamMembers.orderPosition,
          createdAt: teamMembers.createdAt,
        })
        .from(teamMembers)
        .orderBy(asc(teamMembers.orderPosition), asc(teamMembers.createdAt), asc(teamMembers.id))
        .limit(limit)
        .offset(offset),
  });
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
