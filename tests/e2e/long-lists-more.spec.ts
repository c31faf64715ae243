/**
 * Long lists, the other screens: client projects narrowed by client, status and start day and sorted,
 * their pager keeping the filters; blog posts narrowed by status and category. (A link to a project's manage
 * view landing on the page that holds it is the loader's: tests/routes/manage-landing.test.ts.)
 *
 * The records: 26 throwaway On Hold projects of Acme (On Hold keeps Acme's own In Progress project
 * their portal's default), written through the app's own form action as the New Project dialog posts
 * it (26 dialogs through the UI would take minutes), and deleted at the end.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ACCOUNTS, fitsAPhone, postForm, screenData, stateFor, uid } from "./support";

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

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  staff = await playwright.request.newContext({
    baseURL,
    storageState: stateFor("admin"),
    extraHTTPHeaders: { Origin: baseURL! },
  });
  // the Acme client's id, as the screen offers it (read from its data: no browser page for it)
  const { clients } = (await screenData(staff, "/dashboard/client-projects", "dashboard/client-projects")) as {
    clients: { id: string; email: string }[];
  };
  clientId = clients.find((c) => c.email === ACCOUNTS.acme)?.id ?? "";
  expect(clientId).toBeTruthy();
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
  expect((await ownProjectIds()).size, "the clean-up finds every project this file made").toBe(COUNT);
});

/** This file's projects as the narrowed list shows them: the clean-up does not depend on the test getting far. */
async function ownProjectIds() {
  const found = new Set<string>();
  const label = new RegExp(`aria-label="Manage Longlist ${stamp} \\d+"`);
  for (let page = 1; page <= 3; page++) {
    const html = await (
      await staff.get(`/dashboard/client-projects?client=${clientId}&status=On+Hold&sort=oldest&page=${page}`)
    ).text();
    for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
      const id = label.test(tag) ? /client-projects\/([0-9a-f-]{36})/.exec(tag)?.[1] : undefined;
      if (id) found.add(id);
    }
  }
  return found;
}

test.afterAll(async () => {
  if (staff) {
    const all = new Set([...ids, ...(await ownProjectIds())]);
    for (const id of all) await post("/dashboard/client-projects", { intent: "project.delete", id });
  }
  await staff?.dispose();
});

