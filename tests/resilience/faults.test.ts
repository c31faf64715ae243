/**
 * Faults of the database, against the built app in real processes on a private PostgreSQL: the database
 * stopped under traffic, and SIGKILL in the middle of a burst of writes (on PostgreSQL and on PGlite).
 * The mail faults are in faults-mail.test.ts, which runs beside this file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it, onTestFinished } from "vitest";
import { faultsEnvironment, isAlive, postContact, sleep } from "./faults-support";
import { startApp, waitFor } from "./support";

const { postgres, apps, tmpDirs, query, createDatabase, launch, sink } = faultsEnvironment();

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
    postgres().stop();
    let isDown = true;
    onTestFinished(() => {
      running = false;
      if (isDown) postgres().start();
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

    postgres().start();
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
