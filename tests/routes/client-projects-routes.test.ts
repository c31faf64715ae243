/**
 * The dashboard's manage view of a client project, as nested routes of the client projects list: an
 * older `?manage=<id>` address redirects to the tab's own path with every other parameter kept, the tab
 * bar's loader reads only the project and the counts, each tab's loader only what that tab shows, an
 * unknown project is a 404, and a form posted to a tab's route is handled there. Loaders and actions are
 * called in-process as in route-modules.test.ts.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { seedDemo } from "~/db/seed/demo.server";
import { legacyManagePath, listParamsOf, manageHref, manageTabOf } from "~/domain/manage-links";
import * as list from "~/routes/dashboard/client-projects";
import * as files from "~/routes/dashboard/manage/files";
import * as invoices from "~/routes/dashboard/manage/invoices";
import * as manage from "~/routes/dashboard/manage/manage";
import * as messages from "~/routes/dashboard/manage/messages";
import * as sprints from "~/routes/dashboard/manage/sprints";
import * as tickets from "~/routes/dashboard/manage/tickets";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, cookieFor, demoEmail, demoUserId, type Entry, postForm } from "./support";

const P = "0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e";

describe("old manage addresses", () => {
  it.each([
    [`?manage=${P}`, `/${P}`],
    [`?page=2&manage=${P}&status=active`, `/${P}?page=2&status=active`],
    [`?manage=${P}&ticketsPage=2&page=3`, `/${P}/tickets?ticketsPage=2&page=3`],
    [`?manage=${P}&invoicesPage=2`, `/${P}/invoices?invoicesPage=2`],
    [`?manage=${P}&sprintsPage=2`, `/${P}?sprintsPage=2`],
    [`?manage=${P}&filesFolder=Specs`, `/${P}/files?filesFolder=Specs`],
    // a conversation opens on Messages, whatever else the address holds; the message anchor is kept
    [
      `?manage=${P}&ticketsPage=2&thread=sprint%3Aabc&message=m1`,
      `/${P}/messages?ticketsPage=2&thread=sprint%3Aabc&message=m1`,
    ],
    // the page's .data twin redirects to the page's own address
    [`.data?manage=${P}&filesFolder=&_routes=routes%2Fdashboard%2Fclient-projects`, `/${P}/files?filesFolder=`],
  ])("/dashboard/client-projects%s goes to /dashboard/client-projects%s", (from, to) => {
    expect(legacyManagePath(`http://x.test/dashboard/client-projects${from}`)).toBe(`/dashboard/client-projects${to}`);
  });

  it.each([
    "/dashboard/client-projects",
    "/dashboard/client-projects?page=2",
    // a manage that is no project id opened nothing, and still does not
    "/dashboard/client-projects?manage=junk",
    // the new addresses are not old ones, even with a stray ?manage=
    `/dashboard/client-projects/${P}/tickets?manage=${P}`,
    `/dashboard/sprints?manage=${P}`,
  ])("%s is not an old address", (url) => {
    expect(legacyManagePath(`http://x.test${url}`)).toBeNull();
  });

  it("the manage view's links are the new addresses, keep the list's parameters, and name the tab they show", () => {
    const current = `page=2&status=active&ticketsPage=3&thread=sprint%3Ax&message=m`;
    expect(manageHref({ projectId: P, tab: "tickets", list: current })).toBe(
      `/dashboard/client-projects/${P}/tickets?page=2&status=active`,
    );
    expect(manageHref({ projectId: P, list: current })).toBe(`/dashboard/client-projects/${P}?page=2&status=active`);
    expect(manageHref({ list: current })).toBe("/dashboard/client-projects?page=2&status=active");
    expect(manageHref({ projectId: P, tab: "files", extra: { filesFolder: "Specs" } })).toBe(
      `/dashboard/client-projects/${P}/files?filesFolder=Specs`,
    );
    expect(listParamsOf(`?${current}&manage=${P}`).toString()).toBe("page=2&status=active");
    // the files tab's page is the tab's, never carried to another tab or project
    expect(listParamsOf(`?${current}&filesAfter=General%2Fa.pdf&filesBefore=x`).toString()).toBe(
      "page=2&status=active",
    );
    expect(manageTabOf(`/dashboard/client-projects/${P}`)).toBe("sprints");
    expect(manageTabOf(`/dashboard/client-projects/${P}/messages`)).toBe("messages");
    expect(manageTabOf(`/dashboard/client-projects/${P}/invoices/`)).toBe("invoices");
  });
});

const db = useTestDatabase();
let cookie = "";
let projectId = "";

beforeAll(async () => {
  await seedDemo();
  cookie = await cookieFor(demoEmail("admin"));
  const demoClientId = await demoUserId("client");
  const [project] = await db
    .select({ id: t.clientProjects.id })
    .from(t.clientProjects)
    .where(eq(t.clientProjects.clientId, demoClientId));
  projectId = project!.id;
}, 120_000);

/** A loader's or action's arguments as the admin, at `url` (`/…/:projectId/…` filled in with `id`). */
function args(pattern: string, url: string, id = projectId, init: RequestInit = {}) {
  const entry: Entry = { pattern, file: "", isLayout: false };
  const made = argsFor(entry, { cookie, params: { projectId: id }, init });
  const request = new Request(`http://localhost${url.replaceAll(":projectId", id)}`, {
    ...init,
    headers: made.request.headers,
  });
  return { ...made, request } as never;
}
const BASE = "/dashboard/client-projects/:projectId";
const keys = async (run: Promise<unknown>) => Object.keys((await run) as object).sort();

