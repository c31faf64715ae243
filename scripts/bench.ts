/**
 * `npm run bench`: builds when no build exists, starts the production server on a throwaway database
 * seeded with the demo data, and measures in one run, side by side:
 *  - throughput at 50 connections (autocannon): each page beside a static asset of similar size served
 *    by the same server (the ratio page/asset is what decides: the machine's own speed cancels out);
 *  - weight: for each public page, the HTML and the JavaScript and CSS it loads, gzip-compressed;
 *  - CPU per signed-in request (the server process's time from /proc), on the demo data and, after the
 *    growth, on the large project;
 *  - growth (scripts/bench-growth.ts): a small and a large client project side by side, requested in
 *    turn (portal, sprint page, manage view and its tabs, weekly summary preview), and the studio-wide
 *    screens (/dashboard, audit, search, the long lists, /blog) before and after 1,000,000 audit rows,
 *    50,000 inquiries and 1,000 posts: server time ratio, HTML ratio and statements per request, read
 *    from the Server-Timing header the server sends with SERVER_TIMING=1;
 *  - beside each page also a bare server answering the same bytes from memory (the ceiling);
 *  - mixed load: visitors, a client and staff at once, each class's p99 beside its p99 alone;
 *  - the server's resident memory at idle (40 s after the last request, as the Docker image runs it:
 *    MALLOC_ARENA_MAX=2; ≤ 400 MB on the embedded database with --strict) and after the load;
 *  - Lighthouse (mobile, Debian's Chromium) on five public pages against its score budgets.
 * Prints one table with each budget's pass or fail, writes it as JSON, and exits non-zero when a
 * weight budget is missed or a screen's statements grow with the data (load, CPU and growth budgets
 * too with `--strict`).
 *
 *   npm run bench [-- --duration 10 --connections 50 --strict --out bench.json --lighthouse-runs 3
 *                    --skip-load --skip-lighthouse --skip-cpu --skip-growth]
 * Environment: BUILD_DIR (default build), DATABASE_URL (a PostgreSQL database to use instead of the
 * embedded one: its name must end in _test, it is wiped first).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { BUILD_DIR, signIn, startApp } from "../tests/resilience/support.ts";
import { cpuPerRequest } from "./bench-cpu.ts";
import { GROWTH_BUDGET, type GrowthRow, type Measured, measureGrowth } from "./bench-growth.ts";
import { CATEGORIES, type Category, runLighthouse } from "./bench-lighthouse.ts";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: process.env.BENCH_DURATION ?? "10" },
    connections: { type: "string", default: "50" },
    strict: { type: "boolean", default: false },
    out: { type: "string", default: path.join(".tmp", "bench", "bench.json") },
    "skip-load": { type: "boolean", default: false },
    "skip-growth": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-cpu": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "3" },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

/** Budgets: KB means 1,000 bytes. */
const BUDGET = {
  /** JavaScript of a public page's first load (issue 31, item 4 "Lighter pages") */
  jsGzipBytes: 115_000,
  /** an anonymous page serves at least this share of the requests per second of a like-sized asset */
  pageToAssetRatio: 0.5,
  anonymousP99Ms: 100,
  /** CPU per signed-in request on the demo data, in ms (issue 31), with --strict: it depends on the machine */
  cpuMs: { "/client-portal": 10, "/dashboard": 10, "manage view": 15 } as Record<string, number>,
  /** resident memory at idle on the embedded database, in MB (issue 31), with --strict */
  rssIdleMb: 400,
  /** Lighthouse (mobile) scores per public page */
  lighthouse: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as Record<Category, number>,
};
/** How long the server is left without requests before its idle memory is read */
const IDLE_WAIT_MS = 40_000;
/** CPU per request in the large state: fewer requests, each costs more there */
const CPU_REQUESTS_LARGE = 20;
const LIGHTHOUSE_PAGES = ["/", "/blog", "/projects", "/services", "/contact"];

const PUBLIC_PAGES = ["/", "/about", "/mission", "/services", "/projects", "/team", "/blog", "/contact"];

