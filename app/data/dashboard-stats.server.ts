import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  notExists,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import {
  activityLog,
  clientInvoices,
  clientProjects,
  profiles,
  projectSprints,
  projectTickets,
  sprintClientMessages,
  sprintTickets,
  threadMessages,
  threadSubjects,
} from "~/db/schema";
import { ATTENTION_COUNT_CAP, ATTENTION_LIMIT, type AttentionKey, dueWindow } from "~/domain/attention";
import { sumAmounts } from "~/domain/money";
import { monthlySeries, monthWindow } from "~/domain/monthly-invoicing";
import type { SprintStatus } from "~/domain/statuses";
import { errorFields, log } from "~/platform/foundation/log.server";
import { RECORD_TYPES } from "~/records";

/**
 * The overview's count tiles: each record type's table (app/records), by the type's path, and the client
 * projects and sprints. Team counts the team members the Team screen manages (the tile links there), not
 * profiles. One statement.
 */
export async function getDashboardCounts(): Promise<Record<string, number>> {
  const tables = [
    ...RECORD_TYPES.map((type) => ({ key: type.path, table: type.table })),
    { key: "clientProjects", table: "client_projects" },
    { key: "sprints", table: "project_sprints" },
  ];
  const counted = sql.join(
    tables.map(({ key, table }) => sql`(select count(*) from ${sql.identifier(table)})::int as ${sql.identifier(key)}`),
    sql`, `,
  );
  const result = await db.execute<Record<string, number>>(sql`select ${counted}`);
  const row = result.rows[0] ?? {};
  return Object.fromEntries(tables.map(({ key }) => [key, Number(row[key] ?? 0)]));
}

/**
 * a screen whose list cannot be read shows the destructive 'Error' toast with its
 * message ('Failed to fetch services'…) and logs the cause; the page itself still renders.
 */
export async function loadOrFail<T>(failMessage: string, load: () => PromiseLike<T>, fallback: T) {
  try {
    return { data: await load(), loadError: null };
  } catch (error) {
    log.error(failMessage, errorFields(error));
    return { data: fallback, loadError: failMessage };
  }
}

// ── the overview: what needs attention, and the charts ─────────────────────────

/** An invoice still to be paid: neither paid nor cancelled. */
// a draft is not issued: nothing is owed yet
const openInvoice = notInArray(clientInvoices.paymentStatus, ["Draft", "Paid", "Cancelled"]);
/** Open and past its due date, or marked Overdue by staff. */
const overdueWhere = (today: string) =>
  and(openInvoice, or(eq(clientInvoices.paymentStatus, "Overdue"), lt(clientInvoices.dueDate, today)));
/** Open, not overdue, due from today to `until` (inclusive). */
const dueSoonWhere = (today: string, until: string) =>
  and(
    openInvoice,
    ne(clientInvoices.paymentStatus, "Overdue"),
    gte(clientInvoices.dueDate, today),
    lte(clientInvoices.dueDate, until),
  );

/** The number of rows the query would give without its LIMIT, on every row (one statement per group). */
const totalRows = sql<number>`(count(*) over ())::int`;

type Group<T> = { total: number; items: T[] };
const asGroup = <T extends { total: number }>(rows: T[]): Group<Omit<T, "total">> => ({
  total: rows[0]?.total ?? 0,
  items: rows.map(({ total: _total, ...item }) => item),
});

const INVOICE_ITEM = {
  id: clientInvoices.id,
  projectId: clientInvoices.projectId,
  projectTitle: clientProjects.title,
  invoiceNumber: clientInvoices.invoiceNumber,
  invoiceName: clientInvoices.invoiceName,
  amount: clientInvoices.amount,
  currency: clientInvoices.currency,
  dueDate: clientInvoices.dueDate,
  total: totalRows,
};

type InvoiceGroupKind = "overdue" | "dueSoon" | "unissued";

function invoiceItems(kind: InvoiceGroupKind, where: SQL | undefined, limit: number) {
  return db
    .select({ ...INVOICE_ITEM, kind: sql<InvoiceGroupKind>`${kind}::text`.as("kind") })
    .from(clientInvoices)
    .innerJoin(clientProjects, eq(clientProjects.id, clientInvoices.projectId))
    .where(where)
    .orderBy(asc(clientInvoices.dueDate), asc(clientInvoices.invoiceNumber), asc(clientInvoices.id))
    .limit(limit);
}

