import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { ACCESS_TABLE, type Area } from "../../app/domain/access";
import { signInHref } from "../../app/domain/return-to";
import { RECORD_INTENTS, RECORD_TYPES, recordHref } from "../../app/records";
import routeConfig from "../../app/routes";
import { baseURL } from "../../playwright.config";
import { type APIRequestContext, expect, test } from "./fixtures";
import { type AccountName, mailText, stateFor, tinyPdf, waitForMail } from "./support";

/**
 * The access matrix, generated from the route table: every URL pattern of app/routes.ts, asked for as
 * a page and as its `.data` request by six identities (visitor, a signed-in user without a role, client
 * acme, client globex, author, admin), with dynamic segments filled with acme's ids, globex's ids and
 * ids that do not exist; then every action intent posted by each identity that must not have it, with
 * the database checked unchanged through the admin's and the clients' own views.
 *
 * A route added to app/routes.ts, or an intent added to a route module's action, fails the first test
 * until it is given its row in EXPECTED or ACTIONS below: a new route cannot be forgotten.
 */

type Identity = "visitor" | "none" | "acme" | "globex" | "author" | "admin";
type Client = "acme" | "globex";
const IDENTITIES: Identity[] = ["visitor", "none", "acme", "globex", "author", "admin"];
const COLUMN = {
  visitor: "visitor",
  none: "none",
  acme: "client",
  globex: "client",
  author: "author",
  admin: "admin",
} as const satisfies Record<Identity, keyof (typeof ACCESS_TABLE)["public"]>;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** What fills a dynamic segment or an id-bearing query parameter. */
type Fill =
  | "sprint"
  | "clientProject"
  | "invoiceFile"
  | "projectFile"
  | "threadFile"
  | "portfolioProject"
  | "blogSlug"
  | "blogPost"
  | "betterAuth"
  | "splat"
  | "shareToken";

type Expected =
  /** a screen guarded by the access table: allowed → 200 (404 for ids it may not see), refused → the table's redirect */
  | { kind: "page"; area: Area; params?: Record<string, Fill>; query?: { name: string; fill: Fill }; status?: number }
  /** a JSON resource route guarded as an API: 401 without a session, 403 with the wrong role */
  | { kind: "api"; area: Area; allowedGet: 200 | 405 }
  /** a resource route inside the dashboard layout, guarded as an API; its `.data` runs the layout's guard */
  | { kind: "layout-api"; area: Area; allowedGet: 405 }
  /** a private file: 401 without a session, 404 to anyone who may not read it (same as a missing one) */
  | { kind: "file"; params: Record<string, Fill> }
  /** better-auth's allow-listed HTTP API: get-session answers everyone (their own session), the rest is 404 */
  | { kind: "better-auth"; params: Record<string, Fill> }
  /** GET of an action-only route: a redirect for everyone */
  | { kind: "redirect"; to: string }
  /** public feeds */
  | { kind: "feed" }
  /**
   * a share link (/share/:token): public, the token is the proof; a working token shows its one project's
   * chosen sections to anyone, and nothing else of that client; revoked and unknown tokens are 404
   */
  | { kind: "share"; params: Record<string, Fill> }
  /** the catch-all */
  | { kind: "not-found"; params: Record<string, Fill> };

/** A client project's manage view and each of its tabs: a dashboard page of one project (404 for none). */
const MANAGE_TAB_ROW: Expected = { kind: "page", area: "dashboard", params: { projectId: "clientProject" } };

/** One row per URL pattern of app/routes.ts. The areas are those of app/domain/access.ts. */
const EXPECTED: Record<string, Expected> = {
  "/": { kind: "page", area: "public" },
  "/about": { kind: "page", area: "public" },
  "/mission": { kind: "page", area: "public" },
  "/services": { kind: "page", area: "public" },
  "/projects": { kind: "page", area: "public" },
  "/project/:id": { kind: "page", area: "public", params: { id: "portfolioProject" } },
  "/team": { kind: "page", area: "public" },
  "/blog": { kind: "page", area: "public" },
  "/blog/:slug": { kind: "page", area: "public", params: { slug: "blogSlug" } },
  // a private preview opens only with a live token (tests/e2e/post-publishing.spec.ts); any other is a 404
  "/blog/preview/:token": { kind: "page", area: "public", status: 404 },
  "/contact": { kind: "page", area: "public" },
  "/newsletter": { kind: "page", area: "public" },
  // without a token: the invalid-link page, for everyone
  "/newsletter/confirm": { kind: "page", area: "public", status: 400 },
  // without a token: the invalid-link page, for everyone
  "/newsletter/unsubscribe": { kind: "page", area: "public", status: 400 },
  "/digest/stop": { kind: "page", area: "public", status: 400 },
  "/auth": { kind: "page", area: "auth" },
  "/auth/waiting": { kind: "page", area: "waiting" },
  "/auth/forgot-password": { kind: "page", area: "auth" },
  "/auth/reset-password": { kind: "page", area: "auth" },
  "/auth/invitation": { kind: "page", area: "auth" },
  "/auth/sign-out": { kind: "redirect", to: "/" },
  "/account": { kind: "page", area: "account" },
  // without a token: the expired-link page, for everyone
  "/account/confirm-email": { kind: "page", area: "public", status: 400 },
  // the code step of two-factor sign-in: only after the right password (its pending cookie); else back to sign in
  "/auth/two-factor": { kind: "redirect", to: "/auth" },
  "/account/two-factor": { kind: "page", area: "account" },
  "/client-portal": { kind: "page", area: "client-portal", query: { name: "project", fill: "clientProject" } },
  "/client-portal/sprints": { kind: "page", area: "client-portal", query: { name: "project", fill: "clientProject" } },
  "/client-portal/invoices": { kind: "page", area: "client-portal", query: { name: "project", fill: "clientProject" } },
  "/client-portal/notifications": {
    kind: "page",
    area: "client-portal",
    query: { name: "project", fill: "clientProject" },
  },
  "/client-portal/files": { kind: "page", area: "client-portal", query: { name: "project", fill: "clientProject" } },
  "/client-portal/share": { kind: "page", area: "client-portal", query: { name: "project", fill: "clientProject" } },
  "/client-portal/sprint/:sprintId": { kind: "page", area: "client-portal", params: { sprintId: "sprint" } },
  "/client-portal/live": { kind: "api", area: "client-portal", allowedGet: 200 },
  "/dashboard": { kind: "page", area: "dashboard" },
  "/dashboard/search": { kind: "page", area: "dashboard" },
  // each record type's screen, in the area its declaration names (app/records)
  ...Object.fromEntries(
    RECORD_TYPES.map((type): [string, Expected] => [recordHref(type), { kind: "page", area: type.access.area }]),
  ),
  "/dashboard/blogs/:id": { kind: "page", area: "dashboard", params: { id: "blogPost" } },
  "/dashboard/users": { kind: "page", area: "dashboard-users" },
  "/dashboard/inquiries": { kind: "page", area: "dashboard" },
  "/dashboard/subscribers.csv": { kind: "page", area: "dashboard" },
  "/dashboard/uploads": { kind: "layout-api", area: "dashboard", allowedGet: 405 },
  // an older `?manage=<id>` address redirects to the project's own (tests/routes/client-projects-routes.test.ts)
  "/dashboard/client-projects": { kind: "page", area: "dashboard" },
  "/dashboard/client-projects/:projectId": MANAGE_TAB_ROW,
  "/dashboard/client-projects/:projectId/tickets": MANAGE_TAB_ROW,
  "/dashboard/client-projects/:projectId/invoices": MANAGE_TAB_ROW,
  "/dashboard/client-projects/:projectId/files": MANAGE_TAB_ROW,
  "/dashboard/client-projects/:projectId/messages": MANAGE_TAB_ROW,
  "/dashboard/sprints": { kind: "page", area: "dashboard", query: { name: "project", fill: "clientProject" } },
  "/dashboard/invoices": { kind: "page", area: "dashboard", query: { name: "project", fill: "clientProject" } },
  "/dashboard/testimonial-requests": { kind: "page", area: "dashboard" },
  "/dashboard/digest": { kind: "page", area: "dashboard" },
  "/dashboard/outbox": { kind: "page", area: "dashboard" },
  "/dashboard/audit": { kind: "page", area: "dashboard-users" },
  "/dashboard/audit.csv": { kind: "page", area: "dashboard-users" },
  "/dashboard/invoices.csv": { kind: "page", area: "dashboard" },
  "/dashboard/invoices/sprint-choices": {
    kind: "page",
    area: "dashboard",
    query: { name: "project", fill: "clientProject" },
  },
  "/dashboard/inquiries.csv": { kind: "page", area: "dashboard" },
  "/dashboard/tickets.csv": { kind: "page", area: "dashboard" },
  "/dashboard/tickets": { kind: "page", area: "dashboard", query: { name: "project", fill: "clientProject" } },
  "/api/auth/*": { kind: "better-auth", params: { "*": "betterAuth" } },
  "/files/invoices/:invoiceId": { kind: "file", params: { invoiceId: "invoiceFile" } },
  "/files/projects/:versionId": { kind: "file", params: { versionId: "projectFile" } },
  "/files/threads/:attachmentId": { kind: "file", params: { attachmentId: "threadFile" } },
  "/api/submit-feedback": { kind: "api", area: "client-portal", allowedGet: 405 },
  "/api/continue-next-sprint": { kind: "api", area: "client-portal", allowedGet: 405 },
  "/sitemap.xml": { kind: "feed" },
  "/robots.txt": { kind: "feed" },
  "/.well-known/security.txt": { kind: "feed" },
  "/blog/rss.xml": { kind: "feed" },
  "/share/:token": { kind: "share", params: { token: "shareToken" } },
  "/*": { kind: "not-found", params: { "*": "splat" } },
};

