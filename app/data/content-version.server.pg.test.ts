import { beforeEach, describe, expect, it } from "vitest";
import { databaseKind } from "~/db/client.server";
import { truncateAll, useTestDatabase, warmUp } from "../../tests/setup/db";
import { insertActor, MAYA } from "../../tests/setup/people";
import { recordActivity } from "./activity.server";
import { readContentVersion, watchContentVersion } from "./content-version.server";
import { createService, deleteService } from "./services.server";

// Runs on PGlite with the unit tests and on PostgreSQL with vitest.pg.config.ts (where races show).
const db = useTestDatabase();
beforeEach(truncateAll);

describe("the content version", () => {
  it("is raised by every write to public content, in the same transaction, and not by other writes", async () => {
    const actor = await insertActor(MAYA);
    const start = Number(await readContentVersion());
    const service = await createService({
      actor,
      input: {
        title: "Audits",
        description: "A look at your systems.",
        iconName: null,
        priceStarting: null,
        features: [],
      },
    });
    expect(Number(await readContentVersion())).toBe(start + 1);
    await deleteService({ actor, id: service.id });
    expect(Number(await readContentVersion())).toBe(start + 2);
    // an inquiry or an invoice is no public content
    await recordActivity(db, actor, { action: "update", entity: "inquiry", summary: "marked an inquiry handled" });
    expect(Number(await readContentVersion())).toBe(start + 2);
  });

  it("is not raised when the write is rolled back", async () => {
    const actor = await insertActor(MAYA);
    const start = await readContentVersion();
    await expect(
      db.transaction(async (tx) => {
        await recordActivity(tx, actor, { action: "update", entity: "blog", summary: "updated a post" });
        throw new Error("the post's write failed");
      }),
    ).rejects.toThrow("the post's write failed");
    expect(await readContentVersion()).toBe(start);
  });

  it("counts every one of many writes at once", async () => {
    const actor = await insertActor(MAYA);
    const start = Number(await readContentVersion());
    await warmUp();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction((tx) => recordActivity(tx, actor, { action: "update", entity: "faq", summary: `FAQ ${i}` })),
      ),
    );
    expect(Number(await readContentVersion())).toBe(start + 8);
  });

  it.runIf(databaseKind() === "postgres")("is announced to listening processes when the write commits", async () => {
    const actor = await insertActor(MAYA);
    const heard: string[] = [];
    const stop = watchContentVersion((version) => heard.push(version));
    try {
      // the listener's own connection is up once it hears a first change
      await expect
        .poll(async () => {
          await recordActivity(db, actor, { action: "update", entity: "team_member", summary: "warm-up" });
          return heard.length;
        })
        .toBeGreaterThan(0);
      await db.transaction((tx) => recordActivity(tx, actor, { action: "update", entity: "blog", summary: "a post" }));
      const version = await readContentVersion();
      await expect.poll(() => heard.at(-1)).toBe(version);
    } finally {
      stop();
    }
  });
});
