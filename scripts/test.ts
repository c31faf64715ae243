/**
 * `npm test`: the unit and integration tests (Vitest, each worker on its own in-memory PGlite; route
 * modules are called in-process there), then the end-to-end journeys (Playwright in Debian's Chromium
 * against the built server).
 *
 * Without DATABASE_URL the journeys run on the embedded database. With DATABASE_URL (a PostgreSQL
 * database whose name ends in _test: it is wiped), as in CI, each check still runs once:
 * - the `*.pg.test.ts` files run again on that server (vitest.pg.config.ts), where races show;
 * - the journeys run on that server;
 * - then the journeys tagged @smoke run on the embedded database, which Vitest covers otherwise
 *   (E2E_SMOKE=0 skips them); with shards, the first shard to finish runs them.
 * E2E_SHARDS=N runs the journeys as N Playwright runs side by side, each with its own server and database.
 * `npm test unit` stops after Vitest; `npm test e2e [playwright args]` runs only the journeys.
 */
import { execSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import readline from "node:readline";

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Debian's Chromium, and its headless shell (lighter, preferred by playwright.config.ts when present)
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const headlessShell = "/usr/bin/chromium-headless-shell";
function ensureChromium() {
  const missing = process.env.CHROMIUM_PATH
    ? []
    : [
        ...(fs.existsSync(chromiumPath) ? [] : ["chromium"]),
        ...(fs.existsSync(headlessShell) ? [] : ["chromium-headless-shell"]),
      ];
  if (missing.length && process.getuid?.() === 0) {
    console.log(`Installing Debian's ${missing.join(" and ")} (apt-get install)…`);
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`, {
        stdio: "inherit",
      });
    } catch {
      // the full browser alone is enough: the check below decides
    }
  }
  if (fs.existsSync(chromiumPath) || (!process.env.CHROMIUM_PATH && fs.existsSync(headlessShell))) return;
  console.error(
    "Chromium not found: run `sudo apt-get install -y chromium chromium-headless-shell` (Debian) and try again.",
  );
  process.exit(1);
}

/** Java runs the Nu Html Checker (tests/e2e/html-valid.spec.ts): Debian's default-jre-headless. */
function ensureJava() {
  const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
  if (hasJava()) return;
  if (process.getuid?.() === 0) {
    console.log("Java is missing: installing Debian's default-jre-headless (apt-get install)…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless", {
      stdio: "inherit",
    });
    if (hasJava()) return;
  }
  console.error("Java not found: run `sudo apt-get install -y default-jre-headless` (Debian) and try again.");
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

/** The database of shard `index` (2, 3…): a sibling of the given one, created when missing, named *_sN_test. */
async function shardDatabase(url: string, index: number) {
  const base = new URL(url);
  const name = `${base.pathname.slice(1).replace(/_test$/, "")}_s${index}_test`;
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
  if (!rowCount) await client.query(`create database "${name}"`);
  await client.end();
  const shard = new URL(url);
  shard.pathname = `/${name}`;
  return shard.toString();
}

/** Runs a command with each line of its output prefixed; resolves to its exit code. */
function runPrefixed(prefix: string, cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<number>((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on("line", (line) => console.log(`${prefix} ${line}`));
    }
    child.on("close", (code) => resolve(code ?? 1));
  });
}

const only = process.argv[2];
if (only !== "e2e") run("npx", ["vitest", "run"]);
// the *.pg.test.ts files again on PostgreSQL, where races show (this wipes the database's schema too)
if (only !== "e2e" && (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)) {
  run("npx", ["vitest", "run", "--config", "vitest.pg.config.ts"]);
}
if (only === "unit") process.exit(0);

ensureChromium();
ensureJava();
const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(`${buildDir}/server/index.js`) || process.env.SKIP_BUILD !== "1") run("npm", ["run", "build"]);
const runDir = process.env.E2E_RUN_DIR ?? ".tmp/e2e";
const playwrightArgs = process.argv.slice(only === "e2e" ? 3 : 2);
// E2E_SHARDS=N splits the spec files into N Playwright runs side by side, each with its own server, mail
// sink, data folder and database (decision 019): nothing is shared, so no spec waits on another's data
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1) || 1);
/** The ports of run `i` (a shard, or the smoke pass after the shards). */
const portsOf = (i: number) => ({
  E2E_PORT: String(3210 + 100 * i),
  SMTP_SINK_PORT: String(2525 + 10 * i),
  SMTP_SINK_HTTP_PORT: String(2526 + 10 * i),
});
// with DATABASE_URL, the journeys tagged @smoke run once more on the embedded database: its worker
// thread, socket and single backend behind the real server, which Vitest's in-process PGlite does not use
const smoke = Boolean(process.env.DATABASE_URL) && process.env.E2E_SMOKE !== "0" && playwrightArgs.length === 0;
function smokeEnv(slot: number): NodeJS.ProcessEnv {
  const dir = `${runDir}-pglite`;
  fs.rmSync(dir, { recursive: true, force: true });
  // a fresh data folder, no shuffle
  const { E2E_SHUFFLE_SEED: _seed, ...env } = process.env;
  return { ...env, DATABASE_URL: "", E2E_RUN_DIR: dir, ...portsOf(slot) };
}
const smokeArgs = ["playwright", "test", "--grep", "@smoke"];

if (shards === 1) {
  fs.rmSync(runDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) await resetPostgres(process.env.DATABASE_URL);
  run("npx", ["playwright", "test", ...playwrightArgs]);
  if (smoke) run("npx", smokeArgs, smokeEnv(0));
} else {
  console.log(`\n$ npx playwright test --shard=1..${shards}/${shards} ${playwrightArgs.join(" ")}`);
  // the first shard to finish then runs the smoke pass, while the others are still at work
  let smokeTaken = false;
  const results = await Promise.all(
    Array.from({ length: shards }, async (_, i) => {
      const dir = `${runDir}-shard${i + 1}`;
      fs.rmSync(dir, { recursive: true, force: true });
      let databaseUrl = process.env.DATABASE_URL ?? "";
      if (databaseUrl) {
        if (i > 0) databaseUrl = await shardDatabase(databaseUrl, i + 1);
        await resetPostgres(databaseUrl);
      }
      const env = { ...process.env, DATABASE_URL: databaseUrl, E2E_RUN_DIR: dir, ...portsOf(i) };
      const args = ["playwright", "test", `--shard=${i + 1}/${shards}`, ...playwrightArgs];
      const code = await runPrefixed(`[${i + 1}/${shards}]`, "npx", args, env);
      if (code !== 0 || !smoke || smokeTaken) return { label: `shard ${i + 1} of ${shards}`, code };
      smokeTaken = true;
      console.log(`\n$ npx ${smokeArgs.join(" ")} (on the embedded database)`);
      return {
        label: "the smoke pass on the embedded database",
        code: await runPrefixed("[smoke]", "npx", smokeArgs, smokeEnv(shards)),
      };
    }),
  );
  const failed = results.find((r) => r.code !== 0);
  if (failed) {
    console.error(`The journeys failed: ${failed.label} (exit code ${failed.code}).`);
    process.exit(failed.code || 1);
  }
}
