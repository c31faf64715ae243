import { expect, test } from "./fixtures";
import { failOnConsoleErrors, jsonLdOf } from "./support";

const MVP_SLUG = "how-we-scope-an-mvp-in-five-days";

test.describe("blog list", () => {
  test("featured and latest articles, cards with date, author, reading time and Read More by slug; the search filters instantly", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/blog");
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveAttribute(
      "placeholder",
      "Search articles...",
    );
    const featured = page.locator("section[aria-labelledby='featured-title'] article");
    await expect(featured).toHaveCount(2);
    const latest = page.locator("section[aria-labelledby='latest-title'] article");
    expect(await latest.count()).toBeGreaterThanOrEqual(3);

    const card = page.locator("main article").filter({ hasText: "How we scope an MVP in five days" });
    await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(card).toContainText(/\d+ min read/);
    await expect(card).toContainText("Theo Navarro");
    await expect(card.getByRole("link", { name: /Read More/ })).toHaveAttribute("href", `/blog/${MVP_SLUG}`);
    await expect(card.locator("img")).toHaveAttribute("src", /^\/images\/blog\/mvp-scope\.[0-9a-f]{10}\.webp$/);
    // the draft is never listed
    await expect(page.getByText("Draft: our 2027 technology radar")).toHaveCount(0);

    await test.step("search filters instantly on title or excerpt, case-insensitively, and keeps ?q= in the URL", async () => {
      const search = page.getByRole("searchbox", { name: "Search articles" });
      const titles = page.locator("main article h3");

      await search.fill("POSTGRES");
      await expect(titles).toHaveText(["Postgres is the only database most SaaS products need"]);
      await expect(page).toHaveURL(/\?q=POSTGRES$/);
      await expect(page.getByRole("heading", { name: "Featured Articles" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Latest Articles" })).toHaveCount(0);

      // "workshop" is only in an excerpt
      await search.fill("workshop");
      await expect(titles).toHaveText(["How we scope an MVP in five days"]);

      await search.fill("kubernetes");
      await expect(page.getByText("No articles found matching your criteria.")).toBeVisible();
      await page.getByRole("button", { name: "Clear search" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      // the full list comes back from the server
      await expect.poll(() => titles.count()).toBeGreaterThanOrEqual(5);
    });
    noErrors();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the search works through ?q=", async ({ page }) => {
      await page.goto("/blog");
      await page.getByRole("searchbox", { name: "Search articles" }).fill("offline");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\/blog\?q=offline$/);
      await expect(page.locator("main article h3")).toHaveText(["Offline-first mobile apps without the headaches"]);

      await page.goto("/blog?q=nothing-matches-this");
      await expect(page.getByText("No articles found matching your criteria.")).toBeVisible();
    });
  });
});

test.describe("blog post", () => {
  test("a link built from the post id answers a permanent redirect to the slug URL, which shows every part of the post", async ({
    request,
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    // the id is in the page's own data (React Router's .data endpoint)
    const data = await (await request.get(`/blog/${MVP_SLUG}.data`)).text();
    const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(data)?.[0];
    expect(id).toBeTruthy();
    const res = await request.get(`/blog/${id}`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(`/blog/${MVP_SLUG}`);
    await page.goto(`/blog/${id}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${MVP_SLUG}$`));
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("heading", { level: 1, name: "How we scope an MVP in five days" })).toBeVisible();
    await expect(page.getByText("Product", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("The workshop format we use to turn a big idea")).toBeVisible();
    await expect(page.locator("article header time")).toHaveText(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
    );
    await expect(page.locator("article header")).toContainText(/\d+ min read/);
    // plain text stored with blank lines: one paragraph each
    const paragraphs = page.locator("article .prose-rich p");
    expect(await paragraphs.count()).toBeGreaterThanOrEqual(4);
    await expect(paragraphs.first()).toContainText("Every MVP we build starts with a five-day discovery sprint.");
    const author = page.getByRole("complementary", { name: "About the author" });
    await expect(author).toContainText("Theo Navarro");
    noErrors();
  });

  test("drafts and unknown posts show the not-found view with a 404", async ({ page, request }) => {
    // an unknown post, as served: the same view (drawn below for the draft), and nothing of a draft
    const unknown = await request.get("/blog/no-such-post");
    expect(unknown.status()).toBe(404);
    const html = await unknown.text();
    expect(html).toMatch(/<h1[^>]*>Blog Post Not Found<\/h1>/);
    expect(html).toContain("The blog post you&#x27;re looking for doesn&#x27;t exist or isn&#x27;t published yet.");
    expect(html).not.toContain("This post is still being written.");
    // a draft, drawn
    const res = await page.goto("/blog/draft-our-2027-technology-radar");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();
    await expect(
      page.getByText("The blog post you're looking for doesn't exist or isn't published yet."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByText("This post is still being written.")).toHaveCount(0);
  });

  test("the post describes itself as a BlogPosting with its breadcrumb trail, allowed by the page's CSP", async ({
    request,
  }) => {
    const { data, all, html } = await jsonLdOf(request, `/blog/${MVP_SLUG}`);
    const trail = all.find((item) => item["@type"] === "BreadcrumbList");
    expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual([
      "Home",
      "Blog",
      "How we scope an MVP in five days",
    ]);
    expect(trail.itemListElement[2].item).toMatch(new RegExp(`/blog/${MVP_SLUG}$`));
    expect(data).toMatchObject({ "@type": "BlogPosting", headline: "How we scope an MVP in five days" });
    expect(data.mainEntityOfPage["@id"]).toMatch(new RegExp(`/blog/${MVP_SLUG}$`));
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/images\/blog\/mvp-scope\.[0-9a-f]{10}\.webp"/);
  });
});
