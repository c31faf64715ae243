/**
 * Page numbers in the address that no pager link makes (junk, negative, huge, past the end), called
 * in-process: the sprints screen, a content screen (the FAQs) and the public blog show a page instead of
 * failing. (Turning the pages with their links, with and without JavaScript, is driven by
 * tests/e2e/pagination.spec.ts and dashboard-content-pages.spec.ts.)
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { seedDemo } from "~/db/seed/demo.server";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, cookieFor, demoEmail, demoUserId, routeFor } from "./support";

const db = useTestDatabase();
const SPRINTS = 26;
let admin = "";
let projectId = "";

beforeAll(async () => {
  await seedDemo();
  admin = await cookieFor(demoEmail("admin"));
  const demoClientId = await demoUserId("client");
  const [project] = await db
    .insert(t.clientProjects)
    .values({ clientId: demoClientId, title: "Paged project", status: "On Hold" })
    .returning({ id: t.clientProjects.id });
  projectId = project!.id;
  await db.insert(t.projectSprints).values(
    Array.from({ length: SPRINTS }, (_, i) => ({
      projectId,
      title: `Paged sprint ${String(i + 1).padStart(2, "0")}`,
      sprintOrder: i + 1,
      startDate: "2026-12-01",
      endDate: "2026-12-14",
    })),
  );
  // 26 FAQs more than the demo's: at least two pages
  await db
    .insert(t.faqs)
    .values(Array.from({ length: 26 }, (_, i) => ({ question: `Paged ${i}?`, answer: "A", orderPosition: 1000 + i })));
}, 120_000);

async function open(pattern: string, query: string, cookie?: string) {
  const { entry, module } = await routeFor(pattern);
  const args = argsFor(entry, { cookie });
  const request = new Request(`http://localhost${pattern}${query}`, { headers: args.request.headers });
  const answer = await answerOf(() => module.loader!({ ...args, request }));
  expect(answer.status, `${pattern}${query}: ${answer.error ?? ""}`).toBe(200);
  return answer.data as Record<string, unknown>;
}

type PageInfo = { page: number; pageCount: number; total: number };

describe("the sprints screen", () => {
  const sprintsAt = async (page: string) => {
    const data = await open("/dashboard/sprints", `?project=${projectId}&page=${page}`, admin);
    return { info: data.pageInfo as PageInfo, titles: (data.sprints as { title: string }[]).map((s) => s.title) };
  };

  it.each(["abc", "-3", "0", "1.5", "99999999999999999999", "1e3"])("page=%s shows page 1 of 2", async (value) => {
    const { info, titles } = await sprintsAt(value);
    expect(info).toMatchObject({ page: 1, pageCount: 2, total: SPRINTS });
    expect(titles).toHaveLength(25);
    expect(titles[0]).toBe("Paged sprint 01");
  });

  it("a page past the end shows the last page", async () => {
    const { info, titles } = await sprintsAt("7");
    expect(info).toMatchObject({ page: 2, pageCount: 2, total: SPRINTS });
    expect(titles).toEqual(["Paged sprint 26"]);
  });
});

describe("a content screen (the FAQs)", () => {
  it.each([
    ["abc", "first"],
    ["-2", "first"],
    ["1e3", "first"],
    ["99999", "last"],
  ] as const)("page=%s shows the %s page", async (value, which) => {
    const data = await open("/dashboard/faqs", `?page=${value}`, admin);
    const info = data.pageInfo as PageInfo;
    expect(info.pageCount).toBeGreaterThanOrEqual(2);
    expect(info.page).toBe(which === "first" ? 1 : info.pageCount);
    const questions = (data.rows as { question: string }[]).map((r) => r.question);
    // the 26th of ours sorts last of all: on the last page only
    expect(questions.includes("Paged 25?")).toBe(which === "last");
  });
});

describe("the public blog", () => {
  it.each(["2", "abc", "-1"])("page=%s shows its only page, as the first", async (value) => {
    const first = await open("/blog", "");
    const data = await open("/blog", `?page=${value}`);
    expect(data.info).toEqual(first.info);
    expect((first.info as PageInfo).pageCount).toBe(1);
    const slugs = (d: Record<string, unknown>) => (d.posts as { slug: string }[]).map((p) => p.slug);
    expect(slugs(first).length).toBeGreaterThan(2);
    expect(slugs(data)).toEqual(slugs(first));
  });
});
