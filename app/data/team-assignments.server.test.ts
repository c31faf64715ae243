import { beforeEach, describe, expect, it } from "vitest";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { ADMIN, actorOf, insertClientProjects, insertPeople } from "../../tests/setup/people";
import {
  assignTeamMember,
  listAssignableStaff,
  listTeamAssignments,
  removeTeamMember,
} from "./team-assignments.server";

const _db = useTestDatabase();
const actor = actorOf(ADMIN);

async function seed() {
  const people = [
    ADMIN,
    { id: "author-1", email: "author@studio.example", role: "author" as const, fullName: "Theo" },
    { id: "client-1", email: "jordan@acme.example", role: "client" as const, fullName: "Jordan" },
    { id: "norole-1", email: "new@studio.example", role: null, fullName: "New" },
  ];
  await insertPeople(people);
  const [projectId] = await insertClientProjects({ title: "Fleet" });
  return projectId!;
}

beforeEach(truncateAll);

describe("team assignments", () => {
  it("offers only staff not yet on the project, and assigns with role and lead flag", async () => {
    const projectId = await seed();
    expect((await listAssignableStaff(projectId)).map((p) => p.id)).toEqual(["admin-1", "author-1"]);
    await assignTeamMember({ actor, input: { projectId, userId: "author-1", role: "Developer", isLead: false } });
    await assignTeamMember({ actor, input: { projectId, userId: "admin-1", role: "Project Lead", isLead: true } });
    expect(await listAssignableStaff(projectId)).toEqual([]);
    const team = await listTeamAssignments(projectId);
    expect(team.map((t) => [t.fullName, t.role, t.isLead])).toEqual([
      ["Maya", "Project Lead", true],
      ["Theo", "Developer", false],
    ]);
  });

  it("refuses clients, people without a role and a second assignment of the same person", async () => {
    const projectId = await seed();
    await expect(
      assignTeamMember({ actor, input: { projectId, userId: "client-1", role: "Dev", isLead: false } }),
    ).rejects.toThrow("Choose a team member");
    await expect(
      assignTeamMember({ actor, input: { projectId, userId: "norole-1", role: "Dev", isLead: false } }),
    ).rejects.toThrow("Choose a team member");
    await assignTeamMember({ actor, input: { projectId, userId: "author-1", role: "Dev", isLead: false } });
    await expect(
      assignTeamMember({ actor, input: { projectId, userId: "author-1", role: "Dev", isLead: false } }),
    ).rejects.toThrow("already on the project");
  });

  it("removes a member, who can then be chosen again", async () => {
    const projectId = await seed();
    const { id } = await assignTeamMember({
      actor,
      input: { projectId, userId: "author-1", role: "Dev", isLead: false },
    });
    await removeTeamMember({ actor, id, projectId });
    expect(await listTeamAssignments(projectId)).toEqual([]);
    expect((await listAssignableStaff(projectId)).map((p) => p.id)).toContain("author-1");
  });
});