/**
 * The intents of every route module with an action. "open" actions are for everyone (nothing to
 * refuse; the sign-out is only posted by the throwaway no-role user, since it ends the session).
 * The others are posted by each identity the area refuses, as a form (or JSON, or an upload).
 */
type Action =
  | { refuse: "open"; intents: string[] }
  | { refuse: "page"; area: Area; intents: string[] }
  | { refuse: "json"; area: Area; intents: string[] }
  | { refuse: "upload"; area: Area; intents: string[] };
const ACTIONS: Record<string, Action> = {
  "/contact": { refuse: "open", intents: [] },
  "/newsletter": { refuse: "open", intents: [] },
  // the token in the address is the proof: anyone holding the link may use it
  "/newsletter/unsubscribe": { refuse: "open", intents: [] },
  "/digest/stop": { refuse: "open", intents: [] },
  // anything but sign-up signs in
  "/auth": { refuse: "open", intents: ["sign-up"] },
  "/auth/sign-out": { refuse: "open", intents: [] },
  // one form each, for anyone: an address to mail a link to, or the link's token
  "/auth/forgot-password": { refuse: "open", intents: [] },
  "/auth/reset-password": { refuse: "open", intents: [] },
  // the mailed link's token is the proof that the new address belongs to whoever holds it
  "/account/confirm-email": { refuse: "open", intents: [] },
  "/account": {
    refuse: "page",
    area: "account",
    intents: ["name", "email", "password", "digest", "revoke-session", "revoke-others"],
  },
  "/auth/invitation": { refuse: "open", intents: [] },
  // the code step: for whoever holds the pending two-factor cookie (without it, back to sign in)
  "/auth/two-factor": { refuse: "open", intents: ["totp", "recovery"] },
  "/account/two-factor": {
    refuse: "page",
    area: "account",
    intents: ["start", "confirm", "recovery-codes", "disable"],
  },
  "/api/auth/*": { refuse: "open", intents: [] },
  // the catch-all answers every method with the same 404
  "/*": { refuse: "open", intents: [] },
  "/client-portal": {
    refuse: "page",
    area: "client-portal",
    intents: ["mark-read", "ask-question", "create-share-link", "revoke-share-link", "upload-file", "testimonial"],
  },
  "/client-portal/sprints": {
    refuse: "page",
    area: "client-portal",
    intents: ["mark-read", "ask-question", "create-share-link", "revoke-share-link", "upload-file", "testimonial"],
  },
  "/client-portal/invoices": {
    refuse: "page",
    area: "client-portal",
    intents: ["mark-read", "ask-question", "create-share-link", "revoke-share-link", "upload-file", "testimonial"],
  },
  "/client-portal/notifications": {
    refuse: "page",
    area: "client-portal",
    intents: ["mark-read", "ask-question", "create-share-link", "revoke-share-link", "upload-file", "testimonial"],
  },
  "/client-portal/files": {
    refuse: "page",
    area: "client-portal",
    intents: ["mark-read", "ask-question", "create-share-link", "revoke-share-link", "upload-file", "testimonial"],
  },
  "/client-portal/share": {
    refuse: "page",
    area: "client-portal",
    intents: ["mark-read", "ask-question", "create-share-link", "revoke-share-link", "upload-file", "testimonial"],
  },
  "/client-portal/sprint/:sprintId": {
    refuse: "page",
    area: "client-portal",
    intents: ["feedback", "continue", "approve", "request-changes", "thread.post"],
  },
  "/api/submit-feedback": { refuse: "json", area: "client-portal", intents: [] },
  "/api/continue-next-sprint": { refuse: "json", area: "client-portal", intents: [] },
  // each record type's screen: create, update, delete and the intents its declaration adds (app/records)
  ...Object.fromEntries(
    RECORD_TYPES.map((type): [string, Action] => [
      recordHref(type),
      { refuse: "page", area: type.access.area, intents: [...RECORD_INTENTS, ...type.access.intents] },
    ]),
  ),
  "/dashboard/blogs/:id": {
    refuse: "page",
    area: "dashboard",
    intents: ["restore", "preview.create", "preview.revoke"],
  },
  "/dashboard/users": {
    refuse: "page",
    area: "dashboard-users",
    intents: ["create", "update", "grant", "resend-invitation", "delete", "require-2fa"],
  },
  "/dashboard": { refuse: "page", area: "dashboard", intents: ["conversation.no-reply"] },
  "/dashboard/inquiries": { refuse: "page", area: "dashboard", intents: ["handled"] },
  "/dashboard/uploads": { refuse: "upload", area: "dashboard", intents: [] },
  "/dashboard/client-projects": {
    refuse: "page",
    area: "dashboard",
    intents: [
      "project.save",
      "project.delete",
      "sprint.save",
      "sprint.status",
      "sprint.delete",
      "sprint.reorder",
      "sprint-ticket.reorder",
      "sprint-ticket.save",
      "sprint-ticket.status",
      "sprint-ticket.delete",
      "project-ticket.save",
      "project-ticket.delete",
      "project-ticket.reorder",
      "invoice.save",
      "invoice.issue",
      "invoice.paid",
      "invoice.delete",
      "file.upload",
      "file.delete",
      "thread.post",
    ],
  },
  // a project's manage view and its tabs: the list's action, each refusing the forms its tab posts
  "/dashboard/client-projects/:projectId": {
    refuse: "page",
    area: "dashboard",
    intents: ["sprint.save", "sprint.status", "sprint.reorder", "sprint-ticket.save", "project.delete"],
  },
  "/dashboard/client-projects/:projectId/tickets": {
    refuse: "page",
    area: "dashboard",
    intents: ["project-ticket.save", "project-ticket.delete", "project-ticket.reorder"],
  },
  "/dashboard/client-projects/:projectId/invoices": {
    refuse: "page",
    area: "dashboard",
    intents: ["invoice.save", "invoice.issue", "invoice.paid", "invoice.delete"],
  },
  "/dashboard/client-projects/:projectId/files": {
    refuse: "page",
    area: "dashboard",
    intents: ["file.upload", "file.delete"],
  },
  "/dashboard/client-projects/:projectId/messages": { refuse: "page", area: "dashboard", intents: ["thread.post"] },
  "/dashboard/sprints": {
    refuse: "page",
    area: "dashboard",
    intents: [
      "sprint.save",
      "sprint.status",
      "sprint.delete",
      "sprint.reorder",
      "sprint-ticket.reorder",
      "sprint-ticket.save",
      "sprint-ticket.status",
      "sprint-ticket.delete",
      "team.assign",
      "team.remove",
    ],
  },
  "/dashboard/invoices": {
    refuse: "page",
    area: "dashboard",
    intents: ["invoice.save", "invoice.issue", "invoice.paid", "invoice.delete"],
  },
  "/dashboard/testimonial-requests": { refuse: "page", area: "dashboard", intents: ["testimonial.request"] },
  "/dashboard/outbox": { refuse: "page", area: "dashboard", intents: ["retry"] },
};

