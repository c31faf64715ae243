import path from "node:path";
import pg from "pg";
import { type Browser, expect, type Page, test } from "./fixtures";
import { axe, failOnAppErrors, screenData, stateFor, uid } from "./support";

/**
 * The publishing workflow as staff drive it: a post scheduled in the editor goes public when the job
 * publishes it (its time moved into the past by a fixture, the "fake clock"), every save is kept and
 * can be restored, and a draft can be read by a signed-out visitor through a private preview link.
 */
test.use({ storageState: stateFor("author") });
// the scheduled post waits for the job's next one-minute slot
test.describe.configure({ timeout: 150_000 });

/** The e2e server's database: PostgreSQL when DATABASE_URL is set, else the embedded one's private socket. */
async function database<T>(run: (client: pg.Client) => Promise<T>) {
  const client = process.env.DATABASE_URL
    ? new pg.Client({ connectionString: process.env.DATABASE_URL })
    : new pg.Client({
        host: path.resolve(process.env.E2E_RUN_DIR ?? ".tmp/e2e", "data", "run"),
        port: 5432,
        user: "postgres",
        database: "postgres",
      });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function visitorPage(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

type PostRow = { id: string; title: string; content: string; published: boolean };

/** A post as the dashboard's list reads it (the newest come first). */
async function postRow(page: Page, title: string) {
  const { rows } = (await screenData(page.request, "/dashboard/blogs", "dashboard/blogs")) as { rows: PostRow[] };
  const post = rows.find((r) => r.title === title);
  expect(post, `post ${title} on the first page`).toBeTruthy();
  return post!;
}

/** A post's id, from the dashboard's list as its scripts read it. */
const postId = async (page: Page, title: string) => (await postRow(page, title)).id;

/**
 * A post made through the screen's action, as the New Blog Post dialog posts it (the dialog and its editor are
 * driven by the scheduling journey here and by dashboard-content-blogs.spec.ts); returns its id.
 */
async function createPost(page: Page, title: string, body: string, more: Record<string, string> = {}) {
  const res = await page.request.post("/dashboard/blogs", {
    form: { intent: "create", title, slug: title, excerpt: `About ${title}.`, content: `<p>${body}</p>`, ...more },
    maxRedirects: 0,
  });
  expect(res.status(), (await res.text()).slice(0, 300)).toBe(200);
  return postId(page, title);
}

/** Deletes a post through the screen's action, as its Delete button does (driven by dashboard-content-blogs.spec.ts). */
async function deletePost(page: Page, title: string) {
  const res = await page.request.post("/dashboard/blogs", {
    form: { intent: "delete", id: await postId(page, title) },
    maxRedirects: 0,
  });
  expect(res.status(), `delete ${title}`).toBe(200);
}

test("a post scheduled in the editor stays off the blog, RSS and sitemap until the job publishes it", async ({
  page,
  browser,
}) => {
  // the refused schedule below is an expected 400
  const noErrors = failOnAppErrors(page, [/\/dashboard\/blogs\.data/]);
  const id = uid();
  const title = `Scheduled notes ${id}`;
  const slug = `scheduled-notes-${id}`;
  const later = new Date(Date.now() + 2 * 24 * 3600_000);
  const when = later.toISOString().slice(0, 16);

  // a time in the past is refused at its field; put right, the post is saved
  await page.goto("/dashboard/blogs");
  await page.getByRole("button", { name: "New Blog Post" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Blog Post" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Schedule for (UTC)").fill("2020-01-01T09:00");
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(dialog.getByText("Choose a time in the future")).toBeVisible();

  await dialog.getByLabel("Excerpt").fill(`About ${title}.`);
  await dialog.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Coming soon to the blog.");
  await dialog.getByLabel("Schedule for (UTC)").fill(when);
  await dialog.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByText("Blog post created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem", { name: title });
  await expect(card.getByText("Scheduled", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Publishes /)).toContainText(String(later.getUTCFullYear()));

  // not public yet: not on the blog (as served to a visitor), in the feed or the sitemap
  const visitor = await visitorPage(browser);
  const blogHtml = async () => {
    const res = await visitor.request.get("/blog");
    expect(res.status()).toBe(200);
    return res.text();
  };
  expect(await blogHtml()).not.toContain(title);
  expect(await (await visitor.request.get("/blog/rss.xml")).text()).not.toContain(slug);
  expect(await (await visitor.request.get("/sitemap.xml")).text()).not.toContain(slug);
  expect((await visitor.request.get(`/blog/${slug}`)).status()).toBe(404);

  // the fake clock: its time is now in the past; the job publishes it at its next slot (every 2 s here)
  const moved = await database((db) =>
    db.query("update blogs set publish_at = now() - interval '1 minute' where slug = $1 and published = false", [slug]),
  );
  expect(moved.rowCount).toBe(1);
  await expect
    .poll(async () => (await visitor.request.get("/blog/rss.xml")).text(), { timeout: 60_000, intervals: [500] })
    .toContain(`/blog/${slug}`);
  expect(await (await visitor.request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}`);
  const listed = await blogHtml();
  expect(listed).toContain(title);
  expect(listed).toContain(`href="/blog/${slug}"`);
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.context().close();

  // on the staff's list it is now a published post (the list's badges are driven by dashboard-content-blogs.spec.ts)
  expect((await postRow(page, title)).published).toBe(true);
  await deletePost(page, title);
  noErrors();
});

test("every save is kept with who changed which fields, and Restore brings the first version back", async ({
  page,
}) => {
  const noErrors = failOnAppErrors(page);
  const id = uid();
  const title = `Revised notes ${id}`;
  await createPost(page, title, "The first version of the text.");
  await page.goto("/dashboard/blogs");

  // edit twice: the title, then the body
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  let edit = page.getByRole("dialog", { name: "Edit Blog Post" });
  await edit.getByLabel("Title").fill(`${title} v2`);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Blog post updated successfully")).toBeVisible();
  await expect(edit).toBeHidden();
  await page.getByRole("button", { name: `Edit ${title} v2` }).click();
  edit = page.getByRole("dialog", { name: "Edit Blog Post" });
  const editor = edit.getByRole("textbox", { name: "Content" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("A rewritten second version.");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Blog post updated successfully").first()).toBeVisible();
  await expect(edit).toBeHidden();

  // the history: newest first, who and which fields
  await page.getByRole("link", { name: `History & Preview of ${title} v2` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${title} v2` })).toBeVisible();
  const revisions = page.getByRole("list", { name: "Revisions, newest first" }).getByRole("listitem");
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(0)).toContainText("Theo Navarro saved");
  await expect(revisions.nth(0)).toContainText("Changed: Content");
  await expect(revisions.nth(1)).toContainText("Changed: Title");
  await expect(revisions.nth(2)).toContainText("Changed: Title, Slug, Excerpt, Content");
  // the toast of the last save is still up: its palette is the shared toaster's, checked on its own elsewhere
  const findings = (await axe(page).exclude("[data-sonner-toaster]").analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(findings.map((f) => f.id)).toEqual([]);

  // restore the first: a new revision, and the editor shows the first text again
  await revisions
    .nth(2)
    .getByRole("button", { name: /^Restore the version of/ })
    .click();
  await expect(page.getByText("Revision restored")).toBeVisible();
  await expect(revisions).toHaveCount(4);
  await expect(revisions.nth(0)).toContainText("restored an earlier version");
  await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();

  // what the edit form opens with is the first version again: its title and its text
  const restored = await postRow(page, title);
  expect(restored.content).toContain("The first version of the text.");
  expect(restored.content).not.toContain("A rewritten second version.");
  await deletePost(page, title);
  noErrors();
});

test("a signed-out visitor reads a draft through its private preview link, until staff revoke it", async ({
  page,
  browser,
}) => {
  const noErrors = failOnAppErrors(page);
  const id = uid();
  const title = `Preview notes ${id}`;
  // its History & Preview page at its own address (the list's link to it is followed by the test above)
  const postPage = `/dashboard/blogs/${await createPost(page, title, "Only people with the link can read this draft.")}`;
  await page.goto(postPage);
  await expect(page.getByText("No preview link yet.")).toBeVisible();
  await page.getByRole("button", { name: "Create Preview Link" }).click();
  await expect(page.getByText("Copy the link now")).toBeVisible();
  const link = await page.getByLabel("New preview link (shown once)").inputValue();
  expect(link).toMatch(/\/blog\/preview\/[A-Za-z0-9_-]{43}$/);

  const visitor = await visitorPage(browser);
  const visitorErrors = failOnAppErrors(visitor, [/\/blog\/preview\//]);
  const res = await visitor.goto(link);
  expect(res?.status()).toBe(200);
  expect(res?.headers()["cache-control"]).toContain("no-store");
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Only people with the link can read this draft.")).toBeVisible();
  await expect(visitor.getByRole("note")).toContainText("Private preview");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(visitor.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  const findings = (await axe(visitor).analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(findings.map((f) => f.id)).toEqual([]);
  // the draft is still not on the blog
  expect((await visitor.request.get(`/blog/preview-notes-${id}`)).status()).toBe(404);

  // revoked: the same link is a 404
  await page.reload();
  await expect(page.getByText(/A link made .* is active/)).toBeVisible();
  await page.getByRole("button", { name: "Revoke Preview Link" }).click();
  await expect(page.getByText("Preview link revoked")).toBeVisible();
  await expect(page.getByText("No preview link yet.")).toBeVisible();
  const gone = await visitor.goto(link);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "Preview Not Found" })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.context().close();

  await deletePost(page, title);
  noErrors();
  visitorErrors();
});

test("categories: a category in use is not deleted, a rename follows to its posts, an unused one goes", async ({
  page,
}) => {
  // the refused delete is an expected 409
  const noErrors = failOnAppErrors(page, [/\/dashboard\/blogs\.data/]);
  const id = uid();
  const name = `Field notes ${id}`;
  const title = `Filed post ${id}`;
  await page.goto("/dashboard/blogs");
  const list = page.getByRole("list", { name: "Blog categories" });
  await page.getByLabel("New category").fill(name);
  await page.getByRole("button", { name: "Add Category" }).click();
  await expect(page.getByText("Category created successfully")).toBeVisible();
  await expect(list).toContainText(name);

  const { categories } = (await screenData(page.request, "/dashboard/blogs", "dashboard/blogs")) as {
    categories: { id: string; name: string }[];
  };
  const categoryId = categories.find((c) => c.name === name)!.id;
  // the post through the action: the list shows it once the rename below has been saved
  await createPost(page, title, "Filed under a managed category.", { categoryId, published: "on" });
  await list.getByRole("button", { name: `Delete category ${name}` }).click();
  await expect(page.getByText("This category is used by 1 post")).toBeVisible();
  await expect(list).toContainText(name);

  await page.getByLabel("Rename category").selectOption({ label: name });
  await page.getByLabel("New name").fill(`${name} renamed`);
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(page.getByText("Category renamed successfully")).toBeVisible();
  await expect(page.getByRole("listitem", { name: title })).toContainText(`${name} renamed`);

  // the public blog filters by the managed categories, under their new names (read in a second tab: the
  // dashboard's stays open for the clean-up)
  const reader = await page.context().newPage();
  const readerErrors = failOnAppErrors(reader);
  await reader.goto("/blog");
  const filter = reader.getByRole("navigation", { name: "Filter by category" });
  await filter.getByRole("link", { name: `${name} renamed` }).click();
  await expect(reader).toHaveURL(/\/blog\?category=/);
  await expect(filter.getByRole("link", { name: `${name} renamed` })).toHaveAttribute("aria-current", "page");
  await expect(reader.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  // a demo post filed elsewhere is not listed
  await expect(reader.getByRole("heading", { name: "How we scope an MVP in five days" })).toHaveCount(0);
  readerErrors();
  await reader.close();

  // with its post gone (deleted through the action), the category can go
  await deletePost(page, title);
  await page
    .getByRole("list", { name: "Blog categories" })
    .getByRole("button", { name: `Delete category ${name} renamed` })
    .click();
  await expect(page.getByText("Category deleted successfully")).toBeVisible();
  await expect(page.getByRole("list", { name: "Blog categories" })).not.toContainText(name);
  noErrors();
});
