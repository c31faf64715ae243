import { type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { PAGE_SIZE } from "~/domain/pagination";
import {
  type CompletionRow,
  type MoneyRow,
  type TimelineKind,
  type TimelineRow,
  toTimelineEvent,
  valueSeries,
} from "~/domain/timeline";
import { readPage } from "./pagination.server";

/**
 * The client timeline of one project (portal overview): one UNION ALL over the project's own records
 * (its sprints' status changes from activity_log, the client's sign-offs and messages, its sprint tasks,
 * its shared files' uploads, its issued invoices and their payments). Callers pass a project already checked to be the viewer's
 * (getOwnProject); every branch is cut to that project id, and to that client for what clients wrote.
 * Never a Draft invoice, never who on the staff did it, no IP or e-mail: only titles, amounts and times.
 *
 * Times: a task's completion is the newest activity_log row that moved it to Completed, else its
 * updated_at (tasks completed before the log, or by the seed); an invoice is issued when it left Draft
 * (activity_log), else when it was created; a payment is when it was marked Paid (activity_log), else
 * the invoice's updated_at.
 */
function events(
  projectId: string,
  clientId: string,
  { kind = null, newest }: { kind?: TimelineKind | null; newest?: number } = {},
): SQL {
  // each source on its own, narrowed to the kind asked for and, for a page, to its newest rows: the page
  // is among them, so no source is read and sorted whole however long the project ran
  const part = (branch: SQL) =>
    sql`(select * from (${branch}) b(id, kind, event, title, detail, amount, currency, at)
      ${kind ? sql`where b.kind = ${kind}` : sql``}
      ${newest ? sql`order by b.at desc, b.kind, b.event, b.id limit ${newest}` : sql``})`;
  const branches = [
    sql`select a.id::text as id, 'sprint' as kind, a.details->>'to' as event, s.title as title, null::text as detail,
      null::text as amount, null::text as currency, a.created_at as at
      from activity_log a join s on a.entity = 'sprint' and a.entity_id = s.id::text
      where a.action = 'update' and a.details->>'to' is not null and a.details->>'from' is not null`,
    sql`select m.id::text, case when m.kind in ('approved', 'changes_requested') then 'approval' else 'message' end,
      m.kind, s.title, m.body, null, null, m.created_at
      from sprint_client_messages m join s on s.id = m.sprint_id
      where m.client_id = ${clientId}`,
    sql`select t.id::text, 'ticket', 'created', t.title, t.sprint_title, null, null, t.created_at from t`,
    sql`select t.id::text, 'ticket', 'completed', t.title, t.sprint_title, null, null, coalesce(done.at, t.updated_at)
      from t left join done on done.entity_id = t.id::text where t.status = 'Completed'`,
    sql`select v.id::text, 'file', case when v.version = 1 then 'added' else 'version' end, f.name, f.folder,
      null, null, v.uploaded_at
      from project_file_versions v join project_files f on f.id = v.file_id where f.project_id = ${projectId}`,
    sql`select i.id::text, 'invoice', 'issued', i.invoice_number, null, i.amount::text, i.currency,
      coalesce(issued.at, i.created_at)
      from i left join issued on issued.entity_id = i.id::text`,
    sql`select i.id::text, 'payment', 'paid', i.invoice_number, null, i.amount::text, i.currency,
      coalesce(paid.at, i.updated_at)
      from i left join paid on paid.entity_id = i.id::text where i.payment_status = 'Paid'`,
  ];
  return sql`with s as (select id, title from project_sprints where project_id = ${projectId}),
    t as (
      select t.id, t.title, t.status, t.created_at, t.updated_at, s.title as sprint_title
      from sprint_tickets t join s on s.id = t.sprint_id
    ),
    -- the times the log saw, read once per kind (grouped) rather than once per task or invoice
    done as (
      select entity_id, max(created_at) as at from activity_log
      where entity = 'sprint_ticket' and details->>'to' = 'Completed' group by entity_id
    ),
    i as (
      select id, invoice_number, amount, currency, payment_status, invoice_date, created_at, updated_at
      from client_invoices where project_id = ${projectId} and payment_status <> 'Draft'
    ),
    issued as (
      select entity_id, max(created_at) as at from activity_log
      where entity = 'invoice' and details->'status'->>'from' = 'Draft' group by entity_id
    ),
    paid as (
      select entity_id, max(created_at) as at from activity_log
      where entity = 'invoice' and details->'status'->>'to' = 'Paid' group by entity_id
    )
    ${sql.join(branches.map(part), sql` union all `)}`;
}

/** One page (25) of the project's timeline, newest first, of one kind or of all. */
export async function getProjectTimeline({
  projectId,
  clientId,
  kind = null,
  page = 1,
  size = PAGE_SIZE,
}: {
  projectId: string;
  clientId: string;
  kind?: TimelineKind | null;
  page?: number;
  size?: number;
}) {
  const result = await readPage({
    page,
    size,
    count: async () => {
      const r = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from (${events(projectId, clientId, { kind })}) e`,
      );
      return Number(r.rows[0]?.n ?? 0);
    },
    rows: async ({ limit, offset }) => {
      const r = await db.execute<TimelineRow>(
        sql`select * from (${events(projectId, clientId, { kind, newest: offset + limit })}) e
          order by e.at desc, e.kind, e.event, e.id limit ${limit} offset ${offset}`,
      );
      return r.rows;
    },
  });
  return { events: result.rows.map(toTimelineEvent), page: result.info, kind };
}

export type ProjectTimelineData = Awaited<ReturnType<typeof getProjectTimeline>>;

/**
 * The value chart's numbers: per month from the project's start, the share of its tasks done against
 * the money invoiced (by invoice date) and paid (when marked paid), cumulative; drafts and cancelled
 * invoices left out. Completion and payment times as in the timeline above.
 */
export async function getProjectValueSeries({
  projectId,
  clientId,
  today,
}: {
  projectId: string;
  clientId: string;
  today: Date;
}) {
  const [project, totals, completions, invoices] = await Promise.all([
    db.execute<{ createdAt: Date | string }>(
      sql`select created_at as "createdAt" from client_projects where id = ${projectId} and client_id = ${clientId}`,
    ),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from sprint_tickets t join project_sprints s on s.id = t.sprint_id
        where s.project_id = ${projectId}`,
    ),
    db.execute<CompletionRow>(
      sql`with done as (
            select entity_id, max(created_at) as at from activity_log
            where entity = 'sprint_ticket' and details->>'to' = 'Completed' group by entity_id
          )
          select date_trunc('month', coalesce(done.at, t.updated_at), 'UTC') as at, count(*)::int as count
          from sprint_tickets t join project_sprints s on s.id = t.sprint_id
          left join done on done.entity_id = t.id::text
          where s.project_id = ${projectId} and t.status = 'Completed'
          group by 1`,
    ),
    db.execute<MoneyRow>(
      sql`select i.amount::text as "amount", i.currency, i.invoice_date::text as "issuedOn",
          case when i.payment_status = 'Paid' then coalesce(paid.at, i.updated_at) end as "paidAt"
        from client_invoices i
        left join (
          select entity_id, max(created_at) as at from activity_log
          where entity = 'invoice' and details->'status'->>'to' = 'Paid' group by entity_id
        ) paid on paid.entity_id = i.id::text
        where i.project_id = ${projectId} and i.payment_status not in ('Draft', 'Cancelled')`,
    ),
  ]);
  return valueSeries({
    start: project.rows[0]?.createdAt ?? today,
    today,
    totalTasks: Number(totals.rows[0]?.n ?? 0),
    completions: completions.rows,
    invoices: invoices.rows,
  });
}
