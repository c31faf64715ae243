import { and, asc, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { activityLog } from "~/db/schema";
import { type AuditFilters, describeDetails } from "~/domain/audit";
import { dayBounds } from "~/domain/list-filters";
import { csvStream, cursorText, olderThan } from "./csv-stream.server";
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
  const { start, end } = dayBounds(filters);
  return and(
    filters.who ? ilike(activityLog.actorEmail, `%${escaped}%`) : undefined,
    filters.kind ? eq(activityLog.entity, filters.kind) : undefined,
    start ? gte(activityLog.createdAt, new Date(`${start}T00:00:00Z`)) : undefined,
    end ? lt(activityLog.createdAt, new Date(`${end}T00:00:00Z`)) : undefined,
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

/** The filtered log as CSV, newest first, streamed (see csvStream). */
export function auditCsvStream(filters: AuditFilters) {
  const where = whereOf(filters);
  return csvStream(
    CSV_HEADER,
    async (after, limit) =>
      (
        await db
          .select({ ...columns, at: cursorText(activityLog.createdAt) })
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
