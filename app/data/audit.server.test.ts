import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "~/db/schema";
import { parseAuditFilters } from "~/domain/audit";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { AUDIT_COUNT_CAP, auditCsvStream, listAuditLog } from "./audit.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const filters = (query: string) => parseAuditFilters(new URLSearchParams(query));
const csvOf = async (query: string) => new Response(auditCsvStream(filters(query))).text();

async function seed() {
  await db.insert(activityLog).values([
    {
      actorEmail: "maya@studio.example",
      action: "sign-in",
      entity: "account",
      summary: "maya signed in",
      ipAddress: "203.0.113.1",
      createdAt: new Date("2026-11-01T08:00:00Z"),
    },
    {
      actorEmail: "maya@studio.example",
      action: "update",
      entity: "blog",
      entityId: "b1",
      summary: '=HYPERLINK("x")',
      createdAt: new Date("2026-11-02T23:59:59Z"),
    },
    {
      actorEmail: "ravi@studio.example",
      action: "role-changed",
      entity: "account",
      summary: "changed a role",
      details: { from: "client", to: "author" },
      createdAt: new Date("2026-11-03T00:00:00Z"),
    },
    {
      actorEmail: null,
      action: "sign-in-failed",
      entity: "account",
      summary: "refused",
      ipAddress: "198.51.100.7",
      createdAt: new Date("2026-11-03T12:00:00Z"),
    },
  ]);
}

/** 60 rows at three instants (20 rows share each one, told apart by id only), newest first as the list orders them. */
async function seedTies() {
  await db.execute(sql`
    insert into activity_log (actor_email, action, entity, summary, created_at)
    select case when n % 3 = 0 then 'ravi@studio.example' else 'maya@studio.example' end, 'update',
           case when n % 2 = 0 then 'team_member' else 'faq' end, 'row ' || n,
           timestamptz '2026-11-05 10:00:00+00' + ((n % 3) * interval '1 microsecond')
    from generate_series(1, 60) as n`);
  const rows = await db.execute<{ id: string }>(sql`select id from activity_log order by created_at desc, id desc`);
  return rows.rows.map((r) => r.id);
}

/** Every page of the list, following Older from the newest page. */
async function olderPages(query: string, size: number) {
  const pages = [await listAuditLog(filters(query), {}, size)];
  for (let older = pages[0]!.older; older; older = pages.at(-1)!.older) {
    pages.push(await listAuditLog(filters(query), { before: older }, size));
  }
  return pages;
}

const idsOf = (page: { rows: { id: string }[] }) => page.rows.map((r) => r.id);

describe("the audit log's pages", () => {
  it("follow Older from the newest page through every row once, in order, across rows of one instant", async () => {
    const all = await seedTies();
    const pages = await olderPages("", 7);
    expect(pages.map((p) => p.rows.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 4]);
    expect(pages.flatMap(idsOf)).toEqual(all);
    expect(pages[0]!.newer).toBeNull();
    expect(pages.at(-1)!.older).toBeNull();
  });

  it.each([
    ["the whole log", ""],
    ["one person's rows (read from the person index)", "who=Maya"],
  ])("follow Newer from the oldest page back to the newest, each page as it was: %s", async (_, query) => {
    await seedTies();
    const forward = await olderPages(query, 7);
    expect(forward.length).toBeGreaterThan(3);
    let page = forward.at(-1)!;
    const back = [idsOf(page)];
    while (page.newer) {
      page = await listAuditLog(filters(query), { after: page.newer }, 7);
      back.unshift(idsOf(page));
    }
    expect(back).toEqual(forward.map(idsOf));
    expect(page.older).toEqual(forward[0]!.older);
  });

  it("page a filtered list the same way: only its rows, each once", async () => {
    const all = await seedTies();
    const pages = await olderPages("kind=team_member&who=RAVI", 4);
    const expected = (
      await db.execute<{ id: string }>(
        sql`select id from activity_log where entity = 'team_member' and actor_email like 'ravi@%' order by created_at desc, id desc`,
      )
    ).rows.map((r) => r.id);
    expect(expected).toHaveLength(10);
    expect(pages.flatMap(idsOf)).toEqual(expected);
    expect(all).toEqual(expect.arrayContaining(expected));
  });

  it("a cursor past either end shows the rows beyond it or the newest page, never an error", async () => {
    const all = await seedTies();
    const newest = { at: "9999-12-31T23:59:59.999999Z", id: "ffffffff-ffff-4fff-bfff-ffffffffffff" };
    const oldest = { at: "1970-01-01T00:00:00.000000Z", id: "00000000-0000-4000-8000-000000000000" };
    const fromTop = await listAuditLog(filters(""), { before: newest }, 25);
    expect(fromTop.rows.map((r) => r.id)).toEqual(all.slice(0, 25));
    // its Newer (a cursor is taken as a row some page showed) leads back to the newest page
    const back = await listAuditLog(filters(""), { after: fromTop.newer! }, 25);
    expect(back.rows.map((r) => r.id)).toEqual(all.slice(0, 25));
    expect(back.newer).toBeNull();
    // nothing older than a cursor: the newest page, not an empty one
    const pastOldest = await listAuditLog(filters(""), { before: oldest }, 25);
    expect(pastOldest.rows.map((r) => r.id)).toEqual(all.slice(0, 25));
    expect(pastOldest.newer).toBeNull();
    // the rows just newer than a cursor, oldest of them last
    const afterOldest = await listAuditLog(filters(""), { after: oldest }, 25);
    expect(afterOldest.rows.map((r) => r.id)).toEqual(all.slice(-25));
    // fewer than a page newer than a cursor: the newest page instead of a short one
    const eleventh = (await listAuditLog(filters(""), {}, 11)).older!;
    expect(eleventh.id).toBe(all[10]);
    const top = await listAuditLog(filters(""), { after: eleventh }, 25);
    expect(top.rows.map((r) => r.id)).toEqual(all.slice(0, 25));
    expect(top.newer).toBeNull();
    expect(top.older).toEqual({ at: expect.any(String), id: all[24] });
  });

  it("counts exactly up to 10,000 and says only 'more' past it", async () => {
    await seedTies();
    expect((await listAuditLog(filters(""))).total).toBe(60);
    expect((await listAuditLog(filters("kind=faq"))).total).toBe(30);
    await db.execute(sql`
      insert into activity_log (actor_email, action, entity, summary)
      select 'bulk@studio.example', 'update', 'faq', 'row ' || n from generate_series(1, ${AUDIT_COUNT_CAP}) as n`);
    expect((await listAuditLog(filters(""))).total).toBe(AUDIT_COUNT_CAP + 1);
    expect((await listAuditLog(filters("who=maya"))).total).toBe(40);
  });
});