// ---------------------------------------------------------------------------------------------
// The route table, flattened

type FlatRoute = { pattern: string; file: string };

function flatten(entries: RouteConfigEntry[], parent = ""): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const entry of entries) {
    const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    if (entry.path !== undefined || entry.index) out.push({ pattern: full || "/", file: entry.file });
    if (entry.children) out.push(...flatten(entry.children, full));
  }
  return out;
}

const ROUTES = flatten(routeConfig);
/** The client portal's screens: its shell with the Overview, and each tab's own route (all post the portal's one action). */
const PORTAL_SCREENS = [
  "/client-portal",
  ...["sprints", "invoices", "notifications", "files", "share"].map((t) => `/client-portal/${t}`),
];
const moduleSource = (file: string) => fs.readFileSync(path.join("app", file), "utf8");
const hasAction = (source: string) =>
  /export\s+(async\s+function\s+action\b|const\s+action\b|function\s+action\b)/.test(source);

/**
 * The intents a module's action tells apart, read from its source in the forms this code base uses:
 * `intent === "x"` (or `form.get("intent") !== "x"`), handleRecordAction's create/update/delete, and
 * the list given to handleClientWorkAction.
 */
function intentsIn(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/intent["')]*\s*[!=]==\s*"([^"]+)"/g)) found.add(m[1]!);
  if (/handleRecordAction\(/.test(source)) for (const i of ["create", "update", "delete"]) found.add(i);
  for (const m of source.matchAll(/handleClientWorkAction\([^[]*\[([^\]]*)\]/g)) {
    for (const s of m[1]!.matchAll(/"([^"]+)"/g)) found.add(s[1]!);
  }
  return [...found].sort();
}

// ---------------------------------------------------------------------------------------------
// Requests and what came back

type Outcome = string; // "200", "404", "redirect /auth", …

const dataUrl = (url: string) => {
  const u = new URL(url, baseURL);
  u.pathname = u.pathname.endsWith("/") ? `${u.pathname}_.data` : `${u.pathname}.data`;
  return `${u.pathname}${u.search}`;
};

type Seen = { outcome: Outcome; body: string };

async function seen(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<Seen> {
  const body = await res.text();
  const status = res.status();
  if (status >= 300 && status < 400) return { outcome: `redirect ${res.headers().location ?? "?"}`, body };
  // a .data request answers a redirect as 202 with the target in the body (a loader's tagged
  // SingleFetchRedirect, an action's plain {redirect, status})
  const encoded = status === 202 ? /"redirect","([^"]*)","status",30\d/.exec(body) : null;
  if (encoded) return { outcome: `redirect ${encoded[1]}`, body };
  if (status === 204 && res.headers()["x-remix-redirect"]) {
    return { outcome: `redirect ${res.headers()["x-remix-redirect"]}`, body };
  }
  return { outcome: status === 202 ? `202 ${body.slice(0, 200)}` : String(status), body };
}

async function decodeData(body: string): Promise<unknown> {
  const decoded = await decodeTurboStream(new Response(body).body!, globalThis as never);
  await decoded.done;
  return decoded.value;
}

/** Runs jobs a few at a time: quick, without crowding a small machine. */
async function pool<T>(jobs: (() => Promise<T>)[], width = 6): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}

// ---------------------------------------------------------------------------------------------
// The world: identities, and the records their ids point at

type ClientWorld = {
  userId: string;
  projectIds: string[];
  sprintIds: string[];
  ticketId: string;
  invoiceId: string;
  /** the throwaway project and its invoice with a PDF, made for this run */
  tempProjectId: string;
  tempInvoiceId: string;
  /** the throwaway project's shared file (uploaded by staff) and its one version */
  tempFileId: string;
  tempFileVersionId: string;
  /** a file the client sent in a thread on the throwaway project's sprint */
  threadFileId: string;
  notificationId: string | null;
  /** text that identifies this client's records: must never reach anyone else */
  secrets: string[];
};

/**
 * A request context that asks again once when the server closed an idle keep-alive socket just as
 * it was reused (ECONNRESET): a property of the transport, not an answer of the app.
 */
function retrying(context: APIRequestContext) {
  const again =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      try {
        return await call(...args);
      } catch (error) {
        if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
        return call(...args);
      }
    };
  return {
    get: again(context.get.bind(context)),
    post: again(context.post.bind(context)),
    dispose: () => context.dispose(),
  };
}

