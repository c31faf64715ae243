import fs from "node:fs";
import { sql } from "drizzle-orm";
import { beforeAll } from "vitest";
import { closeDatabase, db, migrateDatabase } from "~/db/client.server";
import { publicTables, schemaShape } from "./schema-shape";

/** Call at the top of a data test file: migrates this worker's in-memory database once. */
export function useTestDatabase() {
  beforeAll(async () => {
    await migrateDatabase();
  });
  return db;
}

/** Empty every application table (keeps the migrations table). */
export async function truncateAll() {
  const names = (await publicTables(db)).map((table) => `"${table}"`);
  if (names.length) await db.execute(sql.raw(`truncate ${names.join(", ")} cascade`));
}

/**
 * Open the pool's connections before a burst, so the burst's queries really run side by side
 * (on PostgreSQL; PGlite has one connection and runs them one at a time).
 */
export async function warmUp(connections = 10) {
  await Promise.all(Array.from({ length: connections }, () => db.execute(sql`select pg_sleep(0.02)`)));
}

type Open = { __studioDb?: { kind: string; inProcess?: boolean } };
/** The template's shape, written beside it by tests/setup/vitest.global.ts ("" when it holds rows). */
const templateShape = () => fs.readFileSync(`${process.env.PGLITE_TEMPLATE}.shape.json`, "utf8");

/**
 * After each test file: the worker's in-memory database is emptied for the next file (every table
 * truncated, session settings and advisory locks let go), which is the template's state, since the
 * template holds the migrated schema and no rows. That takes a tenth of opening a new PGlite from the
 * template (about 1 s and 1.4 s of CPU per file, a third of Vitest's time over 140 files). A file that
 * left the schema changed (a test trigger not dropped) gets a new database instead, as before.
 */
export async function resetForNextFile() {
  const open = (globalThis as Open).__studioDb;
  if (!open) return;
  if (!open.inProcess) return closeDatabase();
  try {
    if ((await schemaShape(db)) !== templateShape()) return closeDatabase();
    await db.execute(sql`rollback`).catch(() => undefined);
    await truncateAll();
    await db.execute(sql`reset all`);
    await db.execute(sql`discard temp`);
    await db.execute(sql`select pg_advisory_unlock_all()`);
  } catch {
    await closeDatabase();
  }
}