/**
 * A draft milestone invoice whose sprint is already Completed: issued by nothing any more (approval and
 * staff completion both issue it), so it waits for staff to issue or delete it.
 */
const unissuedWhere = () =>
  and(
    eq(clientInvoices.paymentStatus, "Draft"),
    inArray(
      clientInvoices.sprintId,
      db.select({ id: projectSprints.id }).from(projectSprints).where(eq(projectSprints.status, "Completed")),
    ),
  );

/**
 * The first `limit` overdue, due-soon and unissued invoices (the groups asked for), each with its group's
 * total, in one statement.
 */
async function invoiceGroups(today: string, until: string, wants: Record<InvoiceGroupKind, boolean>, limit: number) {
  const parts = [
    wants.overdue ? invoiceItems("overdue", overdueWhere(today), limit) : null,
    wants.dueSoon ? invoiceItems("dueSoon", dueSoonWhere(today, until), limit) : null,
    wants.unissued ? invoiceItems("unissued", unissuedWhere(), limit) : null,
  ].filter((part) => part !== null);
  const [first, second, ...more] = parts;
  const rows = !first ? [] : !second ? await first : await unionAll(first, second, ...more);
  const of = (kind: InvoiceGroupKind) => rows.filter((r) => r.kind === kind).map(({ kind: _kind, ...item }) => item);
  return { overdue: of("overdue"), dueSoon: of("dueSoon"), unissued: of("unissued") };
}

/** Count and sum per currency of the overdue and the due-soon invoices, in one grouped statement. */
async function invoiceTotals(today: string, until: string) {
  const overdue = overdueWhere(today);
  const dueSoon = dueSoonWhere(today, until);
  const rows = await db
    .select({
      currency: clientInvoices.currency,
      overdueCount: sql<number>`(count(*) filter (where ${overdue}))::int`,
      overdueSum: sql<string>`coalesce(sum(${clientInvoices.amount}) filter (where ${overdue}), 0)::text`,
      dueSoonCount: sql<number>`(count(*) filter (where ${dueSoon}))::int`,
      dueSoonSum: sql<string>`coalesce(sum(${clientInvoices.amount}) filter (where ${dueSoon}), 0)::text`,
    })
    .from(clientInvoices)
    .where(openInvoice)
    .groupBy(clientInvoices.currency)
    .orderBy(asc(clientInvoices.currency));
  const pick = (count: "overdueCount" | "dueSoonCount", sum: "overdueSum" | "dueSoonSum") =>
    rows
      .filter((r) => r[count] > 0)
      .map((r) => ({ currency: r.currency, count: r[count], amount: normalizeSum(r[sum]) }));
  return { overdue: pick("overdueCount", "overdueSum"), dueSoon: pick("dueSoonCount", "dueSoonSum") };
}
/** numeric sums come back as "1250.5" or "1250.50"; the screen formats two decimals. */
const normalizeSum = (value: string) => sumAmounts([value]);

/** In Review (awaiting sign-off), or asked for feedback and not completed yet: oldest change first. */
function sprintsAwaitingClient(limit: number) {
  return db
    .select({
      id: projectSprints.id,
      projectId: projectSprints.projectId,
      projectTitle: clientProjects.title,
      title: projectSprints.title,
      sprintOrder: projectSprints.sprintOrder,
      status: projectSprints.status,
      feedbackRequired: projectSprints.feedbackRequired,
      since: projectSprints.updatedAt,
      total: totalRows,
    })
    .from(projectSprints)
    .innerJoin(clientProjects, eq(clientProjects.id, projectSprints.projectId))
    .where(
      or(
        eq(projectSprints.status, "In Review"),
        and(eq(projectSprints.feedbackRequired, true), ne(projectSprints.status, "Completed")),
      ),
    )
    .orderBy(asc(projectSprints.updatedAt), asc(projectSprints.id))
    .limit(limit);
}

/**
 * A sprint's conversation is unanswered when the client wrote last: its latest feedback or question is
 * newer than every change staff recorded on that sprint (the activity log; staff answer by acting on
 * the sprint: a status, a preview, feedback asked again). One row per sprint, waiting longest first.
 */
