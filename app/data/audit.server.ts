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

/** How many rows match, counted up to one past the cap: at most 10,001 index entries whatever the log's length. */
async function countCapped(where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1` })
    .from(activityLog)
    .where(where)
    .limit(AUDIT_COUNT_CAP + 1)
    .as("capped");
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.total ?? 0);
}

type From = { older?: Cursor; newer?: Cursor };

/**
 * Up to `limit` rows of the filtered log from a cursor, newest first (`older`) or oldest first (`newer`).
 * `isFew`: the filter is known to keep at most the count's cap; the rows are then taken from those
 * matches alone (a subquery with a limit is planned on its own, so the person index finds them) and
 * sorted, rather than walking the time index past every other person's rows to find a rare one's.
 */
function readRows(where: SQL | undefined, from: From, limit: number, isFew = false) {
  const edge = from.older
    ? sql`${key} < ${keyOf(from.older)}`
    : from.newer
      ? sql`${key} > ${keyOf(from.newer)}`
      : undefined;
  const order = from.newer ? asc : desc;
  if (!isFew) {
    return db
      .select(columns)
      .from(activityLog)
      .where(and(where, edge))
      .orderBy(order(activityLog.createdAt), order(activityLog.id))
      .limit(limit);
  }
  const matches = db
    .select({ ...columns, at: columns.at.as("at") })
    .from(activityLog)
    .where(and(where, edge))
    .limit(AUDIT_COUNT_CAP + 1)
    .as("matches");
  return db.select().from(matches).orderBy(order(matches.createdAt), order(matches.id)).limit(limit);
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
 * `before`, or the rows newer than `after`. Two statements, each bounded by the page's size or the
 * count's cap, never by the log's length (a third only for a cursor past an end, which shows the newest
 * page). A page reached from a cursor has a page on the side it came from: a cursor is a row a page
 * showed (one typed by hand past the newest row leads back to the newest page).
 */
export async function listAuditLog(
  filters: AuditFilters,
  request: KeysetRequest = {},
  size = PAGE_SIZE,
): Promise<AuditPage> {
  const where = whereOf(filters);
  const { before, after } = request;
  const from: From = before ? { older: before } : after ? { newer: after } : {};
  // a person's rows: counted first (by the person index), so that few of them are read from that index alone
  const counted = filters.who ? await countCapped(where) : null;
  const isFew = counted !== null && counted <= AUDIT_COUNT_CAP;
  const [total, read] = await Promise.all([counted ?? countCapped(where), readRows(where, from, size + 1, isFew)]);
  let rows = read;
  let hasNewer = Boolean(before);
  let hasOlder = read.length > size;
  if (after && read.length > size) {
    rows = read.slice(0, size).reverse();
    hasNewer = true;
    hasOlder = true;
  } else if ((after && read.length <= size) || (before && read.length === 0)) {
    // past an end: fewer than a page newer than `after`, or nothing older than `before`
    rows = await readRows(where, {}, size + 1, isFew);
    hasNewer = false;
    hasOlder = rows.length > size;
  }
  rows = rows.slice(0, size);
  const cursorOf = (row: (typeof rows)[number] | undefined) => (row ? { at: row.at, id: row.id } : null);
  return { rows, total, newer: hasNewer ? cursorOf(rows[0]) : null, older: hasOlder ? cursorOf(rows.at(-1)) : null };
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
