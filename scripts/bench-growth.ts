/**
 * `npm run bench`, part (d), growth (issue 31): the screens of a small project and of a large one side
 * by side, and the studio-wide screens before and after the studio grows.
 *
 * Two client projects exist at once: a small one (client@globex.example: 30 sprints of 10 tickets, 30
 * invoices, 150 threads of 20 messages, 50 shared files, 1,500 audit rows on its sprints: every first page
 * is full, so the large one's pages are compared with pages of the same length) and a large one
 * (client@acme.example: 1,000 sprints, 10,000 tickets, 2,000 invoices, 5,000 threads with 100,000
 * messages, 5,000 files with their versions, 50,000 audit rows on its sprints). Their screens (the portal's
 * overview, sprints and files tabs and a sprint page, the manage view and its messages and files tabs, the
 * weekly summary's preview) are requested alternately, small, large, small, large, so the machine's
 * load falls on both alike. The studio-wide screens (`/dashboard`, the audit log, search, the sprints,
 * tickets and invoices lists, /blog) cannot be small and large at once: they are measured before the
 * studio grows (the small project, 10 posts, 100 audit rows, 10 inquiries) and after (also 950,000 audit
 * rows, 50,000 searchable inquiries, 1,000 posts), each phase taking its screens in turn, one request each.
 *
 * Everything is written with set-based SQL (`insert … select … generate_series`) straight into the
 * bench's throwaway database, one small function per table, through the tables of today's schema.
 *
 * Per screen: the server's time (the `total` of the `Server-Timing` header the app sends with
 * SERVER_TIMING=1: up to the headers, after the loaders and the render), its database time and statement
 * count (the `db` entry: every statement the request sent through the pool, a wait for a free connection
 * included, on both databases), and the HTML bytes. Budgets: server time large/small ≤ 1.5 and HTML
 * large/small ≤ 1.3 for every signed-in screen (3× and no HTML budget for the anonymous /blog), the same
 * statements small and large, and at most: portal screens 12, the sprint page 10, /dashboard 12, the
 * manage view 15, any other dashboard screen 10.
 */
import path from "node:path";
import pg from "pg";

export const GROWTH_BUDGET = {
  /** server time large / small, every signed-in screen */
  serverRatio: 1.5,
  /** HTML bytes large / small, every signed-in screen */
  htmlRatio: 1.3,
  /** server time large / small, the anonymous /blog (its list is paged; no HTML budget) */
  publicRatio: 3,
};

/** Statements per request, at most (issue 31); the count must also be the same small and large. */
const STATEMENT_BUDGET = { portal: 12, sprintPage: 10, dashboard: 12, manage: 15, otherDashboard: 10 } as const;
type Family = keyof typeof STATEMENT_BUDGET | "public";

const SMALL = { sprints: 30, invoices: 30, files: 50, sprintAudit: 50, auditRows: 100, inquiries: 10, posts: 10 };
const LARGE = {
  sprints: 1_000,
  invoices: 2_000,
  files: 5_000,
  sprintAudit: 50,
  auditRows: 950_000,
  inquiries: 50_000,
  posts: 1_000,
};
const TICKETS_PER_SPRINT = 10;
/** a thread on each sprint and on its first 4 tickets: 5 a sprint, 5,000 on 1,000 sprints */
const TICKET_THREADS_PER_SPRINT = 4;
const MESSAGES_PER_THREAD = 20;

export type Measured = {
  /** median server time (Server-Timing total), else the median wall time, ms */
  serverMs: number;
  /** median database time (Server-Timing db), ms */
  dbMs: number | null;
  /** median wall time seen by the bench, ms */
  wallMs: number;
  bytes: number;
  /** the fewest statements seen (now and then the server adds one of its own, e.g. the content version) */
  statements: number | null;
  /** the statement count of every timed request */
  seen: (number | null)[];
};

