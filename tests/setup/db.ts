import { sql } from "drizzle-orm";
import { beforeAll } from "vitest";
import { db, migrateDatabase } from "~/db/client.server";

/** Call at the top of a data test file: migrates this worker's in-memory database once. */
export function useTestDatabase() {
  beforeAll(async () => {
    await migrateDatabase();
  });
  return db;
}

/** Empty every application table (keeps the migrations table). */
export async function truncateAll() {
  const rows = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = (rows as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
  if (names.length) await db.execute(sql.raw(`truncate ${names.join(", ")} cascade`));
}

/**
 * Open the pool's connections before a burst, so the burst's queries really run side by side
 * (on PostgreSQL; PGlite has one connection and runs them one at a time).
 */
export async function warmUp(connections = 10) {
  await Promise.all(Array.from({ length: connections }, () => db.execute(sql`select pg_sleep(0.02)`)));
}
