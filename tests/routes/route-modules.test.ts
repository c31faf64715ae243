/**
 * Every route module's loader and action, called in-process as each identity (a visitor, a signed-in
 * user without a role, a client, an author, an admin) on the demo data: refused exactly as the access
 * table says (the redirect it names, or 401/403 for APIs), allowed ones answered without a 500.
 * The route table is walked, so a route added to app/routes.ts fails the first test until it has a row.
 * (The end-to-end access matrix asks the same over HTTP; this runs in seconds, without a browser.)
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "~/db/seed/demo.server";
import { ACCESS_TABLE, type Area } from "~/domain/access";
import routeConfig from "~/routes";
import { createVerifiedUser, getAuth } from "~/server/auth.server";
import { requestInfoContext } from "~/server/request-context.server";
import { useTestDatabase } from "../setup/db";

type Identity = "visitor" | "none" | "client" | "author" | "admin";
const IDENTITIES: Identity[] = ["visitor", "none", "client", "author", "admin"];

/**
 * How each URL pattern is guarded: a page of an area (refusals redirect), a JSON API of an area
 * (refusals are 401/403), or open to everyone (its own checks are covered by its data tests).
 */
type Guard = { page: Area } | { api: Area } | "open";
const GUARDS: Record<string, Guard> = {
  "/": { page: "public" },
  "/about": { page: "public" },
  "/mission": { page: "public" },
  "/services": { page: "public" },
  "/projects": { page: "public" },
  "/project/:id": { page: "public" },
  "/team": { page: "public" },
  "/blog": { page: "public" },
  "/blog/:slug": { page: "public" },
  "/contact": { page: "public" },
  "/newsletter": { page: "public" },
  // without a live token it is a 404 for everyone; the token, not a session, is the proof
  "/blog/preview/:token": "open",
  "/newsletter/confirm": { page: "public" },
  "/newsletter/unsubscribe": "open",
  "/digest/stop": "open",
  "/auth": { page: "auth" },
  "/auth/waiting": { page: "waiting" },
  "/auth/forgot-password": { page: "auth" },
  "/auth/reset-password": { page: "auth" },
  "/auth/invitation": { page: "auth" },
  "/auth/sign-out": "open",
  "/account": { page: "account" },
  "/account/confirm-email": { page: "public" },
  // without the pending two-factor cookie, everyone goes back to /auth (its own tests cover the rest)
  "/auth/two-factor": "open",
  "/account/two-factor": { page: "account" },
  "/client-portal": { page: "client-portal" },
  "/client-portal/sprints": { page: "client-portal" },
  "/client-portal/invoices": { page: "client-portal" },
  "/client-portal/notifications": { page: "client-portal" },
  "/client-portal/files": { page: "client-portal" },
  "/client-portal/share": { page: "client-portal" },
  "/client-portal/sprint/:sprintId": { page: "client-portal" },
  "/share/:token": { page: "public" },
  "/client-portal/live": { api: "client-portal" },
  "/dashboard": { page: "dashboard" },
  "/dashboard/search": { page: "dashboard" },
  "/dashboard/blogs": { page: "dashboard" },
  "/dashboard/blogs/:id": { page: "dashboard" },
  "/dashboard/services": { page: "dashboard" },
  "/dashboard/team": { page: "dashboard" },
  "/dashboard/projects": { page: "dashboard" },
  "/dashboard/users": { page: "dashboard-users" },
  "/dashboard/faqs": { page: "dashboard" },
  "/dashboard/testimonials": { page: "dashboard" },
  "/dashboard/inquiries": { page: "dashboard" },
  "/dashboard/subscribers.csv": { page: "dashboard" },
  "/dashboard/audit": { page: "dashboard-users" },
  "/dashboard/audit.csv": { page: "dashboard-users" },
  "/dashboard/invoices.csv": { page: "dashboard" },
  "/dashboard/invoices/sprint-choices": { page: "dashboard" },
  "/dashboard/inquiries.csv": { page: "dashboard" },
  "/dashboard/tickets.csv": { page: "dashboard" },
  "/dashboard/tickets": { page: "dashboard" },
  "/dashboard/uploads": { api: "dashboard" },
  "/dashboard/client-projects": { page: "dashboard" },
  "/dashboard/sprints": { page: "dashboard" },
  "/dashboard/invoices": { page: "dashboard" },
  "/dashboard/testimonial-requests": { page: "dashboard" },
  "/dashboard/digest": { page: "dashboard" },
  "/dashboard/outbox": { page: "dashboard" },
  "/api/auth/*": "open",
  "/files/invoices/:invoiceId": "open",
  // a private file: 401 without a session, 404 to anyone who may not read it (its data tests cover who may)
  "/files/projects/:versionId": "open",
  // a private file: 401 without a session, the same 404 for missing and not-yours (threads.server.test.ts)
  "/files/threads/:attachmentId": "open",
  "/api/submit-feedback": { api: "client-portal" },
  "/api/continue-next-sprint": { api: "client-portal" },
  "/sitemap.xml": { page: "public" },
  "/robots.txt": { page: "public" },
  "/blog/rss.xml": { page: "public" },
  "/*": "open",
};

