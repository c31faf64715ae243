import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
const smtpHttpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);
const runDir = process.env.E2E_RUN_DIR ?? ".tmp/e2e";

/** Debian's Chromium; no browser download ever happens (see README). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `${runDir}/test-results`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
    // requests a test sends directly come from this site, as a browser's would: the server refuses
    // state-changing requests without a same-site Origin
    extraHTTPHeaders: { Origin: baseURL },
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: [
    {
      command: "node tests/support/smtp-sink.ts",
      url: `http://127.0.0.1:${smtpHttpPort}/messages`,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(smtpHttpPort) },
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "node server.ts",
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: process.env.E2E_SERVER_LOG ? "pipe" : "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        // each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts), so per-address limits do not
        // carry over from one test to the next
        TRUST_PROXY: "1",
        PORT: String(port),
        BASE_URL: baseURL,
        DATA_DIR: `${runDir}/data`,
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        DATABASE_URL: process.env.DATABASE_URL ?? "",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_POLL_MS: "300",
        STAFF_INBOX: "staff@studio.example",
        LOG_LEVEL: process.env.E2E_SERVER_LOG ? "info" : "silent",
      },
    },
  ],
});
