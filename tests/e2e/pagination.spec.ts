/**
 * Bounded pages: a long list shows 25 rows a page with Previous / "Page X of Y" / Next links that keep
 * the other query parameters and work without JavaScript.
 *
 * The records: one throwaway client project of Acme with 26 sprints, written through the app's own
 * form actions as the staff's forms post them (26 dialogs through the UI would take minutes), and
 * deleted at the end with everything in it. The blog is not filled up here: 26 extra published posts
 * would become the featured articles other specs read; its pages are covered by the data tests, and
 * here it only keeps its first page as before.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ACCOUNTS, failOnConsoleErrors, screenData, stateFor } from "./support";

test.describe.configure({ mode: "serial" });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const TITLE = `Pagination ${stamp}`;
const SPRINTS = 26;
let projectId = "";
let staff: APIRequestContext;

const sprintTitle = (n: number) => `Paged sprint ${String(n).padStart(2, "0")} ${stamp}`;

async function post(url: string, form: Record<string, string>) {
  const res = await staff.post(url, { form, maxRedirects: 0 });
  expect(res.status(), `POST ${url} ${form.intent}: ${(await res.text()).slice(0, 300)}`).toBeLessThan(400);
}

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  staff = await playwright.request.newContext({
    baseURL,
    storageState: stateFor("admin"),
    extraHTTPHeaders: { Origin: baseURL! },
  });
  // the Acme client's id, as the screen offers it (read from its data: no browser page for it)
  const screen = "dashboard/client-projects";
  const { clients } = (await screenData(staff, "/dashboard/client-projects", screen)) as {
    clients: { id: string; email: string }[];
  };
  const clientId = clients.find((c) => c.email === ACCOUNTS.acme)?.id;
  expect(clientId).toBeTruthy();
  await post("/dashboard/client-projects", {
    intent: "project.save",
    clientId: clientId!,
    title: TITLE,
    // On Hold keeps Acme's own In Progress project their portal's default
    status: "On Hold",
    contactPersonName: "Maya Lindqvist",
    contactPersonRole: "Project Lead",
    contactPersonEmail: "admin@studio.example",
  });
  // the newest of that client's projects come first
  const { projects } = (await screenData(staff, `/dashboard/client-projects?client=${clientId}`, screen)) as {
    projects: { id: string; title: string }[];
  };
  projectId = projects.find((p) => p.title === TITLE)?.id ?? "";
  expect(projectId).toMatch(/^[0-9a-f-]{36}$/);
  for (let n = 1; n <= SPRINTS; n++) {
    await post("/dashboard/sprints", {
      intent: "sprint.save",
      projectId,
      title: sprintTitle(n),
      startDate: "2026-12-01",
      endDate: "2026-12-14",
      status: "Planned",
      sprintOrder: String(n),
    });
  }
});

test.afterAll(async () => {
  if (projectId) await post("/dashboard/client-projects", { intent: "project.delete", id: projectId });
  await staff?.dispose();
});

const pager = (page: Page, name: string) => page.getByRole("navigation", { name });

test.describe("staff", () => {
  test.use({ storageState: stateFor("admin") });

  test("the sprints screen shows 25 sprints a page; Next and Previous keep the project filter", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto(`/dashboard/sprints?project=${projectId}`);
    const cards = page.getByRole("list", { name: `Sprints of ${TITLE}` }).getByRole("listitem");
    await expect(cards).toHaveCount(25);
    await expect(page.getByText(`${SPRINTS} sprints`)).toBeVisible();
    const nav = pager(page, "Sprint pages");
    await expect(nav).toContainText("Page 1 of 2");
    await expect(nav.getByText("Previous")).toHaveAttribute("aria-disabled", "true");

    await nav.getByRole("link", { name: /^Next page/ }).click();
    await expect(page).toHaveURL(new RegExp(`project=${projectId}&page=2$`));
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole("heading", { name: sprintTitle(26) })).toBeVisible();
    await expect(nav).toContainText("Page 2 of 2");

    await nav.getByRole("link", { name: /^Previous page/ }).click();
    await expect(page).toHaveURL(new RegExp(`project=${projectId}$`));
    await expect(cards).toHaveCount(25);
    await expect(page.getByRole("heading", { name: sprintTitle(1) })).toBeVisible();
    noErrors();
  });

  // a page number that is junk, negative, huge or past the end shows a page instead of failing: the loader's
  // answer is checked in-process (tests/routes/page-numbers.test.ts)

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the manage view's sprint list turns its pages with plain links", async ({ page }) => {
      await page.goto(`/dashboard/client-projects/${projectId}`);
      const panel = page.locator(`#manage-${projectId}`);
      await expect(panel.getByText(sprintTitle(25))).toBeVisible();
      await expect(panel.getByText(sprintTitle(26))).toHaveCount(0);
      const nav = pager(page, "Sprint pages");
      await expect(nav).toContainText("Page 1 of 2");
      await nav.getByRole("link", { name: /^Next page/ }).click();
      await expect(page).toHaveURL(new RegExp(`client-projects/${projectId}\\?sprintsPage=2$`));
      await expect(panel.getByText(sprintTitle(26))).toBeVisible();
      await expect(panel.getByText(sprintTitle(1), { exact: true })).toHaveCount(0);
    });
  });
});

test.describe("client", () => {
  test.use({ storageState: stateFor("acme") });

  test("the portal's Sprints tab shows 25 sprints a page and counts them all", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto(`/client-portal/sprints?project=${projectId}`);
    await expect(page.getByText(`${SPRINTS} sprints · 0 completed`)).toBeVisible();
    const nav = pager(page, "Sprint pages");
    await expect(nav).toContainText("Page 1 of 2");
    await expect(page.getByRole("heading", { name: sprintTitle(26) })).toHaveCount(0);
    await nav.getByRole("link", { name: /^Next page/ }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page).toHaveURL(new RegExp(`project=${projectId}`));
    await expect(page.getByRole("heading", { name: sprintTitle(26) })).toBeVisible();
    await expect(nav).toContainText("Page 2 of 2");
    noErrors();
  });
});

test.describe("blog", () => {
  test("the first page is as before: no pager or rel=next with fewer than 26 posts; every post stays in the sitemap", async ({
    page,
    request,
  }) => {
    await page.goto("/blog");
    const cards = page.locator("main article");
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(2);
    expect(shown).toBeLessThanOrEqual(25);
    await expect(pager(page, "Blog pages")).toHaveCount(0);
    await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap.match(/<loc>[^<]*\/blog\/[^<]+<\/loc>/g)?.length).toBe(shown);
    // a page past the end shows the last (here the only) page, junk reads as the first: checked in-process
    // (tests/routes/page-numbers.test.ts)
  });
});
