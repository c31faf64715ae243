import { describe, expect, it } from "vitest";
import { buildRobots, buildSitemap, PUBLIC_PAGES, publicSitemapEntries } from "./sitemap";

describe("sitemap builder", () => {
  const entries = publicSitemapEntries("https://studio.example/", {
    posts: [{ slug: "fish-&-chips", updatedAt: new Date("2026-11-18T22:30:00Z") }],
    projects: [{ id: "5b8f0f9c-8f4e-4a43-9a55-0d3b5d0c1a11", updatedAt: "2026-10-01T00:00:00.000Z" }],
  });

  it("lists every public page, then posts by slug and projects by id, as absolute URLs", () => {
    expect(entries.map((e) => e.loc)).toEqual([
      "https://studio.example/",
      "https://studio.example/about",
      "https://studio.example/mission",
      "https://studio.example/services",
      "https://studio.example/projects",
      "https://studio.example/team",
      "https://studio.example/blog",
      "https://studio.example/contact",
      "https://studio.example/blog/fish-%26-chips",
      "https://studio.example/project/5b8f0f9c-8f4e-4a43-9a55-0d3b5d0c1a11",
    ]);
    expect(PUBLIC_PAGES).toHaveLength(8);
  });

  it("writes a sitemaps.org urlset with lastmod days", () => {
    const xml = buildSitemap(entries);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)).toHaveLength(10);
    expect(xml).toContain("<loc>https://studio.example/blog/fish-%26-chips</loc>\n    <lastmod>2026-11-18</lastmod>");
    expect(xml).toContain("<lastmod>2026-10-01</lastmod>");
    expect(xml).toContain("<priority>1.0</priority>");
  });

  it("escapes URLs and skips unreadable dates", () => {
    const xml = buildSitemap([{ loc: "https://x.example/?a=1&b=2", lastmod: "not a date" }]);
    expect(xml).toContain("<loc>https://x.example/?a=1&amp;b=2</loc>");
    expect(xml).not.toContain("<lastmod>");
  });
});

describe("robots.txt", () => {
  it("keeps the portal, dashboard, auth and API out and points at the sitemap", () => {
    const robots = buildRobots("https://studio.example");
    for (const path of ["/client-portal", "/dashboard", "/auth", "/api"])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain("Sitemap: https://studio.example/sitemap.xml");
    expect(robots.startsWith("User-agent: *\n")).toBe(true);
  });
});
