import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** sitemap.xml, robots.txt, security.txt and the RSS feed (spec: findable). /healthz and /readyz are served by server.ts. */
export const feedRoutes: RouteConfigEntry[] = [
  route("sitemap.xml", "routes/feeds/sitemap.xml.ts"),
  route("robots.txt", "routes/feeds/robots.txt.ts"),
  route(".well-known/security.txt", "routes/feeds/security.txt.ts"),
  route("blog/rss.xml", "routes/feeds/rss.xml.ts"),
];