export type GrowthRow = {
  page: string;
  /** "project": small and large project side by side; "studio": before and after the studio grew */
  scope: "project" | "studio";
  smallPath: string;
  largePath: string;
  small: Measured;
  large: Measured;
  /** the small project's screen before the studio grew (project screens only) */
  smallBeforeGrowth?: Measured;
  serverRatio: number;
  htmlRatio: number;
  serverRatioBudget: number;
  htmlRatioBudget: number | null;
  statementBudget: number | null;
  /** what missed its budget, empty when none */
  missed: string[];
  budget: "pass" | "fail";
};

type Options = {
  url: string;
  /** the embedded database's data folder (its socket is in `run/`), when no PostgreSQL URL is given */
  dataDir: string;
  databaseUrl?: string;
  cookies: { client: string; otherClient: string; admin: string };
  /** timed requests per screen and phase (after one to warm up) */
  samples?: number;
  /** progress lines */
  log?: (line: string) => void;
};

type Request = { path: string; cookie: string };
type Screen = { page: string; family: Family; small: Request; large: Request };

export type GrowthResult = {
  rows: GrowthRow[];
  /** the large state's addresses, for the CPU table */
  large: { portal: string; manage: string; clientCookie: string };
  /** seconds each step took */
  seconds: Record<string, number>;
};