const stamp = Date.now();
const ctx = {} as Record<Identity, ReturnType<typeof retrying>>;
const world = {} as Record<Client, ClientWorld> & {
  portfolioId: string;
  blogSlug: string;
  blogPostId: string;
  noneUserId: string;
  noneEmail: string;
  recordIds: Record<string, string>;
  /** acme's share links of its throwaway project: one working (shows progress, sprints, invoices), one revoked */
  shareToken: string;
  revokedShareToken: string;
};
const wrong: string[] = [];
let cells = 0;

function check(what: string, got: Seen, expected: Outcome, secrets: string[] = []) {
  cells++;
  if (got.outcome !== expected) {
    wrong.push(`${what}: expected ${expected}, got ${got.outcome}`);
    return;
  }
  for (const secret of secrets) {
    if (got.body.includes(secret)) wrong.push(`${what}: the body contains "${secret}"`);
  }
}

async function routeData(identity: Identity, url: string) {
  const res = await ctx[identity].get(dataUrl(url), { maxRedirects: 0 });
  expect(res.status(), `${identity} GET ${dataUrl(url)}`).toBe(200);
  return (await decodeData(await res.text())) as Record<string, { data?: Record<string, unknown> }>;
}

const leafData = (all: Record<string, { data?: Record<string, unknown> }>, route: string) =>
  all[`routes/${route}`]?.data as Record<string, unknown>;

/** The first id of the first list in a loader's data (the record a probe aims at). */
function firstId(data: Record<string, unknown>): string {
  for (const value of Object.values(data)) {
    if (Array.isArray(value) && value[0] && typeof value[0] === "object" && "id" in value[0]) {
      return String((value[0] as { id: string }).id);
    }
  }
  return UNKNOWN_ID;
}

/** Drops "when" fields ("just now", "1 minute ago"): words of the clock, not of the database. */
function withoutClockWords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClockWords);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== "when")
        .map(([key, v]) => [key, withoutClockWords(v)]),
    );
  }
  return value;
}

/** Where two JSON values differ, as paths with both values. */
/** What the clock alone changes between two reads: relativeTime's phrases ('just now' → '1 minute ago'). */
const RELATIVE_TIME = /\b(?:just now|\d+ (?:minute|hour|day)s? ago|yesterday)\b/g;
const withoutClock = (value: unknown) => JSON.stringify(value)?.replace(RELATIVE_TIME, "<when>");

function differences(a: unknown, b: unknown, at = ""): string[] {
  if (withoutClock(a) === withoutClock(b)) return [];
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`),
    );
  }
  return [`${at || "."}: ${JSON.stringify(a)?.slice(0, 120)} → ${JSON.stringify(b)?.slice(0, 120)}`];
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGD4DwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const today = new Date().toISOString().slice(0, 10);

async function staffPost(url: string, options: Parameters<APIRequestContext["post"]>[1]) {
  const res = await ctx.admin.post(url, { maxRedirects: 0, ...options });
  expect(res.status(), `admin POST ${url}: ${await res.text()}`).toBeLessThan(400);
}

async function collectClient(client: Client, userId: string, tempTitle: string): Promise<ClientWorld> {
  const projectsData = leafData(await routeData("admin", "/dashboard/client-projects"), "dashboard/client-projects");
  const projects = (projectsData.projects as { id: string; title: string; clientId: string }[]).filter(
    (p) => p.clientId === userId,
  );
  const temp = projects.find((p) => p.title === tempTitle);
  expect(temp, `the throwaway project of ${client}`).toBeTruthy();
  const seeded = projects.filter((p) => p !== temp);
  expect(seeded.length, `${client}'s seeded projects`).toBeGreaterThanOrEqual(1);
  const secrets = new Set<string>([`client@${client}.example`]);
  const sprintIds: string[] = [];
  let ticketId = UNKNOWN_ID;
  let invoiceId = UNKNOWN_ID;
  let tempInvoiceId = "";
  for (const project of projects) {
    secrets.add(project.title);
    const sprints = leafData(await routeData("admin", `/dashboard/sprints?project=${project.id}`), "dashboard/sprints")
      .sprints as { id: string; title: string; tickets: { id: string }[] }[];
    for (const sprint of sprints) {
      sprintIds.push(sprint.id);
      if (ticketId === UNKNOWN_ID && sprint.tickets[0]) ticketId = sprint.tickets[0].id;
    }
    const invoices = leafData(
      await routeData("admin", `/dashboard/invoices?project=${project.id}`),
      "dashboard/invoices",
    ).invoices as { id: string; invoiceNumber: string; hasFile: boolean }[];
    for (const invoice of invoices) {
      secrets.add(invoice.invoiceNumber);
      if (project === temp && invoice.hasFile) tempInvoiceId = invoice.id;
      else if (invoiceId === UNKNOWN_ID) invoiceId = invoice.id;
    }
  }
  expect(sprintIds.length, `${client}'s sprints`).toBeGreaterThanOrEqual(1);
  expect(tempInvoiceId, `${client}'s throwaway invoice with a PDF`).not.toBe("");
  // the throwaway project's shared file, as the client sees it
  const files = leafData(await routeData(client, `/client-portal/files?project=${temp!.id}`), "client-portal/files")
    .files as { files: { id: string; name: string; versions: { id: string }[] }[] };
  const tempFile = files.files.find((f) => f.name === fileName(client));
  expect(tempFile, `${client}'s throwaway shared file`).toBeTruthy();
  secrets.add(fileName(client));

  // the client's own view: a notification to aim mark-read at
  let notificationId: string | null = null;
  for (const project of seeded) {
    const view = leafData(
      await routeData(client, `/client-portal/notifications?project=${project.id}`),
      "client-portal/notifications",
    ) as { feed: { type: string; sourceId: string }[] };
    notificationId ??= view.feed.find((a) => a.type === "notification")?.sourceId ?? null;
  }
  return {
    userId,
    projectIds: seeded.map((p) => p.id),
    sprintIds,
    ticketId,
    invoiceId,
    tempProjectId: temp!.id,
    tempInvoiceId,
    tempFileId: tempFile!.id,
    tempFileVersionId: tempFile!.versions[0]!.id,
    threadFileId: "",
    notificationId,
    secrets: [...secrets],
  };
}

const tempTitle = (client: Client) => `Access matrix ${client} ${stamp}`;
const fileName = (client: Client) => `AM-FILE-${client.toUpperCase()}-${stamp}.pdf`;

// ---------------------------------------------------------------------------------------------