function unansweredClientMessages(limit: number) {
  const latest = db
    .selectDistinctOn([sprintClientMessages.sprintId], {
      sprintId: sprintClientMessages.sprintId,
      clientId: sprintClientMessages.clientId,
      kind: sprintClientMessages.kind,
      body: sprintClientMessages.body,
      createdAt: sprintClientMessages.createdAt,
    })
    .from(sprintClientMessages)
    .where(inArray(sprintClientMessages.kind, ["feedback", "question"]))
    .orderBy(sprintClientMessages.sprintId, desc(sprintClientMessages.createdAt), desc(sprintClientMessages.id))
    .as("latest");
  return db
    .select({
      sprintId: latest.sprintId,
      projectId: projectSprints.projectId,
      projectTitle: clientProjects.title,
      sprintTitle: projectSprints.title,
      kind: latest.kind,
      body: latest.body,
      at: latest.createdAt,
      clientName: profiles.fullName,
      clientEmail: profiles.email,
      total: totalRows,
    })
    .from(latest)
    .innerJoin(projectSprints, eq(projectSprints.id, latest.sprintId))
    .innerJoin(clientProjects, eq(clientProjects.id, projectSprints.projectId))
    .innerJoin(profiles, eq(profiles.id, latest.clientId))
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(activityLog)
          .where(
            and(
              eq(activityLog.entity, "sprint"),
              eq(activityLog.entityId, sql`${latest.sprintId}::text`),
              gt(activityLog.createdAt, latest.createdAt),
            ),
          ),
      ),
    )
    .orderBy(asc(latest.createdAt), asc(latest.sprintId))
    .limit(limit);
}

/**
 * A sprint's or task's thread is unanswered when the client wrote its latest message (staff answer by
 * writing in it). One row per thread, waiting longest first.
 */
function unansweredThreads(limit: number) {
  // the conversation summaries where the client wrote last (a partial index holds just those)
  return (
    db
      .select({
        messageId: threadSubjects.lastMessageId,
        subjectKind: threadSubjects.subjectKind,
        subjectId: threadSubjects.subjectId,
        sprintId: threadSubjects.sprintId,
        projectId: threadSubjects.projectId,
        projectTitle: clientProjects.title,
        sprintOrder: projectSprints.sprintOrder,
        sprintTitle: projectSprints.title,
        ticketTitle: sprintTickets.title,
        body: threadMessages.body,
        at: threadSubjects.lastMessageAt,
        clientName: profiles.fullName,
        clientEmail: profiles.email,
        total: totalRows,
      })
      .from(threadSubjects)
      .innerJoin(clientProjects, eq(clientProjects.id, threadSubjects.projectId))
      // still the project's client (the project may have changed hands since)
      .innerJoin(profiles, and(eq(profiles.id, threadSubjects.lastAuthorId), eq(profiles.id, clientProjects.clientId)))
      .innerJoin(threadMessages, eq(threadMessages.id, threadSubjects.lastMessageId))
      .innerJoin(projectSprints, eq(projectSprints.id, threadSubjects.sprintId))
      .leftJoin(sprintTickets, eq(sprintTickets.id, threadSubjects.ticketId))
      .where(eq(threadSubjects.lastByClient, true))
      .orderBy(asc(threadSubjects.lastMessageAt), asc(threadSubjects.lastMessageId))
      .limit(limit)
  );
}

/**
 * The inquiries nobody handled, the testimonials waiting for approval and the mail that failed: the first
 * `limit` of each group asked for, with the group's total, in one statement (a `union all` of the three,
 * their texts in common columns).
 */
async function smallGroups(wants: { inquiries: boolean; testimonials: boolean; failedMail: boolean }, limit: number) {
  type Row = {
    kind: "inquiries" | "testimonials" | "failedMail";
    id: string;
    a: string | null;
    b: string | null;
    c: string | null;
    at: Date | string;
    total: number;
  };
  // each group's total counts at most ATTENTION_COUNT_CAP + 1 rows (shown as "1,000+"): a public form
  // can fill the inquiries without bound, and a count of them all would grow with every one
  const capped = (from: SQL) =>
    sql`(select count(*) from (select 1 from ${from} limit ${ATTENTION_COUNT_CAP + 1}) capped)::int`;
  const branches = [
    wants.inquiries &&
      sql`(select 'inquiries' as kind, id, name as a, company as b, service as c, created_at as at,
          ${capped(sql`contact_inquiries where not handled`)} as total from contact_inquiries where not handled
          order by created_at, id limit ${limit})`,
    wants.testimonials &&
      sql`(select 'testimonials', id, client_name, client_company, null, created_at,
          ${capped(sql`testimonials where not approved`)}
          from testimonials where not approved order by created_at, id limit ${limit})`,
    wants.failedMail &&
      sql`(select 'failedMail', id, "to", subject, last_error, updated_at,
          ${capped(sql`mail_outbox where status = 'failed'`)}
          from mail_outbox where status = 'failed' order by updated_at desc, id limit ${limit})`,
  ].filter((branch): branch is SQL => Boolean(branch));
  const rows = branches.length === 0 ? [] : (await db.execute<Row>(sql.join(branches, sql` union all `))).rows;
  const of = (kind: Row["kind"]) =>
    rows.filter((r) => r.kind === kind).map((r) => ({ ...r, at: new Date(r.at), total: Number(r.total) }));
  return {
    inquiries: of("inquiries").map(({ id, a, b, c, at, total }) => ({
      id,
      name: a ?? "",
      company: b,
      service: c,
      at,
      total,
    })),
    testimonials: of("testimonials").map(({ id, a, b, at, total }) => ({
      id,
      clientName: a ?? "",
      clientCompany: b,
      at,
      total,
    })),
    failedMail: of("failedMail").map(({ id, a, b, c, at, total }) => ({
      id,
      to: a ?? "",
      subject: b ?? "",
      lastError: c,
      at,
      total,
    })),
  };
}

