/** The team page. */
import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { teamMembers } from "~/db/schema";

export type TeamMember = {
  id: string;
  name: string;
  role: string;
  bio: string | null;
  skills: string[];
  imageUrl: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  githubUrl: string | null;
  email: string | null;
};

/** What a team member's card shows, on the team page and in the dashboard. */
export const TEAM_MEMBER_COLUMNS = {
  id: teamMembers.id,
  name: teamMembers.name,
  role: teamMembers.role,
  bio: teamMembers.bio,
  skills: teamMembers.skills,
  imageUrl: teamMembers.imageUrl,
  linkedinUrl: teamMembers.linkedinUrl,
  twitterUrl: teamMembers.twitterUrl,
  githubUrl: teamMembers.githubUrl,
  email: teamMembers.email,
};

/** The team by order_position. */
export async function listTeamMembers(): Promise<TeamMember[]> {
  return db
    .select(TEAM_MEMBER_COLUMNS)
    .from(teamMembers)
    .orderBy(asc(teamMembers.orderPosition), asc(teamMembers.name));
}
