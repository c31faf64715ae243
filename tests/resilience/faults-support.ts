/**
 * Shared by the fault suites (faults.test.ts, faults-mail.test.ts): a private PostgreSQL cluster per file,
 * the app launched on one of its databases, SMTP sinks, and a browser-like contact-form post.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type SmtpSink, startSmtpSink } from "../support/smtp";
import { type App, type Postgres, startApp, startPostgres } from "./support";

/** Registers the file's hooks (its own cluster, everything stopped after) and returns its helpers. */
export function faultsEnvironment() {
  let postgres: Postgres;
  const apps: App[] = [];
  const sinks: SmtpSink[] = [];
  const tmpDirs: string[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
  });

  afterAll(async () => {
    for (const app of apps) await app.stop("SIGKILL");
    for (const s of sinks) await s.close();
    postgres?.destroy();
    for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

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

  return { postgres: () => postgres, apps, tmpDirs, query, createDatabase, launch, sink };
}

/** Post the contact form as a browser on the site would (same origin, its own client address). */
export function postContact(app: App, email: string, ip: string) {
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

export const isAlive = (app: App) => app.proc.exitCode === null && app.proc.signalCode === null;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
