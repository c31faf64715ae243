import { type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { PAGE_SIZE } from "~/domain/pagination";
import {
  type CompletionRow,
  type MoneyRow,
  TIMELINE_KINDS,
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
 * Times: a task's completion, an invoice's issue (created, or left Draft) and its payment are columns
 * the database keeps with a trigger (migration 0012: completed_at, issued_at, paid_at), so each source
 * reads its newest rows off an index instead of working out every row's time from the log.
 */
function events(
  projectId: string,
  clientId: string,
  { kind = null, newest }: { kind?: TimelineKind | null; newest?: number } = {},
): SQL {
  // each source on its own, narrowed to the kind asked for and, for a page, to its newest rows: the page
  // is among them, so no source is read and sorted whole however long the project ran. Ids stay uuids
  // and a source's kind and event are constants, so its order is its index's (time, id)
  const part = (branch: SQL) =>
    sql`(select * from (${branch}) b(id, kind, event, title, detail, amount, currency, at)
      ${kind ? sql`where b.kind = ${kind}` : sql``}
      ${newest ? sql`order by b.at desc, b.kind, b.event, b.id limit ${newest}` : sql``})`;
  const inProject = sql`s.project_id = ${projectId}`;
  const branches = [
    sql`select a.id as id, 'sprint' as kind, a.details->>'to' as event, s.title as title, null::text as detail,
      null::text as amount, null::text as currency, a.created_at as at
      from activity_log a join project_sprints s on a.entity = 'sprint' and a.entity_id = s.id::text
      where ${inProject} and a.action = 'update' and a.details->>'to' is not null and a.details->>'from' is not null`,
    sql`select m.id, case when m.kind in ('approved', 'changes_requested') then 'approval' else 'message' end,
      m.kind, s.title, m.body, null, null, m.created_at
      from sprint_client_messages m join project_sprints s on s.id = m.sprint_id
      where ${inProject} and m.client_id = ${clientId}`,
    sql`select m.id, 'message',
      case when m.author_id = ${clientId} then 'thread_own' else 'thread_studio' end
        || case when m.ticket_id is null then '' else '_task' end,
      coalesce(t.title, s.title), m.body, null, null, m.created_at
      from thread_messages m join project_sprints s on s.id = m.sprint_id
      left join sprint_tickets t on t.id = m.ticket_id
      where m.project_id = ${projectId}`,
    sql`select t.id, 'ticket', 'created', t.title, s.title, null, null, t.created_at
      from sprint_tickets t join project_sprints s on s.id = t.sprint_id where ${inProject}`,
    sql`select t.id, 'ticket', 'completed', t.title, s.title, null, null, t.completed_at
      from sprint_tickets t join project_sprints s on s.id = t.sprint_id
      where ${inProject} and t.completed_at is not null`,
    sql`select v.id, 'file', case when v.version = 1 then 'added' else 'version' end, f.name, f.folder,
      null, null, v.uploaded_at
      from project_file_versions v join project_files f on f.id = v.file_id where f.project_id = ${projectId}`,
    sql`select i.id, 'invoice', 'issued', i.invoice_number, null, i.amount::text, i.currency, i.issued_at
      from client_invoices i where i.project_id = ${projectId} and i.issued_at is not null`,
    sql`select i.id, 'payment', 'paid', i.invoice_number, null, i.amount::text, i.currency, i.paid_at
      from client_invoices i where i.project_id = ${projectId} and i.paid_at is not null`,
  ];
  return sql.join(branches.map(part), sql` union all `);
}

/**
 * How many events of each kind the timeline holds: the same rows as the branches of `events`, counted
 * without working out their times or sorting them (what a page needs, not what a count needs).
 */
async function countEvents(projectId: string, clientId: string, kind: TimelineKind | null) {
  const r = await db.execute<Record<TimelineKind, number>>(
    sql`with s as (select id from project_sprints where project_id = ${projectId})
      select
        (select count(*) from activity_log a join s on a.entity = 'sprint' and a.entity_id = s.id::text
          where a.action = 'update' and a.details->>'to' is not null and a.details->>'from' is not null)::int as sprint,
        (select count(*) from project_file_versions v join project_files f on f.id = v.file_id
          where f.project_id = ${projectId})::int as file,
        m.approval, m.message, t.ticket, i.invoice, i.payment
      from
        (select (count(*) filter (where m.kind in ('approved', 'changes_requested')))::int as approval,
                ((count(*) filter (where m.kind not in ('approved', 'changes_requested')))
                  + (select count(*) from thread_messages tm where tm.project_id = ${projectId}))::int as message
          from sprint_client_messages m join s on s.id = m.sprint_id where m.client_id = ${clientId}) m,
        (select (count(*) + count(t.completed_at))::int as ticket
          from sprint_tickets t join s on s.id = t.sprint_id) t,
        (select count(issued_at)::int as invoice, count(paid_at)::int as payment
          from client_invoices where project_id = ${projectId}) i`,
  );
  const counts = r.rows[0];
  if (!counts) return 0;
  if (kind) return Number(counts[kind]);
  return TIMELINE_KINDS.reduce((total, k) => total + Number(counts[k]), 0);
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
    count: () => countEvents(projectId, clientId, kind),
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
  project,
  today,
}: {
  /** the project, already checked to be the viewer's, and when it started */
  project: { id: string; createdAt: Date | string };
  today: Date;
}) {
  // one statement: every task of the project once (per month it was completed in, the tasks not done
  // under null), and the invoices the client has been sent, as JSON (times as ISO text)
  const { rows } = await db.execute<{
    tasks: { at: string | null; count: number }[] | null;
    invoices: MoneyRow[] | null;
  }>(
    sql`select
      (select json_agg(x) from (
        select date_trunc('month', t.completed_at, 'UTC') as at, count(*)::int as count
        from sprint_tickets t join project_sprints s on s.id = t.sprint_id
        where s.project_id = ${project.id}
        group by 1) x) as tasks,
      (select json_agg(y) from (
        select i.amount::text as "amount", i.currency, i.invoice_date::text as "issuedOn", i.paid_at as "paidAt"
        from client_invoices i
        where i.project_id = ${project.id} and i.payment_status not in ('Draft', 'Cancelled')) y) as invoices`,
  );
  const tasks = rows[0]?.tasks ?? [];
  return valueSeries({
    start: project.createdAt,
    today,
    totalTasks: tasks.reduce((total, r) => total + Number(r.count), 0),
    completions: tasks.flatMap((r): CompletionRow[] => (r.at === null ? [] : [{ at: r.at, count: r.count }])),
    invoices: rows[0]?.invoices ?? [],
  });
}
