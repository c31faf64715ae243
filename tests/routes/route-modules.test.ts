/**
 * Every route module's loader and action, called in-process as each identity (a visitor, a signed-in
 * user without a role, a client, an author, an admin) on the demo data: refused exactly as the access
 * table says (the redirect it names, or 401/403 for APIs), allowed ones answered without a 500.
 * The route table is walked, so a route added to app/routes.ts fails the first test until it has a row.
 * (The end-to-end access matrix asks the same over HTTP; this runs in seconds, without a browser.)
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { DEMO_PASSWORD, seedDemo } from "~/db/seed/demo.server";
import { ACCESS_TABLE, type Area } from "~/domain/access";
import { createVerifiedUser } from "~/platform/auth.server";
import { RECORD_TYPES, recordHref } from "~/records";
import { useTestDatabase } from "../setup/db";
import {
  answerOf,
  argsFor,
  cookieFor,
  demoEmail,
  demoUserId,
  type Entry,
  importModule,
  outcome,
  postForm,
  ROUTES,
  routeFor,
} from "./support";

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
  // each record type's screen, in the area its declaration names (app/records)
  ...Object.fromEntries(RECORD_TYPES.map((type) => [recordHref(type), { page: type.access.area }])),
  "/dashboard/blogs/:id": { page: "dashboard" },
  "/dashboard/users": { page: "dashboard-users" },
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
  "/dashboard/client-projects/:projectId": { page: "dashboard" },
  "/dashboard/client-projects/:projectId/tickets": { page: "dashboard" },
  "/dashboard/client-projects/:projectId/invoices": { page: "dashboard" },
  "/dashboard/client-projects/:projectId/files": { page: "dashboard" },
  "/dashboard/client-projects/:projectId/messages": { page: "dashboard" },
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
  "/.well-known/security.txt": { page: "public" },
  "/blog/rss.xml": { page: "public" },
  "/*": "open",
};

const db = useTestDatabase();
const cookies: Partial<Record<Identity, string>> = {};
const params: Record<string, string> = {};

beforeAll(async () => {
  await seedDemo();
  cookies.client = await cookieFor(demoEmail("client"));
  cookies.author = await cookieFor(demoEmail("author"));
  cookies.admin = await cookieFor(demoEmail("admin"));
  await createVerifiedUser({ email: "no-role@example.test", password: DEMO_PASSWORD, fullName: "No Role", role: null });
  cookies.none = await cookieFor("no-role@example.test");

  const demoClientId = await demoUserId("client");
  const [project] = await db.select().from(t.clientProjects).where(eq(t.clientProjects.clientId, demoClientId));
  const [sprint] = await db.select().from(t.projectSprints).where(eq(t.projectSprints.projectId, project!.id));
  const [post] = await db.select({ slug: t.blogs.slug }).from(t.blogs).limit(1);
  const [portfolio] = await db.select({ id: t.projects.id }).from(t.projects).limit(1);
  Object.assign(params, { sprintId: sprint!.id, slug: post!.slug, id: portfolio!.id, projectId: project!.id });
}, 120_000);

/** The arguments of `entry`'s loader or action as `identity`, on the demo data's ids. */
const argsAs = (entry: Entry, identity: Identity, init: RequestInit = {}) =>
  argsFor(entry, { cookie: cookies[identity], params, init });

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
        const result = await outcome(() => mod.loader!(argsAs(entry, identity)));
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
        const result = await outcome(() =>
          mod.action!(argsAs(entry, identity, postForm({ intent: "no-such-intent" }))),
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
        expectGuarded({ page: area }, identity, await outcome(() => mod.loader!(argsAs(entry, identity))));
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
    const { entry, module } = await routeFor(pattern);
    const init = postForm({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" });
    const answer = await answerOf(() => module.action!(argsAs(entry, "admin", init)));
    expect(answer.status).toBe(404);
    expect(answer.data).toMatchObject({ ok: false, error: message });
  });
});
