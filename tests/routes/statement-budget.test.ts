/**
 * Statements per signed-in request (issue 31): every loader a URL matches (the root, the layouts and the
 * screen) runs at once on one Request, as React Router runs them, and the statements the database
 * received are counted. The budgets are the issue's; a read added to a screen that pushes it over fails
 * here, long before the bench would show it.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { matchRoutes, RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { seedDemo } from "~/db/seed/demo.server";
import { requestInfoContext } from "~/platform/foundation/request-context.server";
import routeConfig from "~/routes";
import { useTestDatabase } from "../setup/db";
import { cookieFor, demoEmail, importModule, type RouteModule } from "./support";

const db = useTestDatabase();

type Node = { id: string; path?: string; index?: boolean; file: string; children?: Node[] };
const toNodes = (entries: RouteConfigEntry[]): Node[] =>
  entries.map((e, i) => ({
    id: `${e.file}#${i}`,
    path: e.path,
    index: e.index,
    file: e.file,
    children: e.children ? toNodes(e.children) : undefined,
  }));
const TREE: Node[] = [{ id: "root", path: "", file: "root.tsx", children: toNodes(routeConfig as RouteConfigEntry[]) }];

/** The statements the database receives while `run` runs (transactions' statements included), each shortened. */
async function countStatements(run: () => Promise<unknown>) {
  const client = (db as unknown as { $client: PGlite }).$client;
  const statements: string[] = [];
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...a: Parameters<PGlite["query"]>) => {
    statements.push(a[0].replace(/\s+/g, " ").slice(0, 160));
    return query(...a);
  }) as PGlite["query"];
  client.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((...a: Parameters<Transaction["query"]>) => {
        statements.push(a[0].replace(/\s+/g, " ").slice(0, 160));
        return txQuery(...a);
      }) as Transaction["query"];
      return fn(tx);
    })) as PGlite["transaction"];
  try {
    await run();
  } finally {
    client.query = query;
    client.transaction = transaction;
  }
  return statements;
}

/** Every loader `url` matches, run at once on one Request with `cookie`: the statements they sent. */
async function statementsFor(url: string, cookie: string) {
  const target = new URL(url, "http://localhost");
  const matches = (matchRoutes(TREE as never[], target.pathname) ?? []) as unknown as {
    route: Node;
    params: Record<string, string>;
  }[];
  expect(matches.length, `no route matches ${url}`).toBeGreaterThan(1);
  const modules = await Promise.all(matches.map((m) => importModule(m.route.file) as Promise<RouteModule>));
  const request = new Request(target, { headers: { cookie } });
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "statement-budget", nonce: "n", clientIp: "127.0.0.1" });
  const params = matches.at(-1)!.params;
  return countStatements(async () => {
    const results = await Promise.allSettled(modules.map((m) => m.loader?.({ request, params, context })));
    for (const r of results) {
      // a redirect or an error response would count a different request's statements
      if (r.status === "rejected") throw r.reason;
    }
  });
}

let client = "";
let admin = "";
let sprintId = "";
let projectId = "";
beforeAll(async () => {
  await seedDemo();
  client = await cookieFor(demoEmail("client"));
  admin = await cookieFor(demoEmail("admin"));
  const [sprint] = await db
    .select({ id: t.projectSprints.id, projectId: t.projectSprints.projectId })
    .from(t.projectSprints)
    .innerJoin(t.clientProjects, eq(t.clientProjects.id, t.projectSprints.projectId))
    .innerJoin(t.users, eq(t.users.id, t.clientProjects.clientId))
    .where(eq(t.users.email, demoEmail("client")))
    .limit(1);
  sprintId = sprint!.id;
  projectId = sprint!.projectId;
}, 120_000);

describe("statements per request", () => {
  it.each([
    ["/client-portal", 12],
    ["/client-portal/sprints", 12],
    ["/client-portal/invoices", 12],
    ["/client-portal/notifications", 12],
    ["/client-portal/files", 12],
    ["/client-portal/share", 12],
  ])("%s: at most %i", async (url, budget) => {
    const statements = await statementsFor(url, client);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(budget);
  });

  it("the sprint page: at most 10", async () => {
    const statements = await statementsFor(`/client-portal/sprint/${sprintId}`, client);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(10);
  });

  it.each([
    ["/dashboard", 12],
    ["/dashboard/client-projects/:project", 15],
    ["/dashboard/client-projects/:project/tickets", 15],
    ["/dashboard/client-projects/:project/invoices", 15],
    ["/dashboard/client-projects/:project/files", 15],
    ["/dashboard/client-projects/:project/messages", 15],
    ["/dashboard/client-projects", 10],
    ["/dashboard/sprints", 10],
    ["/dashboard/tickets", 10],
    ["/dashboard/invoices", 10],
    ["/dashboard/blogs", 10],
    ["/dashboard/users", 10],
    ["/dashboard/audit", 10],
    ["/dashboard/search?q=acme", 10],
    ["/dashboard/inquiries", 10],
    ["/dashboard/digest", 10],
  ])("%s: at most %i", async (url, budget) => {
    const statements = await statementsFor(url.replace(":project", projectId), admin);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(budget);
  });
});
