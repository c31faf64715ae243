import { beforeEach, describe, expect, it } from "vitest";
import { ProjectFormSchema } from "~/domain/schemas/content";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertActor, THEO } from "../../tests/setup/people";
import {
  createPortfolioProject,
  deletePortfolioProject,
  listPortfolioProjectsForDashboard,
  updatePortfolioProject,
} from "./portfolio.server";

useTestDatabase();
beforeEach(truncateAll);

const input = (over: Record<string, unknown> = {}) =>
  ProjectFormSchema.parse({ title: "Harbor Dispatch", description: "Short", ...over });
const now = new Date("2026-05-04T12:00:00Z");

describe("portfolio projects", () => {
  it("derives a unique slug from the title on create only", async () => {
    const actor = await insertActor(THEO);
    const a = await createPortfolioProject({ actor, input: input(), now });
    const b = await createPortfolioProject({ actor, input: input(), now });
    const slugOf = async (id: string) =>
      (await listPortfolioProjectsForDashboard()).rows.find((p) => p.id === id)?.slug;
    expect([await slugOf(a.id), await slugOf(b.id)]).toEqual(["harbor-dispatch", "harbor-dispatch-2"]);
    await updatePortfolioProject({ actor, id: a.id, input: input({ title: "Renamed" }), now });
    const row = (await listPortfolioProjectsForDashboard()).rows.find((p) => p.id === a.id);
    expect(row).toMatchObject({ title: "Renamed", slug: "harbor-dispatch" });
  });

  it("stores the completion date by the spec's rule (blank means today, not completed means none)", async () => {
    const actor = await insertActor(THEO);
    const { id } = await createPortfolioProject({ actor, input: input({ completed: "on" }), now });
    let [row] = (await listPortfolioProjectsForDashboard()).rows;
    expect(row!.completedAt).toBe("2026-05-04");
    await updatePortfolioProject({ actor, id, input: input({ completed: "on", completedAt: "2025-12-01" }), now });
    [row] = (await listPortfolioProjectsForDashboard()).rows;
    expect(row!.completedAt).toBe("2025-12-01");
    await updatePortfolioProject({ actor, id, input: input({ completedAt: "2025-12-01" }), now });
    [row] = (await listPortfolioProjectsForDashboard()).rows;
    expect(row!.completed).toBe(false);
    expect(row!.completedAt).toBeNull();
  });

  it("sanitizes the long description and keeps the lists", async () => {
    const actor = await insertActor(THEO);
    await createPortfolioProject({
      actor,
      input: input({
        longDescription: '<p>Good</p><script>bad()</script><a href="javascript:x()" onclick="y()">link</a>',
        technologies: ["React", "", "Node"],
        projectUrls: ["https://figma.com/x", ""],
        images: ["/uploads/project-images/a.png"],
        coverImage: "/uploads/project-images/cover-a.png",
      }),
      now,
    });
    const [row] = (await listPortfolioProjectsForDashboard()).rows;
    expect(row!.longDescription).not.toMatch(/script|onclick|javascript/);
    expect(row!.longDescription).toContain("<p>Good</p>");
    expect(row!.technologies).toEqual(["React", "Node"]);
    expect(row!.projectUrls).toEqual(["https://figma.com/x"]);
    expect(row!.images).toEqual(["/uploads/project-images/a.png"]);
  });

  it("deletes a project", async () => {
    const actor = await insertActor(THEO);
    const { id } = await createPortfolioProject({ actor, input: input(), now });
    expect(await deletePortfolioProject({ actor, id })).toBe(true);
    expect((await listPortfolioProjectsForDashboard()).rows).toHaveLength(0);
  });
});