test("every route of app/routes.ts and every action intent has its expectation", () => {
  const patterns = ROUTES.map((r) => r.pattern);
  const missing = patterns.filter((p) => !(p in EXPECTED));
  expect(missing, "routes with no row in EXPECTED: add one (which area, which ids)").toEqual([]);
  expect(
    Object.keys(EXPECTED).filter((p) => !patterns.includes(p)),
    "rows in EXPECTED for routes that no longer exist",
  ).toEqual([]);

  for (const route of ROUTES) {
    const source = moduleSource(route.file);
    if (!hasAction(source)) {
      expect(ACTIONS[route.pattern], `${route.pattern} has no action but a row in ACTIONS`).toBeUndefined();
      continue;
    }
    const row = ACTIONS[route.pattern];
    expect(row, `${route.pattern} (${route.file}) has an action: add its row to ACTIONS`).toBeDefined();
    const unlisted = intentsIn(source).filter((i) => !row!.intents.includes(i));
    expect(unlisted, `intents of ${route.file} missing from ACTIONS["${route.pattern}"]`).toEqual([]);
  }
});

test.describe("access matrix", () => {
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(90_000);
    const headers = { Origin: baseURL };
    for (const identity of IDENTITIES) {
      const storageState =
        identity === "visitor" || identity === "none" ? undefined : stateFor(identity as AccountName);
      ctx[identity] = retrying(
        await playwright.request.newContext({ baseURL, storageState, extraHTTPHeaders: headers }),
      );
    }

    // a signed-in user without a role: sign up, confirm the address, and be waiting for access
    world.noneEmail = `matrix.${stamp}@studio.example`;
    const signUp = await ctx.none.post("/auth", {
      form: { intent: "sign-up", fullName: "Matrix Norole", email: world.noneEmail, password: "Matrix-pass-2026" },
      maxRedirects: 0,
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const mail = await waitForMail(world.noneEmail, (m) => /confirm/i.test(m.subject));
    const link = /https?:\/\/[^\s"]+\/api\/auth\/verify-email\?[^\s"]+/.exec(mailText(mail))?.[0];
    expect(link, "the confirmation link").toBeTruthy();
    await ctx.none.get(new URL(link!).pathname + new URL(link!).search);
    let session = await (await ctx.none.get("/api/auth/get-session")).json();
    if (!session?.user) {
      const signIn = await ctx.none.post("/auth", {
        form: { intent: "sign-in", email: world.noneEmail, password: "Matrix-pass-2026" },
        maxRedirects: 0,
      });
      expect(signIn.headers().location).toBe("/auth/waiting");
      session = await (await ctx.none.get("/api/auth/get-session")).json();
    }
    world.noneUserId = session.user.id;

    // a throwaway project per client with an invoice that has a PDF (deleted in afterAll, which
    // removes its invoices and files with it)
    const clientsData = leafData(await routeData("admin", "/dashboard/client-projects"), "dashboard/client-projects");
    const clients = clientsData.clients as { id: string; email: string }[];
    const userIds = {} as Record<Client, string>;
    for (const client of ["acme", "globex"] as Client[]) {
      userIds[client] = clients.find((c) => c.email === `client@${client}.example`)!.id;
      await staffPost("/dashboard/client-projects", {
        form: {
          intent: "project.save",
          clientId: userIds[client],
          title: tempTitle(client),
          status: "On Hold",
          contactPersonName: "Maya Lindqvist",
          contactPersonRole: "Project Lead",
          contactPersonEmail: "admin@studio.example",
        },
      });
    }
    const all = leafData(await routeData("admin", "/dashboard/client-projects"), "dashboard/client-projects")
      .projects as { id: string; title: string }[];
    for (const client of ["acme", "globex"] as Client[]) {
      const project = all.find((p) => p.title === tempTitle(client))!;
      await staffPost("/dashboard/invoices", {
        multipart: {
          intent: "invoice.save",
          projectId: project.id,
          invoiceNumber: `AM-${client.toUpperCase()}-${stamp}`,
          invoiceName: "Access matrix document",
          amount: "980",
          currency: "USD",
          invoiceDate: today,
          paymentStatus: "Pending",
          file: { name: "invoice.pdf", mimeType: "application/pdf", buffer: tinyPdf(`${client} ${stamp}`) },
        },
      });
      await staffPost("/dashboard/client-projects", {
        multipart: {
          intent: "file.upload",
          projectId: project.id,
          folder: "Contracts",
          file: { name: fileName(client), mimeType: "application/pdf", buffer: tinyPdf(`file ${client} ${stamp}`) },
        },
      });
    }
    // a sprint on each throwaway project, on which its client sends a message with a file
    const threadSprints = {} as Record<Client, string>;
    for (const client of ["acme", "globex"] as Client[]) {
      const project = all.find((p) => p.title === tempTitle(client))!;
      await staffPost("/dashboard/client-projects", {
        form: {
          intent: "sprint.save",
          projectId: project.id,
          title: `Matrix sprint ${client} ${stamp}`,
          status: "In Progress",
          startDate: today,
          endDate: today,
        },
      });
      const sprints = leafData(
        await routeData("admin", `/dashboard/sprints?project=${project.id}`),
        "dashboard/sprints",
      ).sprints as { id: string }[];
      threadSprints[client] = sprints[0]!.id;
      const posted = await ctx[client].post(`/client-portal/sprint/${sprints[0]!.id}`, {
        multipart: {
          intent: "thread.post",
          subjectKind: "sprint",
          subjectId: sprints[0]!.id,
          body: `Thread secret ${client} ${stamp}`,
          file: { name: `${client}-brief.pdf`, mimeType: "application/pdf", buffer: tinyPdf(`${client} thread`) },
        },
        maxRedirects: 0,
      });
      expect(posted.status(), await posted.text()).toBe(302);
    }
    world.acme = await collectClient("acme", userIds.acme, tempTitle("acme"));
    world.globex = await collectClient("globex", userIds.globex, tempTitle("globex"));
    for (const client of ["acme", "globex"] as Client[]) {
      const page = leafData(
        await routeData(client, `/client-portal/sprint/${threadSprints[client]}`),
        "client-portal/sprint",
      ) as { thread: { messages: { attachments: { id: string }[] }[] } };
      world[client].threadFileId = page.thread.messages[0]!.attachments[0]!.id;
      world[client].secrets.push(`Thread secret ${client} ${stamp}`);
    }

    // acme shares its throwaway project twice, then revokes the second link
    const portal = `/client-portal/share?project=${world.acme.tempProjectId}`;
    const share = async () => {
      const res = await ctx.acme.post(dataUrl(portal), {
        form: {
          intent: "create-share-link",
          projectId: world.acme.tempProjectId,
          showsProgress: "on",
          showsSprints: "on",
          showsInvoices: "on",
          days: "2",
        },
        maxRedirects: 0,
      });
      const token = /\/share\/([A-Za-z0-9_-]{43})/.exec(await res.text())?.[1];
      expect(token, "a new share link's token").toBeTruthy();
      return token!;
    };
    world.shareToken = await share();
    world.revokedShareToken = await share();
    const links = leafData(await routeData("acme", portal), "client-portal/share").shareLinks as { id: string }[];
    expect(links).toHaveLength(2);
    const revoke = await ctx.acme.post(dataUrl(portal), {
      form: { intent: "revoke-share-link", projectId: world.acme.tempProjectId, linkId: links[0]!.id },
      maxRedirects: 0,
    });
    expect(revoke.status()).toBe(200);

    // public records, and one record of each content screen for the probes to aim at
    const projects = leafData(await routeData("admin", "/dashboard/projects"), "dashboard/projects");
    world.portfolioId = firstId(projects);
    const posts = leafData(await routeData("admin", "/dashboard/blogs"), "dashboard/blogs").rows as {
      id: string;
      slug: string;
      published: boolean;
    }[];
    world.blogSlug = posts.find((p) => p.published)!.slug;
    world.blogPostId = posts[0]!.id;
    world.recordIds = {};
    for (const screen of [...RECORD_TYPES.map((type) => type.path), "inquiries", "outbox"]) {
      world.recordIds[screen] = firstId(
        leafData(await routeData("admin", `/dashboard/${screen}`), `dashboard/${screen}`),
      );
    }
  });

  test.afterAll(async () => {
    // the no-role user signs out (the one identity whose session may end), then is deleted
    if (ctx.none && world.noneUserId) {
      const out = await ctx.none.post("/auth/sign-out", { maxRedirects: 0 });
      expect(out.headers().location).toBe("/auth");
      await ctx.admin.post("/dashboard/users", {
        form: { intent: "delete", id: world.noneUserId },
        maxRedirects: 0,
      });
    }
    if (ctx.admin) {
      const projects = leafData(await routeData("admin", "/dashboard/client-projects"), "dashboard/client-projects")
        .projects as { id: string; title: string }[];
      for (const project of projects.filter((p) => p.title === tempTitle("acme") || p.title === tempTitle("globex"))) {
        await staffPost("/dashboard/client-projects", { form: { intent: "project.delete", id: project.id } });
      }
    }
    if (ctx.admin && world.noneUserId) {
      const users = leafData(await routeData("admin", "/dashboard/users"), "dashboard/users").users as { id: string }[];
      expect(users.map((u) => u.id)).not.toContain(world.noneUserId);
    }
    for (const identity of IDENTITIES) await ctx[identity]?.dispose();
  });

  test("every page, .data request, resource route and refused write answers as the access table says", async () => {
    // the portal is six screens now (its shell and each tab), each read and posted to as every identity
    test.setTimeout(300_000);
    const started = Date.now();
    await test.step("reads: every URL pattern as every identity, as a page and as .data", reads);
    const readsDone = Date.now();
    await test.step("writes: every intent posted by every identity that must not have it", writes);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `access matrix: ${cells} cells, ${wrong.length} wrong (reads ${seconds(readsDone - started)}, writes ${seconds(Date.now() - readsDone)})`,
    );
    expect(wrong, "access matrix: cells that answered wrongly").toEqual([]);
  });
});