if (!fs.existsSync(path.join(BUILD_DIR, "server/index.js"))) {
  console.log(`No build in ${BUILD_DIR}/: building first (npm run build)…`);
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

async function wipePostgres(url: string) {
  if (!/_test$/.test(new URL(url).pathname)) throw new Error("DATABASE_URL for the bench must name a *_test database");
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public",
  );
  await client.end();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
if (process.env.DATABASE_URL) await wipePostgres(process.env.DATABASE_URL);
console.log(`Starting the server (${BUILD_DIR}, ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"})…`);
// SERVER_TIMING=1: every answer says what its statements cost and how many there were (Server-Timing),
// counted where the app calls the pool, so a statement waiting for a free connection counts too
const app = await startApp({
  DATA_DIR: dataDir,
  SEED_DEMO: "true",
  LOG_LEVEL: "silent",
  MAIL_POLL_MS: "2000",
  SERVER_TIMING: "1",
  // as the Docker image runs it (Dockerfile): two malloc arenas instead of one per thread
  MALLOC_ARENA_MAX: "2",
});

function rssMb(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

async function getHtml(pathname: string, cookie?: string): Promise<string> {
  const res = await fetch(app.url + pathname, { headers: cookie ? { Cookie: cookie } : {} });
  if (res.status !== 200) throw new Error(`GET ${pathname}: ${res.status}`);
  return res.text();
}

const gzipSize = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length;
const assetsDir = path.join(BUILD_DIR, "client");
const assetGzip = new Map<string, number>();
function assetGzipSize(href: string): number {
  let size = assetGzip.get(href);
  if (size === undefined) {
    size = gzipSize(fs.readFileSync(path.join(assetsDir, href)));
    assetGzip.set(href, size);
  }
  return size;
}

/**
 * Every script and style sheet a page loads on first view: modulepreload links, the module script's
 * imports and style sheet links. The route manifest inside the page also names the modules of routes
 * the visitor may go to next (e.g. the home page from any page): those load only then and are not counted.
 */
function pageWeight(html: string) {
  const linked = (rel: string) =>
    [...html.matchAll(/<link\b[^>]*>/g)]
      .filter(([tag]) => tag.includes(`rel="${rel}"`))
      .map(([tag]) => /href="(\/assets\/[\w.-]+)"/.exec(tag)?.[1])
      .filter((href): href is string => Boolean(href));
  const moduleScripts = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const imported = moduleScripts.flatMap((code) =>
    [...code.matchAll(/import\s*(?:[\w*{}\s,]+from\s*)?\(?\s*"(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]!),
  );
  const js = new Set([...linked("modulepreload"), ...imported]);
  const css = new Set(linked("stylesheet").filter((href) => href.endsWith(".css")));
  const sum = (hrefs: Set<string>) => [...hrefs].reduce((n, href) => n + assetGzipSize(href), 0);
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    jsFiles: js.size,
    jsGzip: sum(js),
    /** each script with its gzip size: which modules reach the page */
    js: Object.fromEntries([...js].map((href) => [href, assetGzipSize(href)])),
    cssGzip: sum(css),
  };
}

/** The built asset whose size is closest to `bytes`: the static twin a page is compared with. */
const assetFiles = fs
  .readdirSync(path.join(assetsDir, "assets"))
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => ({ href: `/assets/${f}`, size: fs.statSync(path.join(assetsDir, "assets", f)).size }));
function twinAsset(bytes: number) {
  return assetFiles.reduce((best, a) => (Math.abs(a.size - bytes) < Math.abs(best.size - bytes) ? a : best));
}

type Load = { rps: number; p50: number; p99: number; non2xx: number; errors: number };
async function load(pathname: string, cookie?: string, connections = CONNECTIONS, base = app.url): Promise<Load> {
  const result = await autocannon({
    url: base + pathname,
    connections,
    duration: DURATION,
    headers: { "Accept-Encoding": "gzip, deflate, br", ...(cookie ? { Cookie: cookie } : {}) },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * The ceiling for a page: a bare Node server in its own process answering every request with the same
 * bytes from memory (no routing, no rendering, no compression).
 */
async function bufferServer(bytes: string) {
  const file = path.join(dataDir, `buffer-${Date.now()}.html`);
  fs.writeFileSync(file, bytes);
  const code = `const b=require("fs").readFileSync(${JSON.stringify(file)});require("http").createServer((q,r)=>{r.writeHead(200,{"content-type":"text/html; charset=utf-8","content-length":b.length});r.end(b)}).listen(0,"127.0.0.1",function(){console.log(this.address().port)})`;
  const proc = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve) => proc.stdout.once("data", (d) => resolve(Number(String(d)))));
  return { url: `http://127.0.0.1:${port}`, stop: () => proc.kill() };
}

const failures: string[] = [];
const report: Record<string, unknown> = {
  date: new Date().toISOString(),
  database: process.env.DATABASE_URL ? "postgresql" : "pglite",
  build: BUILD_DIR,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  cpus: os.cpus().length,
  loadavg: os.loadavg(),
};

try {
  const client = await signIn(app, "client@acme.example");
  const admin = await signIn(app, "admin@studio.example");
  const blogHtml = await getHtml("/blog");
  const projectsHtml = await getHtml("/projects");
  const post = /href="(\/blog\/[^"/?#]+)"/.exec(blogHtml)?.[1];
  const project = /href="(\/project\/[^"/?#]+)"/.exec(projectsHtml)?.[1];
  const publicPages = [...PUBLIC_PAGES, ...(post ? [post] : []), ...(project ? [project] : [])];

  // (b) weight of each public page
  const weight: Record<string, ReturnType<typeof pageWeight> & { jsBudget: "pass" | "fail" }> = {};
  for (const page of publicPages) {
    const w = pageWeight(await getHtml(page));
    const ok = w.jsGzip <= BUDGET.jsGzipBytes;
    if (!ok) failures.push(`JS on ${page}: ${kb(w.jsGzip)} gzip > ${kb(BUDGET.jsGzipBytes)}`);
    weight[page] = { ...w, jsBudget: ok ? "pass" : "fail" };
  }
  report.weight = weight;
  console.log(`\nWeight per public page (gzip; JS budget ${kb(BUDGET.jsGzipBytes)})`);
  console.table(
    Object.fromEntries(
      Object.entries(weight).map(([page, w]) => [
        page,
        {
          HTML: kb(w.htmlBytes),
          "HTML gz": kb(w.htmlGzip),
          "JS files": w.jsFiles,
          "JS gz": kb(w.jsGzip),
          "CSS gz": kb(w.cssGzip),
          budget: w.jsBudget,
        },
      ]),
    ),
  );

  // CPU per signed-in request, each page alone, 100 sequential requests
  if (!args["skip-cpu"] && app.proc.pid) {
    const manage = /href="(\/dashboard\/client-projects\/[0-9a-f-]{36})"/.exec(
      await getHtml("/dashboard/client-projects", admin),
    )?.[1];
    const pages: { name: string; path: string; cookie: string }[] = [
      { name: "/client-portal", path: "/client-portal", cookie: client },
      { name: "/client-portal/files", path: "/client-portal/files", cookie: client },
      { name: "/dashboard", path: "/dashboard", cookie: admin },
      ...(manage ? [{ name: "manage view", path: manage, cookie: admin }] : []),
      { name: "/dashboard/invoices", path: "/dashboard/invoices", cookie: admin },
    ];
    const rows: Record<string, { "CPU ms per request": number; budget: string }> = {};
    for (const page of pages) {
      const ms = Math.round((await cpuPerRequest(app.proc.pid, app.url + page.path, page.cookie)) * 10) / 10;
      const budget = BUDGET.cpuMs[page.name];
      const ok = budget === undefined || ms <= budget;
      if (!ok && args.strict) failures.push(`CPU per request on ${page.name}: ${ms} ms > ${budget} ms`);
      rows[page.name] = {
        "CPU ms per request": ms,
        budget: budget === undefined ? "" : `${budget} ms ${ok ? "pass" : "fail"}`,
      };
    }
    report.cpuPerRequest = rows;
    console.log(
      `\nCPU per signed-in request (the server process, 100 sequential requests; load average ${os.loadavg()[0]?.toFixed(2)})`,
    );
    console.table(rows);
  }

  // (a) throughput, each page right beside its static twin
  // resident memory at idle: after a quiet spell, once V8 has made its memory-reducing collections
  // (measured right after the CPU runs it counted their garbage: 860 MB where the quiet process holds 430)
  await new Promise((r) => setTimeout(r, IDLE_WAIT_MS));
  report.rssIdleMb = rssMb(app.proc.pid);
  console.log(
    `\nResident memory at idle (${IDLE_WAIT_MS / 1000} s after the last request): ${report.rssIdleMb ?? "?"} MB`,
  );
  if (
    !process.env.DATABASE_URL &&
    args.strict &&
    report.rssIdleMb !== null &&
    (report.rssIdleMb as number) > BUDGET.rssIdleMb
  ) {
    failures.push(`resident memory at idle on PGlite: ${report.rssIdleMb} MB > ${BUDGET.rssIdleMb} MB`);
  }
  if (!args["skip-load"]) {
    const targets: { name: string; path: string; cookie?: string; anonymous: boolean }[] = [
      { name: "/", path: "/", anonymous: true },
      { name: "/blog", path: "/blog", anonymous: true },
      { name: "/services", path: "/services", anonymous: true },
      { name: "/projects", path: "/projects", anonymous: true },
      ...(project ? [{ name: "project", path: project, anonymous: true }] : []),
      ...(post ? [{ name: "post", path: post, anonymous: true }] : []),
      { name: "/client-portal (client)", path: "/client-portal", cookie: client, anonymous: false },
      { name: "/dashboard (admin)", path: "/dashboard", cookie: admin, anonymous: false },
    ];
    const rows: Record<string, unknown>[] = [];
    for (const t of targets) {
      const html = await getHtml(t.path, t.cookie);
      const twin = twinAsset(Buffer.byteLength(html));
      process.stdout.write(`load ${t.name} and ${twin.href}… `);
      const page = await load(t.path, t.cookie);
      const asset = await load(twin.href);
      const buffer = await bufferServer(html);
      const prepared = await load("/", undefined, CONNECTIONS, buffer.url).finally(buffer.stop);
      const ratio = asset.rps > 0 ? page.rps / asset.rps : 0;
      const budget = t.anonymous
        ? ratio >= BUDGET.pageToAssetRatio && page.p99 < BUDGET.anonymousP99Ms && page.non2xx + page.errors === 0
          ? "pass"
          : "fail"
        : "-";
      if (budget === "fail" && args.strict) {
        failures.push(`${t.name}: ratio ${ratio.toFixed(2)}, p99 ${page.p99} ms, ${page.non2xx + page.errors} errors`);
      }
      console.log(`${page.rps} vs ${asset.rps} req/s`);
      rows.push({
        page: t.name,
        path: t.path,
        htmlBytes: Buffer.byteLength(html),
        ...page,
        asset: twin.href,
        assetBytes: twin.size,
        assetRps: asset.rps,
        assetP99: asset.p99,
        bufferRps: prepared.rps,
        bufferP99: prepared.p99,
        ratio: Number(ratio.toFixed(3)),
        budget,
      });
    }
    report.load = rows;
    report.rssAfterLoadMb = rssMb(app.proc.pid);
    console.log(
      `\nThroughput at ${CONNECTIONS} connections, ${DURATION} s each (budget for anonymous pages: ratio ≥ ${BUDGET.pageToAssetRatio}, p99 < ${BUDGET.anonymousP99Ms} ms, 0 errors)`,
    );
    console.table(
      Object.fromEntries(
        rows.map((r) => [
          r.page,
          {
            "req/s": r.rps,
            "p50 ms": r.p50,
            "p99 ms": r.p99,
            "non-2xx": Number(r.non2xx) + Number(r.errors),
            "asset KB": kb(Number(r.assetBytes)),
            "asset req/s": r.assetRps,
            "asset p99": r.assetP99,
            "buffer req/s": r.bufferRps,
            ratio: r.ratio,
            budget: r.budget,
          },
        ]),
      ),
    );
  }
  // (e) mixed load: visitors, a client and staff at once, each class on a third of the connections,
  // beside each class alone on the same number of connections
  if (!args["skip-load"]) {
    const share = Math.max(1, Math.round(CONNECTIONS / 3));
    const classes = [
      { name: "anonymous /", path: "/", cookie: undefined, signedIn: false },
      { name: "portal (client)", path: "/client-portal", cookie: client, signedIn: true },
      { name: "dashboard (admin)", path: "/dashboard", cookie: admin, signedIn: true },
    ];
    process.stdout.write(`\nMixed load: ${classes.map((c) => c.name).join(" + ")}, ${share} connections each… `);
    const alone: Load[] = [];
    for (const c of classes) alone.push(await load(c.path, c.cookie, share));
    const mixed = await Promise.all(classes.map((c) => load(c.path, c.cookie, share)));
    console.log("done");
    const rows = classes.map((c, i) => {
      const ratio = alone[i]!.p99 > 0 ? mixed[i]!.p99 / alone[i]!.p99 : 0;
      const budget = c.signedIn ? (ratio <= 3 && mixed[i]!.non2xx + mixed[i]!.errors === 0 ? "pass" : "fail") : "-";
      if (budget === "fail" && args.strict) failures.push(`mixed load, ${c.name}: p99 ${ratio.toFixed(2)}× alone`);
      return { class: c.name, alone: alone[i]!, mixed: mixed[i]!, p99Ratio: Number(ratio.toFixed(2)), budget };
    });
    report.mixed = rows;
    report.rssAfterLoadMb = rssMb(app.proc.pid);
    console.log(`Mixed load, ${DURATION} s (budget: a signed-in class's p99 at most 3× its p99 alone, 0 errors)`);
    console.table(
      Object.fromEntries(
        rows.map((r) => [
          r.class,
          {
            "alone req/s": r.alone.rps,
            "alone p99 ms": r.alone.p99,
            "mixed req/s": r.mixed.rps,
            "mixed p99 ms": r.mixed.p99,
            "non-2xx": r.mixed.non2xx + r.mixed.errors,
            "p99 ×": r.p99Ratio,
            budget: r.budget,
          },
        ]),
      ),
    );
  }
  console.log(`Resident memory: idle ${report.rssIdleMb ?? "?"} MB, after load ${report.rssAfterLoadMb ?? "-"} MB`);

  // (c) Lighthouse, mobile: the median of a few runs per page; performance depends on the machine
  // (a failure counts with --strict), accessibility, best practices and SEO do not
  if (!args["skip-lighthouse"]) {
    const runs = Math.max(1, Number(args["lighthouse-runs"]));
    process.stdout.write(`\nLighthouse (mobile, median of ${runs}) on ${LIGHTHOUSE_PAGES.join(", ")}… `);
    const results = await runLighthouse(app.url, LIGHTHOUSE_PAGES, runs);
    console.log("done");
    const rows: Record<string, Record<string, string | number>> = {};
    for (const r of results) {
      const missed = CATEGORIES.filter((c) => r.scores[c] < BUDGET.lighthouse[c]);
      for (const c of missed) {
        if (c !== "performance" || args.strict) {
          failures.push(`Lighthouse ${c} on ${r.page}: ${r.scores[c]} < ${BUDGET.lighthouse[c]}`);
        }
      }
      rows[r.page] = {
        ...Object.fromEntries(CATEGORIES.map((c) => [c, r.scores[c]])),
        "LCP ms": r.metrics.lcpMs!,
        "TBT ms": r.metrics.tbtMs!,
        CLS: r.metrics.cls!,
        "fonts KB": kb(r.fonts.bytes),
        "cache audit": r.cache.score === null ? "-" : `${r.cache.score} (${r.cache.urls.length} short-lived)`,
        budget: missed.length ? `fail (${missed.join(", ")})` : "pass",
      };
    }
    report.lighthouse = results;
    const budgets = CATEGORIES.map((c) => `${c} ≥ ${BUDGET.lighthouse[c]}`).join(", ");
    console.log(
      `\nLighthouse mobile, median of ${runs} (budget: ${budgets}; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")})`,
    );
    console.table(rows);
    for (const r of results) {
      if (r.findings.length) console.log(`${r.page}: ${r.findings.slice(0, 8).join("; ")}`);
    }
  }

  // (d) growth: a small and a large project side by side, the studio-wide screens before and after the
  // studio grows; last, because it adds those rows to the database
  if (!args["skip-growth"]) {
    console.log(
      "\nGrowth: a small project beside a large one (1,000 sprints, 10,000 tickets, 2,000 invoices, 5,000 threads of" +
        " 100,000 messages, 5,000 files), and the studio before and after 1,000,000 audit rows, 50,000 inquiries, 1,000 posts…",
    );
    const otherClient = await signIn(app, "client@globex.example");
    const growth = await measureGrowth({
      url: app.url,
      dataDir,
      databaseUrl: process.env.DATABASE_URL,
      cookies: { client, otherClient, admin },
      log: (line) => console.log(line),
    });
    report.growth = growth.rows;
    report.growthSeconds = growth.seconds;
    for (const g of growth.rows) {
      const grows = g.small.statements !== g.large.statements;
      if (grows)
        failures.push(
          `${g.page}: ${g.small.statements ?? "?"} SQL statements small, ${g.large.statements ?? "?"} large`,
        );
      const others = g.missed.filter((m) => !m.startsWith("statements "));
      if (others.length && args.strict) failures.push(`${g.page}: ${others.join(", ")}`);
    }
    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ");
    const table = (rows: GrowthRow[], smallName: string, largeName: string) =>
      Object.fromEntries(
        rows.map((g) => [
          g.page,
          {
            [`${smallName} ms`]: g.small.serverMs,
            [`${largeName} ms`]: g.large.serverMs,
            "time ×": g.serverRatio,
            [`${smallName} HTML`]: kb(g.small.bytes),
            [`${largeName} HTML`]: kb(g.large.bytes),
            "HTML ×": g.htmlRatio,
            [`SQL ${smallName}`]: g.small.statements ?? "?",
            [`SQL ${largeName}`]: g.large.statements ?? "?",
            "SQL max": g.statementBudget ?? "",
            [`db ms ${largeName}`]: g.large.dbMs ?? "?",
            budget: g.budget === "pass" ? "pass" : `fail (${g.missed.join("; ")})`,
          },
        ]),
      );
    const project = growth.rows.filter((g) => g.scope === "project");
    const studio = growth.rows.filter((g) => g.scope === "studio");
    const budgets = `server time × ≤ ${GROWTH_BUDGET.serverRatio} and HTML × ≤ ${GROWTH_BUDGET.htmlRatio} (signed in; /blog time × ≤ ${GROWTH_BUDGET.publicRatio}), SQL statements the same and at most "SQL max"`;
    console.log(
      `\nGrowth, a small and a large project side by side, requested in turn (median server time from Server-Timing; load average ${load})\nBudget: ${budgets}`,
    );
    console.table(table(project, "small", "large"));
    console.log(
      `The small project's screens before the studio grew (ms): ${project.map((g) => `${g.page} ${fmt(g.smallBeforeGrowth)}`).join(", ")}`,
    );
    console.log(`\nGrowth, studio-wide screens before and after the studio grew (load average ${load})`);
    console.table(table(studio, "before", "after"));
    console.log(
      `Growth steps (s): ${Object.entries(growth.seconds)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );

    // CPU per request in the large state
    if (!args["skip-cpu"] && app.proc.pid) {
      const pages = [
        { name: "/client-portal (large project)", path: growth.large.portal, cookie: client },
        { name: "/dashboard", path: "/dashboard", cookie: admin },
        { name: "manage view (large project)", path: growth.large.manage, cookie: admin },
      ];
      const rows: Record<string, { "CPU ms per request": number }> = {};
      for (const page of pages) {
        const ms = await cpuPerRequest(app.proc.pid, app.url + page.path, page.cookie, CPU_REQUESTS_LARGE, 3);
        rows[page.name] = { "CPU ms per request": Math.round(ms * 10) / 10 };
      }
      report.cpuPerRequestLarge = rows;
      console.log(
        `\nCPU per signed-in request in the large state (the server process, ${CPU_REQUESTS_LARGE} sequential requests; load average ${os.loadavg()[0]?.toFixed(2)}; no budget)`,
      );
      console.table(rows);
    }
  }
} finally {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

report.failures = failures;
fs.mkdirSync(path.dirname(args.out), { recursive: true });
fs.writeFileSync(args.out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nWritten to ${args.out}`);
if (failures.length) {
  console.log(`Budgets missed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("All budgets met.");

function fmt(m: Measured | undefined) {
  return m ? String(m.serverMs) : "?";
}

function kb(bytes: number) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}