export async function measureGrowth(options: Options): Promise<GrowthResult> {
  const log = options.log ?? (() => undefined);
  const samples = options.samples ?? 7;
  const db = new pg.Client(
    options.databaseUrl
      ? { connectionString: options.databaseUrl }
      : { host: path.join(options.dataDir, "run"), port: 5432, user: "postgres", database: "postgres" },
  );
  await db.connect();
  const seconds: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    seconds[name] = Math.round((performance.now() - started) / 100) / 10;
    log(`  ${name}: ${seconds[name]} s`);
  };
  try {
    const people = await demoPeople(db);
    const small = await createProject(db, people.otherClient, "Bench small");
    const large = await createProject(db, people.client, "Bench large");
    // the small state: the small project whole, and the studio-wide rows' small counts
    await step("small project", async () => {
      await growProject(db, small, people, { sprints: SMALL.sprints, invoices: SMALL.invoices, files: SMALL.files });
      await addSprintAudit(db, small, 1, SMALL.sprints, SMALL.sprintAudit, people.admin);
    });
    await addAuditRows(db, 1, SMALL.auditRows);
    await addInquiries(db, 1, SMALL.inquiries);
    await addPostsUpTo(db, SMALL.posts);
    await db.query("analyze");

    const smallSprint = await sprintOf(db, small, 1);
    const { client, otherClient, admin } = options.cookies;
    const projectScreens = (largeSprintId: string): Screen[] => {
      const both = (page: string, family: Family, at: (p: Project) => string, cookie: (p: Project) => string) => ({
        page,
        family,
        small: { path: at(small), cookie: cookie(small) },
        large: { path: at(large), cookie: cookie(large) },
      });
      const owner = (p: Project) => (p === small ? otherClient : client);
      const staff = () => admin;
      return [
        both("portal overview", "portal", (p) => `/client-portal?project=${p.id}`, owner),
        both("portal sprints tab", "portal", (p) => `/client-portal/sprints?project=${p.id}`, owner),
        both("portal files tab", "portal", (p) => `/client-portal/files?project=${p.id}`, owner),
        both(
          "portal sprint page",
          "sprintPage",
          (p) => `/client-portal/sprint/${p === small ? smallSprint : largeSprintId}`,
          owner,
        ),
        both("manage view", "manage", (p) => `/dashboard/client-projects/${p.id}`, staff),
        both("manage view, messages tab", "manage", (p) => `/dashboard/client-projects/${p.id}/messages`, staff),
        both("manage view, files tab", "manage", (p) => `/dashboard/client-projects/${p.id}/files`, staff),
        both("digest preview", "otherDashboard", (p) => `/dashboard/digest?client=${p.clientId}`, staff),
      ];
    };
    const studio = (page: string, family: Family, at: string, cookie = admin): Screen => ({
      page,
      family,
      small: { path: at, cookie },
      large: { path: at, cookie },
    });
    const studioScreens: Screen[] = [
      studio("/dashboard", "dashboard", "/dashboard"),
      studio("audit log", "otherDashboard", "/dashboard/audit"),
      // the broadest search there is: every generated sprint, ticket, inquiry and post matches
      studio("search 'growth'", "otherDashboard", "/dashboard/search?q=growth"),
      studio("sprints screen", "otherDashboard", "/dashboard/sprints"),
      studio("sprints, not completed, by end date", "otherDashboard", "/dashboard/sprints?status=open&sort=end"),
      studio("tickets screen", "otherDashboard", "/dashboard/tickets"),
      studio("tickets, open, by title", "otherDashboard", "/dashboard/tickets?status=open&sort=title"),
      studio("invoices screen", "otherDashboard", "/dashboard/invoices"),
      studio("invoices, unpaid, by amount", "otherDashboard", "/dashboard/invoices?status=unpaid&sort=amount"),
      // signed in, so the anonymous page cache stays out of it
      studio("/blog", "public", "/blog"),
    ];

    // phase 1, before the studio grows: the studio-wide screens, and the small project's screens (to
    // see whether the studio's size reaches them), each screen in turn
    let started = performance.now();
    const before = await measureInTurn(
      options.url,
      [...studioScreens.map((s) => s.small), ...projectScreens(smallSprint).map((s) => s.small)],
      samples,
    );
    seconds["measuring before growth"] = Math.round((performance.now() - started) / 100) / 10;
    log(`  measuring before growth (${samples} rounds): ${seconds["measuring before growth"]} s`);
    const studioBefore = before.slice(0, studioScreens.length);
    const smallBefore = before.slice(studioScreens.length);

    // grow: the large project, then the studio-wide tables
    await step("large project: sprints and tickets", () => addSprints(db, large.id, 1, LARGE.sprints));
    await step("large project: invoices", () => addInvoices(db, large.id, 1, LARGE.invoices));
    await step("large project: threads", () => addThreads(db, large.id, 1, LARGE.sprints, people));
    await step("large project: files", () => addFiles(db, large.id, 1, LARGE.files, people.admin));
    await step("large project: audit rows on its sprints", () =>
      addSprintAudit(db, large, 1, LARGE.sprints, LARGE.sprintAudit, people.admin),
    );
    await step(`audit rows (+${LARGE.auditRows.toLocaleString("en")})`, () =>
      addAuditRows(db, SMALL.auditRows + 1, LARGE.auditRows),
    );
    await step("inquiries", () => addInquiries(db, SMALL.inquiries + 1, LARGE.inquiries));
    await step("posts", () => addPostsUpTo(db, LARGE.posts));
    // as a live database would be: statistics current after a bulk load
    await step("analyze", () => db.query("analyze"));
    const largeSprintId = await sprintOf(db, large, 1);

    // phase 2, after: the project screens small, large, small, large…; the studio-wide ones in turn
    started = performance.now();
    const pairs = projectScreens(largeSprintId);
    const after = await measureInTurn(
      options.url,
      [...studioScreens.map((s) => s.large), ...pairs.flatMap((s) => [s.small, s.large])],
      samples,
    );
    seconds["measuring after growth"] = Math.round((performance.now() - started) / 100) / 10;
    log(`  measuring after growth (${samples} rounds): ${seconds["measuring after growth"]} s`);
    const studioAfter = after.slice(0, studioScreens.length);
    const pairsAfter = after.slice(studioScreens.length);

    const rows: GrowthRow[] = [
      ...pairs.map((s, i) => row(s, "project", pairsAfter[2 * i]!, pairsAfter[2 * i + 1]!, smallBefore[i])),
      ...studioScreens.map((s, i) => row(s, "studio", studioBefore[i]!, studioAfter[i]!)),
    ];
    return {
      rows,
      large: { portal: pairs[0]!.large.path, manage: pairs[4]!.large.path, clientCookie: client },
      seconds,
    };
  } finally {
    await db.end();
  }
}

