import { type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { invoiceListStatus } from "~/domain/invoice-status";
import { formatMoney } from "~/domain/money";
import { prefixQuery, SEARCH_KINDS, type SearchKind, searchWords } from "~/domain/search";
import { type RecordType, recordHref, SEARCH_ORDER } from "~/records";

export type SearchHit = { kind: SearchKind; id: string; title: string; detail: string | null; href: string };

/** Results per kind: enough to find the thing, few enough to read at a glance. */
export const HITS_PER_KIND = 8;

/**
 * One kind of record as a search source: its text (a `tsvector` over the fields people search by, the
 * 'simple' configuration, so names and numbers match as typed: the indexed `search_doc` column of the
 * tables that grow, see app/db/schema.ts, built on the fly for the small ones), its title, a line of detail and where
 * the dashboard handles it. `admin` sources are searched only for admins (Users is admin-only).
 */
type Source = { kind: SearchKind; admin?: boolean; select: (query: SQL) => SQL };

// hyphens, slashes and underscores split words as the query does ("INV-2041" is found by "2041")
const doc = (...fields: SQL[]) =>
  sql`to_tsvector('simple', translate(concat_ws(' ', ${sql.join(fields, sql`, `)}), '-_/', '   '))`;

/** The first 160 characters of a field, tags and runs of space removed: the result's line of detail. */
const excerpt = (field: SQL) =>
  sql`left(regexp_replace(regexp_replace(coalesce(${field}, ''), '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g'), 160)`;

/**
 * The rows of a kind a query may rank: the first this many it matches. A broad query ("growth" over
 * 10,000 tickets) then costs what a narrow one does; among more matches than this, any are as good.
 */
export const RANKED_PER_KIND = 200;

function source(
  kind: SearchKind,
  parts: { from: SQL; text: SQL; title: SQL; detail: SQL; href: SQL },
  admin = false,
): Source {
  return {
    kind,
    admin,
    // innermost: the first matches (from the index where the table has one), ranked; then the best few;
    // only those get their line of detail cut out of a long text
    select: (query) => sql`(select ${kind}::text as kind, best.id, best.title, ${excerpt(sql`best.detail`)} as detail,
        best.href, best.rank
      from (
        select * from (
          select t.id::text as id, ${parts.title} as title, ${parts.detail} as detail, ${parts.href} as href,
                 ts_rank(${parts.text}, ${query}) as rank
          from ${parts.from}
          where ${parts.text} @@ ${query}
          limit ${RANKED_PER_KIND}
        ) matched
        order by rank desc, title limit ${HITS_PER_KIND}
      ) best)`,
  };
}

/**
 * A record type's search source, from its declaration: its table, the words of its fields (its indexed
 * `search_doc` column when it keeps one), its title (the fields joined by ", ") and its line of detail
 * (the first field that is not null), found on its screen.
 */
function recordSource({ search, table, path }: RecordType): Source {
  const field = (name: string) => sql`t.${sql.identifier(name)}`;
  const [first, ...others] = search.title.map(field);
  return source(search.kind, {
    from: sql`${sql.identifier(table)} t`,
    text: search.indexed ? sql`t.search_doc` : doc(...search.fields.map(field)),
    title: others.reduce((title, next) => sql`${title} || coalesce(', ' || ${next}, '')`, first ?? sql`''`),
    detail:
      search.detail.length === 1
        ? field(search.detail[0]!)
        : sql`coalesce(${sql.join(search.detail.map(field), sql`, `)})`,
    href: sql`${recordHref({ path })}::text`,
  });
}

const SOURCES: Source[] = [
  source("client project", {
    from: sql`client_projects t join profiles c on c.id = t.client_id`,
    text: doc(sql`t.title`, sql`t.description`, sql`t.contact_person_name`, sql`c.full_name`, sql`c.organization_name`),
    title: sql`t.title`,
    detail: sql`concat_ws(' · ', t.status, c.full_name, c.organization_name)`,
    href: sql`'/dashboard/client-projects/' || t.id`,
  }),
  source("sprint", {
    from: sql`project_sprints t join client_projects p on p.id = t.project_id`,
    text: sql`t.search_doc`,
    title: sql`t.title`,
    detail: sql`concat_ws(' · ', p.title, t.status)`,
    href: sql`'/dashboard/sprints?project=' || t.project_id`,
  }),
  source("ticket", {
    from: sql`(select st.id, st.title, st.description, st.status, st.search_doc, ps.project_id,
                      'sprints?tab=tickets&project=' as screen, '' as tail
                 from sprint_tickets st join project_sprints ps on ps.id = st.sprint_id
               union all
               select pt.id, pt.title, pt.description, pt.status, pt.search_doc, pt.project_id, 'client-projects/', '/tickets'
                 from project_tickets pt) t
             join client_projects p on p.id = t.project_id`,
    text: sql`t.search_doc`,
    title: sql`t.title`,
    detail: sql`concat_ws(' · ', p.title, t.status)`,
    href: sql`'/dashboard/' || t.screen || t.project_id || t.tail`,
  }),
  source("invoice", {
    from: sql`client_invoices t join client_projects p on p.id = t.project_id`,
    // the project's title too: its invoices are found by it
    text: sql`(t.search_doc || ${doc(sql`p.title`)})`,
    title: sql`t.invoice_number || ' · ' || t.invoice_name`,
    // its fields, for searchDashboard to word as every other screen does (money, and the status of the day)
    detail: sql`concat_ws(chr(31), t.currency, t.amount::text, t.payment_status, coalesce(t.due_date::text, ''), p.title)`,
    href: sql`'/dashboard/invoices?project=' || t.project_id`,
  }),
  source("inquiry", {
    from: sql`contact_inquiries t`,
    text: sql`t.search_doc`,
    title: sql`t.name || coalesce(' (' || t.company || ')', '')`,
    detail: sql`t.message`,
    href: sql`'/dashboard/inquiries'`,
  }),
  source(
    "user",
    {
      from: sql`profiles t`,
      text: doc(sql`t.full_name`, sql`t.email`, sql`t.organization_name`),
      title: sql`coalesce(t.full_name, t.email)`,
      detail: sql`concat_ws(' · ', t.email, coalesce(t.role, 'waiting for access'), t.organization_name)`,
      href: sql`'/dashboard/users'`,
    },
    true,
  ),
  // then each record type (app/records), as it declares its search
  ...SEARCH_ORDER.map(recordSource),
];

/**
 * Searches every kind of record the viewer may see (staff; Users only for admins) with PostgreSQL
 * full-text search, in one statement, best matches first within each kind; groups in SEARCH_KINDS order.
 */
export async function searchDashboard(query: string, { isAdmin, now = new Date() }: { isAdmin: boolean; now?: Date }) {
  const text = prefixQuery(searchWords(query));
  if (!text) return [];
  const tsquery = sql`to_tsquery('simple', ${text})`;
  const selects = SOURCES.filter((s) => isAdmin || !s.admin).map((s) => s.select(tsquery));
  const result = await db.execute<SearchHit & { rank: number }>(sql.join(selects, sql` union all `));
  return SEARCH_KINDS.map((kind) => ({
    kind,
    hits: result.rows
      .filter((row) => row.kind === kind)
      .sort((a, b) => Number(b.rank) - Number(a.rank))
      .map(({ rank: _rank, ...hit }) => (hit.kind === "invoice" ? invoiceHit(hit, now) : hit)),
  })).filter((group) => group.hits.length > 0);
}

/**
 * An invoice's line of detail in the words of the invoices screen: its project, the amount as money
 * ("$18,400.50") and the status of the day (an unpaid invoice past its due date is Overdue, as the list,
 * the overview and the portal say), not the stored values.
 */
function invoiceHit(hit: SearchHit, now: Date): SearchHit {
  const [currency = "", amount = "0", paymentStatus = "", dueDate = "", ...project] = (hit.detail ?? "").split(
    "\u001f",
  );
  const status = invoiceListStatus({ paymentStatus, dueDate: dueDate || null }, now).label;
  return { ...hit, detail: [project.join(" "), formatMoney(amount, currency), status].filter(Boolean).join(" · ") };
}
