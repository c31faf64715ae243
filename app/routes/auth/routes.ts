import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const authRoutes: RouteConfigEntry[] = [
  route("auth", "routes/auth/auth.tsx"),
  route("auth/waiting", "routes/auth/waiting.tsx"),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
];
