import { beforeEach, describe, expect, it } from "vitest";
import { blogs, faqs, services, teamMembers } from "~/db/schema";
import { RECORD_TYPES } from "~/records";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { getDashboardCounts, loadOrFail } from "./dashboard-stats.server";

const db = useTestDatabase();
beforeEach(truncateAll);

describe("dashboard counts", () => {
  it("counts each content table", async () => {
    await db.insert(blogs).values([
      { title: "a", slug: "a" },
      { title: "b", slug: "b" },
    ]);
    await db.insert(services).values({ title: "s", description: "d" });
    await db.insert(teamMembers).values({ name: "n", role: "r" });
    await db.insert(faqs).values({ question: "q", answer: "a" });
    expect(await getDashboardCounts()).toEqual({
      // every record type (app/records) has its count, zero when it has no rows
      ...Object.fromEntries(RECORD_TYPES.map((type) => [type.path, 0])),
      blogs: 2,
      projects: 0,
      clientProjects: 0,
      sprints: 0,
      services: 1,
      team: 1,
      testimonials: 0,
      faqs: 1,
    });
  });
});

describe("loadOrFail", () => {
  it("passes the data through", async () => {
    expect(await loadOrFail("Failed to fetch FAQs", async () => [1, 2], [])).toEqual({ data: [1, 2], loadError: null });
  });
  it("answers the spec's message and the fallback when the read fails", async () => {
    const result = await loadOrFail(
      "Failed to fetch FAQs",
      async () => {
        throw new Error("connection refused");
      },
      [] as number[],
    );
    expect(result).toEqual({ data: [], loadError: "Failed to fetch FAQs" });
  });
});
