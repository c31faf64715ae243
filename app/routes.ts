import { type RouteConfig, route } from "@react-router/dev/routes";
import { accountRoutes } from "./routes/account/routes";
import { apiRoutes } from "./routes/api/routes";
import { authRoutes } from "./routes/auth/routes";
import { clientPortalRoutes } from "./routes/client-portal/routes";
import { dashboardRoutes } from "./routes/dashboard/routes";
import { feedRoutes } from "./routes/feeds/routes";
import { publicRoutes } from "./routes/public/routes";
import { shareRoutes } from "./routes/share/routes";

/** The route table: public site, auth, the account page, client portal, dashboard, API, feeds, share links; each area lists its own screens. */
export default [
  ...publicRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...clientPortalRoutes,
  ...dashboardRoutes,
  ...apiRoutes,
  ...feedRoutes,
  ...shareRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
