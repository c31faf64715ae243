import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/** Share links: a client's read-only project overview, public to whoever holds the token. */
export const shareRoutes: RouteConfigEntry[] = [route("share/:token", "routes/share/share.tsx")];
