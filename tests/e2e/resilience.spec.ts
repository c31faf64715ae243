import { type ChildProcess, spawn } from "node:child_process";
import { expect, test } from "./fixtures";

const port = Number(process.env.E2E_PORT ?? 3210) + 50;
let server: ChildProcess;

test.beforeAll(async () => {
  // a PostgreSQL server that does not answer (nothing listens on port 9)
  server = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: "postgres://nobody@127.0.0.1:9/nothing",
      LOG_LEVEL: "silent",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status ?? 0, {
      timeout: 40_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("a database that does not answer gives a calm 503 page, not a stack trace", async ({ page, request }) => {
  const ready = await request.get(`http://127.0.0.1:${port}/readyz`);
  expect(ready.status()).toBe(503);
  const res = await page.goto(`http://127.0.0.1:${port}/services`);
  expect(res?.status()).toBe(503);
  await expect(page.getByRole("heading", { name: "We'll be right back" })).toBeVisible();
  const html = await res!.text();
  expect(html).not.toMatch(/ECONNREFUSED|at .*\.js:\d+|Error:/);
});
