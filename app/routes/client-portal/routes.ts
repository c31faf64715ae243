import { index, layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/** The client portal (spec 1 §2): client role required. */
export const clientPortalRoutes: RouteConfigEntry[] = [
  layout("routes/client-portal/_layout.tsx", [route("client-portal", "routes/client-portal/index.tsx")]),
];
void index;
