import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { activityLog } from "~/db/schema";
import { type AuditFilters, describeDetails } from "~/domain/audit";
import { dayBounds } from "~/domain/list-filters";
import { type Cursor, type KeysetRequest, PAGE_SIZE } from "~/domain/pagination";
import { csvStream, olderThan } from "./csv-stream.server";

const columns = {
  id: activityLog.id,
  createdAt: activityLog.createdAt,
  actorEmail: activityLog.actorEmail,
  action: activityLog.action,
  entity: activityLog.entity,
  entityId: activityLog.entityId,
  summary: activityLog.summary,
  details: activityLog.details,
  ipAddress: activityLog.ipAddress,
  /** the row's place in the list, in UTC to the microsecond whatever the session's time zone */
  at: sql<string>`to_char(${activityLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** The highest total the screen counts exactly; past it the header says "10,000+". */
export const AUDIT_COUNT_CAP = 10_000;

/**
 * The rows the filters keep, each read from an index (activity_log's in app/db/schema.ts): the start of
 * the actor's address in any letter case, one kind of record, whole UTC days.
 */
function whereOf(filters: AuditFilters): SQL | undefined {
  const prefix = `${filters.who.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { start, end } = dayBounds(filters);
  return and(
    filters.who ? sql`lower(${activityLog.actorEmail}) like ${prefix}` : undefined,
    filters.kind ? eq(activityLog.entity, filters.kind) : undefined,
    start ? gte(activityLog.createdAt, new Date(`${start}T00:00:00Z`)) : undefined,
    end ? lt(activityLog.createdAt, new Date(`${end}T00:00:00Z`)) : undefined,
  );
}

/** A row's key, and a cursor's, compared as a pair: one range of the (time, id) index. */
const key = sql`(${activityLog.createdAt}, ${activityLog.id})`;
const keyOf = (cursor: Cursor) => sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)`;

/**
 * How many rows match, counted up to one past the cap (so the count reads at most 10,001 index entries
 * whatever the log's length), and whether any matching row lies at or beyond `edge` on the other side
 * of the page (newer than a `before` page, older than an `after` page): one statement.
 */
async function countAndBeyond(where: SQL | undefined, edge: SQL | undefined) {
  const capped = db
    .select({ one: sql`1` })
    .from(activityLog)
    .where(where)
    .limit(AUDIT_COUNT_CAP + 1)
    .as("capped");
  const beyond = edge
    ? sql<boolean>`exists (select 1 from ${activityLog} where ${and(where, edge)})`
    : sql<boolean>`false`;
  const [row] = await db.select({ total: sql<number>`count(*)::int`, beyond }).from(capped);
  return { total: Number(row?.total ?? 0), beyond: Boolean(row?.beyond) };
}

/** Up to `limit` rows of the filtered log from a cursor, newest first (`older`) or oldest first (`newer`). */
function readRows(where: SQL | undefined, from: { older?: Cursor; newer?: Cursor }, limit: number) {
  const isNewer = Boolean(from.newer);
  const edge = from.older
    ? sql`${key} < ${keyOf(from.older)}`
    : from.newer
      ? sql`${key} > ${keyOf(from.newer)}`
      : undefined;
  const order = isNewer ? asc : desc;
  return db
    .select(columns)
    .from(activityLog)
    .where(and(where, edge))
    .orderBy(order(activityLog.createdAt), order(activityLog.id))
    .limit(limit);
}

export type AuditPage = {
  rows: Awaited<ReturnType<typeof readRows>>;
  /** how many rows match, at most AUDIT_COUNT_CAP + 1 (more than the cap: "10,000+") */
  total: number;
  /** the cursors of the neighbouring pages: the first row shown (newer), the last (older); null at an end */
  newer: Cursor | null;
  older: Cursor | null;
};

/**
 * One page of the audit log, newest first, read by keyset: the newest rows, the rows older than
 * `before`, or the rows newer than `after` (the newest page once fewer than a page are newer). Two
 * statements (three when `after` reaches the newest page), each bounded by the page's size or the
 * count's cap, never by the log's length.
 */
export async function listAuditLog(
  filters: AuditFilters,
  request: KeysetRequest = {},
  size = PAGE_SIZE,
): Promise<AuditPage> {
  const where = whereOf(filters);
  const { before, after } = request;
  const edge = before ? sql`${key} >= ${keyOf(before)}` : after ? sql`${key} <= ${keyOf(after)}` : undefined;
  const [counted, read] = await Promise.all([
    countAndBeyond(where, edge),
    readRows(where, before ? { older: before } : after ? { newer: after } : {}, size + 1),
  ]);
  let rows = read;
  let hasNewer = Boolean(before) && counted.beyond;
  let hasOlder = rows.length > size;
  if (after) {
    hasOlder = counted.beyond;
    hasNewer = read.length > size;
    // fewer than a page newer than `after`: the newest page, full, rather than a short one
    if (!hasNewer) {
      rows = await readRows(where, {}, size + 1);
      hasOlder = rows.length > size;
    } else rows = read.slice(0, size).reverse();
  }
  rows = rows.slice(0, size);
  const cursorOf = (row: (typeof rows)[number] | undefined) => (row ? { at: row.at, id: row.id } : null);
  return {
    rows,
    total: counted.total,
    newer: hasNewer ? cursorOf(rows[0]) : null,
    older: hasOlder ? cursorOf(rows.at(-1)) : null,
  };
}

const CSV_HEADER = ["time", "actor", "action", "kind", "record", "summary", "changes", "ip"];

/** The filtered log as CSV, newest first, streamed (see csvStream): the screen's filters, the same indexes. */
export function auditCsvStream(filters: AuditFilters) {
  const where = whereOf(filters);
  return csvStream(
    CSV_HEADER,
    async (after, limit) =>
      (
        await db
          .select(columns)
          .from(activityLog)
          .where(and(where, olderThan(activityLog.createdAt, activityLog.id, after)))
          .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
          .limit(limit)
      ).map((row) => ({ ...row, cursor: { at: row.at, id: row.id } })),
    (r) => [
      r.createdAt,
      r.actorEmail,
      r.action,
      r.entity,
      r.entityId,
      r.summary,
      describeDetails(r.details).join("; "),
      r.ipAddress,
    ],
  );
}
