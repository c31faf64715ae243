import { asc, desc, getTableColumns, getTableName, isTable, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import * as schema from "~/db/schema";
import { parseListFilters, sortOf } from "~/domain/list-filters";
import type { RecordAudit, RecordType } from "~/records";
import { type ContentTable, contentRecords } from "./content-records.server";
import { matchesText } from "./pagination.server";

/** The schema's tables, by their SQL name (a record type names its table so). */
const TABLES = new Map(
  (Object.values(schema) as unknown[]).filter(isTable).map((table) => [getTableName(table), table as ContentTable]),
);

/** A record type the store can keep: it declares its audit wording. */
type StoredType = RecordType & { audit: RecordAudit };

/** A record as its screen gets it: its id, its form's fields, when it was added. */
export type StoredRecord<S extends z.ZodObject> = z.output<S> & { id: string; createdAt: Date };

/**
 * The records of a record type that needs no rule of its own, from its declaration and its form alone:
 * its table (by name), the columns of the form's fields (each written as-is to the column of the same
 * key), its list narrowed by the words of its search fields (`?q=`) and ordered by its list spec
 * (`newest`, `oldest`, or a column's key: A–Z), and create, update and delete (`contentRecords`, worded
 * as it declares). A name the table lacks fails here. The form's schema lives with its fields in the
 * screen module (the browser checks it too), which calls this in its loader and action.
 */
export function recordStore<S extends z.ZodObject>(type: StoredType, form: S) {
  const table = TABLES.get(type.table);
  if (!table) throw new Error(`Record type ${type.path}: the schema has no table "${type.table}"`);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (key: string) => {
    const found = columns[key] ?? Object.values(columns).find((c) => c.name === key);
    if (!found) throw new Error(`Record type ${type.path}: the table "${type.table}" has no column "${key}"`);
    return found;
  };
  const shown = Object.fromEntries(["id", ...Object.keys(form.shape), "createdAt"].map((k) => [k, column(k)]));
  const newest = [desc(column("createdAt")), desc(column("id"))];
  const orders: Record<string, SQL[]> = { newest, oldest: [asc(column("createdAt")), asc(column("id"))] };
  const orderOf = (sort: string) => orders[sort] ?? [asc(sql`lower(${column(sort)})`), asc(column("id"))];
  const searched = type.search.fields.map(column);

  column(type.audit.name);
  // the names were checked against the table above; TypeScript cannot see a table chosen by its name
  const records = contentRecords(table, type as never, {
    values: (input: z.output<S>) => input as never,
    columns: shown,
    orderBy: orderOf(type.list.sorts[0].value),
  });

  /** One page of the list as the screen's address asks for it (`?q=`, `?sort=`), with its filters. */
  async function list({ page, params }: { page: number; params: URLSearchParams }) {
    const filters = parseListFilters(params, type.list);
    const found = await records.listNarrowed({
      page,
      where: matchesText(filters.q, searched),
      orderBy: orderOf(sortOf(filters, type.list)),
    });
    return { ...found, rows: found.rows as StoredRecord<S>[], filters };
  }

  return { list, create: records.create, update: records.update, remove: records.remove };
}
