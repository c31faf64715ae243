import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { teamMembers } from "~/db/schema";
import type { TeamMemberForm } from "~/domain/schemas/content";
import { recordActivity } from "./activity.server";

type Actor = Parameters<typeof recordActivity>[1];

/** Team members by order_position ascending. */
export function listTeamMembersForDashboard() {
  return db
    .select({
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
      orderPosition: teamMembers.orderPosition,
      createdAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.orderPosition), asc(teamMembers.createdAt));
}

export async function createTeamMember({ actor, input }: { actor: Actor; input: TeamMemberForm }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(teamMembers).values(input).returning({ id: teamMembers.id });
    await recordActivity(tx, actor, {
      action: "create",
      entity: "team_member",
      entityId: row!.id,
      summary: `added ${input.name} to the team`,
    });
    return row!;
  });
}

export async function updateTeamMember({ actor, id, input }: { actor: Actor; id: string; input: TeamMemberForm }) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(teamMembers)
      .set(input)
      .where(eq(teamMembers.id, id))
      .returning({ id: teamMembers.id });
    if (rows.length === 0) return false;
    await recordActivity(tx, actor, {
      action: "update",
      entity: "team_member",
      entityId: id,
      summary: `updated the team member ${input.name}`,
    });
    return true;
  });
}

export async function deleteTeamMember({ actor, id }: { actor: Actor; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ name: teamMembers.name });
    if (!row) return false;
    await recordActivity(tx, actor, {
      action: "delete",
      entity: "team_member",
      entityId: id,
      summary: `removed ${row.name} from the team`,
    });
    return true;
  });
}