describe("manage routes", () => {
  it("the list answers an old ?manage= address with a 301 to the tab's own, keeping the rest", async () => {
    const answer = await answerOf(() =>
      list.loader(args("/dashboard/client-projects", `/dashboard/client-projects?manage=${projectId}&ticketsPage=2`)),
    );
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(`/dashboard/client-projects/${projectId}/tickets?ticketsPage=2`);
    const thread = await answerOf(() =>
      list.loader(
        args("/dashboard/client-projects", `/dashboard/client-projects?manage=${projectId}&thread=sprint%3Ax`),
      ),
    );
    expect(thread.status).toBe(301);
    expect(thread.location).toBe(`/dashboard/client-projects/${projectId}/messages?thread=sprint%3Ax`);
  });

  it("the list reads the list only, not the managed project's tabs", async () => {
    const data = await keys(list.loader(args(BASE, `/dashboard/client-projects/:projectId`)));
    expect(data).toEqual(["clientId", "clients", "filters", "pageInfo", "projects", "statusCounts"]);
  });

  it("the tab bar reads the project, each tab's count and the unread messages, not a tab's lists", async () => {
    const data = (await manage.loader(args(BASE, `/dashboard/client-projects/:projectId`))) as {
      project: { id: string };
      counts: Record<string, number>;
      unread: number;
    };
    expect(Object.keys(data).sort()).toEqual(["counts", "project", "today", "unread"]);
    expect(data.project.id).toBe(projectId);
    const count = async (table: typeof t.projectSprints | typeof t.projectTickets | typeof t.clientInvoices) =>
      (await db.select({ id: table.id }).from(table).where(eq(table.projectId, projectId))).length;
    expect(data.counts.sprints).toBe(await count(t.projectSprints));
    expect(data.counts.tickets).toBe(await count(t.projectTickets));
    expect(data.counts.invoices).toBe(await count(t.clientInvoices));
    expect(data.counts.sprints).toBeGreaterThan(0);
  });

  it("each tab's loader reads only what that tab shows", async () => {
    expect(await keys(sprints.loader(args(BASE, `${BASE}`)))).toEqual([
      "nextOrders",
      "sprintOptions",
      "sprintPage",
      "sprints",
    ]);
    expect(await keys(tickets.loader(args(`${BASE}/tickets`, `${BASE}/tickets`)))).toEqual([
      "assignees",
      "sprintOptions",
      "ticketPage",
      "tickets",
    ]);
    expect(await keys(invoices.loader(args(`${BASE}/invoices`, `${BASE}/invoices`)))).toEqual([
      "invoicePage",
      "invoices",
      "sprintOptions",
      "usualCurrencies",
    ]);
    expect(await keys(files.loader(args(`${BASE}/files`, `${BASE}/files`)))).toEqual(["files"]);
    expect(await keys(messages.loader(args(`${BASE}/messages`, `${BASE}/messages`)))).toEqual([
      "sprintTasks",
      "thread",
      "threads",
    ]);
  });

  it("a tab reads the project's rows only, under its own page and folder parameters", async () => {
    const own = await db
      .select({ id: t.projectSprints.id })
      .from(t.projectSprints)
      .where(eq(t.projectSprints.projectId, projectId));
    const data = await sprints.loader(args(BASE, `${BASE}?sprintsPage=1`));
    expect(data.sprints.map((s) => s.id).sort()).toEqual(
      own
        .map((s) => s.id)
        .sort()
        .slice(0, 25),
    );
    // a page past the last is the last one, of this project's tickets
    const far = await tickets.loader(args(`${BASE}/tickets`, `${BASE}/tickets?ticketsPage=99`));
    const ownTickets = await db
      .select({ id: t.projectTickets.id })
      .from(t.projectTickets)
      .where(eq(t.projectTickets.projectId, projectId));
    expect(far.ticketPage.total).toBe(ownTickets.length);
    expect(far.tickets.every((x) => x.projectId === projectId)).toBe(true);
    const folder = await files.loader(args(`${BASE}/files`, `${BASE}/files?filesFolder=nowhere`));
    expect(folder.files?.projectId).toBe(projectId);
    expect(folder.files?.folder).toBeNull();
    // a made-up page place of the files reads their first page
    for (const place of ["filesAfter=%00", "filesBefore=zz%2Fzz%2Fzz", `filesAfter=${"x".repeat(400)}`]) {
      const page = await files.loader(args(`${BASE}/files`, `${BASE}/files?${place}`));
      expect(page.files?.page.from, place).toBe(page.files?.total ? 1 : 0);
      expect(page.files?.page.previous, place).toBeNull();
    }
  });

  it("a project that does not exist answers 404 from the tab bar and every tab; the list still answers", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const [pattern, loader] of [
      [BASE, manage.loader],
      [BASE, sprints.loader],
      [`${BASE}/tickets`, tickets.loader],
      [`${BASE}/invoices`, invoices.loader],
      [`${BASE}/files`, files.loader],
      [`${BASE}/messages`, messages.loader],
    ] as const) {
      const answer = await answerOf(() => (loader as (a: never) => Promise<unknown>)(args(pattern, pattern, missing)));
      expect(answer.status, pattern).toBe(404);
    }
    const junk = await answerOf(() => manage.loader(args(BASE, BASE, "not-a-uuid")));
    expect(junk.status).toBe(404);
    const shown = await answerOf(() => list.loader(args(BASE, BASE, missing)));
    expect(shown.status).toBe(200);
    expect((shown.data as { projects: unknown[] }).projects.length).toBeGreaterThan(0);
  });

  it("a form posted to a tab's route is handled there, and the tab reads the change", async () => {
    const before = await tickets.loader(args(`${BASE}/tickets`, `${BASE}/tickets`));
    const ticket = before.tickets[0];
    expect(ticket, "the demo project has a project ticket").toBeDefined();
    const answer = await answerOf(() =>
      tickets.action(
        args(
          `${BASE}/tickets`,
          `${BASE}/tickets`,
          projectId,
          postForm({ intent: "project-ticket.delete", id: ticket!.id }),
        ),
      ),
    );
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.data)).toContain("Ticket deleted successfully");
    const after = await tickets.loader(args(`${BASE}/tickets`, `${BASE}/tickets`));
    expect(after.tickets.map((x) => x.id)).not.toContain(ticket!.id);
    expect(after.ticketPage.total).toBe(before.ticketPage.total - 1);
    const bar = (await manage.loader(args(BASE, BASE))) as { counts: { tickets: number } };
    expect(bar.counts.tickets).toBe(after.ticketPage.total);
  });

  it("a project's tab asked for off the list's page lands on the page that holds it, the tab's parameters kept", async () => {
    const demoClientId = await demoUserId("client");
    // 26 newer projects push the demo project off the first page (newest first)
    await db
      .insert(t.clientProjects)
      .values(Array.from({ length: 26 }, (_, i) => ({ clientId: demoClientId, title: `Newer ${i}` })));
    const answer = await answerOf(() =>
      list.loader(args(`${BASE}/tickets`, `${BASE}/tickets?ticketsPage=1&sort=newest`)),
    );
    expect(answer.status).toBe(302);
    const to = new URL(answer.location!, "http://localhost");
    expect(to.pathname).toBe(`/dashboard/client-projects/${projectId}/tickets`);
    expect(Object.fromEntries(to.searchParams)).toEqual({ ticketsPage: "1", sort: "newest", page: "2" });
    // on the page that holds it, it stays
    const there = await answerOf(() => list.loader(args(`${BASE}/tickets`, `${BASE}/tickets?page=2`)));
    expect(there.status).toBe(200);
    expect((there.data as { projects: { id: string }[] }).projects.map((p) => p.id)).toContain(projectId);
  });

  it("an intent the screen does not handle is refused by a tab's route too", async () => {
    const answer = await answerOf(() =>
      files.action(args(`${BASE}/files`, `${BASE}/files`, projectId, postForm({ intent: "user.delete" }))),
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
