import { beforeEach, describe, expect, it } from "vitest";
import { TeamMemberFormSchema } from "~/domain/schemas/content";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertActor, THEO } from "../../tests/setup/people";
import { createTeamMember, deleteTeamMember, listTeamMembersForDashboard, updateTeamMember } from "./team.server";

useTestDatabase();
beforeEach(truncateAll);

describe("team members", () => {
  it("lists by display order and keeps the skills trimmed", async () => {
    const actor = await insertActor(THEO);
    await createTeamMember({
      actor,
      input: TeamMemberFormSchema.parse({ name: "B", role: "Dev", orderPosition: "2", skills: [" TS ", ""] }),
    });
    const { id } = await createTeamMember({
      actor,
      input: TeamMemberFormSchema.parse({ name: "A", role: "Dev", orderPosition: "1" }),
    });
    let list = (await listTeamMembersForDashboard()).rows;
    expect(list.map((m) => m.name)).toEqual(["A", "B"]);
    expect(list[1]!.skills).toEqual(["TS"]);
    await updateTeamMember({
      actor,
      id,
      input: TeamMemberFormSchema.parse({ name: "A", role: "Dev", orderPosition: "x" }),
    });
    list = (await listTeamMembersForDashboard()).rows;
    expect(list.find((m) => m.id === id)!.orderPosition).toBe(0);
    expect(await deleteTeamMember({ actor, id })).toBe(true);
    expect((await listTeamMembersForDashboard()).rows).toHaveLength(1);
  });
});
