import { absoluteUrl, escapeXml } from "./xml";

export type SitemapEntry = {
  loc: string;
  lastmod?: Date | string | null;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
};

/** The public pages, in navigation order. */
export const PUBLIC_PAGES: readonly { path: string; changefreq: SitemapEntry["changefreq"]; priority: number }[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/about", changefreq: "monthly", priority: 0.7 },
  { path: "/mission", changefreq: "monthly", priority: 0.5 },
  { path: "/services", changefreq: "monthly", priority: 0.9 },
  { path: "/projects", changefreq: "weekly", priority: 0.9 },
  { path: "/team", changefreq: "monthly", priority: 0.6 },
  { path: "/blog", changefreq: "daily", priority: 0.8 },
  { path: "/contact", changefreq: "yearly", priority: 0.8 },
];

/** Every public page, published post (by slug) and portfolio project, as absolute URLs. */
export function publicSitemapEntries(
  baseUrl: string,
  content: {
    posts: { slug: string; updatedAt: Date | string }[];
    projects: { id: string; updatedAt: Date | string }[];
  },
): SitemapEntry[] {
  return [
    ...PUBLIC_PAGES.map((p) => ({ loc: absoluteUrl(baseUrl, p.path), changefreq: p.changefreq, priority: p.priority })),
    ...content.posts.map((p) => ({
      loc: absoluteUrl(baseUrl, `/blog/${encodeURIComponent(p.slug)}`),
      lastmod: p.updatedAt,
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
    ...content.projects.map((p) => ({
      loc: absoluteUrl(baseUrl, `/project/${p.id}`),
      lastmod: p.updatedAt,
      changefreq: "monthly" as const,
      priority: 0.7,
    })),
  ];
}

function isoDay(value: Date | string) {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** A sitemaps.org urlset document. */
export function buildSitemap(entries: SitemapEntry[]) {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? isoDay(e.lastmod) : null;
    return [
      "  <url>",
      `    <loc>${escapeXml(e.loc)}</loc>`,
      lastmod ? `    <lastmod>${lastmod}</lastmod>` : null,
      e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : null,
      e.priority !== undefined ? `    <priority>${e.priority.toFixed(1)}</priority>` : null,
      "  </url>",
    ]
      .filter((line) => line !== null)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything public is crawlable; the portal, dashboard, auth, API and private files are not. */
export const ROBOTS_DISALLOW = ["/client-portal", "/dashboard", "/auth", "/api", "/files", "/newsletter"] as const;

export function buildRobots(baseUrl: string) {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(baseUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** How long a security.txt stays valid: RFC 9116 asks for an `Expires` under a year ahead. */
const SECURITY_TXT_DAYS = 180;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability. Written on request, so its
 * `Expires` is always about six months ahead and never lapses on a site left running.
 */
export function buildSecurityTxt(baseUrl: string, contact: string, now: Date) {
  const expires = new Date(now.getTime() + SECURITY_TXT_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${contact}`,
    `Expires: ${expires.toISOString().replace(".000Z", "Z")}`,
    "Preferred-Languages: en",
    `Canonical: ${absoluteUrl(baseUrl, "/.well-known/security.txt")}`,
    "",
  ].join("\n");
}
