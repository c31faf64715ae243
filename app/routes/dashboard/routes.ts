import { index, layout, prefix, type RouteConfigEntry } from "@react-router/dev/routes";

/** The staff dashboard (spec 2 §2): admin and author; Users for admins only. */
export const dashboardRoutes: RouteConfigEntry[] = [
  layout("routes/dashboard/_layout.tsx", [...prefix("dashboard", [index("routes/dashboard/index.tsx")])]),
];