describe("the audit log", () => {
  it("filters by person, kind and whole days, newest first", async () => {
    await seed();
    const summaries = async (query: string) => (await listAuditLog(filters(query))).rows.map((r) => r.summary);
    expect(await summaries("")).toEqual(["refused", "changed a role", '=HYPERLINK("x")', "maya signed in"]);
    expect(await summaries("who=MAYA")).toEqual(['=HYPERLINK("x")', "maya signed in"]);
    expect(await summaries("kind=account&who=ravi")).toEqual(["changed a role"]);
    expect(await summaries("from=2026-11-02&to=2026-11-02")).toEqual(['=HYPERLINK("x")']);
    expect(await summaries("who=%25")).toEqual([]);
    // the start of an address, not any part of it; % and _ are letters
    expect(await summaries("who=ravi@")).toEqual(["changed a role"]);
    expect(await summaries("who=studio.example")).toEqual([]);
    expect(await summaries("who=_aya")).toEqual([]);
    // a kind with an underscore is a kind too; one the app never writes is no filter
    expect(await summaries("kind=blog")).toEqual(['=HYPERLINK("x")']);
    expect(await summaries("kind=widget")).toHaveLength(4);
  });

  it("exports what the screen shows as CSV, guarded against formulas", async () => {
    await seed();
    const lines = (await csvOf("who=maya")).trimEnd().split("\r\n");
    expect(lines).toEqual([
      "time,actor,action,kind,record,summary,changes,ip",
      `2026-11-02T23:59:59.000Z,maya@studio.example,update,blog,b1,"'=HYPERLINK(""x"")",,`,
      "2026-11-01T08:00:00.000Z,maya@studio.example,sign-in,account,,maya signed in,,203.0.113.1",
    ]);
    expect(await csvOf("kind=account&who=ravi")).toContain("client → author");
    // the person filter is the start of an address there too
    expect((await csvOf("who=studio")).trimEnd().split("\r\n")).toHaveLength(1);
  });

  it("streams a long log in batches without losing or repeating a row, even within one millisecond", async () => {
    // 1,203 rows, many sharing a millisecond but not a microsecond
    await db.execute(sql`
      insert into activity_log (actor_email, action, entity, summary, created_at)
      select 'bulk@studio.example', 'update', 'faq', 'row ' || n, timestamptz '2026-11-05 10:00:00+00' + (n * interval '7 microseconds')
      from generate_series(1, 1203) as n`);
    const lines = (await csvOf("")).trimEnd().split("\r\n").slice(1);
    expect(lines).toHaveLength(1203);
    expect(new Set(lines.map((l) => l.split(",")[5])).size).toBe(1203);
  });
});
