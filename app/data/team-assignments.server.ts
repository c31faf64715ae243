import { and, asc, desc, eq, inArray, notInArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, profiles, projectTeamAssignments } from "~/db/schema";
import { AppError, foundOr404 } from "~/domain/app-error";
import type { TeamAssignmentForm } from "~/domain/schemas/client-work";
import { activityOf } from "./activity.server";
import type { Actor } from "./client-projects.server";

const STAFF_ROLES = ["admin", "author"] as const;

/** A project's team, leads first, joined with the profile. */
export function listTeamAssignments(projectId: string) {
  return db
    .select({
      id: projectTeamAssignments.id,
      role: projectTeamAssignments.role,
      isLead: projectTeamAssignments.isLead,
      createdAt: projectTeamAssignments.createdAt,
      userId: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      jobTitle: profiles.jobTitle,
      avatarUrl: profiles.avatarUrl,
    })
    .from(projectTeamAssignments)
    .innerJoin(profiles, eq(profiles.id, projectTeamAssignments.userId))
    .where(eq(projectTeamAssignments.projectId, projectId))
    .orderBy(desc(projectTeamAssignments.isLead), asc(profiles.fullName));
}
export type TeamAssignmentRow = Awaited<ReturnType<typeof listTeamAssignments>>[number];

/** The staff members (admin, author) who are not on the project yet. */
export function listAssignableStaff(projectId: string) {
  const assigned = db
    .select({ userId: projectTeamAssignments.userId })
    .from(projectTeamAssignments)
    .where(eq(projectTeamAssignments.projectId, projectId));
  return db
    .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email, jobTitle: profiles.jobTitle })
    .from(profiles)
    .where(and(inArray(profiles.role, [...STAFF_ROLES]), notInArray(profiles.id, assigned)))
    .orderBy(asc(profiles.fullName), asc(profiles.email));
}

const assignmentActivity = activityOf("team_assignment");

export async function assignTeamMember({ actor, input }: { actor: Actor; input: TeamAssignmentForm }) {
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ title: clientProjects.title })
      .from(clientProjects)
      .where(eq(clientProjects.id, input.projectId))
      .limit(1);
    const { title } = foundOr404(project, "Project not found");
    const [member] = await tx
      .select({ role: profiles.role, name: profiles.fullName, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, input.userId))
      .limit(1);
    if (!member?.role || !(STAFF_ROLES as readonly string[]).includes(member.role)) {
      throw new AppError("invalid", "Choose a team member", { field: "userId" });
    }
    const [already] = await tx
      .select({ id: projectTeamAssignments.id })
      .from(projectTeamAssignments)
      .where(
        and(eq(projectTeamAssignments.projectId, input.projectId), eq(projectTeamAssignments.userId, input.userId)),
      )
      .limit(1);
    if (already) throw new AppError("conflict", "This team member is already on the project", { field: "userId" });
    const [row] = await tx
      .insert(projectTeamAssignments)
      .values({ projectId: input.projectId, userId: input.userId, role: input.role, isLead: input.isLead })
      .returning({ id: projectTeamAssignments.id });
    const summary = `Assigned ${member.name ?? member.email} to "${title}" as ${input.role}`;
    await assignmentActivity(tx, actor, "create", row!.id, summary);
    return row!;
  });
}

export async function removeTeamMember({ actor, id, projectId }: { actor: Actor; id: string; projectId: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(projectTeamAssignments)
      .where(and(eq(projectTeamAssignments.id, id), eq(projectTeamAssignments.projectId, projectId)))
      .returning({ id: projectTeamAssignments.id, userId: projectTeamAssignments.userId });
    const { userId } = foundOr404(row, "Team member not found");
    await assignmentActivity(tx, actor, "delete", id, "Removed a team member from a project", { projectId, userId });
  });
}
