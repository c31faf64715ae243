/**
 * Who may enter which area: the access model of architecture.md and the guard, as data.
 * Pure: no I/O. guards.server.ts turns a decision into a redirect or a 401/403.
 */
export type Role = "client" | "author" | "admin";
export type Area = "public" | "auth" | "client-portal" | "dashboard" | "dashboard-users" | "waiting" | "account";

export type Viewer = { isSignedIn: false } | { isSignedIn: true; role: Role | null };

export type Decision =
  | { kind: "allow" }
  | { kind: "redirect"; to: "/auth" | "/client-portal" | "/dashboard" | "/auth/waiting" };

type Rule = Record<"visitor" | "none" | Role, Decision>;

const allow: Decision = { kind: "allow" };
const to = (path: "/auth" | "/client-portal" | "/dashboard" | "/auth/waiting"): Decision => ({
  kind: "redirect",
  to: path,
});

/** Rows: area. Columns: who is asking ("none" = signed in without a role). */
export const ACCESS_TABLE: Record<Area, Rule> = {
  public: { visitor: allow, none: allow, client: allow, author: allow, admin: allow },
  // Auth: a signed-in user is redirected by role; with no role there is no redirect
  auth: {
    visitor: allow,
    none: allow,
    client: to("/client-portal"),
    author: to("/dashboard"),
    admin: to("/dashboard"),
  },
  // An admin or author on a client-only page goes to /dashboard; any other mismatch to /auth
  "client-portal": {
    visitor: to("/auth"),
    none: to("/auth/waiting"),
    client: allow,
    author: to("/dashboard"),
    admin: to("/dashboard"),
  },
  // A client on an admin or author page goes to /client-portal
  dashboard: {
    visitor: to("/auth"),
    none: to("/auth/waiting"),
    client: to("/client-portal"),
    author: allow,
    admin: allow,
  },
  // architecture.md: Users is for admins only; an author is sent back to the dashboard
  "dashboard-users": {
    visitor: to("/auth"),
    none: to("/auth/waiting"),
    client: to("/client-portal"),
    author: to("/dashboard"),
    admin: allow,
  },
  waiting: {
    visitor: to("/auth"),
    none: allow,
    client: to("/client-portal"),
    author: to("/dashboard"),
    admin: to("/dashboard"),
  },
  // The account page: every signed-in user, with or without a role, manages their own sign-in
  account: { visitor: to("/auth"), none: allow, client: allow, author: allow, admin: allow },
};

export function columnFor(viewer: Viewer): keyof Rule {
  if (!viewer.isSignedIn) return "visitor";
  return viewer.role ?? "none";
}

export function decide(viewer: Viewer, area: Area): Decision {
  return ACCESS_TABLE[area][columnFor(viewer)];
}

/** For JSON APIs: 401 without a session, 403 with the wrong role, else null. */
export function apiStatus(viewer: Viewer, area: Area): 401 | 403 | null {
  if (!viewer.isSignedIn) return 401;
  return decide(viewer, area).kind === "allow" ? null : 403;
}

export const isStaffRole = (role: Role | null | undefined): role is "author" | "admin" =>
  role === "author" || role === "admin";

/** Where a signed-in user lands after sign-in. */
export function homeFor(role: Role | null): "/client-portal" | "/dashboard" | "/auth/waiting" {
  if (role === "client") return "/client-portal";
  if (isStaffRole(role)) return "/dashboard";
  return "/auth/waiting";
}
