import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { env } from "~/platform/foundation/env.server";
import { requestTiming } from "~/platform/foundation/log.server";
import { startEmbeddedDatabase } from "./embedded.server";
import { makeTreePrivate } from "./private-files.server";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or a transaction: data functions accept both so callers can compose writes. */
export type Executor = Database | Transaction;

type Handle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** PGlite in this process (Drizzle's PGlite driver); otherwise a pg pool (Drizzle's node-postgres driver) */
  inProcess?: boolean;
  close: () => Promise<void>;
  ping: () => Promise<void>;
};

const globalForDb = globalThis as unknown as { __studioDb?: Handle; __studioDbReady?: Promise<void> };

function migrationsFolder() {
  const candidates = [
    path.resolve("app/db/migrations"),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations"),
  ];
  const found = candidates.find((p) => fs.existsSync(path.join(p, "meta", "_journal.json")));
  if (!found) throw new Error("migrations folder not found");
  return found;
}

function open(): Handle {
  if (env.databaseUrl) {
    // a server that does not answer fails the request instead of holding it
    const pool = openPool({ connectionString: env.databaseUrl, connectionTimeoutMillis: 10_000 });
    const url = env.databaseUrl;
    return {
      db: drizzlePg(pool, { schema, casing: "snake_case" }),
      kind: "postgres",
      close: () => pool.end(),
      // its own short-lived connection: "reachable" must not depend on a free slot in a busy pool
      ping: () =>
        pingOver(new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, query_timeout: 5000 })),
    };
  }
  // a data folder: PGlite in a thread of its own, reached through a pg pool like PostgreSQL;
  // memory:// (the tests): PGlite in this process, which starts faster
  if (env.dataDir !== "memory://") return openEmbedded(env.dataDir);
  const client = new PGlite(inMemoryOptions());
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    inProcess: true,
    close: () => client.close(),
    ping: async () => {
      await client.query("select 1");
    },
  };
}

/** PGlite on a data folder, run by a worker thread behind a private unix socket (see embedded.server.ts). */
function openEmbedded(dir: string): Handle {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // the database's files and the uploads beside them are the service user's alone
  makeTreePrivate(dir);
  const embedded = startEmbeddedDatabase(dir);
  // statements wait their turn in the database's own queue; only a stopped worker fails at once
  const pool = openPool({ ...embedded.connection, connectionTimeoutMillis: 30_000 });
  return {
    db: drizzlePg(pool, { schema, casing: "snake_case" }),
    kind: "pglite",
    close: async () => {
      await pool.end();
      await embedded.close();
    },
    ping: () => pingOver(new embedded.connection.Client({ ...embedded.connection, query_timeout: 5000 })),
  };
}

let lastConnectionLogAt = 0;
/** One JSON log line (the db layer does not depend on the server's logger), at most one a second. */
function logConnectionError(msg: string, error: Error) {
  if (process.env.LOG_LEVEL === "silent" || Date.now() - lastConnectionLogAt < 1000) return;
  lastConnectionLogAt = Date.now();
  const line = { time: new Date().toISOString(), level: "error", msg, error: error.message };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

/**
 * A throwaway database starts from PGLITE_TEMPLATE when set: a data folder dumped once after the
 * migrations (the test suite makes it), which loads faster than creating and migrating a new one.
 */
function inMemoryOptions() {
  const template = process.env.PGLITE_TEMPLATE;
  if (!template || !fs.existsSync(template)) return undefined;
  return { loadDataDir: new Blob([fs.readFileSync(template)]) };
}

/**
 * A pg pool of DB_POOL_MAX connections (10 unless set; on the embedded database the worker runs one
 * connection's statements at a time, and more connections queued there keep it busy while this thread
 * renders: measured, 10 serves signed-in pages faster than 1 or 4). A dropped connection never ends the
 * process: an idle client's error reaches the pool, a checked-out client's error reaches the client (its
 * query fails too, and the pool discards it); queries fail until the server is back, and the pool reconnects.
 */
function openPool(config: pg.PoolConfig) {
  const pool = new pg.Pool({ ...config, max: Number(process.env.DB_POOL_MAX ?? 10) });
  keepAliveOnConnectionErrors(pool);
  if (process.env.SERVER_TIMING === "1") timeStatements(pool);
  return pool;
}

/**
 * SERVER_TIMING=1: each statement counts for the request that sent it (its number, and its time from the
 * call to the answer, a wait for a free connection included). Counted where the request calls: the pool's
 * `query`, and the `query` of a client it checked out for a transaction; the pool's own use of a client
 * inside `pool.query` is not counted again.
 */
function timeStatements(pool: pg.Pool) {
  const timed = <A extends unknown[], R>(query: (...args: A) => R) =>
    function (this: unknown, ...args: A): R {
      const timing = requestTiming();
      const result = query.apply(this, args);
      if (!timing || !(result instanceof Promise)) return result;
      const started = performance.now();
      timing.statements += 1;
      const done = () => {
        timing.dbMs += performance.now() - started;
      };
      result.then(done, done);
      return result;
    };
  pool.query = timed(pool.query) as typeof pool.query;
  const connect = pool.connect;
  pool.connect = function (this: pg.Pool, ...args: unknown[]) {
    // the callback form is the pool's own (inside pool.query); a promise is a checked-out client
    if (args.length) return (connect as (...a: unknown[]) => unknown).apply(this, args);
    return (connect as () => Promise<pg.PoolClient>).call(this).then((client) => {
      const marked = client as pg.PoolClient & { __timed?: boolean };
      if (!marked.__timed) {
        marked.__timed = true;
        client.query = timed(client.query) as typeof client.query;
      }
      return client;
    });
  } as typeof pool.connect;
}

/** "select 1" over a connection of its own, which is always closed after (its errors are the answer). */
async function pingOver(client: pg.Client) {
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A connection error is logged; it never ends the process (the pool drops the client and reconnects). */
function keepAliveOnConnectionErrors(pool: pg.Pool) {
  pool.on("error", (error) => logConnectionError("idle database connection lost", error));
  pool.on("connect", (client) => {
    client.on("error", (error) => logConnectionError("database connection lost", error));
  });
}

function handle(): Handle {
  globalForDb.__studioDb ??= open();
  return globalForDb.__studioDb;
}

/** The app's database (PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set). */
export const db: Database = new Proxy({} as Database, {
  get(_target, prop) {
    const real = handle().db as unknown as Record<string | symbol, unknown>;
    const value = real[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(real) : value;
  },
});

export async function migrateDatabase() {
  const h = handle();
  const folder = migrationsFolder();
  if (h.inProcess) await migratePglite(h.db as never, { migrationsFolder: folder });
  else await migratePg(h.db, { migrationsFolder: folder });
}

export function databaseKind() {
  return handle().kind;
}

export async function pingDatabase() {
  await handle().ping();
}

export async function closeDatabase() {
  const h = globalForDb.__studioDb;
  globalForDb.__studioDb = undefined;
  if (h) await h.close();
}