function row(s: Screen, scope: "project" | "studio", small: Measured, large: Measured, before?: Measured): GrowthRow {
  const serverRatio = Number((large.serverMs / Math.max(small.serverMs, 0.1)).toFixed(2));
  const htmlRatio = Number((large.bytes / Math.max(small.bytes, 1)).toFixed(2));
  const signedIn = s.family !== "public";
  const serverRatioBudget = signedIn ? GROWTH_BUDGET.serverRatio : GROWTH_BUDGET.publicRatio;
  const htmlRatioBudget = signedIn ? GROWTH_BUDGET.htmlRatio : null;
  const statementBudget = s.family === "public" ? null : STATEMENT_BUDGET[s.family];
  const missed: string[] = [];
  if (serverRatio > serverRatioBudget) missed.push(`server time ${serverRatio}× > ${serverRatioBudget}×`);
  if (htmlRatioBudget !== null && htmlRatio > htmlRatioBudget) missed.push(`HTML ${htmlRatio}× > ${htmlRatioBudget}×`);
  if (small.statements !== large.statements) {
    missed.push(`statements ${small.statements ?? "?"} small, ${large.statements ?? "?"} large`);
  }
  const most = Math.max(small.statements ?? Number.POSITIVE_INFINITY, large.statements ?? 0);
  if (statementBudget !== null && most > statementBudget) missed.push(`${most} statements > ${statementBudget}`);
  return {
    page: s.page,
    scope,
    smallPath: s.small.path,
    largePath: s.large.path,
    small,
    large,
    ...(before ? { smallBeforeGrowth: before } : {}),
    serverRatio,
    htmlRatio,
    serverRatioBudget,
    htmlRatioBudget,
    statementBudget,
    missed,
    budget: missed.length ? "fail" : "pass",
  };
}

// ── the rows ───────────────────────────────────────────────────────────────

type People = { client: string; otherClient: string; admin: string; author: string };
type Project = { id: string; clientId: string };

async function demoPeople(db: pg.Client): Promise<People> {
  const { rows } = await db.query<{ email: string; id: string }>(
    `select email, id from profiles where email in
       ('client@acme.example', 'client@globex.example', 'admin@studio.example', 'author@studio.example')`,
  );
  const id = (email: string) => {
    const found = rows.find((r) => r.email === email)?.id;
    if (!found) throw new Error(`the demo account ${email} is missing`);
    return found;
  };
  return {
    client: id("client@acme.example"),
    otherClient: id("client@globex.example"),
    admin: id("admin@studio.example"),
    author: id("author@studio.example"),
  };
}

async function createProject(db: pg.Client, clientId: string, title: string): Promise<Project> {
  const { rows } = await db.query(
    `insert into client_projects (client_id, title, description, status, percent_complete)
     values ($1, $2, 'A client project the bench grows', 'In Progress', 40) returning id`,
    [clientId, title],
  );
  return { id: rows[0].id as string, clientId };
}

async function sprintOf(db: pg.Client, project: Project, order: number): Promise<string> {
  const { rows } = await db.query("select id from project_sprints where project_id = $1 and sprint_order = $2", [
    project.id,
    order,
  ]);
  if (!rows[0]) throw new Error(`no sprint ${order} in project ${project.id}`);
  return rows[0].id as string;
}