const none = <T>(): Promise<T[]> => Promise.resolve([]);

/**
 * The overview's "Needs attention": each group of `groups` (the ones the viewer may see,
 * attentionGroupsFor) with its total and its first `limit` items; a statement per group (the three small
 * ones together) plus one for the invoice totals per currency, whatever the number of rows. Groups not
 * asked for read nothing.
 */
export async function getNeedsAttention({
  groups,
  today,
  limit = ATTENTION_LIMIT,
}: {
  groups: readonly AttentionKey[];
  today: string;
  limit?: number;
}) {
  const wants = new Set(groups);
  const { until } = dueWindow(today);
  const invoices = wants.has("overdueInvoices") || wants.has("dueSoonInvoices");
  const [totals, invoiceItemGroups, sprints, messages, threads, small] = await Promise.all([
    invoices ? invoiceTotals(today, until) : Promise.resolve({ overdue: [], dueSoon: [] }),
    invoiceGroups(
      today,
      until,
      {
        overdue: wants.has("overdueInvoices"),
        dueSoon: wants.has("dueSoonInvoices"),
        unissued: wants.has("unissuedInvoices"),
      },
      limit,
    ),
    wants.has("sprintsAwaitingClient") ? sprintsAwaitingClient(limit) : none<SprintRow>(),
    wants.has("clientMessages") ? unansweredClientMessages(limit) : none<MessageRow>(),
    wants.has("clientMessages") ? unansweredThreads(limit) : none<ThreadRow>(),
    smallGroups(
      {
        inquiries: wants.has("inquiries"),
        testimonials: wants.has("testimonials"),
        failedMail: wants.has("failedMail"),
      },
      limit,
    ),
  ]);
  const { overdue, dueSoon, unissued } = invoiceItemGroups;
  return {
    overdueInvoices: wants.has("overdueInvoices") ? { ...asGroup(overdue), totals: totals.overdue } : null,
    dueSoonInvoices: wants.has("dueSoonInvoices") ? { ...asGroup(dueSoon), totals: totals.dueSoon } : null,
    unissuedInvoices: wants.has("unissuedInvoices") ? asGroup(unissued) : null,
    sprintsAwaitingClient: wants.has("sprintsAwaitingClient") ? asGroup(sprints) : null,
    clientMessages: wants.has("clientMessages") ? clientMessageGroup(messages, threads, limit) : null,
    inquiries: wants.has("inquiries") ? asGroup(small.inquiries) : null,
    testimonials: wants.has("testimonials") ? asGroup(small.testimonials) : null,
    failedMail: wants.has("failedMail") ? asGroup(small.failedMail) : null,
  };
}
type SprintRow = Awaited<ReturnType<typeof sprintsAwaitingClient>>[number];
type MessageRow = Awaited<ReturnType<typeof unansweredClientMessages>>[number];
type ThreadRow = Awaited<ReturnType<typeof unansweredThreads>>[number];

/**
 * The client messages waiting for staff: a sprint's feedback or question nobody acted on, and the threads
 * where the client wrote last; both counted whole, the first `limit` of them waiting longest first.
 */