type RouteModule = {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};
type Entry = { pattern: string; file: string; isLayout: boolean };

/** Every route of app/routes.ts with its full URL pattern (layouts take their children's prefix). */
function flatten(entries: RouteConfigEntry[], prefix = ""): Entry[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
    const pattern = own === "" ? "/" : own;
    const self: Entry = { pattern, file: entry.file, isLayout: Boolean(entry.children?.length) && !entry.path };
    return [self, ...flatten(entry.children ?? [], own)];
  });
}
const ROUTES = flatten(routeConfig as RouteConfigEntry[]);
const importModule = (file: string) => import(path.resolve("app", file)) as Promise<RouteModule>;

const db = useTestDatabase();
const cookies: Partial<Record<Identity, string>> = {};
const params: Record<string, string> = {};

async function cookieFor(email: string, password: string) {
  const { headers } = await getAuth().api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  await seedDemo();
  const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
  cookies.client = await cookieFor(email("client"), DEMO_PASSWORD);
  cookies.author = await cookieFor(email("author"), DEMO_PASSWORD);
  cookies.admin = await cookieFor(email("admin"), DEMO_PASSWORD);
  await createVerifiedUser({ email: "no-role@example.test", password: DEMO_PASSWORD, fullName: "No Role", role: null });
  cookies.none = await cookieFor("no-role@example.test", DEMO_PASSWORD);

  const [client] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, email("client")));
  const [project] = await db.select().from(t.clientProjects).where(eq(t.clientProjects.clientId, client!.id));
  const [sprint] = await db.select().from(t.projectSprints).where(eq(t.projectSprints.projectId, project!.id));
  const [post] = await db.select({ slug: t.blogs.slug }).from(t.blogs).limit(1);
  const [portfolio] = await db.select({ id: t.projects.id }).from(t.projects).limit(1);
  Object.assign(params, { sprintId: sprint!.id, slug: post!.slug, id: portfolio!.id });
}, 120_000);

function argsFor(entry: Entry, identity: Identity, init: RequestInit = {}) {
  const url = `http://localhost${entry.pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name)}`;
  const headers = new Headers(init.headers);
  const cookie = cookies[identity];
  if (cookie) headers.set("cookie", cookie);
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "route-test", nonce: "n", clientIp: "127.0.0.1" });
  const routeParams = Object.fromEntries([...entry.pattern.matchAll(/:(\w+)/g)].map(([, n]) => [n!, params[n!]]));
  return { request: new Request(url, { ...init, headers }), params: routeParams, context };
}

/** What a loader or action ended with: its status, and where a redirect points. */
async function outcome(run: () => Promise<unknown>) {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("Location") };
  const init = (value as { type?: string; init?: { status?: number } } | null)?.init;
  if ((value as { type?: string } | null)?.type === "DataWithResponseInit") return { status: init?.status ?? 200 };
  if (value instanceof Error) return { status: 500, error: value.message };
  return { status: 200 };
}

