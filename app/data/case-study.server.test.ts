import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { clientProjects, projectSprints, projects, testimonials } from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertClientProjects, insertPeople, staffActor } from "../../tests/setup/people";
import { draftCaseStudy } from "./case-study.server";
import { listPortfolioProjects } from "./public/portfolio.server";

const db = useTestDatabase();
beforeEach(truncateAll);

async function seed({ status = "Completed" as const, approved = true } = {}) {
  await insertPeople();
  const [projectId] = await insertClientProjects({ title: "Fleet Platform", description: "Dispatch for 200 vans." });
  await db.update(clientProjects).set({ status }).where(eq(clientProjects.id, projectId!));
  await db.insert(projectSprints).values([
    { projectId: projectId!, title: "Driver app", sprintOrder: 2, startDate: "2026-02-02", endDate: "2026-03-27" },
    { projectId: projectId!, title: "Discovery", sprintOrder: 1, startDate: "2026-01-05", endDate: "2026-01-16" },
  ]);
  const [t] = await db
    .insert(testimonials)
    .values({
      clientName: "Jordan Blake",
      clientCompany: "Acme",
      testimonialText: "On time, every sprint.",
      projectId,
      approved,
    })
    .returning({ id: testimonials.id });
  return t!.id;
}

describe("testimonial to case study", () => {
  it("drafts a portfolio project from the project, its sprints and the quote, linked, hidden from the public site", async () => {
    const id = await seed();
    const project = await draftCaseStudy({ actor: staffActor, testimonialId: id });
    const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({
      title: "Fleet Platform",
      description: "Dispatch for 200 vans.",
      published: false,
      completed: true,
      startDate: "2026-01-05",
      completedAt: "2026-03-27",
      slug: "fleet-platform",
    });
    expect(row!.longDescription!.indexOf("Discovery")).toBeLessThan(row!.longDescription!.indexOf("Driver app"));
    expect(row!.longDescription).toContain("On time, every sprint.");
    const [t] = await db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(t!.portfolioProjectId).toBe(project.id);
    expect(await listPortfolioProjects()).toEqual([]);
  });

  it("happens once, even when asked twice at the same time", async () => {
    const id = await seed();
    const results = await Promise.allSettled([
      draftCaseStudy({ actor: staffActor, testimonialId: id }),
      draftCaseStudy({ actor: staffActor, testimonialId: id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await db.select().from(projects)).toHaveLength(1);
    await expect(draftCaseStudy({ actor: staffActor, testimonialId: id })).rejects.toThrow("already has a case study");
  });

  it("refuses an unapproved testimonial and one on a project still in progress", async () => {
    await expect(draftCaseStudy({ actor: staffActor, testimonialId: await seed({ approved: false }) })).rejects.toThrow(
      "Approve the testimonial first",
    );
    await truncateAll();
    await expect(
      draftCaseStudy({ actor: staffActor, testimonialId: await seed({ status: "In Progress" as never }) }),
    ).rejects.toThrow("completed client project");
    expect(await db.select().from(projects)).toHaveLength(0);
  });
});
