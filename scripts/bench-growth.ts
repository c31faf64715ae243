/**
 * `npm run bench`, part (d), growth: the portal, the manage view, the sprints, tickets, invoices and
 * search screens and /blog rendered with a small project (the long lists with 1 sprint of 10 tickets and
 * 10 invoices, the other pages with 10 sprints and 10 posts) and again after it has grown to 1,000 sprints, 10,000 tickets, 2,000 invoices and 1,000 posts, written
 * straight into the bench's throwaway database. For each page: the median render time of a few
 * sequential requests, the HTML bytes and the SQL statements per request (counted inside the server by
 * scripts/bench-sql-count.mjs). The budgets: the long lists' first page (tickets, invoices, search)
 * within 1.5× of the small one, the other pages within 3×; the statement count must not grow with the data.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export const GROWTH_RATIO_BUDGET = 3;
/** the long lists: a first page of 10,000 rows renders about as fast as one of 10 */
export const LIST_RATIO_BUDGET = 1.5;
/** the long lists are first measured with 10 rows (1 sprint of 10 tickets, 10 invoices), the other pages with 10 sprints */
const SMALL = { listSprints: 1, sprints: 10, invoices: 10, posts: 10 };
const LARGE = { sprints: 1_000, invoices: 2_000, posts: 1_000 };
const TICKETS_PER_SPRINT = 10;

export type GrowthRow = {
  page: string;
  path: string;
  smallMs: number;
  largeMs: number;
  ratio: number;
  /** the largest ratio allowed */
  ratioBudget: number;
  smallBytes: number;
  largeBytes: number;
  smallStatements: number | null;
  largeStatements: number | null;
  /** the statement count of every timed request, small then large */
  statementsSeen: { small: (number | null)[]; large: (number | null)[] };
  budget: "pass" | "fail";
};

type Options = {
  url: string;
  /** the embedded database's data folder (its socket is in `run/`), when no PostgreSQL URL is given */
  dataDir: string;
  databaseUrl?: string;
  cookies: { client: string; admin: string };
  /** the file the server appends "<id> <statements>" to (BENCH_SQL_LOG) */
  sqlLog: string;
  samples?: number;
};

export async function measureGrowth(options: Options): Promise<GrowthRow[]> {
  const db = new pg.Client(
    options.databaseUrl
      ? { connectionString: options.databaseUrl }
      : { host: path.join(options.dataDir, "run"), port: 5432, user: "postgres", database: "postgres" },
  );
  await db.connect();
  try {
    const projectId = await createProject(db);
    await addSprints(db, projectId, 1, SMALL.listSprints);
    await addInvoices(db, projectId, 1, SMALL.invoices);
    await addPostsUpTo(db, SMALL.posts);
    const targets = [
      { page: "portal (client)", path: `/client-portal?project=${projectId}`, cookie: options.cookies.client },
      {
        page: "manage view (admin)",
        path: `/dashboard/client-projects?manage=${projectId}`,
        cookie: options.cookies.admin,
      },
      { page: "sprints screen (admin)", path: "/dashboard/sprints", cookie: options.cookies.admin },
      {
        page: "sprints, not completed, by end date",
        path: "/dashboard/sprints?status=open&sort=end",
        cookie: options.cookies.admin,
      },
      { page: "tickets screen (admin)", path: "/dashboard/tickets", cookie: options.cookies.admin, list: true },
      {
        page: "tickets, open, by title",
        path: "/dashboard/tickets?status=open&sort=title",
        cookie: options.cookies.admin,
        list: true,
      },
      { page: "invoices screen (admin)", path: "/dashboard/invoices", cookie: options.cookies.admin, list: true },
      {
        page: "invoices, unpaid, by amount",
        path: "/dashboard/invoices?status=unpaid&sort=amount",
        cookie: options.cookies.admin,
        list: true,
      },
      // the broadest search there is: every generated ticket, sprint and post matches
      { page: "search 'growth'", path: "/dashboard/search?q=growth", cookie: options.cookies.admin, list: true },
      // any cookie keeps the anonymous page cache out of the measurement
      { page: "/blog", path: "/blog", cookie: "bench=growth" },
    ];
    const small: Awaited<ReturnType<typeof measure>>[] = [];
    for (const [i, t] of targets.entries()) if (t.list) small[i] = await measure(options, t.path, t.cookie);
    await addSprints(db, projectId, SMALL.listSprints + 1, SMALL.sprints);
    for (const [i, t] of targets.entries()) if (!t.list) small[i] = await measure(options, t.path, t.cookie);
    await addSprints(db, projectId, SMALL.sprints + 1, LARGE.sprints);
    await addInvoices(db, projectId, SMALL.invoices + 1, LARGE.invoices);
    await addPostsUpTo(db, LARGE.posts);
    // as a live database would be: statistics current after a bulk load
    await db.query("analyze");
    const rows: GrowthRow[] = [];
    for (const [i, t] of targets.entries()) {
      const large = await measure(options, t.path, t.cookie);
      const before = small[i]!;
      const ratio = Number((large.ms / Math.max(before.ms, 0.1)).toFixed(2));
      const ratioBudget = t.list ? LIST_RATIO_BUDGET : GROWTH_RATIO_BUDGET;
      rows.push({
        page: t.page,
        path: t.path,
        smallMs: before.ms,
        largeMs: large.ms,
        ratio,
        ratioBudget,
        smallBytes: before.bytes,
        largeBytes: large.bytes,
        smallStatements: before.statements,
        largeStatements: large.statements,
        statementsSeen: { small: before.seen, large: large.seen },
        budget: ratio <= ratioBudget && large.statements === before.statements ? "pass" : "fail",
      });
    }
    return rows;
  } finally {
    await db.end();
  }
}