function expectGuarded(guard: Exclude<Guard, "open">, identity: Identity, result: Awaited<ReturnType<typeof outcome>>) {
  const area = "page" in guard ? guard.page : guard.api;
  const decision = ACCESS_TABLE[area][identity];
  if (decision.kind === "allow") {
    // allowed: never sent away, never a 500 (a 404 or a 400 for what the request lacks is fine)
    expect(result.status, `${identity}: ${JSON.stringify(result)}`).not.toBe(500);
    expect([301, 302, 303, 401, 403], `${identity}: ${JSON.stringify(result)}`).not.toContain(result.status);
    return;
  }
  if ("api" in guard) {
    expect(result.status, identity).toBe(identity === "visitor" ? 401 : 403);
    return;
  }
  expect([302, 303], `${identity}: ${JSON.stringify(result)}`).toContain(result.status);
  // a visitor goes to /auth, with the page asked for to come back to
  expect(result.location?.split("?")[0]).toBe(decision.to);
}

describe("route modules", () => {
  it("every URL pattern of the route table has a guard row, and no row is stale", () => {
    const patterns = new Set(ROUTES.filter((r) => !r.isLayout).map((r) => r.pattern));
    expect(
      [...patterns].filter((p) => !(p in GUARDS)),
      "patterns without a row",
    ).toEqual([]);
    expect(
      Object.keys(GUARDS).filter((p) => !patterns.has(p)),
      "rows without a pattern",
    ).toEqual([]);
  });

  const guarded = ROUTES.filter((r) => !r.isLayout && GUARDS[r.pattern] !== "open");
  it.each(guarded.map((r) => [r.pattern, r] as const))(
    "%s: the loader answers each identity as the access table says",
    async (_, entry) => {
      const mod = await importModule(entry.file);
      const guard = GUARDS[entry.pattern] as Exclude<Guard, "open">;
      if (!mod.loader) return;
      for (const identity of IDENTITIES) {
        const result = await outcome(() => mod.loader!(argsFor(entry, identity)));
        expectGuarded(guard, identity, result);
      }
    },
  );

  it.each(guarded.map((r) => [r.pattern, r] as const))(
    "%s: the action refuses whom the table refuses, and answers a junk intent without a 500",
    async (_, entry) => {
      const mod = await importModule(entry.file);
      const guard = GUARDS[entry.pattern] as Exclude<Guard, "open">;
      if (!mod.action) return;
      for (const identity of IDENTITIES) {
        const body = new URLSearchParams({ intent: "no-such-intent" });
        const result = await outcome(() =>
          mod.action!(
            argsFor(entry, identity, {
              method: "POST",
              body,
              headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
            }),
          ),
        );
        const area = "page" in guard ? guard.page : guard.api;
        // the sign-in screen's action (sign in, sign up) is for anyone who posts it
        if (area === "auth" || ACCESS_TABLE[area][identity].kind === "allow") {
          expect(result.status, `${identity}: ${JSON.stringify(result)}`).toBeGreaterThanOrEqual(400);
          expect(result.status, `${identity}: ${JSON.stringify(result)}`).toBeLessThan(500);
        } else {
          expectGuarded(guard, identity, result);
        }
      }
    },
  );

  it("layouts guard their areas too", async () => {
    for (const entry of ROUTES.filter((r) => r.isLayout)) {
      const mod = await importModule(entry.file);
      if (!mod.loader) continue;
      const area: Area = entry.file.includes("dashboard") ? "dashboard" : "client-portal";
      for (const identity of IDENTITIES) {
        expectGuarded({ page: area }, identity, await outcome(() => mod.loader!(argsFor(entry, identity))));
      }
    }
  });

  it.each([
    ["/dashboard/faqs", "Failed to delete FAQ"],
    ["/dashboard/team", "Failed to delete team member"],
    ["/dashboard/projects", "Failed to delete project"],
    ["/dashboard/services", "Failed to delete service"],
    ["/dashboard/testimonials", "Failed to delete testimonial"],
  ])("%s: deleting a record that is gone answers 404 with %j", async (pattern, message) => {
    const entry = ROUTES.find((r) => r.pattern === pattern && !r.isLayout)!;
    const mod = await importModule(entry.file);
    const body = new URLSearchParams({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" });
    const init = {
      method: "POST",
      body,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
    };
    const answer = (await mod.action!(argsFor(entry, "admin", init))) as {
      init?: { status?: number };
      data?: { ok: boolean; error?: string };
    };
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toMatchObject({ ok: false, error: message });
  });
});
