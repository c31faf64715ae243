import { type RouteConfigEntry, route } from "@react-router/dev/routes";

export const authRoutes: RouteConfigEntry[] = [
  route("auth", "routes/auth/auth.tsx"),
  route("auth/waiting", "routes/auth/waiting.tsx"),
  route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
  route("auth/reset-password", "routes/auth/reset-password.tsx"),
  route("auth/invitation", "routes/auth/invitation.tsx"),
  route("auth/two-factor", "routes/auth/two-factor.tsx"),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
];
