import { type APIRequestContext, expect, test } from "./fixtures";
import { axe, watchCspViolations } from "./support";

const PAGES = ["/", "/about", "/mission", "/services", "/projects", "/team", "/blog", "/contact"];
const POST = "/blog/how-we-scope-an-mvp-in-five-days";

/** What a crawler reads in a page's head: the HTML as served, no browser needed. */
async function headOf(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = (attr: "name" | "property", key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(head)?.[1]?.replaceAll("&amp;", "&") ?? null;
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? "",
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? null,
    meta,
  };
}

/** The first project's detail address, as the projects page links it. */
async function firstProjectPath(request: APIRequestContext) {
  const html = await (await request.get("/projects")).text();
  return /href="(\/project\/[^"]+)"/.exec(html)![1]!;
}

// what search engines and link previews read: checked on the HTML as served, the way they read it
test.describe("findable", () => {
  test("every public page has a title, a description, a canonical URL, Open Graph and Twitter tags", async ({
    request,
    baseURL,
  }) => {
    const project = await firstProjectPath(request);
    const titles = new Set<string>();
    for (const path of [...PAGES, POST, project]) {
      const head = await headOf(request, path);
      expect(head.title, path).toMatch(/Lumen Studio/);
      titles.add(head.title);
      expect(head.meta("name", "description")?.length, path).toBeGreaterThan(40);
      expect(head.canonical, path).toBe(`${baseURL}${path === "/" ? "/" : path}`);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        expect(head.meta("property", property), `${path} ${property}`).toMatch(/.+/);
      }
      expect(head.meta("property", "og:image"), path).toMatch(/^https?:\/\//);
      expect(head.meta("name", "twitter:card"), path).toBe("summary_large_image");
    }
    expect(titles.size).toBe(PAGES.length + 2);
  });

  test("the canonical URL drops the query string; a project page shares its cover image", async ({
    request,
    baseURL,
  }) => {
    expect((await headOf(request, "/blog?q=postgres")).canonical).toBe(`${baseURL}/blog`);
    const html = await (await request.get("/projects")).text();
    const harbor =
      /<a [^>]*href="(\/project\/[^"]+)"[^>]*aria-label="Details of Harbor Freight Dispatch"/.exec(html) ??
      /aria-label="Details of Harbor Freight Dispatch"[^>]*href="(\/project\/[^"]+)"/.exec(html);
    expect(harbor, "the Details link of Harbor Freight Dispatch").not.toBeNull();
    expect((await headOf(request, harbor![1]!)).meta("property", "og:image")).toMatch(
      /harbor-cover\.[0-9a-f]{10}\.webp$/,
    );
  });

  test("the RSS 2.0 feed has the published posts, newest first, and no draft", async ({ request }) => {
    const res = await request.get("/blog/rss.xml");
    expect(res.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).not.toContain("Draft: our 2027 technology radar");
    const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");
    const feedTitles = [...xml.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((m) => decode(m[1]!));
    // the blog page lists the same posts in the same order (its article headings)
    const blog = await (await request.get("/blog")).text();
    const main = blog.slice(blog.indexOf("<main"), blog.indexOf("</main>"));
    const listed = [...main.matchAll(/<article[\s\S]*?<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((m) =>
      decode(m[1]!.replace(/<[^>]+>/g, "")),
    );
    expect(listed.length).toBeGreaterThan(0);
    expect(feedTitles).toEqual(listed);
  });
});

// the check every accessibility spec relies on finds what it should, and include/exclude narrow it
test("axe(page) reports a missing alt and a nameless button, within the selectors it is given", async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>x</h1><img src="data:," id="bad"></main><button id="bad2"></button></body></html>',
  );
  const found = async (check: ReturnType<typeof axe>) => (await check.analyze()).violations.map((v) => v.id).sort();
  expect(await found(axe(page))).toEqual(expect.arrayContaining(["button-name", "image-alt"]));
  expect(await found(axe(page).exclude("#bad"))).not.toContain("image-alt");
  expect(await found(axe(page).include("main"))).not.toContain("button-name");
  expect(await found(axe(page).include("main"))).toContain("image-alt");
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

// on a phone the pages share their markup with the desktop; what changes is the header (its menu), the
// stacked bands and the forms, so the phone pass takes one page of each layout (decision 019)
const PHONE_PAGES = ["/", "/blog", POST, "/contact", "/auth"];

for (const [width, pages] of [
  [1280, A11Y_PAGES],
  [375, PHONE_PAGES],
] as const) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test(`axe finds no serious or critical violation on ${width === 1280 ? "any public page" : "each layout of the public pages"}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      const project = await firstProjectPath(request);
      // and the page's Content-Security-Policy refuses nothing it runs
      const violations = await watchCspViolations(page);
      const report: string[] = [];
      for (const path of pages) {
        await page.goto(path === "/project/first" ? project : path);
        report.push(...(await violations()));
        const results = await axe(page).analyze();
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
