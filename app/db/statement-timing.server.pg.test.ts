/**
 * SERVER_TIMING=1: the pool counts and times each statement for the request that sent it, on a
 * PostgreSQL server (the in-process PGlite of the unit run has no pool: skipped there).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db } from "~/db/client.server";
import type { RequestTiming } from "~/domain/request-timing";
import { withRequestId } from "~/platform/foundation/log.server";
import { useTestDatabase } from "../../tests/setup/db";

useTestDatabase();
const onServer = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onServer)("statements timed per request", () => {
  beforeAll(async () => {
    await closeDatabase();
    process.env.SERVER_TIMING = "1";
  });
  afterAll(async () => {
    await closeDatabase();
    delete process.env.SERVER_TIMING;
  });

  it("counts each statement of a request, those that waited for a connection and a transaction's too, and no other request's", async () => {
    const timing: RequestTiming = { statements: 0, dbMs: 0 };
    const other: RequestTiming = { statements: 0, dbMs: 0 };
    await withRequestId(
      "a",
      async () => {
        await db.execute(sql`select 1`);
        // more at once than the pool's 10 connections: two wait for one
        await Promise.all(Array.from({ length: 12 }, () => db.execute(sql`select pg_sleep(0.02)`)));
        // begin, the statement, commit
        await db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        });
      },
      timing,
    );
    await withRequestId(
      "b",
      async () => {
        await db.execute(sql`select 1`);
      },
      other,
    );
    await db.execute(sql`select 1`);
    expect(timing.statements).toBe(1 + 12 + 3);
    expect(timing.dbMs).toBeGreaterThanOrEqual(12 * 20);
    expect(other.statements).toBe(1);
  });
});
