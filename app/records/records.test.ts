import fs from "node:fs";
import { getTableColumns, getTableName, isTable, type Table } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { RECORD_TYPES, SEARCH_ORDER } from "~/records";

const TABLES = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is Table => isTable(value))
    .map((table) => [getTableName(table), table]),
);
/** The SQL names of a table's columns, and their TypeScript keys. */
const columnsOf = (table: Table) => {
  const columns = Object.entries(getTableColumns(table));
  return { sql: columns.map(([, c]) => c.name), keys: columns.map(([key]) => key) };
};

describe("record types", () => {
  it("are searched in an order that holds each of them once", () => {
    expect(new Set(SEARCH_ORDER)).toEqual(new Set(RECORD_TYPES));
    expect(SEARCH_ORDER).toHaveLength(RECORD_TYPES.length);
  });

  it("each have their own address, entity and search kind", () => {
    for (const key of ["path", "entity", "table"] as const) {
      expect(new Set(RECORD_TYPES.map((t) => t[key])).size, key).toBe(RECORD_TYPES.length);
    }
    expect(new Set(RECORD_TYPES.map((t) => t.search.kind)).size).toBe(RECORD_TYPES.length);
  });

  it.each(RECORD_TYPES.map((t) => [t.path, t] as const))("%s: its screen module exists", (path) => {
    expect(fs.existsSync(`app/routes/dashboard/${path}.tsx`)).toBe(true);
  });

  it.each(RECORD_TYPES.map((t) => [t.path, t] as const))(
    "%s: names a table of the schema and columns it has (search, audit)",
    (_path, type) => {
      const table = TABLES.get(type.table);
      expect(table, type.table).toBeDefined();
      const columns = columnsOf(table!);
      const searched = [...type.search.fields, ...type.search.title, ...type.search.detail];
      if (type.search.indexed) searched.push("search_doc");
      expect(searched.filter((c) => !columns.sql.includes(c))).toEqual([]);
      expect(type.search.title.length).toBeGreaterThan(0);
      expect(type.search.detail.length).toBeGreaterThan(0);
      if (type.audit) expect(columns.keys).toContain(type.audit.name);
    },
  );
});