async function reads() {
  type Variant = {
    url: string;
    owner: Client | "nobody" | null;
    hasFile?: boolean;
    /** a share link's page: the texts of the shared project it may show to anyone */
    shares?: string[];
  };

  const fillValues = (fill: Fill): Variant[] => {
    switch (fill) {
      case "sprint":
        return [
          { url: world.acme.sprintIds[0]!, owner: "acme" },
          { url: world.globex.sprintIds[0]!, owner: "globex" },
          { url: UNKNOWN_ID, owner: "nobody" },
        ];
      case "clientProject":
        return [
          { url: world.acme.projectIds[0]!, owner: "acme" },
          { url: world.globex.projectIds[0]!, owner: "globex" },
          { url: UNKNOWN_ID, owner: "nobody" },
        ];
      case "invoiceFile":
        return [
          { url: world.acme.tempInvoiceId, owner: "acme", hasFile: true },
          { url: world.globex.tempInvoiceId, owner: "globex", hasFile: true },
          { url: world.acme.invoiceId, owner: "acme", hasFile: false },
          { url: UNKNOWN_ID, owner: "nobody" },
          { url: "not-an-id", owner: "nobody" },
        ];
      case "projectFile":
        return [
          { url: world.acme.tempFileVersionId, owner: "acme", hasFile: true },
          { url: world.globex.tempFileVersionId, owner: "globex", hasFile: true },
          { url: UNKNOWN_ID, owner: "nobody" },
          { url: "not-an-id", owner: "nobody" },
        ];
      case "threadFile":
        return [
          { url: world.acme.threadFileId, owner: "acme", hasFile: true },
          { url: world.globex.threadFileId, owner: "globex", hasFile: true },
          { url: UNKNOWN_ID, owner: "nobody" },
          { url: "not-an-id", owner: "nobody" },
        ];
      case "portfolioProject":
        return [
          { url: world.portfolioId, owner: null },
          { url: UNKNOWN_ID, owner: "nobody" },
        ];
      case "blogPost":
        return [{ url: world.blogPostId, owner: null }];
      case "blogSlug":
        return [
          { url: world.blogSlug, owner: null },
          { url: `no-such-post-${stamp}`, owner: "nobody" },
        ];
      case "betterAuth":
        return [
          { url: "get-session", owner: null },
          { url: "list-users", owner: "nobody" },
          { url: "sign-up/email", owner: "nobody" },
        ];
      case "splat":
        return [{ url: `no-such-page-${stamp}`, owner: "nobody" }];
      case "shareToken": {
        const shares = [tempTitle("acme"), `AM-ACME-${stamp}`];
        return [
          { url: world.shareToken, owner: null, shares },
          { url: world.revokedShareToken, owner: "nobody", shares: [] },
          { url: "no-such-token", owner: "nobody", shares: [] },
        ];
      }
    }
  };

  /** The URLs a pattern is asked at, with whose record each one shows. */
  function variants(pattern: string, row: Expected): Variant[] {
    const params = "params" in row && row.params ? Object.entries(row.params) : [];
    if (params.length > 1) throw new Error(`${pattern}: fill one dynamic segment per pattern`);
    if (params.length === 1) {
      const [name, fill] = params[0]!;
      const token = name === "*" ? "*" : `:${name}`;
      return fillValues(fill).map((v) => ({ ...v, url: pattern.replace(token, v.url) }));
    }
    const out: Variant[] = [{ url: pattern, owner: null }];
    if (row.kind === "page" && row.query) {
      for (const v of fillValues(row.query.fill)) out.push({ ...v, url: `${pattern}?${row.query.name}=${v.url}` });
    }
    return out;
  }

  /** Where a refusal sends: a visitor goes to sign in, and comes back to the page asked for after. */
  function target(to: string, who: Identity, url: string) {
    return to === "/auth" && who === "visitor" ? signInHref(url) : to;
  }

  /** What an identity must get for a URL, as a document or as its .data. */
  function expectedFor(row: Expected, v: Variant, who: Identity, asData: boolean): Outcome {
    const column = COLUMN[who];
    const mine = v.owner === null || v.owner === who;
    switch (row.kind) {
      case "page": {
        const decision = ACCESS_TABLE[row.area][column];
        if (decision.kind === "redirect") return `redirect ${target(decision.to, who, v.url)}`;
        if (row.status) return String(row.status);
        // the portal shows a client only their own records; staff see every client's
        if (row.area === "client-portal" && !mine) return "404";
        // a dashboard screen narrowed by an unknown id in its query shows everything; an id in its path names
        // the record shown, and an unknown one is a 404
        if (v.owner === "nobody" && (row.area !== "dashboard" || row.params)) return "404";
        return "200";
      }
      case "api": {
        if (who === "visitor") return "401";
        return ACCESS_TABLE[row.area][column].kind === "allow" ? String(row.allowedGet) : "403";
      }
      case "layout-api": {
        const decision = ACCESS_TABLE[row.area][column];
        if (decision.kind === "allow") return String(row.allowedGet);
        // the .data request runs the dashboard layout's guard first
        if (asData) return `redirect ${target(decision.to, who, v.url)}`;
        return who === "visitor" ? "401" : "403";
      }
      case "file": {
        if (who === "visitor") return "401";
        const staff = column === "author" || column === "admin";
        return v.hasFile && (staff || v.owner === who) ? "200" : "404";
      }
      case "better-auth":
        // only the document URL is on the allow-list; its .data twin is not
        return v.owner === null && !asData ? "200" : "404";
      case "redirect":
        return `redirect ${row.to}`;
      case "feed":
        return "200";
      case "share":
        return v.owner === null ? "200" : "404";
      case "not-found":
        return "404";
    }
  }

  const jobs: (() => Promise<void>)[] = [];
  for (const route of ROUTES) {
    const row = EXPECTED[route.pattern];
    if (!row) continue; // reported by the first test
    for (const v of variants(route.pattern, row)) {
      for (const who of IDENTITIES) {
        // a client must never see the other client's identifying text, whatever the answer
        const others = (["acme", "globex"] as Client[]).filter((c) => c !== who).flatMap((c) => world[c].secrets);
        // a share link shows its one project to anyone: every other record of every client stays out
        const { shares } = v;
        const hidden = shares
          ? (["acme", "globex"] as Client[]).flatMap((c) => world[c].secrets).filter((text) => !shares.includes(text))
          : others;
        for (const asData of [false, true]) {
          const url = asData ? dataUrl(v.url) : v.url;
          jobs.push(async () => {
            const got = await seen(await ctx[who].get(url, { maxRedirects: 0 }));
            const isStaff = who === "author" || who === "admin";
            check(`${who} GET ${url}`, got, expectedFor(row, v, who, asData), isStaff && !shares ? [] : hidden);
          });
        }
      }
    }
  }
  await pool(jobs);
}

