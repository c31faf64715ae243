import { type SQL, sql } from "drizzle-orm";

type Executes = { execute: (query: SQL) => Promise<unknown> };

/**
 * What a test file may add to the schema and must take away again (a test trigger and its function):
 * the number of relations and functions in `public` and of triggers.
 */
export async function schemaShape(database: Executes) {
  const result = (await database.execute(sql`select
    (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public')::int as relations,
    (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public')::int as functions,
    (select count(*) from pg_trigger where not tgisinternal)::int as triggers`)) as {
    rows: unknown[];
  };
  return JSON.stringify(result.rows[0]);
}

/** The application's tables (those of `public`; the migrations table is in `drizzle`). */
export async function publicTables(database: Executes) {
  const tables = (await database.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as {
    rows: { tablename: string }[];
  };
  return tables.rows.map((row) => row.tablename);
}

/** Whether every table of `public` is empty (as the migrations leave them, so far). */
export async function allTablesEmpty(database: Executes) {
  for (const table of await publicTables(database)) {
    const found = (await database.execute(sql.raw(`select 1 from "${table}" limit 1`))) as { rows: unknown[] };
    if (found.rows.length) return false;
  }
  return true;
}