async function createProject(db: pg.Client) {
  const { rows } = await db.query(
    `insert into client_projects (client_id, title, status)
     select id, 'Bench growth', 'On Hold' from profiles where email = 'client@acme.example'
     returning id`,
  );
  if (!rows[0]) throw new Error("the demo client client@acme.example is missing");
  return rows[0].id as string;
}

/** Sprints number `from` to `to` of the project, each with its tickets; a third of them Completed. */
async function addSprints(db: pg.Client, projectId: string, from: number, to: number) {
  await db.query(
    `insert into project_sprints (project_id, title, description, start_date, end_date, status, sprint_order)
     select $1, 'Growth sprint ' || n, 'Scope, build and review of increment ' || n, date '2026-01-05' + n * 14,
            date '2026-01-18' + n * 14, case when n % 3 = 0 then 'Completed' else 'Planned' end, n
     from generate_series($2::int, $3::int) as n`,
    [projectId, from, to],
  );
  await db.query(
    `insert into sprint_tickets (sprint_id, title, status, position)
     select s.id, 'Task ' || k || ' of ' || s.title, case when k % 2 = 0 then 'Completed' else 'Not started' end, k
     from project_sprints s, generate_series(1, ${TICKETS_PER_SPRINT}) as k
     where s.project_id = $1 and s.sprint_order between $2 and $3`,
    [projectId, from, to],
  );
}

/** Invoices number `from` to `to` of the project: a mix of paid, pending (some overdue) and cancelled. */
async function addInvoices(db: pg.Client, projectId: string, from: number, to: number) {
  await db.query(
    `insert into client_invoices (project_id, client_id, invoice_number, invoice_name, amount, currency,
                                  invoice_date, due_date, payment_status, created_at)
     select p.id, p.client_id, 'BENCH-' || n, 'Milestone ' || n, (n * 37 % 9000) + 250.5, 'USD',
            date '2025-01-01' + n % 600, date '2025-01-31' + n % 600,
            case when n % 5 = 0 then 'Cancelled' when n % 2 = 0 then 'Paid' else 'Pending' end,
            now() - n * interval '1 hour'
     from client_projects p, generate_series($2::int, $3::int) as n
     where p.id = $1`,
    [projectId, from, to],
  );
}

/** Published posts until there are `total`, each a little older than the one before. */
async function addPostsUpTo(db: pg.Client, total: number) {
  const { rows } = await db.query("select count(*)::int as n from blogs where published");
  const missing = total - (rows[0]?.n ?? 0);
  if (missing <= 0) return;
  await db.query(
    `insert into blogs (title, slug, excerpt, content, published, created_at)
     select 'Growth post ' || n, 'growth-post-' || n || '-' || $2, 'What we learned in week ' || n,
            '<p>' || repeat('A paragraph of notes from the studio. ', 60) || '</p>', true,
            now() - interval '1 year' - n * interval '1 hour'
     from generate_series(1, $1::int) as n`,
    [missing, Date.now().toString(36)],
  );
}

let sequence = 0;

/** Median time of a few sequential requests (after two to warm up), the bytes, and the SQL statements per request. */
async function measure(options: Options, pathname: string, cookie: string, samples = options.samples ?? 11) {
  const times: number[] = [];
  let bytes = 0;
  let statements: number | null = null;
  const seen: (number | null)[] = [];
  for (let i = 0; i < samples + 2; i++) {
    const id = `g${process.pid}-${++sequence}`;
    const started = performance.now();
    const res = await fetch(options.url + pathname, {
      headers: { Cookie: cookie, "X-Bench-Id": id, "Accept-Encoding": "identity" },
    });
    const body = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`GET ${pathname}: ${res.status}`);
    if (i < 2) continue;
    times.push(ms);
    bytes = body.byteLength;
    // the fewest seen: now and then the server adds one statement of its own to a request (the session
    // check, the page cache's content version), whatever the data; every count is kept in the JSON
    const counted = await statementsOf(options.sqlLog, id);
    seen.push(counted);
    if (counted !== null) statements = statements === null ? counted : Math.min(statements, counted);
  }
  times.sort((a, b) => a - b);
  return { ms: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10, bytes, statements, seen };
}

/** The statement count the server logged for request `id` (it writes it once the answer has gone). */
async function statementsOf(file: string, id: string): Promise<number | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    const line = text.split("\n").find((l) => l.startsWith(`${id} `));
    if (line) return Number(line.split(" ")[1]);
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}
