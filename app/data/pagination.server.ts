import { and, count, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { dayBounds, type ListFilters } from "~/domain/list-filters";
import { clampPage, PAGE_SIZE, type PageInfo, pageWindow } from "~/domain/pagination";

export type Page<T> = { rows: T[]; info: PageInfo };

/** The page a list screen asks for (1 and 25 a page unless said otherwise). */
export type PageRequest = { page?: number; size?: number };

/** A select not yet cut to a window: any Drizzle select before its limit and offset. */
export type Pageable<T> = { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } };

/**
 * One page of a list in two statements whatever its length: the count, then the rows of the
 * requested page (the last page when it asks for more pages than there are).
 */
export async function readPage<T>({
  page,
  size = PAGE_SIZE,
  count,
  rows,
}: {
  page: number;
  size?: number;
  count: () => PromiseLike<number>;
  rows: (window: { limit: number; offset: number }) => PromiseLike<T[]>;
}): Promise<Page<T>> {
  const info = clampPage(page, Number(await count()), size);
  if (info.total === 0) return { rows: [], info };
  return { rows: await rows(pageWindow(info.page, size)), info };
}

/** How many rows a table holds (those matching `where`, when given). */
export async function countRows(table: PgTable, where?: SQL) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * One page of the rows `query` selects, where the list is the rows of `table` that match `where`
 * (all of them without it): the same `where` must filter `query`.
 */
export function readTablePage<T>(
  table: PgTable,
  { page = 1, size = PAGE_SIZE, where }: PageRequest & { where?: SQL },
  query: () => Pageable<T>,
) {
  return readPage({
    page,
    size,
    count: () => countRows(table, where),
    rows: ({ limit, offset }) => query().limit(limit).offset(offset),
  });
}

/**
 * One page of a table's rows (those matching `where`, which must filter `query` too), and tallies over
 * the whole table (how many are waiting, confirmed…), counted in the same statement as the list's total.
 */
export async function readTalliedPage<T, K extends string>(
  table: PgTable,
  request: PageRequest & { where?: SQL },
  tallies: Record<K, SQL<number>>,
  query: () => Pageable<T>,
) {
  const total = request.where ? sql<number>`(count(*) filter (where ${request.where}))::int` : count();
  const counts = db
    .select({ total, ...tallies })
    .from(table)
    .then(([row]) => row as ({ total: number } & Record<K, number>) | undefined);
  const list = await readPage({
    page: request.page ?? 1,
    size: request.size,
    count: () => counts.then((c) => c?.total ?? 0),
    rows: ({ limit, offset }) => query().limit(limit).offset(offset),
  });
  const row = await counts;
  const tally = Object.fromEntries(Object.keys(tallies).map((k) => [k, Number(row?.[k as K] ?? 0)]));
  return { ...list, tally: tally as Record<K, number> };
}

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list's date range over a timestamp column, whole days in UTC (as the other long lists read them). */
export function withinDays(column: PgColumn, filters: Pick<ListFilters, "from" | "to">) {
  const { start, end } = dayBounds(filters);
  return and(
    start ? gte(column, new Date(`${start}T00:00:00Z`)) : undefined,
    end ? lt(column, new Date(`${end}T00:00:00Z`)) : undefined,
  );
}

/** Any of `columns` containing `text` (any letter case), or nothing to narrow by when the text is empty. */
export function matchesText(text: string | undefined, columns: (PgColumn | SQL)[]) {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${pattern}`),
    sql` or `,
  )})`;
}
