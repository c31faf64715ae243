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
 *   (E2E_SMOKE=0 skips them); with shards, it is dealt to one shard like a spec file.
 * E2E_SHARDS=N runs the journeys as N Playwright runs side by side, each with its own server and database,
 * the spec files dealt out by their measured times (tests/e2e/timings.json) so that the shards end together.
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
// TYPECHECK=1 (CI) type-checks beside the race tests and the build, which leave a core free: the
// checker is one thread (decision 019); the journeys wait for its answer
const typecheck =
  process.env.TYPECHECK === "1" && only !== "unit"
    ? new Promise<number>((resolve) => {
        console.log("\n$ npm run typecheck (beside the race tests and the build)");
        spawn("npm", ["run", "--silent", "typecheck"], { stdio: "inherit" }).on("close", (code) => resolve(code ?? 1));
      })
    : Promise.resolve(0);
// the *.pg.test.ts files again on PostgreSQL, where races show (this wipes the database's schema too)
if (only !== "e2e" && (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)) {
  run("npx", ["vitest", "run", "--config", "vitest.pg.config.ts"]);
}
if (only === "unit") process.exit(0);

ensureChromium();
ensureJava();
const buildDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(`${buildDir}/server/index.js`) || process.env.SKIP_BUILD !== "1") run("npm", ["run", "build"]);
if ((await typecheck) !== 0) {
  console.error("The typecheck failed.");
  process.exit(1);
}
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

/**
 * The spec files' measured times (tests/e2e/timings.json: seconds per file, and the smoke pass's), for
 * dealing the files out to the shards so that they end together.
 */
const TIMINGS_FILE = "tests/e2e/timings.json";
type Timings = { "@smoke": number; files: Record<string, number> };
const readTimings = (): Timings => JSON.parse(fs.readFileSync(TIMINGS_FILE, "utf8"));

/**
 * Deals the spec files to `shards` shards, longest first, each to the shard with the least work so far
 * (a file not measured yet counts as the median file); the smoke pass is dealt like a file, to the shard
 * that then runs it after its own files. Within a shard the files run in name order, in one project.
 */
function dealFiles(shards: number) {
  const timings = readTimings();
  const files = fs
    .readdirSync("tests/e2e")
    .filter((f) => f.endsWith(".spec.ts"))
    .sort();
  const known = Object.values(timings.files).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 10;
  const jobs = [
    ...files.map((file) => ({ file, seconds: timings.files[file] ?? median })),
    ...(smoke ? [{ file: "@smoke", seconds: timings["@smoke"] }] : []),
  ].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const load = Array.from({ length: shards }, () => 0);
  const shardFiles: string[][] = Array.from({ length: shards }, () => []);
  let smokeShard = -1;
  for (const job of jobs) {
    const i = load.indexOf(Math.min(...load));
    load[i] = (load[i] ?? 0) + job.seconds;
    if (job.file === "@smoke") smokeShard = i;
    else shardFiles[i]?.push(job.file);
  }
  for (const list of shardFiles) list.sort();
  console.log(`\nshards dealt by measured time (${TIMINGS_FILE}): ${load.map((s) => `${Math.round(s)} s`).join(", ")}`);
  return { shardFiles, smokeShard };
}

/** E2E_UPDATE_TIMINGS=1: rewrites tests/e2e/timings.json from the shards' JSON reports of this run. */
function updateTimings(shards: number) {
  type Suite = { file: string; suites?: Suite[]; specs?: { tests: { results: { duration: number }[] }[] }[] };
  const timings = readTimings();
  const sum = (suite: Suite): number =>
    (suite.specs ?? []).reduce(
      (total, spec) => total + spec.tests.reduce((t, test) => t + (test.results.at(-1)?.duration ?? 0), 0),
      0,
    ) + (suite.suites ?? []).reduce((total, inner) => total + sum(inner), 0);
  for (let i = 1; i <= shards; i++) {
    const report = JSON.parse(fs.readFileSync(`${runDir}-shard${i}/results.json`, "utf8")) as { suites: Suite[] };
    for (const suite of report.suites) {
      timings.files[suite.file.split("/").at(-1) ?? suite.file] = Math.round(sum(suite) / 100) / 10;
    }
  }
  timings.files = Object.fromEntries(Object.entries(timings.files).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(TIMINGS_FILE, `${JSON.stringify(timings, null, 2)}\n`);
  console.log(`Measured times written to ${TIMINGS_FILE}.`);
}

if (shards === 1) {
  fs.rmSync(runDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) await resetPostgres(process.env.DATABASE_URL);
  run("npx", ["playwright", "test", ...playwrightArgs]);
  if (smoke) run("npx", smokeArgs, smokeEnv(0));
} else {
  const { shardFiles, smokeShard } = dealFiles(shards);
  // the shard dealt the smoke pass's time runs it after its own files, while the others are still at work
  const results = await Promise.all(
    shardFiles.map(async (files, i) => {
      const dir = `${runDir}-shard${i + 1}`;
      fs.rmSync(dir, { recursive: true, force: true });
      let databaseUrl = process.env.DATABASE_URL ?? "";
      if (databaseUrl) {
        if (i > 0) databaseUrl = await shardDatabase(databaseUrl, i + 1);
        await resetPostgres(databaseUrl);
      }
      const env = {
        ...process.env,
        DATABASE_URL: databaseUrl,
        E2E_RUN_DIR: dir,
        E2E_FILES: files.join(","),
        E2E_REPORT: `${dir}/results.json`,
        ...portsOf(i),
      };
      console.log(`\n[${i + 1}/${shards}] ${files.length} spec files: ${files.join(", ")}`);
      const args = ["playwright", "test", ...playwrightArgs];
      const code = await runPrefixed(`[${i + 1}/${shards}]`, "npx", args, env);
      if (code !== 0 || !smoke || i !== smokeShard) return { label: `shard ${i + 1} of ${shards}`, code };
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
  if (process.env.E2E_UPDATE_TIMINGS === "1") updateTimings(shards);
}
