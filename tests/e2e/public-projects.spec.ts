import { expect, test } from "./fixtures";
import { failOnConsoleErrors, jsonLdOf } from "./support";

test.describe("projects", () => {
  test("cards show the cover, badges, up to 4 technologies, Live Demo and Details; the technology filter: 'All Projects' plus up to 8, instant with JavaScript", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/projects");
    await test.step("cards show the cover, badges, up to 4 technologies, Live Demo and Details", async () => {
      const harbor = page.locator("main article").filter({ hasText: "Harbor Freight Dispatch" });
      await expect(harbor.getByText("Featured")).toBeVisible();
      await expect(harbor.getByText("Harbor Logistics")).toBeVisible();
      await expect(harbor.getByRole("list", { name: "Technologies" }).locator("li")).toHaveCount(4);
      await expect(harbor.getByRole("link", { name: /Live Demo/ })).toHaveAttribute(
        "href",
        "https://example.com/harbor",
      );
      const details = harbor.getByRole("link", { name: "Details of Harbor Freight Dispatch" });
      await expect(details).toHaveAttribute("href", /^\/project\/[0-9a-f-]{36}$/);
      const img = harbor.locator("img");
      await expect(img).toHaveAttribute("width", "1600");
      await expect(img).toHaveAttribute("height", "1000");
      await expect(img).toHaveAttribute("srcset", /-800\.[0-9a-f]{10}\.webp 800w/);
      // a project without a live URL has no Live Demo link
      const brightside = page.locator("main article").filter({ hasText: "Brightside HR" });
      await expect(brightside.getByRole("link", { name: /Live Demo/ })).toHaveCount(0);
    });

    const filters = page.getByRole("navigation", { name: "Filter projects by technology" }).getByRole("link");
    await expect(filters.first()).toHaveText("All Projects");
    const filterCount = await filters.count();
    expect(filterCount).toBeGreaterThan(1);
    expect(filterCount).toBeLessThanOrEqual(9);
    await expect(filters.first()).toHaveAttribute("aria-current", "true");

    const cards = page.locator("main article");
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(6);

    await page.getByRole("link", { name: "Vue", exact: true }).click();
    await expect(page).toHaveURL(/\/projects\?tech=Vue$/);
    await expect(page.getByRole("link", { name: "Vue", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(cards).not.toHaveCount(total);
    for (const card of await cards.all())
      await expect(card.getByRole("list", { name: "Technologies" })).toContainText("Vue");
    await expect(page.getByRole("heading", { name: "Brightside HR" })).toBeVisible();

    await filters.first().click();
    await expect(cards).toHaveCount(total);
    await expect(page).toHaveURL(/\/projects$/);
    noErrors();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the filter works through ?tech=, and shows the empty message when nothing matches", async ({ page }) => {
      await page.goto("/projects");
      await page.getByRole("link", { name: "Vue", exact: true }).click();
      await expect(page).toHaveURL(/tech=Vue/);
      await expect(page.getByRole("heading", { name: "Brightside HR" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Harbor Freight Dispatch" })).toHaveCount(0);

      await page.goto("/projects?tech=COBOL");
      await expect(page.getByText("No projects found matching your criteria.")).toBeVisible();
    });
  });
});

test.describe("project detail", () => {
  test("every part of the page, with the gallery's lightbox", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/projects");
    await page.getByRole("link", { name: "Details of Harbor Freight Dispatch" }).click();
    await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Harbor Freight Dispatch" })).toBeVisible();
    // search engines read it as a case study (CreativeWork by the studio, for the client) in its trail
    const { data, all } = await jsonLdOf(page.request, new URL(page.url()).pathname);
    expect(data).toMatchObject({ "@type": "CreativeWork", name: "Harbor Freight Dispatch", url: page.url() });
    expect(data.creator).toMatchObject({ "@type": "Organization" });
    expect(
      all.find((item) => item["@type"] === "BreadcrumbList")?.itemListElement.map((s: { name: string }) => s.name),
    ).toEqual(["Home", "Projects", "Harbor Freight Dispatch"]);
    await expect(page.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/projects");
    await expect(page.getByText("Featured", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /Live Demo/ })).toHaveAttribute("href", "https://example.com/harbor");
    await expect(page.getByRole("link", { name: /View Code/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Technologies Used" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Project Overview" })).toBeVisible();
    await expect(page.getByText("Harbor's dispatchers juggled spreadsheets")).toBeVisible();
    const achievements = page.locator("section[aria-labelledby='achievements-title'] li");
    await expect(achievements).toHaveCount(5);
    await expect(achievements.first()).toHaveText("Cut average dispatch time from 11 minutes to 3");
    await expect(page.getByRole("heading", { name: "Project Timeline" })).toBeVisible();
    await expect(page.getByText("March 2025")).toBeVisible();
    const stats = page.locator("section[aria-labelledby='stats-title']");
    await expect(stats).toContainText("Completed");
    await expect(stats).toContainText("Technologies6");
    await expect(stats).toContainText("Harbor Logistics");
    await expect(
      page.locator("section[aria-labelledby='cta-title']").getByRole("link", { name: /Start your project/ }),
    ).toHaveAttribute("href", "/contact");

    // gallery: the cover first, then the images; the lightbox has a counter, controls, arrow keys and Escape
    const gallery = page.getByRole("region", { name: "Gallery" });
    const items = gallery.getByRole("link");
    await expect(items).toHaveCount(3);
    // shipped pictures are linked at versioned addresses (decision 023)
    await expect(items.first()).toHaveAttribute("href", /^\/images\/portfolio\/harbor-cover\.[0-9a-f]{10}\.webp$/);
    await items.first().click();
    const dialog = page.getByRole("dialog", { name: "Harbor Freight Dispatch gallery" });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByTestId("lightbox-counter");
    await expect(counter).toHaveText("1 / 3");
    await expect(dialog.getByRole("img")).toHaveAttribute(
      "src",
      /^\/images\/portfolio\/harbor-cover\.[0-9a-f]{10}\.webp$/,
    );
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(counter).toHaveText("2 / 3");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("3 / 3");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("1 / 3");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("3 / 3");
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(counter).toHaveText("2 / 3");
    await expect(dialog.getByRole("img")).toHaveAttribute("src", /^\/images\/portfolio\/harbor-1\.[0-9a-f]{10}\.webp$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // opening the third image starts the counter there
    await items.nth(2).click();
    await expect(counter).toHaveText("3 / 3");
    await dialog.getByRole("button", { name: "Close gallery" }).click();
    await expect(dialog).toBeHidden();

    // back to the list by its link, to two other projects (client-side navigations)
    await test.step("key achievements fall back to the sentences of a description without a list", async () => {
      await page.getByRole("link", { name: "Back to Projects" }).click();
      await page.getByRole("link", { name: "Details of Ledgerly MVP" }).click();
      const achievements = page.locator("section[aria-labelledby='achievements-title'] li");
      await expect(achievements).toHaveCount(5);
      await expect(achievements.first()).toHaveText("Ledgerly came to us with a pitch deck and a waiting list.");
      await expect(page.getByRole("link", { name: /View Code/ })).toHaveAttribute(
        "href",
        "https://github.com/example/ledgerly-sdk",
      );
    });
    await test.step("an unfinished project shows In Progress and an open timeline", async () => {
      await page.getByRole("link", { name: "Back to Projects" }).click();
      await page.getByRole("link", { name: "Details of Verdant Farm Analytics" }).click();
      const stats = page.locator("section[aria-labelledby='stats-title']");
      await expect(stats).toContainText("In Progress");
      await expect(page.locator("section[aria-labelledby='timeline-title']")).toContainText("In progress");
    });
    noErrors();
  });

  test("an unknown or malformed id shows 'Project Not Found' with a 404", async ({ page, request }) => {
    // a malformed id: the same answer as served (status, heading, link back, noindex)
    const malformed = await request.get("/project/not-a-project");
    expect(malformed.status()).toBe(404);
    const html = await malformed.text();
    expect(html).toMatch(/<h1[^>]*>Project Not Found<\/h1>/);
    // the link that holds "Back to Projects" leads to /projects
    expect(html).toContain("Back to Projects");
    const before = html.slice(0, html.indexOf("Back to Projects"));
    expect(before.slice(before.lastIndexOf("<a ")).split(">")[0]).toContain('href="/projects"');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    // an unknown one, drawn
    const res = await page.goto("/project/00000000-0000-4000-8000-000000000000");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Project Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/projects");
    await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", "noindex");
  });
});