/** A project's sprints (with tickets), invoices, threads and files. */
async function growProject(
  db: pg.Client,
  project: Project,
  people: People,
  counts: { sprints: number; invoices: number; files: number },
) {
  await addSprints(db, project.id, 1, counts.sprints);
  await addInvoices(db, project.id, 1, counts.invoices);
  await addThreads(db, project.id, 1, counts.sprints, people);
  await addFiles(db, project.id, 1, counts.files, people.admin);
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
  await addTickets(db, projectId, from, to);
}

/** TICKETS_PER_SPRINT tickets on each of sprints `from` to `to`; half of them Completed. */
async function addTickets(db: pg.Client, projectId: string, from: number, to: number) {
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
     select p.id, p.client_id, 'BENCH-' || left(p.id::text, 8) || '-' || n, 'Milestone ' || n,
            (n * 37 % 9000) + 250.5, 'USD', date '2025-01-01' + n % 600, date '2025-01-31' + n % 600,
            case when n % 5 = 0 then 'Cancelled' when n % 2 = 0 then 'Paid' else 'Pending' end,
            now() - n * interval '1 hour'
     from client_projects p, generate_series($2::int, $3::int) as n
     where p.id = $1`,
    [projectId, from, to],
  );
}

/**
 * The threads of sprints `from` to `to`: one on each sprint and one on each of its first tickets,
 * MESSAGES_PER_THREAD messages each, by the client and the studio in turn; the client and the admin have
 * read half of the threads part of the way.
 */
async function addThreads(db: pg.Client, projectId: string, from: number, to: number, people: People) {
  await addSprintThreadMessages(db, projectId, from, to, people);
  await addTicketThreadMessages(db, projectId, from, to, people);
  await addThreadReads(db, projectId, from, to, people);
}

/** A thread message's author: the project's client, the admin or the author, in turn. */
const AUTHOR = `case m % 3 when 0 then p.client_id when 1 then $4 else $5 end`;

async function addSprintThreadMessages(db: pg.Client, projectId: string, from: number, to: number, people: People) {
  await db.query(
    `insert into thread_messages (project_id, sprint_id, subject_kind, subject_id, author_id, body, created_at)
     select s.project_id, s.id, 'sprint', s.id, ${AUTHOR},
            'Message ' || m || ' on ' || s.title || ': a note on the review, and a question about the next step.',
            now() - s.sprint_order * interval '5 hours' - (${MESSAGES_PER_THREAD} - m) * interval '7 minutes'
     from project_sprints s join client_projects p on p.id = s.project_id,
          generate_series(1, ${MESSAGES_PER_THREAD}) as m
     where s.project_id = $1 and s.sprint_order between $2 and $3`,
    [projectId, from, to, people.admin, people.author],
  );
}

async function addTicketThreadMessages(db: pg.Client, projectId: string, from: number, to: number, people: People) {
  await db.query(
    `insert into thread_messages (project_id, sprint_id, ticket_id, subject_kind, subject_id, author_id, body, created_at)
     select s.project_id, s.id, t.id, 'sprint_ticket', t.id, ${AUTHOR},
            'Message ' || m || ' on ' || t.title || ': what changed, and what we need from you.',
            now() - s.sprint_order * interval '5 hours' - t.position * interval '1 minute'
              - (${MESSAGES_PER_THREAD} - m) * interval '7 minutes'
     from project_sprints s join client_projects p on p.id = s.project_id
          join sprint_tickets t on t.sprint_id = s.id and t.position <= ${TICKET_THREADS_PER_SPRINT},
          generate_series(1, ${MESSAGES_PER_THREAD}) as m
     where s.project_id = $1 and s.sprint_order between $2 and $3`,
    [projectId, from, to, people.admin, people.author],
  );
}

/** The client and the admin have read every other thread of sprints `from` to `to` up to its middle. */
async function addThreadReads(db: pg.Client, projectId: string, from: number, to: number, people: People) {
  await db.query(
    `insert into thread_reads (user_id, subject_kind, subject_id, last_read_at)
     select reader, t.subject_kind, t.subject_id, t.first_at + interval '70 minutes'
     from (select m.subject_kind, m.subject_id, min(m.created_at) as first_at
           from thread_messages m join project_sprints s on s.id = m.sprint_id
           where m.project_id = $1 and s.sprint_order between $2 and $3 and s.sprint_order % 2 = 0
           group by m.subject_kind, m.subject_id) t,
          unnest(array[(select client_id from client_projects where id = $1), $4]) as reader
     on conflict do nothing`,
    [projectId, from, to, people.admin],
  );
}

/** Shared files number `from` to `to` in five folders, with one to three versions each (not on disk). */
async function addFiles(db: pg.Client, projectId: string, from: number, to: number, uploaderId: string) {
  await addFileRows(db, projectId, from, to, uploaderId);
  await addFileVersions(db, projectId);
}

async function addFileRows(db: pg.Client, projectId: string, from: number, to: number, uploaderId: string) {
  await db.query(
    `insert into project_files (project_id, folder, name, current_version, created_by, created_at, updated_at)
     select $1, (array['Contracts', 'Design', 'Specs', 'Reports', 'Meetings'])[1 + n % 5], 'Document ' || n || '.pdf',
            1 + n % 3, $4, now() - interval '1 day' - n * interval '1 hour', now() - n * interval '1 hour'
     from generate_series($2::int, $3::int) as n`,
    [projectId, from, to, uploaderId],
  );
}

/** Every version up to its file's current one, for the project's files that have none yet. */
async function addFileVersions(db: pg.Client, projectId: string) {
  await db.query(
    `insert into project_file_versions (file_id, project_id, version, storage_key, content_type, size, uploaded_by, uploaded_at)
     select f.id, f.project_id, v, 'documents/projects/' || f.project_id || '/' || gen_random_uuid() || '.pdf', 'application/pdf',
            40000 + v * 1500, f.created_by, f.created_at + (v - 1) * interval '30 minutes'
     from project_files f cross join lateral generate_series(1, f.current_version) as v
     where f.project_id = $1 and not exists (select 1 from project_file_versions x where x.file_id = f.id)`,
    [projectId],
  );
}

/**
 * `perSprint` audit rows on each of sprints `from` to `to`: every fifth a status change (the timeline
 * shows those), the others edits.
 */
async function addSprintAudit(
  db: pg.Client,
  project: Project,
  from: number,
  to: number,
  perSprint: number,
  actorId: string,
) {
  await db.query(
    `insert into activity_log (actor_id, actor_email, action, entity, entity_id, summary, details, created_at)
     select $4, 'admin@studio.example', 'update', 'sprint', s.id::text, 'Updated sprint ' || s.title,
            case when k % 5 = 0 then jsonb_build_object('from', 'Planned', 'to', 'In Progress')
                 else jsonb_build_object('fields', jsonb_build_array('description')) end,
            now() - s.sprint_order * interval '5 hours' - k * interval '3 minutes'
     from project_sprints s, generate_series(1, $5::int) as k
     where s.project_id = $1 and s.sprint_order between $2 and $3`,
    [project.id, from, to, actorId, perSprint],
  );
}

/**
 * Audit rows number `from` to `to` across the studio, one a minute back from now. Written as a bulk
 * load is: the table's secondary indexes (whichever it has at the time) are dropped first and built
 * again after, ids rise with the row number, and no actor id (the audit screen shows the e-mail), so a
 * million rows take seconds rather than minutes on the embedded database.
 */
async function addAuditRows(db: pg.Client, from: number, to: number) {
  await withoutSecondaryIndexes(db, "activity_log", () =>
    db.query(
      `insert into activity_log (id, actor_email, action, entity, entity_id, summary, ip_address, created_at)
       select ('b0000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'admin@studio.example',
              (array['update', 'create', 'delete', 'publish'])[1 + n % 4],
              (array['blog', 'account', 'faq', 'service', 'team_member', 'testimonial', 'inquiry'])[1 + n % 7],
              lpad(n::text, 7, '0'), 'Bench change ' || n, '203.0.113.' || n % 250,
              now() - interval '1 minute' - n * interval '1 minute'
       from generate_series($1::int, $2::int) as n`,
      [from, to],
    ),
  );
}

/**
 * Runs `load` with the table's indexes other than those behind a constraint dropped, then creates them
 * again from their own definitions: building an index once is much faster than growing it row by row.
 */
async function withoutSecondaryIndexes(db: pg.Client, table: string, load: () => Promise<unknown>) {
  const { rows } = await db.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [table],
  );
  for (const index of rows) await db.query(`drop index ${index.name}`);
  try {
    await load();
  } finally {
    for (const index of rows) await db.query(index.definition);
  }
}

/** Contact inquiries number `from` to `to`, every one found by a search for "growth". */
async function addInquiries(db: pg.Client, from: number, to: number) {
  await db.query(
    `insert into contact_inquiries (name, email, company, service, message, handled, created_at)
     select 'Prospect ' || n, 'prospect' || n || '@example.com', 'Company ' || n, 'Web development',
            'We are planning for growth and would like a quote for a new customer portal, request ' || n || '.',
            n % 3 = 0, now() - n * interval '10 minutes'
     from generate_series($1::int, $2::int) as n`,
    [from, to],
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

// ── measuring ──────────────────────────────────────────────────────────────

type Sample = {
  serverMs: number | null;
  dbMs: number | null;
  statements: number | null;
  wallMs: number;
  bytes: number;
};

/**
 * The requests in turn, one each a round, `samples` rounds after one to warm up: a slow moment of the
 * machine falls on every request of the round alike. Returns each request's medians.
 */
async function measureInTurn(url: string, requests: Request[], samples: number): Promise<Measured[]> {
  const seen: Sample[][] = requests.map(() => []);
  for (let round = 0; round < samples + 1; round++) {
    for (const [i, r] of requests.entries()) {
      const s = await sample(url, r);
      if (round > 0) seen[i]!.push(s);
    }
  }
  return seen.map((list) => {
    const counts = list.map((s) => s.statements);
    const known = counts.filter((n): n is number => n !== null);
    const server = list.map((s) => s.serverMs).filter((n): n is number => n !== null);
    const db = list.map((s) => s.dbMs).filter((n): n is number => n !== null);
    const wallMs = median(list.map((s) => s.wallMs));
    return {
      serverMs: server.length ? median(server) : wallMs,
      dbMs: db.length ? median(db) : null,
      wallMs,
      bytes: list.at(-1)?.bytes ?? 0,
      statements: known.length ? Math.min(...known) : null,
      seen: counts,
    };
  });
}

async function sample(url: string, r: Request): Promise<Sample> {
  const started = performance.now();
  const res = await fetch(url + r.path, { headers: { Cookie: r.cookie, "Accept-Encoding": "identity" } });
  const body = Buffer.from(await res.arrayBuffer());
  const wallMs = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET ${r.path}: ${res.status}`);
  return { ...parseServerTiming(res.headers.get("server-timing")), wallMs, bytes: body.byteLength };
}

/** `db;dur=12.3;desc="7 statements", total;dur=25.0` (http/server-timing.ts). */
export function parseServerTiming(header: string | null) {
  const dbMs = /(?:^|,)\s*db;dur=([\d.]+)/.exec(header ?? "")?.[1];
  const statements = /(?:^|,)\s*db;[^,]*desc="(\d+) statements?"/.exec(header ?? "")?.[1];
  const total = /(?:^|,)\s*total;dur=([\d.]+)/.exec(header ?? "")?.[1];
  return {
    dbMs: dbMs === undefined ? null : Number(dbMs),
    statements: statements === undefined ? null : Number(statements),
    serverMs: total === undefined ? null : Number(total),
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
}
