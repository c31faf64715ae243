import { index, layout, type RouteConfigEntry } from "@react-router/dev/routes";

/** Public marketing pages (spec 1 §2). */
export const publicRoutes: RouteConfigEntry[] = [
  layout("routes/public/_layout.tsx", [index("routes/public/home.tsx")]),
];
