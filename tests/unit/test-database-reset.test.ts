/**
 * The test suite's own database hand-over: after a file, the worker's database is emptied for the next
 * file when its schema is as the template's, and replaced by a new copy of the template when it is not.
 */
import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { resetForNextFile, useTestDatabase } from "../setup/db";

const db = useTestDatabase();
type Open = { __studioDb?: object };
const handle = () => (globalThis as Open).__studioDb;
const inquiries = async () => (await db.select({ n: count() }).from(t.contactInquiries))[0]!.n;
const insert = () =>
  db.insert(t.contactInquiries).values({ name: "Ada", email: "ada@example.com", service: "saas", message: "Hi" });

describe("the database between test files", () => {
  it("is emptied in place when the schema is the template's: rows gone, settings reset, same database", async () => {
    await insert();
    await db.execute(sql`set time zone 'Asia/Tokyo'`);
    const before = handle();
    await resetForNextFile();
    expect(handle()).toBe(before);
    expect(await inquiries()).toBe(0);
    const zone = (await db.execute(sql`show time zone`)) as unknown as { rows: { TimeZone: string }[] };
    expect(zone.rows[0]!.TimeZone).not.toBe("Asia/Tokyo");
  });

  it("is replaced by a new copy of the template when a file left the schema changed", async () => {
    await insert();
    await db.execute(sql`create function left_behind() returns int language sql as 'select 1'`);
    const before = handle();
    await resetForNextFile();
    expect(handle()).toBeUndefined();
    expect(await inquiries()).toBe(0);
    expect(handle()).not.toBe(before);
    const left = (await db.execute(
      sql`select count(*)::int as n from pg_proc where proname = 'left_behind'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(left.rows[0]!.n).toBe(0);
  });
});
