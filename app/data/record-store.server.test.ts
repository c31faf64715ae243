import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog } from "~/db/schema";
import { requiredText } from "~/domain/schemas/form";
import { z } from "~/domain/schemas/zod";
import { service } from "~/records/service";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertActor, THEO } from "../../tests/setup/people";
import { recordStore } from "./record-store.server";

const db = useTestDatabase();
beforeEach(truncateAll);

/** The services table kept by the store alone, as a new record type would be (title and description). */
const FORM = z.object({ title: requiredText("Enter a title"), description: requiredText("Enter a description") });
const store = recordStore(service, FORM);
const params = (query = "") => new URLSearchParams(query);

describe("recordStore", () => {
  it("creates, lists (newest first, by words, A–Z), updates and deletes, each write in the activity log", async () => {
    const actor = await insertActor(THEO);
    const { id } = await store.create({ actor, input: { title: "beta", description: "Harbor work" } });
    await store.create({ actor, input: { title: "Alpha", description: "Other" } });

    const first = await store.list({ page: 1, params: params() });
    expect(first.rows.map((r) => r.title)).toEqual(["Alpha", "beta"]);
    expect(Object.keys(first.rows[0]!).sort()).toEqual(["createdAt", "description", "id", "title"]);
    expect(first.all).toBe(2);
    expect((await store.list({ page: 1, params: params("sort=title") })).rows.map((r) => r.title)).toEqual([
      "Alpha",
      "beta",
    ]);
    expect((await store.list({ page: 1, params: params("sort=oldest") })).rows.map((r) => r.title)).toEqual([
      "beta",
      "Alpha",
    ]);
    const narrowed = await store.list({ page: 1, params: params("q=harb") });
    expect(narrowed.rows.map((r) => r.title)).toEqual(["beta"]);
    expect({ total: narrowed.info.total, all: narrowed.all, q: narrowed.filters.q }).toEqual({
      total: 1,
      all: 2,
      q: "harb",
    });

    expect(await store.update({ actor, id, input: { title: "Beta", description: "Harbor work" } })).toBe(true);
    expect(await store.remove({ actor, id })).toBe(true);
    expect(await store.remove({ actor, id })).toBe(false);
    const logged = await db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(logged.map((a) => [a.entity, a.summary]).sort()).toEqual([
      ["service", 'created the service "beta"'],
      ["service", 'deleted the service "Beta"'],
      ["service", 'updated the service "Beta"'],
    ]);
  });

  it("refuses a declaration whose table or columns the schema lacks", () => {
    expect(() => recordStore({ ...service, table: "nope" }, FORM)).toThrow('no table "nope"');
    expect(() => recordStore(service, z.object({ heading: requiredText("x") }))).toThrow('no column "heading"');
  });
});
