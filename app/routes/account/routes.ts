import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Every signed-in user's own account: name, address, password, sessions, two-factor sign-in. */
export const accountRoutes: RouteConfigEntry[] = [
  route("account", "routes/account/account.tsx"),
  route("account/confirm-email", "routes/account/confirm-email.tsx"),
  route("account/two-factor", "routes/account/two-factor.tsx"),
];
