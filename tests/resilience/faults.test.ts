/**
 * Faults, against the built app in real processes on a private PostgreSQL:
 * the database stopped under traffic, two processes sharing one mail queue, the mail server
 * down then back, and SIGKILL in the middle of a burst of writes.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { type SmtpSink, startSmtpSink } from "../support/smtp";
import { type App, type Postgres, startApp, startPostgres, waitFor } from "./support";

let postgres: Postgres;
const apps: App[] = [];
const sinks: SmtpSink[] = [];
const tmpDirs: string[] = [];

async function query<T extends pg.QueryResultRow>(database: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: postgres.url(database) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function createDatabase(name: string) {
  await query("postgres", `create database ${name}`);
  return postgres.url(name);
}

async function launch(env: Record<string, string>) {
  const app = await startApp({
    SEED_DEMO: "false",
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    TRUST_PROXY: "true",
    ...env,
  });
  apps.push(app);
  return app;
}

async function sink(options?: Parameters<typeof startSmtpSink>[0]) {
  const s = await startSmtpSink(options);
  sinks.push(s);
  return s;
}

/** Post the contact form as a browser on the site would (same origin, its own client address). */
function postContact(app: App, email: string, ip: string) {
  return fetch(`${app.url}/contact`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: app.url,
      "Sec-Fetch-Site": "same-origin",
      "X-Forwarded-For": ip,
    },
    body: new URLSearchParams({
      name: "Fault Test",
      email,
      service: "crm",
      message: "Checking that this inquiry and its e-mail are stored together, or not at all.",
    }),
    redirect: "manual",
  });
}

const isAlive = (app: App) => app.proc.exitCode === null && app.proc.signalCode === null;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  postgres = await startPostgres();
});