async function writes() {
  const acme = world.acme;
  const uploadsDir = path.join(process.env.E2E_RUN_DIR ?? ".tmp/e2e", "data", "uploads");

  /** The admin's view of every dashboard list and the clients' own views: the database, as read. */
  async function snapshot() {
    const urls: [Identity, string][] = [];
    for (const [pattern, row] of Object.entries(EXPECTED)) {
      if (row.kind !== "page" || (row.area !== "dashboard" && row.area !== "dashboard-users")) continue;
      // the mail sender empties the outbox in the background: it changes on its own
      if (pattern === "/dashboard/outbox") continue;
      urls.push(["admin", pattern.replace(":id", world.blogPostId)]);
      if (row.query) {
        for (const c of ["acme", "globex"] as Client[]) {
          for (const id of world[c].projectIds) urls.push(["admin", `${pattern}?${row.query.name}=${id}`]);
        }
      }
    }
    for (const c of ["acme", "globex"] as Client[]) {
      for (const id of world[c].projectIds) {
        for (const screen of PORTAL_SCREENS) urls.push([c, `${screen}?project=${id}`]);
      }
      for (const id of world[c].sprintIds) urls.push([c, `/client-portal/sprint/${id}`]);
    }
    const out: Record<string, unknown> = {};
    for (const [who, url] of urls) {
      const res = await ctx[who].get(url.endsWith(".csv") ? url : dataUrl(url), { maxRedirects: 0 });
      const text = await res.text();
      const value = url.endsWith(".csv") ? text : await decodeData(text);
      if (value && typeof value === "object" && "root" in value) delete (value as Record<string, unknown>).root;
      out[`${who} ${url}`] = { status: res.status(), value: withoutClockWords(value) };
    }
    const files = fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir, { recursive: true }).map(String).sort() : [];
    out.uploads = files;
    return out;
  }

  const generic = {
    title: `Access matrix probe ${stamp}`,
    name: `Access matrix probe ${stamp}`,
    slug: `access-matrix-probe-${stamp}`,
    description: "Written by someone who must not write.",
    content: "Probe",
    question: "Is this stored?",
    answer: "It must not be.",
    category: "general",
    role: "admin",
    clientName: "Probe",
    testimonialText: "Probe",
    rating: "5",
    email: `probe.${stamp}@studio.example`,
    password: "Probe-pass-2026",
    fullName: "Probe",
    handled: "true",
    published: "on",
    features: "Probe",
  };

  /** A plausible form for an intent, aimed at real records (acme's, for client work). */
  function dashboardForm(pattern: string, intent: string): Record<string, string> {
    const screen = pattern.split("/")[2]!;
    const [noun, verb] = intent.includes(".") ? intent.split(".") : [screen, intent];
    const clientWorkId: Record<string, string> = {
      project: acme.projectIds[0]!,
      sprint: acme.sprintIds[0]!,
      "sprint-ticket": acme.ticketId,
      "project-ticket": UNKNOWN_ID,
      invoice: acme.invoiceId,
      team: UNKNOWN_ID,
      testimonial: acme.projectIds[0]!,
      file: acme.tempFileId,
    };
    const id = screen === "users" ? acme.userId : (clientWorkId[noun!] ?? world.recordIds[screen] ?? UNKNOWN_ID);
    const form: Record<string, string> = { ...generic, intent, id };
    if (verb === "create" || verb === "seed") delete form.id;
    if (verb === "status") form.status = noun === "sprint" ? "Completed" : "Completed";
    Object.assign(form, {
      clientId: acme.userId,
      projectId: acme.projectIds[0]!,
      sprintId: acme.sprintIds[0]!,
      userId: acme.userId,
      startDate: today,
      endDate: today,
      invoiceNumber: `PROBE-${stamp}`,
      invoiceName: "Probe",
      amount: "1.00",
      invoiceDate: today,
      contactPersonName: "Probe",
      contactPersonRole: "Probe",
      contactPersonEmail: "probe@studio.example",
    });
    return form;
  }

  const before = await snapshot();
  const jobs: (() => Promise<void>)[] = [];

  for (const [pattern, action] of Object.entries(ACTIONS)) {
    if (action.refuse === "open") continue;
    for (const who of IDENTITIES) {
      const column = COLUMN[who];
      const decision = ACCESS_TABLE[action.area][column];
      if (decision.kind === "allow") continue;

      if (action.refuse === "json") {
        jobs.push(async () => {
          const got = await seen(
            await ctx[who].post(pattern, {
              data: { sprintId: acme.sprintIds[0], feedback: "Probe", sprintTitle: "Probe" },
              maxRedirects: 0,
            }),
          );
          check(`${who} POST ${pattern}`, got, who === "visitor" ? "401" : "403", acme.secrets);
        });
        continue;
      }
      if (action.refuse === "upload") {
        for (const asData of [false, true]) {
          const url = asData ? dataUrl(pattern) : pattern;
          jobs.push(async () => {
            const got = await seen(
              await ctx[who].post(url, {
                multipart: { folder: "blogs", file: { name: "probe.png", mimeType: "image/png", buffer: PNG } },
                maxRedirects: 0,
              }),
            );
            // an action runs without its layout's loader: the resource route's own guard answers JSON
            check(`${who} POST ${url}`, got, who === "visitor" ? "401" : "403");
          });
        }
        continue;
      }

      // forms posted to a screen's action: as a document and as a fetcher's .data request
      const forms: [string, string, Record<string, string>][] = [];
      if (PORTAL_SCREENS.includes(pattern)) {
        forms.push([pattern, "mark-read", { intent: "mark-read", notificationId: acme.notificationId ?? UNKNOWN_ID }]);
        forms.push([
          pattern,
          "ask-question",
          { intent: "ask-question", sprintId: acme.sprintIds[0]!, question: "Probe?" },
        ]);
        forms.push([
          pattern,
          "upload-file",
          { intent: "upload-file", projectId: acme.projectIds[0]!, folder: "Probe" },
        ]);
        forms.push([
          pattern,
          "testimonial",
          { intent: "testimonial", projectId: acme.projectIds[0]!, rating: "5", testimonialText: "Probe" },
        ]);
      } else if (pattern === "/client-portal/sprint/:sprintId") {
        const url = pattern.replace(":sprintId", acme.sprintIds[0]!);
        forms.push([url, "feedback", { intent: "feedback", feedback: "Probe" }]);
        forms.push([url, "continue", { intent: "continue" }]);
        forms.push([url, "approve", { intent: "approve" }]);
        forms.push([url, "request-changes", { intent: "request-changes", note: "Probe" }]);
      } else {
        const url = pattern.replace(":projectId", acme.projectIds[0]!);
        for (const intent of action.intents) forms.push([url, intent, dashboardForm(pattern, intent)]);
      }
      for (const [url, intent, form] of forms) {
        for (const asData of [false, true]) {
          const target = asData ? dataUrl(url) : url;
          jobs.push(async () => {
            const got = await seen(await ctx[who].post(target, { form, maxRedirects: 0 }));
            check(`${who} POST ${target} intent=${intent}`, got, `redirect ${decision.to}`, acme.secrets);
          });
        }
      }
    }
  }

  // the right role, the wrong records: each client aims at the other's ids, and at ids that do not exist
  for (const [who, other] of [
    ["acme", "globex"],
    ["globex", "acme"],
  ] as [Client, Client][]) {
    const them = world[other];
    for (const target of [
      { sprintId: them.sprintIds[0]!, projectId: them.projectIds[0]!, notificationId: them.notificationId },
      { sprintId: UNKNOWN_ID, projectId: UNKNOWN_ID, notificationId: UNKNOWN_ID },
    ]) {
      const forms: [string, Record<string, string>][] = [
        ["/client-portal", { intent: "ask-question", sprintId: target.sprintId, question: "Probe?" }],
        [
          "/client-portal",
          { intent: "testimonial", projectId: target.projectId, rating: "5", testimonialText: "Probe" },
        ],
        [`/client-portal/sprint/${target.sprintId}`, { intent: "feedback", feedback: "Probe" }],
        [`/client-portal/sprint/${target.sprintId}`, { intent: "continue" }],
        // the sign-off: another client's sprint (or none) is not found, and stays as it was
        [`/client-portal/sprint/${target.sprintId}`, { intent: "approve" }],
        [`/client-portal/sprint/${target.sprintId}`, { intent: "request-changes", note: "Probe" }],
      ];
      // each tab posts the portal's one action, with the same checks
      forms.push(["/client-portal/sprints", { intent: "ask-question", sprintId: target.sprintId, question: "Probe?" }]);
      forms.push([
        "/client-portal/notifications",
        { intent: "testimonial", projectId: target.projectId, rating: "5", testimonialText: "Probe" },
      ]);
      if (target.notificationId) {
        forms.push(["/client-portal", { intent: "mark-read", notificationId: target.notificationId }]);
        forms.push(["/client-portal/notifications", { intent: "mark-read", notificationId: target.notificationId }]);
      }
      for (const [url, form] of forms) {
        for (const asData of [false, true]) {
          const to = asData ? dataUrl(url) : url;
          jobs.push(async () => {
            const got = await seen(await ctx[who].post(to, { form, maxRedirects: 0 }));
            check(`${who} POST ${to} intent=${form.intent} (${other}'s or no record)`, got, "404", them.secrets);
          });
        }
      }
      // a shared file into the other client's project (or none): not found, and nothing stored
      for (const [screen, asData] of [
        ["/client-portal", false],
        ["/client-portal", true],
        ["/client-portal/files", false],
        ["/client-portal/files", true],
      ] as const) {
        const to = asData ? dataUrl(screen) : screen;
        jobs.push(async () => {
          const got = await seen(
            await ctx[who].post(to, {
              multipart: {
                intent: "upload-file",
                projectId: target.projectId,
                folder: "Probe",
                file: { name: "probe.pdf", mimeType: "application/pdf", buffer: tinyPdf("probe") },
              },
              maxRedirects: 0,
            }),
          );
          check(`${who} POST ${to} intent=upload-file (${other}'s or no project)`, got, "404", them.secrets);
        });
      }
      for (const api of ["/api/submit-feedback", "/api/continue-next-sprint"]) {
        jobs.push(async () => {
          const got = await seen(
            await ctx[who].post(api, {
              data: { sprintId: target.sprintId, feedback: "Probe", sprintTitle: "Probe" },
              maxRedirects: 0,
            }),
          );
          check(`${who} POST ${api} (${other}'s or no sprint)`, got, "404", them.secrets);
        });
      }
    }
  }

  await pool(jobs);
  const after = await snapshot();
  for (const key of Object.keys(before)) {
    cells++;
    const changed = differences(before[key], after[key]);
    if (changed.length) wrong.push(`${key} changed after refused writes: ${changed.slice(0, 5).join("; ")}`);
  }
}
