import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { STAFF_UNREAD_MESSAGES } from "~/data/threads.server";
import { STAFF_TWO_FACTOR_REQUIRED } from "~/data/two-factor.server";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "~/db/unavailable.server";
import { type Area, apiStatus, decide, isStaffRole, type Role, type Viewer } from "~/domain/access";
import { signInHref } from "~/domain/return-to";
import { CLIENT_IP_HEADER, getAuth, SESSION_ABSOLUTE_MS } from "~/platform/auth.server";
import { errorFields, log } from "~/platform/foundation/log.server";

export type SignedInViewer = {
  isSignedIn: true;
  userId: string;
  email: string;
  fullName: string | null;
  role: Role | null;
  organizationName: string | null;
  /** The session this request rides on (the account page marks it "This device"). */
  sessionId: string;
  /** The client IP, as server.ts set it: written with every activity row the viewer causes. */
  ip: string | null;
  /** Whether the account has two-factor sign-in on (an authenticator app confirmed). */
  hasTwoFactor: boolean;
  /** The admin's "Require two-factor sign-in for staff", read with the profile (once per request). */
  staffTwoFactorRequired: boolean;
  /** Staff: unread client conversation messages (the sidebar's badge), read with the profile; others 0. */
  unreadMessages: number;
};
export type AnyViewer = { isSignedIn: false } | SignedInViewer;
export type ClientViewer = SignedInViewer & { role: "client" };
export type StaffViewer = SignedInViewer & { role: "author" | "admin" };

const cache = new WeakMap<Request, Promise<AnyViewer>>();

export { UNAVAILABLE_MESSAGE };

/** The answer while the database is away: 503, with when to try again (the session is kept). */
function serviceUnavailable(error: unknown) {
  log.error("database unavailable while reading the session", errorFields(error));
  return data(
    { message: UNAVAILABLE_MESSAGE },
    { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } },
  );
}

/** Who is asking: the session from the cookie, and the role from the profile row. */
export function getViewer(request: Request): Promise<AnyViewer> {
  let found = cache.get(request);
  if (!found) {
    found = loadViewer(request);
    cache.set(request, found);
  }
  return found;
}

async function loadViewer(request: Request): Promise<AnyViewer> {
  const auth = getAuth();
  const session = await auth.api.getSession({ headers: request.headers }).catch((error) => {
    // the database away for a moment signs nobody out: the request is answered 503, to be tried again
    if (isDatabaseUnavailable(error)) throw serviceUnavailable(error);
    log.warn("session lookup failed", errorFields(error));
    return null;
  });
  if (!session) return { isSignedIn: false };
  // absolute lifetime: a session older than this ends however active it is
  if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_ABSOLUTE_MS) {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteSession(session.session.token).catch(() => undefined);
    return { isSignedIn: false };
  }
  let role: Role | null = null;
  let fullName: string | null = session.user.name || null;
  let organizationName: string | null = null;
  let staffTwoFactorRequired = false;
  let unreadMessages = 0;
  try {
    const [profile] = await db
      .select({
        role: profiles.role,
        fullName: profiles.fullName,
        organizationName: profiles.organizationName,
        staffTwoFactorRequired: STAFF_TWO_FACTOR_REQUIRED,
        unreadMessages: STAFF_UNREAD_MESSAGES,
      })
      .from(profiles)
      .where(eq(profiles.id, session.user.id))
      .limit(1);
    role = profile?.role ?? null;
    fullName = profile?.fullName ?? fullName;
    organizationName = profile?.organizationName ?? null;
    staffTwoFactorRequired = profile?.staffTwoFactorRequired === true;
    unreadMessages = Number(profile?.unreadMessages ?? 0);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw serviceUnavailable(error);
    // If the role lookup fails, the role stays unknown and the failure is only logged
    log.error("role lookup failed", { userId: session.user.id, ...errorFields(error) });
  }
  return {
    isSignedIn: true,
    userId: session.user.id,
    email: session.user.email,
    fullName,
    role,
    organizationName,
    sessionId: session.session.id,
    ip: request.headers.get(CLIENT_IP_HEADER),
    hasTwoFactor: session.user.twoFactorEnabled === true,
    staffTwoFactorRequired,
    unreadMessages,
  };
}

function asDecisionViewer(viewer: AnyViewer): Viewer {
  return viewer.isSignedIn ? { isSignedIn: true, role: viewer.role } : { isSignedIn: false };
}

/**
 * The sign-in screen for a signed-out visitor; a page they asked for (a GET) comes back after
 * signing in, e.g. a sprint link from an e-mail.
 */
function toSignIn(request: Request) {
  if (request.method !== "GET") return "/auth";
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  return signInHref(`${url.pathname.replace(/\.data$/, "")}${url.search}`);
}

/** Where a staff member without two-factor sign-in is sent while the studio requires it. */
export const TWO_FACTOR_SETUP_PATH = "/account/two-factor?required=1";
export const TWO_FACTOR_REQUIRED_MESSAGE = "Two-factor sign-in is required for staff";

/**
 * The staff areas, while the studio requires two-factor sign-in for staff: a staff member whose account
 * does not have it yet must set it up first (the setting came with the viewer's profile).
 */
function lacksRequiredTwoFactor(viewer: AnyViewer, area: Area) {
  if (area !== "dashboard" && area !== "dashboard-users") return false;
  if (!viewer.isSignedIn || !isStaffRole(viewer.role) || viewer.hasTwoFactor) return false;
  return viewer.staffTwoFactorRequired;
}

/** Pages: redirect per the decision table, or return the viewer. */
export async function requireArea(request: Request, area: Area): Promise<AnyViewer> {
  const viewer = await getViewer(request);
  const decision = decide(asDecisionViewer(viewer), area);
  if (decision.kind === "redirect") {
    throw redirect(decision.to === "/auth" && !viewer.isSignedIn ? toSignIn(request) : decision.to);
  }
  if (lacksRequiredTwoFactor(viewer, area)) throw redirect(TWO_FACTOR_SETUP_PATH);
  return viewer;
}

/** The account page: any signed-in user, with or without a role; a visitor is sent to sign in. */
export async function requireAccount(request: Request) {
  return (await requireArea(request, "account")) as SignedInViewer;
}

export async function requireClient(request: Request) {
  return (await requireArea(request, "client-portal")) as ClientViewer;
}

export async function requireStaff(request: Request) {
  return (await requireArea(request, "dashboard")) as StaffViewer;
}

export async function requireAdmin(request: Request) {
  return (await requireArea(request, "dashboard-users")) as StaffViewer & { role: "admin" };
}

/**
 * JSON APIs: a thrown JSON response, 401 without a session and 403 with the wrong role (or a staff member
 * without the two-factor sign-in the studio requires); never a redirect, never data. Resource routes let it through as it is.
 */
export async function requireApi(request: Request, area: Area): Promise<SignedInViewer> {
  const viewer = await getViewer(request);
  const status = apiStatus(asDecisionViewer(viewer), area);
  if (status) {
    throw Response.json(
      { error: status === 401 ? "Not authenticated" : "Forbidden" },
      { status, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (lacksRequiredTwoFactor(viewer, area)) {
    throw Response.json(
      { error: TWO_FACTOR_REQUIRED_MESSAGE },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }
  return viewer as SignedInViewer;
}

export const requireClientApi = (request: Request) => requireApi(request, "client-portal") as Promise<ClientViewer>;
export const requireStaffApi = (request: Request) => requireApi(request, "dashboard") as Promise<StaffViewer>;
