/**
 * `npm test`: the unit and integration tests (Vitest, each worker on its own in-memory PGlite; route
 * modules are called in-process there), then the end-to-end journeys (Playwright in Debian's Chromium
 * against the built server, spec files on E2E_WORKERS workers).
 *
 * Without DATABASE_URL the journeys run on the embedded database. With DATABASE_URL (a PostgreSQL
 * database whose name ends in _test: it is wiped), as in CI, each check still runs once:
 * - the `*.pg.test.ts` files run again on that server (vitest.pg.config.ts), where races show;
 * - the journeys run on that server;
 * - then the smoke journeys (tagged @smoke) run on the embedded database, which Vitest covers otherwise.
 * `npm test unit` stops after Vitest; `npm test e2e [playwright args]` runs only the journeys.
 */
import { execSync, spawnSync } from "node:child_process";
import fs from "node:fs";

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return;
  if (process.getuid?.() === 0) {
    console.log("Debian's chromium is missing: installing it (apt-get install chromium)…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    if (fs.existsSync(chromiumPath)) return;
  }
  console.error("Chromium not found: run `sudo apt-get install -y chromium` (Debian) and try again.");
  process.exit(1);
}

async function resetPostgres(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!name.endsWith("_test")) {
    console.error(`Refusing to wipe database "${name}": the end-to-end database name must end in _test.`);
    process.exit(1);
  }
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
  );
  await client.end();
}

const only = process.argv[2];
if (only !== "e2e") run("npx", ["vitest", "run"]);
// the *.pg.test.ts files again on PostgreSQL, where races show (this wipes the database's schema too)
if (only !== "e2e" && (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)) {
  run("npx", ["vitest", "run", "--config", "vitest.pg.config.ts"]);
}
if (only === "unit") process.exit(0);

ensureChromium();
const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(`${buildDir}/server/index.js`) || process.env.SKIP_BUILD !== "1") run("npm", ["run", "build"]);
const runDir = process.env.E2E_RUN_DIR ?? ".tmp/e2e";
const playwrightArgs = process.argv.slice(only === "e2e" ? 3 : 2);
fs.rmSync(runDir, { recursive: true, force: true });
if (process.env.DATABASE_URL) await resetPostgres(process.env.DATABASE_URL);
run("npx", ["playwright", "test", ...playwrightArgs]);
if (process.env.DATABASE_URL && process.env.E2E_SMOKE !== "0" && playwrightArgs.length === 0) {
  // the smoke journeys on the embedded database: a fresh data folder, no shuffle
  const smokeDir = `${runDir}-pglite`;
  fs.rmSync(smokeDir, { recursive: true, force: true });
  const { E2E_SHUFFLE_SEED: _seed, ...env } = process.env;
  run("npx", ["playwright", "test", "--grep", "@smoke"], { ...env, DATABASE_URL: "", E2E_RUN_DIR: smokeDir });
}
