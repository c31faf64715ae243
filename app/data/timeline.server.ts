import { type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { PAGE_SIZE } from "~/domain/pagination";
import {
  type CompletionRow,
  type MoneyRow,
  parseTimelinePlace,
  type TimelineKind,
  type TimelinePlace,
  type TimelineRow,
  timelinePlaceText,
  toTimelineEvent,
  valueSeries,
} from "~/domain/timeline";

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
  { kind = null, newest, place = null, newer = false }: EventWindow & { newest: number },
): SQL {
  // each source on its own, narrowed to the kind asked for and to the far side of the place, and cut to
  // its first rows in the page's direction: the page is among them, so no source is read and sorted
  // whole however long the project ran. Ids stay uuids and a source's kind and event are constants, so
  // its order is its index's (time, id)
  const at = place ? sql`('epoch'::timestamptz + ${place.micros}::bigint * interval '1 microsecond')` : null;
  const beyond = place
    ? newer
      ? sql`and b.at >= ${at} and (b.at > ${at} or (b.kind, b.event, b.id) < (${place.kind}, ${place.event}, ${place.id}::uuid))`
      : sql`and b.at <= ${at} and (b.at < ${at} or (b.kind, b.event, b.id) > (${place.kind}, ${place.event}, ${place.id}::uuid))`
    : sql``;
  const part = (branch: SQL) =>
    sql`(select * from (${branch}) b(id, kind, event, title, detail, amount, currency, at)
      where true ${kind ? sql`and b.kind = ${kind}` : sql``} ${beyond}
      order by ${order("b", newer)} limit ${newest})`;
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
      from project_file_versions v join project_files f on f.id = v.file_id where v.project_id = ${projectId}`,
    sql`select i.id, 'invoice', 'issued', i.invoice_number, null, i.amount::text, i.currency, i.issued_at
      from client_invoices i where i.project_id = ${projectId} and i.issued_at is not null`,
    sql`select i.id, 'payment', 'paid', i.invoice_number, null, i.amount::text, i.currency, i.paid_at
      from client_invoices i where i.project_id = ${projectId} and i.paid_at is not null`,
  ];
  return sql.join(branches.map(part), sql` union all `);
}

/** The timeline's order, newest first (or, reading a newer page, its reverse), on the columns of `alias`. */
const order = (alias: string, newer: boolean) => {
  const a = sql.raw(alias);
  return newer
    ? sql`${a}.at asc, ${a}.kind desc, ${a}.event desc, ${a}.id desc`
    : sql`${a}.at desc, ${a}.kind, ${a}.event, ${a}.id`;
};

/** Which events a page reads: of one kind or all, older than a place (or, `newer`, newer than it), or the newest. */
type EventWindow = { kind?: TimelineKind | null; place?: TimelinePlace | null; newer?: boolean };

/** The first `limit` events of the window in its direction, each with its place. */
async function readEvents(projectId: string, clientId: string, window: EventWindow, limit: number) {
  const { rows } = await db.execute<TimelineRow & { micros: string }>(
    sql`select e.*, (extract(epoch from e.at) * 1000000)::bigint::text as micros
      from (${events(projectId, clientId, { ...window, newest: limit })}) e
      order by ${order("e", window.newer ?? false)} limit ${limit}`,
  );
  return rows;
}

const placeOf = (row: TimelineRow & { micros: string }): string =>
  timelinePlaceText({ micros: row.micros, kind: row.kind, id: row.id, event: row.event });

/**
 * One page (25) of the project's timeline, newest first, of one kind or of all: the newest events, those
 * older than the place `before` names, or those newer than `after`'s (keyset paging, so no page counts
 * or skips the project's history; a place that is junk, or past either end, reads the newest page).
 * `older` and `newer` are the places the pages beside this one start from, null when there is none.
 */
export async function getProjectTimeline({
  projectId,
  clientId,
  kind = null,
  before,
  after,
  size = PAGE_SIZE,
}: {
  projectId: string;
  clientId: string;
  kind?: TimelineKind | null;
  before?: string | null;
  after?: string | null;
  size?: number;
}) {
  const olderThan = parseTimelinePlace(before);
  const newerThan = olderThan ? null : parseTimelinePlace(after);
  const place = olderThan ?? newerThan;
  let rows = await readEvents(projectId, clientId, { kind, place, newer: Boolean(newerThan) }, size + 1);
  // one more than a page says whether there is a page beyond it
  let isBeyond = rows.length > size;
  rows = rows.slice(0, size);
  let isNewest = !place;
  if (newerThan) rows.reverse();
  // back at the newest events (or a place past either end): the newest page, full
  if (place && (newerThan ? !isBeyond : rows.length === 0)) {
    rows = await readEvents(projectId, clientId, { kind }, size + 1);
    isBeyond = rows.length > size;
    rows = rows.slice(0, size);
    isNewest = true;
  }
  const first = rows[0];
  const last = rows.at(-1);
  const hasOlder = newerThan && !isNewest ? true : isBeyond;
  return {
    events: rows.map(toTimelineEvent),
    page: {
      newer: isNewest || !first ? null : placeOf(first),
      older: hasOlder && last ? placeOf(last) : null,
    },
    kind,
  };
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
  // one statement: the project's tasks counted per month they were completed in (the tasks not done
  // under null), and the invoices the client has been sent summed per currency, month issued and month
  // paid (what the chart draws: a project's months, not its every invoice), as JSON (times as ISO text)
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
        select sum(i.amount)::text as "amount", i.currency,
          date_trunc('month', i.invoice_date)::date::text as "issuedOn",
          date_trunc('month', i.paid_at, 'UTC') as "paidAt"
        from client_invoices i
        where i.project_id = ${project.id} and i.payment_status not in ('Draft', 'Cancelled')
        group by 2, 3, 4) y) as invoices`,
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
