import fs from "node:fs";
import { defineConfig, devices, type Project } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
const smtpHttpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);
const runDir = process.env.E2E_RUN_DIR ?? ".tmp/e2e";

/**
 * Debian's Chromium; no browser download ever happens (see README). Its headless shell (Debian's
 * `chromium-headless-shell`, the build Playwright itself runs headless) when installed: the same engine
 * without the full browser's window machinery, it ran the journeys in 30 % less time (decision 019).
 */
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (fs.existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium"),
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    // E2E_CHROMIUM_ARGS="--flag …": more flags, to measure what one changes (decision 019)
    ...(process.env.E2E_CHROMIUM_ARGS?.split(" ").filter(Boolean) ?? []),
  ],
};

/**
 * Pages are drawn with reduced motion (the site honours `prefers-reduced-motion`): transitions and
 * entrance animations made Chromium draw frame after frame, a quarter of a journey's CPU on the portal
 * (decision 019). The specs that test motion itself ask for `no-preference` (tests/e2e/public-home.spec.ts).
 */
const reducedMotion = "reduce" as const;
const desktop = { ...devices["Desktop Chrome"], launchOptions: chromium, reducedMotion };

/** Matches exactly one spec file of tests/e2e by its name. */
const specFile = (file: string) => new RegExp(`/${file.replaceAll(".", "\\.")}$`);

/**
 * E2E_SHUFFLE_SEED=<number|random> runs the spec files one after another in an order drawn from the seed
 * (printed, so a failing order can be replayed): one project per file, each depending on the one before.
 * Specs own their data, so any order must pass. Without it, files run in name order.
 */
function shuffledProjects(seedText: string): Project[] {
  if (seedText === "random") process.env.E2E_SHUFFLE_SEED = seedText = String(Date.now() % 1_000_000);
  let state = Number(seedText) >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const only = process.env.E2E_FILES?.split(",");
  const files = fs
    .readdirSync("tests/e2e")
    .filter((f) => f.endsWith(".spec.ts") && (!only || only.includes(f)))
    .sort();
  for (let i = files.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [files[i], files[j]] = [files[j]!, files[i]!];
  }
  if (!process.env.TEST_WORKER_INDEX) console.log(`e2e order (E2E_SHUFFLE_SEED=${seedText}): ${files.join(", ")}`);
  return files.map((file, i) => ({
    name: `${String(i + 1).padStart(2, "0")} ${file}`,
    testMatch: specFile(file),
    use: desktop,
  }));
}

/**
 * E2E_FILES=<a.spec.ts,b.spec.ts,…> runs only those spec files, in one project: the spec files a shard was
 * dealt by scripts/test.ts. One project keeps one worker and one browser for the whole shard (a project
 * per file starts a worker and a browser per file, about 3 s each on this machine; decision 019).
 */
function onlyFiles(list: string): Project[] {
  const files = list.split(",").filter(Boolean);
  return [
    {
      name: "chromium",
      testMatch: files.map(specFile),
      use: desktop,
    },
  ];
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `${runDir}/test-results`,
  fullyParallel: false,
  // one spec file at a time by default: on this 2-core machine two workers (two Chromiums beside the
  // server) ran the journeys at half the rate of one (decision 019); E2E_WORKERS=N on a larger machine
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // E2E_REPORT=<file> also writes the results as JSON: scripts/test.ts reads each file's time from it
  reporter: process.env.E2E_REPORT ? [["list"], ["json", { outputFile: process.env.E2E_REPORT }]] : [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
    // requests a test sends directly come from this site, as a browser's would: the server refuses
    // state-changing requests without a same-site Origin
    extraHTTPHeaders: { Origin: baseURL },
    // a trace is recorded when a failed test runs again (CI retries once), not on every passing test
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: chromium,
    reducedMotion,
  },
  projects: process.env.E2E_SHUFFLE_SEED
    ? shuffledProjects(process.env.E2E_SHUFFLE_SEED)
    : process.env.E2E_FILES
      ? onlyFiles(process.env.E2E_FILES)
      : [{ name: "chromium", use: desktop }],
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
        // scheduled posts are published by the job scheduler: look often (tests/e2e/post-publishing.spec.ts)
        JOBS_POLL_MS: "500",
        SCHEDULED_POSTS_EVERY_SECONDS: "2",
        STAFF_INBOX: "staff@studio.example",
        LOG_LEVEL: process.env.E2E_SERVER_LOG ? "info" : "silent",
      },
    },
  ],
});
