import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const PAGES = ["/", "/about", "/mission", "/services", "/projects", "/team", "/blog", "/contact"];
const POST = "/blog/how-we-scope-an-mvp-in-five-days";

test.describe("findable", () => {
  test("every public page has a title, a description, a canonical URL, Open Graph and Twitter tags", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/projects");
    const project = await page.locator("a[href^='/project/']").first().getAttribute("href");
    const titles = new Set<string>();
    for (const path of [...PAGES, POST, project!]) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toMatch(/Lumen Studio/);
      titles.add(title);
      const description = await page.locator("meta[name='description']").getAttribute("content");
      expect(description?.length, path).toBeGreaterThan(40);
      await expect(page.locator("link[rel='canonical']"), path).toHaveAttribute(
        "href",
        `${baseURL}${path === "/" ? "/" : path}`,
      );
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        await expect(page.locator(`meta[property='${property}']`), `${path} ${property}`).toHaveAttribute(
          "content",
          /.+/,
        );
      }
      await expect(page.locator("meta[property='og:image']")).toHaveAttribute("content", /^https?:\/\//);
      await expect(page.locator("meta[name='twitter:card']")).toHaveAttribute("content", "summary_large_image");
    }
    expect(titles.size).toBe(PAGES.length + 2);
  });

  test("the canonical URL drops the query string", async ({ page, baseURL }) => {
    await page.goto("/blog?q=postgres");
    await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", `${baseURL}/blog`);
  });

  test("a project page shares its cover image", async ({ page }) => {
    await page.goto("/projects");
    await page.getByRole("link", { name: "Details of Harbor Freight Dispatch" }).click();
    await expect(page.locator("meta[property='og:image']")).toHaveAttribute("content", /harbor-cover\.webp$/);
  });

  test("the RSS 2.0 feed has the published posts, newest first, and no draft", async ({ request, page }) => {
    const res = await request.get("/blog/rss.xml");
    expect(res.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).not.toContain("Draft: our 2027 technology radar");
    const feedTitles = [...xml.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    await page.goto("/blog");
    const listed = await page.locator("main article h3").allTextContents();
    expect(feedTitles).toEqual(listed);
  });
});

// every public page: no serious or critical accessibility violation, on a desktop and on a phone
const A11Y_PAGES = [
  ...PAGES,
  POST,
  "/project/first",
  "/blog/no-such-post",
  "/newsletter",
  "/newsletter/confirm?token=not-a-token",
  "/auth",
  "/auth?mode=sign-up",
  "/no-such-page",
];

for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test("axe finds no serious or critical violation on any public page", async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/projects");
      const project = await page.locator("a[href^='/project/']").first().getAttribute("href");
      const report: string[] = [];
      for (const path of A11Y_PAGES) {
        await page.goto(path === "/project/first" ? project! : path);
        const results = await new AxeBuilder({ page }).analyze();
        for (const v of results.violations) {
          if (v.impact === "serious" || v.impact === "critical") {
            report.push(`${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          }
        }
      }
      expect(report).toEqual([]);
    });
  });
}