function clientMessageGroup(messages: MessageRow[], threads: ThreadRow[], limit: number) {
  const items = [
    ...asGroup(messages).items.map((m) => ({ ...m, source: "sprint" as const })),
    ...asGroup(threads).items.map((t) => ({ ...t, source: "thread" as const })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .slice(0, limit);
  return { total: (messages[0]?.total ?? 0) + (threads[0]?.total ?? 0), items };
}
export type NeedsAttention = Awaited<ReturnType<typeof getNeedsAttention>>;

/**
 * Invoiced and paid per month and currency over the 12 months ending with today's month, summed in
 * SQL (by invoice date; cancelled invoices left out), then filled out per month by monthlySeries.
 */
export async function getInvoicingByMonth({ today }: { today: Date }) {
  const { from, until } = monthWindow(today);
  const month = sql<string>`to_char(${clientInvoices.invoiceDate}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      currency: clientInvoices.currency,
      invoiced: sql<string>`sum(${clientInvoices.amount})::text`,
      paid: sql<string>`coalesce(sum(${clientInvoices.amount}) filter (where ${clientInvoices.paymentStatus} = 'Paid'), 0)::text`,
    })
    .from(clientInvoices)
    .where(
      and(
        // a draft is not invoiced yet
        notInArray(clientInvoices.paymentStatus, ["Draft", "Cancelled"]),
        gte(clientInvoices.invoiceDate, from),
        lt(clientInvoices.invoiceDate, until),
      ),
    )
    .groupBy(month, clientInvoices.currency);
  return monthlySeries(rows, today);
}

/**
 * The overview's two charts in one statement (a `union all`, their rows in common columns): the client
 * projects with the most open (not completed) tickets, most first, and the active sprints (In Progress or
 * In Review) with their tickets done and in all; `limit` of each.
 */
export async function getOverviewCharts({ limit = 8 } = {}) {
  const open = sql<number>`(count(*))::int`;
  // the open work of a project: its tickets and its sprints' tasks (what its client sees), not yet Completed
  const work = unionAll(
    db.select({ projectId: projectTickets.projectId, status: projectTickets.status }).from(projectTickets),
    db
      .select({ projectId: projectSprints.projectId, status: sprintTickets.status })
      .from(sprintTickets)
      .innerJoin(projectSprints, eq(projectSprints.id, sprintTickets.sprintId)),
  ).as("work");
  const openTickets = db
    .select({
      kind: sql<"open" | "sprint">`'open'`,
      id: clientProjects.id,
      title: clientProjects.title,
      sprintOrder: sql<number>`0`,
      status: sql<string>`''`,
      projectTitle: clientProjects.title,
      total: open,
      done: sql<number>`0`,
    })
    .from(work)
    .innerJoin(clientProjects, eq(clientProjects.id, work.projectId))
    .where(ne(work.status, "Completed"))
    .groupBy(clientProjects.id, clientProjects.title)
    .orderBy(desc(open), asc(clientProjects.title), asc(clientProjects.id))
    .limit(limit);
  const activeSprints = db
    .select({
      kind: sql<"open" | "sprint">`'sprint'`,
      id: projectSprints.id,
      title: projectSprints.title,
      sprintOrder: projectSprints.sprintOrder,
      status: sql<string>`${projectSprints.status}`,
      projectTitle: clientProjects.title,
      total: sql<number>`(count(${sprintTickets.id}))::int`,
      done: sql<number>`(count(${sprintTickets.id}) filter (where ${sprintTickets.status} = 'Completed'))::int`,
    })
    .from(projectSprints)
    .innerJoin(clientProjects, eq(clientProjects.id, projectSprints.projectId))
    .leftJoin(sprintTickets, eq(sprintTickets.sprintId, projectSprints.id))
    .where(inArray(projectSprints.status, ["In Progress", "In Review"]))
    .groupBy(projectSprints.id, clientProjects.title)
    .orderBy(asc(clientProjects.title), asc(projectSprints.sprintOrder), asc(projectSprints.id))
    .limit(limit);
  // each branch keeps its order (a union all of parenthesised branches appends them)
  const rows = await unionAll(openTickets, activeSprints);
  return {
    openTickets: rows
      .filter((r) => r.kind === "open")
      .map((r) => ({ projectId: r.id, title: r.title, open: Number(r.total) })),
    sprintProgress: rows
      .filter((r) => r.kind === "sprint")
      .map((r) => ({
        id: r.id,
        title: r.title,
        sprintOrder: Number(r.sprintOrder),
        status: r.status as SprintStatus,
        projectTitle: r.projectTitle,
        total: Number(r.total),
        done: Number(r.done),
      })),
  };
}
