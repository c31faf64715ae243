import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The client portal: client role required. */
export const clientPortalRoutes: RouteConfigEntry[] = [
  layout("routes/client-portal/_layout.tsx", [
    route("client-portal", "routes/client-portal/index.tsx"),
    route("client-portal/sprint/:sprintId", "routes/client-portal/sprint.tsx"),
  ]),
  // resource route: no layout, JSON only
  route("client-portal/live", "routes/client-portal/live.ts"),
];
