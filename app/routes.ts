import { type RouteConfig, route } from "@react-router/dev/routes";
import { accountRoutes } from "./routes/account/routes";
import { apiRoutes } from "./routes/api/routes";
import { authRoutes } from "./routes/auth/routes";
import { clientPortalRoutes } from "./routes/client-portal/routes";
import { dashboardRoutes } from "./routes/dashboard/routes";
import { feedRoutes } from "./routes/feeds/routes";
import { publicRoutes } from "./routes/public/routes";

/** The route table: public site, auth, the account page, client portal, dashboard, API, feeds; each area lists its own screens. */
export default [
  ...publicRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...clientPortalRoutes,
  ...dashboardRoutes,
  ...apiRoutes,
  ...feedRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