test("client projects narrow by client, status and start day, sort, and page with their filters kept", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/dashboard/client-projects");
  await expect(page.getByRole("heading", { level: 1, name: "Client Projects" })).toBeVisible();
  // a choice applies at once and lands in the address
  // each choice waits for the bar to be drawn again with it (the address changes a moment before), so the
  // next choice is made on the bar that shows the ones before
  await page.getByLabel("Client", { exact: true }).selectOption(clientId);
  await expect(page).toHaveURL(new RegExp(`client=${clientId}`));
  await expect(page.getByLabel("Client", { exact: true })).toHaveValue(clientId);
  await page.getByLabel("Status").selectOption({ label: "On hold" });
  await expect(page).toHaveURL(/status=On\+Hold/);
  await expect(page.getByLabel("Status")).toHaveValue("On Hold");
  await page.getByLabel("Sort by").selectOption({ label: "Progress (most done)" });
  await expect(page).toHaveURL(/client=[^&]+&status=On\+Hold&sort=progress/);
  // the most done first: project 26 (26 %)
  const heading = page.getByRole("heading", { level: 2, name: new RegExp(`^Longlist ${stamp}`) });
  await expect(heading.first()).toHaveText(title(COUNT));
  await expect(page.getByText(/\d+ projects for/)).toBeVisible();

  // collect the ids (oldest first) through the pager, which keeps the filters
  await page.getByLabel("Sort by").selectOption({ label: "Oldest first" });
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(heading.first()).toHaveText(title(1));
  const collect = async () => {
    for (const link of await page.getByRole("link", { name: new RegExp(`^Manage Longlist ${stamp}`) }).all()) {
      const href = (await link.getAttribute("href"))!;
      expect(href).toContain("status=On+Hold");
      ids.push(/client-projects\/([0-9a-f-]{36})/.exec(href)![1]!);
    }
  };
  await collect();
  await page.getByRole("navigation", { name: "Client project pages" }).getByRole("link", { name: /^Next/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(heading.last()).toHaveText(title(COUNT));
  await collect();
  expect(new Set(ids).size).toBe(COUNT);
  expect(ids).toHaveLength(COUNT);

  // dates wait for Apply; a start day with no project empties the list
  await page.getByLabel("Started to").fill("2020-01-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("heading", { name: "No projects match these filters" })).toBeVisible();
  // the tiles still count every project
  await expect(page.getByText("On hold or cancelled")).toBeVisible();
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/dashboard\/client-projects$/);

  // a search or tickets link (or an older `?manage=` address) to a project off the list's page lands on the page
  // that holds it, its filters kept when they hold it and cleared when they leave it out, and junk in the
  // address shows the list: the loader's redirects are checked in-process (tests/routes/manage-landing.test.ts)

  await fitsAPhone(page, `/dashboard/client-projects?client=${clientId}&status=On+Hold`);
});

/**
 * A draft post, posted to the screen's action as its dialog does (the dialog itself is driven by
 * dashboard-content-blogs.spec.ts): this spec is about the list, not the editor.
 */
async function newDraft(page: Page, title: string, categoryId?: string) {
  const res = await page.request.post("/dashboard/blogs", {
    form: {
      intent: "create",
      title,
      slug: title,
      excerpt: `About ${title}.`,
      content: "<p>A draft that stays off the blog.</p>",
      ...(categoryId ? { categoryId } : {}),
    },
    maxRedirects: 0,
  });
  expect(res.status(), await res.text()).toBeLessThan(400);
}

test("blog posts narrow by status and category and sort by title", async ({ page }) => {
  test.setTimeout(120_000);
  const id = uid();
  const name = `Filter shelf ${id}`;
  const [first, second] = [`Zulu draft ${id}`, `Alpha draft ${id}`];
  // the category through the screen's action, as its Add Category form posts it (the form is driven by
  // post-publishing.spec.ts)
  await postForm(page, "/dashboard/blogs", { intent: "category.create", name });
  const { categories } = (await screenData(page.request, "/dashboard/blogs", "dashboard/blogs")) as {
    categories: { id: string; name: string }[];
  };
  const categoryId = categories.find((c) => c.name === name)!.id;
  await newDraft(page, first, categoryId);
  await newDraft(page, second, categoryId);
  await newDraft(page, `Loose draft ${id}`);
  try {
    await page.goto("/dashboard/blogs");
    const list = page.getByRole("list", { name: "Blog posts" });
    await page.getByLabel("Category", { exact: true }).selectOption({ label: name });
    await expect(page).toHaveURL(/category=[\w-]+/);
    await expect(page.getByText(`2 posts in ${name}`)).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    // newest first, then by title
    await expect(list.getByRole("listitem").first()).toHaveAccessibleName(second);
    await page.getByLabel("Sort by").selectOption({ label: "Title (A–Z)" });
    await expect(page).toHaveURL(/sort=title/);
    await expect(list.getByRole("listitem").first()).toHaveAccessibleName(second);
    await expect(list.getByRole("listitem").last()).toHaveAccessibleName(first);
    await page.getByLabel("Status").selectOption({ label: "Draft" });
    await expect(page).toHaveURL(/status=draft/);
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await page.getByLabel("Status").selectOption({ label: "Published" });
    await expect(page).toHaveURL(/status=published/);
    await expect(page.getByRole("heading", { name: "No blog posts match these filters" })).toBeVisible();
    // the header still counts every post
    await expect(page.getByText(/\d+ published, \d+ scheduled, \d+ in draft/)).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/dashboard\/blogs$/);
    await fitsAPhone(page, "/dashboard/blogs?status=draft");
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
    // the posts go through the action too (deleting through the list is driven by dashboard-content-blogs.spec.ts)
    const { rows } = (await screenData(page.request, "/dashboard/blogs?status=draft", "dashboard/blogs")) as {
      rows: { id: string; title: string }[];
    };
    for (const post of rows.filter((r) => r.title.endsWith(id))) {
      const res = await page.request.post("/dashboard/blogs", {
        form: { intent: "delete", id: post.id },
        maxRedirects: 0,
      });
      expect(res.status()).toBeLessThan(400);
    }
    // and the category (its Delete button is driven by post-publishing.spec.ts)
    await postForm(page, "/dashboard/blogs", { intent: "category.delete", id: categoryId });
  }
});
