import { index, layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The client portal: client role required. The portal's shell (project switcher, header, tab row) at
 * /client-portal, each tab its own route inside it with its own loader; an older `?tab=` address
 * redirects to the tab's path (app/components/portal/links.ts legacyPortalPath).
 */
export const clientPortalRoutes: RouteConfigEntry[] = [
  layout("routes/client-portal/_layout.tsx", [
    route("client-portal", "routes/client-portal/portal.tsx", [
      index("routes/client-portal/overview.tsx"),
      route("sprints", "routes/client-portal/sprints.tsx"),
      route("invoices", "routes/client-portal/invoices.tsx"),
      route("notifications", "routes/client-portal/notifications.tsx"),
      route("files", "routes/client-portal/files.tsx"),
      route("share", "routes/client-portal/share.tsx"),
    ]),
    route("client-portal/sprint/:sprintId", "routes/client-portal/sprint.tsx"),
  ]),
  // resource route: no layout, JSON only
  route("client-portal/live", "routes/client-portal/live.ts"),
];
