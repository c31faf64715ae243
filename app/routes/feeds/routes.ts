import type { RouteConfigEntry } from "@react-router/dev/routes";

/** sitemap.xml, robots.txt and the RSS feed (spec: findable). /healthz and /readyz are served by server.ts. */
export const feedRoutes: RouteConfigEntry[] = [];
