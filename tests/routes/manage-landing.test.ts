/**
 * The client projects list's loader, called in-process as the admin, on a link to a project's manage view
 * (from the search, the tickets screen or an older `?manage=` address) when the list's page does not hold
 * the project: it lands on the page that does under the address's filters when they hold it, with the
 * filters cleared when they leave it out; junk in the address shows the list. (The list's own filters and
 * pager, as staff use them, are driven by tests/e2e/long-lists-more.spec.ts.)
 */
import { and, asc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { seedDemo } from "~/db/seed/demo.server";
import * as list from "~/routes/dashboard/client-projects";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, cookieFor, demoEmail, demoUserId, type Entry } from "./support";

const db = useTestDatabase();
const COUNT = 26;
const title = (n: number) => `Longlist ${String(n).padStart(2, "0")}`;
let cookie = "";
let clientId = "";
/** The 26 projects' ids, oldest first (project 1 is the oldest). */
let ids: string[] = [];

beforeAll(async () => {
  await seedDemo();
  cookie = await cookieFor(demoEmail("admin"));
  clientId = await demoUserId("client");
  // one at a time, a millisecond apart: "newest first" and "oldest first" tell them apart
  for (let n = 1; n <= COUNT; n++) {
    await db.insert(t.clientProjects).values({
      clientId,
      title: title(n),
      status: "On Hold",
      percentComplete: n,
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, n)),
    });
  }
  ids = (
    await db
      .select({ id: t.clientProjects.id })
      .from(t.clientProjects)
      .where(and(eq(t.clientProjects.clientId, clientId), like(t.clientProjects.title, "Longlist %")))
      .orderBy(asc(t.clientProjects.title))
  ).map((r) => r.id);
  expect(ids).toHaveLength(COUNT);
}, 120_000);

/** The list's loader as the admin at `url`, the manage view of `projectId` if given. */
function load(url: string, projectId?: string) {
  const pattern = projectId ? "/dashboard/client-projects/:projectId" : "/dashboard/client-projects";
  const entry: Entry = { pattern, file: "", isLayout: false };
  const made = argsFor(entry, { cookie, params: projectId ? { projectId } : {} });
  const request = new Request(`http://localhost${url}`, { headers: made.request.headers });
  return answerOf(() => list.loader({ ...made, request } as never));
}

describe("a link to a project's manage view", () => {
  it("an older ?manage= address goes to the tab, then to the page that holds the project", async () => {
    const oldest = ids[0]!;
    const first = await load(`/dashboard/client-projects?manage=${oldest}&ticketsPage=1`);
    expect(first.status).toBe(301);
    expect(first.location).toBe(`/dashboard/client-projects/${oldest}/tickets?ticketsPage=1`);
    const second = await load(first.location!, oldest);
    expect(second.status).toBe(302);
    const to = new URL(second.location!, "http://localhost");
    expect(to.pathname).toBe(`/dashboard/client-projects/${oldest}/tickets`);
    expect(to.searchParams.get("ticketsPage")).toBe("1");
    // the 26th newest or further: past the first page
    expect(Number(to.searchParams.get("page"))).toBeGreaterThanOrEqual(2);
    const landed = await load(`${to.pathname}${to.search}`, oldest);
    expect(landed.status).toBe(200);
    expect((landed.data as { projects: { id: string }[] }).projects.map((p) => p.id)).toContain(oldest);
  });

  it("under filters that hold it, the filters stay (title order: the 26th is on page 2)", async () => {
    const last = ids[COUNT - 1]!;
    const answer = await load(`/dashboard/client-projects/${last}?client=${clientId}&status=On+Hold&sort=title`, last);
    expect(answer.status).toBe(302);
    const to = new URL(answer.location!, "http://localhost");
    expect(to.pathname).toBe(`/dashboard/client-projects/${last}`);
    expect(Object.fromEntries(to.searchParams)).toEqual({
      client: clientId,
      status: "On Hold",
      sort: "title",
      page: "2",
    });
  });

  it("under filters that leave it out, they are cleared", async () => {
    const second = ids[1]!;
    const answer = await load(`/dashboard/client-projects/${second}?status=Completed`, second);
    expect(answer.status).toBe(302);
    const to = new URL(answer.location!, "http://localhost");
    expect(to.pathname).toBe(`/dashboard/client-projects/${second}`);
    expect(to.searchParams.get("status")).toBeNull();
    const landed = await load(`${to.pathname}${to.search}`, second);
    expect(landed.status).toBe(200);
    expect((landed.data as { projects: { id: string }[] }).projects.map((p) => p.id)).toContain(second);
  });

  it("junk in the address shows the list instead of failing", async () => {
    const answer = await load("/dashboard/client-projects?manage=nope&status=Nope&from=2026-02-30&sort=x&client=y");
    expect(answer.status).toBe(200);
    const data = answer.data as { projects: unknown[]; clientId: string; pageInfo: { page: number } };
    expect(data.projects.length).toBeGreaterThan(0);
    expect(data.clientId).toBe("");
    expect(data.pageInfo.page).toBe(1);
  });
});
