import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { activityLog } from "~/db/schema";
import { type AuditFilters, describeDetails } from "~/domain/audit";
import { csvField } from "~/domain/csv";
import { type PageRequest, readTablePage } from "./pagination.server";

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
};

/** The rows the filters keep: a part of the actor's address, one kind of record, whole UTC days. */
function whereOf(filters: AuditFilters): SQL | undefined {
  const escaped = filters.who.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    filters.who ? ilike(activityLog.actorEmail, `%${escaped}%`) : undefined,
    filters.kind ? eq(activityLog.entity, filters.kind) : undefined,
    filters.from ? gte(activityLog.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(activityLog.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)) : undefined,
  );
}

/** One page of the audit log, newest first. */
export function listAuditLog(filters: AuditFilters, request: PageRequest = {}) {
  const where = whereOf(filters);
  return readTablePage(activityLog, { ...request, where }, () =>
    db.select(columns).from(activityLog).where(where).orderBy(desc(activityLog.createdAt), desc(activityLog.id)),
  );
}

/** The kinds of record the log holds, for the filter's choices. */
export async function listAuditKinds() {
  const rows = await db
    .selectDistinct({ entity: activityLog.entity })
    .from(activityLog)
    .orderBy(asc(activityLog.entity));
  return rows.map((r) => r.entity);
}

const CSV_HEADER = ["time", "actor", "action", "kind", "record", "summary", "changes", "ip"];
const BATCH = 500;

/**
 * The filtered log as CSV, streamed in batches of 500 (newest first, keyset-paged on time and id), so
 * a long log never sits in memory whole. Every field is guarded against spreadsheet formulas.
 */
export function auditCsvStream(filters: AuditFilters) {
  const where = whereOf(filters);
  const encoder = new TextEncoder();
  // the cursor keeps the database's own text of the time: it holds microseconds, a JS Date only milliseconds
  let after: { at: string; id: string } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${CSV_HEADER.join(",")}\r\n`));
      }
      const cursor: { at: string; id: string } | null = after;
      const rows = await db
        .select({ ...columns, at: sql<string>`${activityLog.createdAt}::text` })
        .from(activityLog)
        .where(
          and(
            where,
            cursor
              ? or(
                  sql`${activityLog.createdAt} < ${cursor.at}::timestamptz`,
                  and(sql`${activityLog.createdAt} = ${cursor.at}::timestamptz`, lt(activityLog.id, cursor.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
        .limit(BATCH);
      const text = rows
        .map((r) =>
          [
            r.createdAt,
            r.actorEmail,
            r.action,
            r.entity,
            r.entityId,
            r.summary,
            describeDetails(r.details).join("; "),
            r.ipAddress,
          ]
            .map(csvField)
            .join(","),
        )
        .map((line) => `${line}\r\n`)
        .join("");
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) controller.close();
      else after = { at: last.at, id: last.id };
    },
  });
}