afterAll(async () => {
  for (const app of apps) await app.stop("SIGKILL");
  for (const s of sinks) await s.close();
  postgres?.destroy();
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("faults", () => {
  it("keeps running while PostgreSQL is stopped for 20 s under traffic: 503 while down, serves again by itself", async () => {
    const smtp = await sink();
    const env = { DATABASE_URL: await createDatabase("outage"), SMTP_URL: smtp.url };
    const app = await launch(env);
    const pid = app.proc.pid;
    type Sample = { at: number; path: string; status: number | "network-error" };
    const samples: Sample[] = [];
    let running = true;
    const worker = async (paths: string[]) => {
      for (let i = 0; running; i++) {
        const path = paths[i % paths.length]!;
        const at = Date.now();
        try {
          const res = await fetch(`${app.url}${path}`, { signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          samples.push({ at, path, status: res.status });
        } catch {
          samples.push({ at, path, status: "network-error" });
        }
        await sleep(20);
      }
    };
    const traffic = Promise.all([
      worker(["/", "/services", "/blog"]),
      worker(["/contact", "/", "/readyz"]),
      worker(["/about", "/blog", "/projects"]),
    ]);

    await sleep(2000);
    const stoppedAt = Date.now();
    postgres.stop();
    let isDown = true;
    onTestFinished(() => {
      running = false;
      if (isDown) postgres.start();
    });
    // a process started while the database is away waits for it instead of exiting
    const cold = await startApp({ ...env, SEED_DEMO: "false", TRUST_PROXY: "true" }, { waitReady: false });
    apps.push(cold);
    // while the database is away: the process stays, /readyz fails, pages get the 503 page
    await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 503, 10_000);
    await sleep(3000);
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ok: false, database: "down" });
    // a page the anonymous page cache does not hold gets the 503 page at once
    const page = await fetch(`${app.url}/contact`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBeTruthy();
    expect(await page.text()).toMatch(/<html/i);
    // a cached public page may be served for its few seconds of life, then it is the 503 page too
    await waitFor(async () => (await fetch(`${app.url}/services`)).status === 503, 15_000);
    await waitFor(async () => (await fetch(`${cold.url}/readyz`)).status === 503, 20_000);
    await sleep(Math.max(0, 20_000 - (Date.now() - stoppedAt)));
    expect(isAlive(app)).toBe(true);
    expect(isAlive(cold)).toBe(true);
    const downUntil = Date.now();

    postgres.start();
    isDown = false;
    await waitFor(async () => (await fetch(`${app.url}/readyz`)).status === 200, 30_000);
    const recoveredMs = Date.now() - downUntil;
    await waitFor(async () => (await fetch(`${app.url}/services`)).status === 200, 10_000);
    await sleep(1500);
    running = false;
    await traffic;
    // the mail sender kept its loop through the outage: a new inquiry's mail goes out
    expect((await postContact(app, "after-outage@example.com", "198.51.100.20")).status).toBe(200);
    await waitFor(async () => smtp.messages.some((m) => m.raw.includes("after-outage@example.com")), 15_000);
    // and the process that started during the outage finished starting by itself
    await waitFor(async () => (await fetch(`${cold.url}/readyz`)).status === 200, 30_000);

    expect(isAlive(app)).toBe(true);
    expect(app.proc.pid).toBe(pid);
    // after the anonymous page cache's few seconds (5 s fresh + 5 s stale), every page is the 503 page
    const settled = samples.filter((s) => s.at > stoppedAt + 11_000 && s.at < downUntil);
    const during = settled.filter((s) => s.path !== "/readyz");
    const after = samples.filter((s) => s.at > downUntil + recoveredMs + 1000);
    const tally = (list: Sample[]) =>
      list.reduce<Record<string, number>>((acc, s) => {
        acc[String(s.status)] = (acc[String(s.status)] ?? 0) + 1;
        return acc;
      }, {});
    console.info(
      `database outage: ${samples.length} requests; while down ${JSON.stringify(tally(settled))}; ` +
        `all ${JSON.stringify(tally(samples))}; back to 200 ${recoveredMs} ms after the restart`,
    );
    expect(samples.some((s) => s.status === "network-error")).toBe(false);
    expect(during.length).toBeGreaterThan(20);
    expect(during.every((s) => s.status === 503)).toBe(true);
    expect(after.length).toBeGreaterThan(5);
    expect(after.every((s) => s.status === 200)).toBe(true);
  });

  it("two processes on one PostgreSQL deliver each of 100 queued mails exactly once", async () => {
    const smtp = await sink({ delayMs: 5 });
    const database = await createDatabase("twoproc");
    const env = { DATABASE_URL: database, SMTP_URL: smtp.url, MAIL_POLL_MS: "100" };
    const [a, b] = await Promise.all([launch(env), launch(env)]);
    // due in two seconds, so both senders are polling when the queue opens
    await query(
      "twoproc",
      `insert into mail_outbox ("to", subject, text, next_attempt_at)
       select 'queue-' || n || '@example.com', 'Queued mail ' || n, 'Body ' || n, now() + interval '2 seconds'
       from generate_series(1, 100) as n`,
    );
    await waitFor(
      async () =>
        (await query<{ n: number }>("twoproc", "select count(*)::int as n from mail_outbox where status <> 'sent'"))[0]
          ?.n === 0,
      60_000,
    );
    await sleep(1500); // a late duplicate would arrive now
    const subjects = new Map<string, number>();
    for (const m of smtp.messages) subjects.set(m.subject, (subjects.get(m.subject) ?? 0) + 1);
    const duplicates = [...subjects.values()].filter((n) => n > 1).length;
    console.info(
      `two processes: 100 queued, ${smtp.messages.length} delivered, ${subjects.size} distinct, ${duplicates} sent twice`,
    );
    expect(isAlive(a!) && isAlive(b!)).toBe(true);
    expect(smtp.messages).toHaveLength(100);
    expect(subjects.size).toBe(100);
    const rows = await query<{ attempts: number; claimed_until: Date | null }>(
      "twoproc",
      "select attempts, claimed_until from mail_outbox",
    );
    expect(rows.every((r) => r.attempts === 1 && r.claimed_until === null)).toBe(true);
  });

  it("mail queued while the SMTP server is down is delivered once when it is back", async () => {
    const smtp = await sink();
    await smtp.stop();
    const app = await launch({ DATABASE_URL: await createDatabase("smtpdown"), SMTP_URL: smtp.url });
    const res = await postContact(app, "smtp-down@example.com", "198.51.100.7");
    expect(res.status).toBe(200);
    // the sender tried and failed: the mail waits with its error and a later retry
    await waitFor(async () => {
      const [row] = await query<{ attempts: number }>("smtpdown", "select attempts from mail_outbox");
      return (row?.attempts ?? 0) >= 1;
    }, 10_000);
    const [waiting] = await query<{ status: string; last_error: string | null }>(
      "smtpdown",
      "select status, last_error from mail_outbox",
    );
    expect(waiting).toMatchObject({ status: "pending" });
    expect(waiting?.last_error).toBeTruthy();

    await smtp.start();
    // the fake clock: the retry's time (30 s after the first try, unit-tested in app/domain/outbox.test.ts)
    // is now; the sender's next look takes it
    await query("smtpdown", "update mail_outbox set next_attempt_at = now() where status = 'pending'");
    await waitFor(
      async () => (await query<{ status: string }>("smtpdown", "select status from mail_outbox"))[0]?.status === "sent",
      60_000,
    );
    await sleep(1000);
    const delivered = smtp.messages.filter((m) => m.raw.includes("smtp-down@example.com"));
    console.info(`SMTP down then back: ${delivered.length} delivered of 1 queued`);
    expect(delivered).toHaveLength(1);
    expect(isAlive(app)).toBe(true);
  });

  it.for(["postgres", "pglite"] as const)(
    "SIGKILL during a burst of contact-form writes leaves each write fully there or fully absent (%s)",
    async (kind) => {
      const env: Record<string, string> =
        kind === "postgres"
          ? { DATABASE_URL: await createDatabase("sigkill") }
          : { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "faults-pglite-")) };
      if (env.DATA_DIR) tmpDirs.push(env.DATA_DIR);
      const app = await launch(env);
      const accepted = new Set<string>();
      let sent = 0;
      let killed = false;
      const worker = async (w: number) => {
        for (let i = 0; !killed; i++) {
          const email = `burst-${w}-${i}@example.com`;
          const n = ++sent;
          try {
            const res = await postContact(app, email, `10.${Math.floor(n / 250) % 250}.${n % 250}.1`);
            if (res.status === 200) accepted.add(email);
            await res.arrayBuffer().catch(() => undefined);
          } catch {
            // the process died mid-request: this write may or may not be there, but not half of it
          }
        }
      };
      const burst = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
      await waitFor(async () => accepted.size >= 15, 60_000, 20);
      await app.stop("SIGKILL");
      killed = true;
      await burst;

      const inquiriesSql = `select i.email, (select count(*)::int from mail_outbox o
        where o.text like '%Email: ' || i.email || '%') as mails from contact_inquiries i`;
      const orphansSql = `select count(*)::int as n from mail_outbox o
        where not exists (select 1 from contact_inquiries i where o.text like '%Email: ' || i.email || '%')`;
      let inquiries: { email: string; mails: number }[];
      let orphans: number;
      if (kind === "postgres") {
        inquiries = await query("sigkill", inquiriesSql);
        orphans = (await query<{ n: number }>("sigkill", orphansSql))[0]!.n;
      } else {
        // the killed process left the embedded database as it was: open it here, as the next start would
        const db = new PGlite(path.join(env.DATA_DIR ?? "", "pg"));
        inquiries = (await db.query<{ email: string; mails: number }>(inquiriesSql)).rows;
        orphans = (await db.query<{ n: number }>(orphansSql)).rows[0]!.n;
        await db.close();
      }
      const stored = new Set(inquiries.map((r) => r.email));
      const lost = [...accepted].filter((e) => !stored.has(e));
      console.info(
        `SIGKILL burst on ${kind}: ${sent} posted, ${accepted.size} answered 200, ${inquiries.length} stored, ` +
          `${inquiries.filter((r) => r.mails !== 1).length} without exactly one mail, ${orphans} mails without inquiry, ` +
          `${lost.length} accepted but lost`,
      );
      expect(inquiries.length).toBeGreaterThanOrEqual(accepted.size);
      expect(inquiries.every((r) => r.mails === 1)).toBe(true);
      expect(orphans).toBe(0);
      expect(lost).toEqual([]);

      // and the app starts again on the embedded database the killed process left behind
      if (kind === "pglite") {
        const again = await launch(env);
        expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
      }
    },
  );
});
