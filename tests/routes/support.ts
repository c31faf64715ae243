/**
 * Shared by the route-module tests: the route table flattened to URL patterns, a signed-in session's
 * cookie, the arguments React Router hands a loader or action, and what the loader or action answered.
 * Each test file seeds what it needs (usually `seedDemo()`) on its own in-memory database.
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "~/db/seed/demo.server";
import { getAuth } from "~/platform/auth.server";
import { requestInfoContext } from "~/platform/foundation/request-context.server";
import routeConfig from "~/routes";

export type RouteModule = {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};
export type Entry = { pattern: string; file: string; isLayout: boolean };

/** Every route of app/routes.ts with its full URL pattern (layouts take their children's prefix). */
function flatten(entries: RouteConfigEntry[], prefix = ""): Entry[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
    const pattern = own === "" ? "/" : own;
    const self: Entry = { pattern, file: entry.file, isLayout: Boolean(entry.children?.length) && !entry.path };
    return [self, ...flatten(entry.children ?? [], own)];
  });
}
export const ROUTES = flatten(routeConfig as RouteConfigEntry[]);

export const importModule = (file: string) => import(path.resolve("app", file)) as Promise<RouteModule>;

/** The screen or resource route of a URL pattern ("/contact", "/api/submit-feedback"), and its module. */
export async function routeFor(pattern: string) {
  const entry = ROUTES.find((r) => r.pattern === pattern && !r.isLayout);
  if (!entry) throw new Error(`no route ${pattern} in app/routes.ts`);
  return { entry, module: await importModule(entry.file) };
}

/** A demo account's e-mail address by role (the first one: acme's for "client"). */
export const demoEmail = (role: (typeof DEMO_ACCOUNTS)[number]["role"]) =>
  DEMO_ACCOUNTS.find((a) => a.role === role)!.email;

/** A demo account's user id by role (the first one: acme's for "client"), once the demo is seeded. */
export async function demoUserId(role: (typeof DEMO_ACCOUNTS)[number]["role"]) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail(role)));
  if (!user) throw new Error(`no demo ${role}: seed the demo first`);
  return user.id;
}

/** The Cookie header of a fresh session of `email`, signed in through better-auth. */
export async function cookieFor(email: string, password = DEMO_PASSWORD) {
  const { headers } = await getAuth().api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * The arguments of a loader or action for `entry`: the URL with `params` filled in (a pattern's
 * `:name` without a value stays as the name), the session `cookie` if any, and the request context the
 * server sets (request id, nonce, client address).
 */
export function argsFor(
  entry: Entry,
  { cookie, params = {}, init = {} }: { cookie?: string; params?: Record<string, string>; init?: RequestInit } = {},
) {
  const url = `http://localhost${entry.pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name)}`;
  const headers = new Headers(init.headers);
  if (cookie) headers.set("cookie", cookie);
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "route-test", nonce: "n", clientIp: "127.0.0.1" });
  const routeParams = Object.fromEntries([...entry.pattern.matchAll(/:(\w+)/g)].map(([, n]) => [n!, params[n!]]));
  return { request: new Request(url, { ...init, headers }), params: routeParams, context };
}

/** A same-origin form POST, as a browser sends it. */
export const postForm = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
});

/** A JSON POST, as the portal's scripts send it. */
export const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "content-type": "application/json", origin: "http://localhost" },
});

/**
 * What a loader or action ended with, returned or thrown: its status, headers, where a redirect
 * points, and its data (a Response's body as JSON or text; `data()`'s value; a plain return value).
 * An unexpected error counts as the 500 the server would answer.
 */
export type Answer = {
  status: number;
  headers: Headers;
  location: string | null;
  data?: unknown;
  error?: string;
};

export async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    const text = await value.text();
    const isJson = /json/.test(value.headers.get("content-type") ?? "");
    const data = isJson && text ? JSON.parse(text) : text;
    return { status: value.status, headers: value.headers, location: value.headers.get("Location"), data };
  }
  const shaped = value as { type?: string; data?: unknown; init?: ResponseInit | null } | null;
  if (shaped?.type === "DataWithResponseInit") {
    const headers = new Headers(shaped.init?.headers);
    return { status: shaped.init?.status ?? 200, headers, location: headers.get("Location"), data: shaped.data };
  }
  if (value instanceof Error) return { status: 500, headers: new Headers(), location: null, error: value.message };
  return { status: 200, headers: new Headers(), location: null, data: value };
}

/** Only the status, where a redirect points and an error's message: short enough for a failure message. */
export async function outcome(run: () => Promise<unknown>) {
  const { status, location, error } = await answerOf(run);
  return { status, location, error };
}
