import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, test } from "./fixtures";
import { untilHydrated } from "./support";

/**
 * A screen whose loader fails unexpectedly shows a calm message inside its layout with the request id as
 * the reference to quote, and the server's error log line for that request carries the same id. The
 * failure is real: a server of its own on an embedded database whose `services` table has gone.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 51;
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(process.env.E2E_RUN_DIR ?? ".tmp/e2e", "error-reference");
let server: ChildProcess;
let output = "";

// the browser's requests to this server come from this server's own origin (the suite's default is the main server's)
test.use({ extraHTTPHeaders: { Origin: origin } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(path.join(dataDir, "pg"));
  await migrate(drizzle(client), { migrationsFolder: "app/db/migrations" });
  await client.exec("alter table services rename to services_gone");
  await client.close();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    BASE_URL: origin,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "info",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  server = spawn(process.execPath, ["server.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  server.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  await expect
    .poll(async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

function errorLinesFor(requestId: string) {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level?: string; msg?: string; requestId?: string })
    .filter((line) => line.level === "error" && line.requestId === requestId && line.msg !== "request");
}

test("a screen that fails on load shows the request id, inside the site's layout, and the error log carries it", async ({
  request,
}) => {
  // the page as served (its error view is drawn by the server; the client-side case below is drawn in the browser)
  const res = await request.get(`${origin}/services`);
  expect(res.status()).toBe(500);
  const requestId = res.headers()["x-request-id"]!;
  expect(requestId).toBeTruthy();
  const html = await res.text();
  const main = html.slice(html.indexOf("<body"));
  // the alert with the reference to quote (its text, without the markup)
  expect(main).toContain('role="alert"');
  const alert = main.slice(main.indexOf('role="alert"'));
  const alertText = alert.slice(0, alert.indexOf("</div>")).replace(/<[^>]+>/g, "");
  expect(alertText).toContain("Something went wrong");
  expect(alertText).toContain(`Reference: ${requestId}`);
  // the header stays: the failure is the screen's, not the site's
  expect(main).toMatch(/<header[\s>]/);
  expect(html).not.toMatch(/services_gone|relation .* does not exist|at .*\.js:\d+/);

  await expect.poll(() => errorLinesFor(requestId).length).toBeGreaterThan(0);
});

test("after a client-side navigation, the reference is the id of the request that loaded the failing screen", async ({
  page,
}) => {
  await page.goto(`${origin}/contact`);
  // once React has hydrated the header, a click is a client-side navigation
  await untilHydrated(page.getByRole("navigation", { name: "Main" }).locator('a[href="/services"]'));
  const dataResponse = page.waitForResponse((r) => new URL(r.url()).pathname === "/services.data");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).click();
  const requestId = (await dataResponse).headers()["x-request-id"]!;
  expect(requestId).toBeTruthy();

  await expect(page).toHaveURL(`${origin}/services`);
  const alert = page.getByRole("alert").filter({ hasText: "Something went wrong" });
  await expect(alert).toContainText(`Reference: ${requestId}`);
  await expect.poll(() => errorLinesFor(requestId).length).toBeGreaterThan(0);
});
