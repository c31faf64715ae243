/**
 * The audit log's screen, called in-process as an admin: its Kind choices are the fixed set the app
 * writes (not read from the log), its pages follow cursors in the address, and an address a browser's
 * links never make (a broken, forged or out-of-range cursor, an old `?page=`) shows the newest page,
 * never an error.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~/db/seed/demo.server";
import { AUDIT_KINDS } from "~/domain/audit";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, cookieFor, demoEmail, routeFor } from "./support";

const db = useTestDatabase();

type AuditData = {
  entries: { id: string; summary: string }[];
  total: number | string;
  newer: string | null;
  older: string | null;
  kinds: readonly string[];
  loadError: string | null;
};

let admin = "";
beforeAll(async () => {
  await seedDemo();
  admin = await cookieFor(demoEmail("admin"));
  // 30 rows of one instant after the demo's: two pages, told apart by id alone
  await db.execute(sql`
    insert into activity_log (actor_email, action, entity, summary, created_at)
    select 'bulk@studio.example', 'update', 'team_member', 'row ' || n, timestamptz '2099-01-01 00:00:00+00'
    from generate_series(1, 30) as n`);
}, 120_000);

async function open(query: string) {
  const { entry, module } = await routeFor("/dashboard/audit");
  const args = argsFor(entry, { cookie: admin });
  const request = new Request(`http://localhost/dashboard/audit${query}`, { headers: args.request.headers });
  return answerOf(() => module.loader!({ ...args, request }));
}

const dataOf = async (query: string) => {
  const answer = await open(query);
  expect(answer.status, answer.error).toBe(200);
  return answer.data as AuditData;
};

describe("the audit log screen", () => {
  it("offers every kind the app writes, whatever the log holds", async () => {
    const data = await dataOf("");
    expect(data.kinds).toEqual(AUDIT_KINDS);
    expect(data.kinds).toContain("testimonial_request");
  });

  it("links Older and Newer by cursor, and the pages meet without a gap or a repeat", async () => {
    const first = await dataOf("?kind=team_member");
    expect(first.total).toBe(30);
    expect(first.entries).toHaveLength(25);
    expect(first.newer).toBeNull();
    const second = await dataOf(`?kind=team_member&before=${first.older}`);
    expect(second.entries).toHaveLength(5);
    expect(second.older).toBeNull();
    const ids = [...first.entries, ...second.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(30);
    const back = await dataOf(`?kind=team_member&after=${second.newer}`);
    expect(back.entries.map((e) => e.id)).toEqual(first.entries.map((e) => e.id));
  });

  it.each([
    "?before=junk",
    "?after=%00",
    "?before=2026-02-30T10:00:00.000000Z_0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e",
    "?before=2026-11-05T10:00:00.000000Z_not-a-uuid",
    "?page=999999",
    "?page=-1&before=&after=",
    "?before=99999 (5,000 digits)",
  ])("%s shows the newest page", async (query) => {
    const newest = await dataOf("");
    const data = await dataOf(query.replace("99999 (5,000 digits)", "9".repeat(5000)));
    expect(data.loadError).toBeNull();
    expect(data.entries.map((e) => e.id)).toEqual(newest.entries.map((e) => e.id));
    expect(data.newer).toBeNull();
  });

  it.each([
    ["a cursor past the newest row", "?before=9999-12-31T23:59:59.999999Z_ffffffff-ffff-4fff-bfff-ffffffffffff", 25],
    ["a cursor before the oldest row", "?before=1000-01-01T00:00:00.000000Z_00000000-0000-4000-8000-000000000000", 25],
  ])("%s answers its page, without an error", async (_, query, count) => {
    const data = await dataOf(query);
    expect(data.loadError).toBeNull();
    expect(data.entries).toHaveLength(count);
  });
});
