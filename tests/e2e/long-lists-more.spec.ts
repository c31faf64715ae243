/**
 * Long lists, the other screens: client projects narrowed by client, status and start day and sorted;
 * a `?manage=<id>` link (search, tickets) lands on the page that holds the project; blog posts
 * narrowed by status and category.
 *
 * The records: 26 throwaway On Hold projects of Acme (On Hold keeps Acme's own In Progress project
 * their portal's default), written through the app's own form action as the New Project dialog posts
 * it (26 dialogs through the UI would take minutes), and deleted at the end.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { stateFor } from "./support";

test.describe.configure({ mode: "serial" });
test.use({ storageState: stateFor("admin") });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const COUNT = 26;
const title = (n: number) => `Longlist ${stamp} ${String(n).padStart(2, "0")}`;
const ids: string[] = [];
let clientId = "";
let staff: APIRequestContext;

async function post(url: string, form: Record<string, string>) {
  const res = await staff.post(url, { form, maxRedirects: 0 });
  expect(res.status(), `POST ${url} ${form.intent}: ${(await res.text()).slice(0, 300)}`).toBeLessThan(400);
}

test.beforeAll(async ({ playwright, browser, baseURL }) => {
  test.setTimeout(120_000);
  staff = await playwright.request.newContext({
    baseURL,
    storageState: stateFor("admin"),
    extraHTTPHeaders: { Origin: baseURL! },
  });
  const context = await browser.newContext({ storageState: stateFor("admin") });
  const page = await context.newPage();
  await page.goto("/dashboard/client-projects");
  // the Acme client's id, as the filter offers it
  clientId = (await page
    .getByLabel("Client", { exact: true })
    .locator("option", { hasText: "Acme" })
    .first()
    .getAttribute("value"))!;
  expect(clientId).toBeTruthy();
  await context.close();
  for (let n = 1; n <= COUNT; n++) {
    await post("/dashboard/client-projects", {
      intent: "project.save",
      clientId,
      title: title(n),
      status: "On Hold",
      percentComplete: String(n),
      contactPersonName: "Maya Lindqvist",
      contactPersonRole: "Project Lead",
      contactPersonEmail: "admin@studio.example",
    });
  }
  // their ids, oldest first, from the list narrowed to them
  const html = await (
    await staff.get(`/dashboard/client-projects?client=${clientId}&status=On+Hold&sort=oldest`)
  ).text();
  expect(html).toContain(title(1));
});

test.afterAll(async () => {
  for (const id of ids) await post("/dashboard/client-projects", { intent: "project.delete", id });
  await staff?.dispose();
});

test("client projects narrow by client, status and start day, sort, and Manage links land on the project's page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/dashboard/client-projects");
  await expect(page.getByRole("heading", { level: 1, name: "Client Projects" })).toBeVisible();
  // a choice applies at once and lands in the address
  await page.getByLabel("Client", { exact: true }).selectOption(clientId);
  await expect(page).toHaveURL(new RegExp(`client=${clientId}`));
  await page.getByLabel("Status").selectOption({ label: "On hold" });
  await expect(page).toHaveURL(/status=On\+Hold/);
  await page.getByLabel("Sort by").selectOption({ label: "Progress (most done)" });
  await expect(page).toHaveURL(/sort=progress/);
  // the most done first: project 26 (26 %)
  const heading = page.getByRole("heading", { level: 2, name: new RegExp(`^Longlist ${stamp}`) });
  await expect(heading.first()).toHaveText(title(COUNT));
  await expect(page.getByText(/\d+ projects for/)).toBeVisible();

  // collect the ids (oldest first) through the pager, which keeps the filters
  await page.getByLabel("Sort by").selectOption({ label: "Oldest first" });
  await expect(page).toHaveURL(/sort=oldest/);
  for (;;) {
    for (const link of await page.getByRole("link", { name: new RegExp(`^Manage Longlist ${stamp}`) }).all()) {
      const href = (await link.getAttribute("href"))!;
      ids.push(/manage=([0-9a-f-]{36})/.exec(href)![1]!);
      expect(href).toContain("status=On+Hold");
    }
    const next = page.getByRole("navigation", { name: "Client project pages" }).getByRole("link", { name: /^Next/ });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(/page=\d/);
    await expect(page).toHaveURL(/sort=oldest/);
  }
  expect(ids).toHaveLength(COUNT);

  // dates wait for Apply; a start day with no project empties the list
  await page.getByLabel("Started to").fill("2020-01-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("heading", { name: "No projects match these filters" })).toBeVisible();
  // the tiles still count every project
  await expect(page.getByText("On hold or cancelled")).toBeVisible();
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/dashboard\/client-projects$/);

  // the first of them is the 26th newest or further: a search or tickets link to it lands on its page
  await page.goto(`/dashboard/client-projects?manage=${ids[0]}&ticketsPage=1`);
  await expect(page).toHaveURL(/page=\d+/);
  expect(new URL(page.url()).searchParams.get("manage")).toBe(ids[0]);
  expect(new URL(page.url()).searchParams.get("ticketsPage")).toBe("1");
  await expect(page.getByRole("link", { name: `Close ${title(1)}` })).toBeVisible();
  await expect(page.locator(`[id='manage-${ids[0]}']`)).toBeVisible();

  // under filters that hold it, the filters stay (title order: 26 Longlist projects, the last on page 2)
  await page.goto(`/dashboard/client-projects?client=${clientId}&status=On+Hold&sort=title&manage=${ids[COUNT - 1]}`);
  await expect(page).toHaveURL(/page=2/);
  expect(new URL(page.url()).searchParams.get("status")).toBe("On Hold");
  await expect(page.getByRole("link", { name: `Close ${title(COUNT)}` })).toBeVisible();

  // under filters that leave it out, they are cleared
  await page.goto(`/dashboard/client-projects?status=Completed&manage=${ids[1]}`);
  await expect(page.getByRole("link", { name: `Close ${title(2)}` })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("status")).toBeNull();

  // junk in the address shows the list instead of failing
  const res = await page.goto("/dashboard/client-projects?manage=nope&status=Nope&from=2026-02-30&sort=x&client=y");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Client Projects" })).toBeVisible();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/dashboard/client-projects?client=${clientId}&status=On+Hold`);
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    expect(violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
