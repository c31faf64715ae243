import { beforeEach, describe, expect, it } from "vitest";
import { services } from "~/db/schema";
import { truncateAll, useTestDatabase, warmUp } from "../../tests/setup/db";
import { insertActor, MAYA } from "../../tests/setup/people";
import { addDefaultServicesOnce, listServicesForDashboard } from "./services.server";

// Runs on PGlite with the unit tests and on PostgreSQL with vitest.pg.config.ts (where races show).
const db = useTestDatabase();
beforeEach(truncateAll);

describe("default services on an empty list", () => {
  it("are added once when many screens open the empty list at the same moment", async () => {
    const actor = await insertActor(MAYA);
    await warmUp();
    const results = await Promise.all(Array.from({ length: 8 }, () => addDefaultServicesOnce({ actor })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await listServicesForDashboard()).rows).toHaveLength(4);
    // emptied later by the staff: it stays empty
    await db.delete(services);
    expect(await addDefaultServicesOnce({ actor })).toBe(false);
  });
});
