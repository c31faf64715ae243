import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listJobRuns } from "~/data/job-runs.server";
import { truncateAll, useTestDatabase, warmUp } from "../../tests/setup/db";
import { registerJob, runDueJobs } from "./jobs.server";

// Runs on PGlite with the unit tests and on PostgreSQL with vitest.pg.config.ts (where races show).
useTestDatabase();
beforeEach(truncateAll);

let off: (() => void) | undefined;
afterEach(() => off?.());

describe("job scheduler on one database shared by several processes", () => {
  it("runs each slot once when eight ticks race for it", async () => {
    let runs = 0;
    off = registerJob({
      name: "race",
      schedule: { everySeconds: 60 },
      run: async () => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    });
    await warmUp();
    for (const now of [new Date("2026-11-23T10:00:10Z"), new Date("2026-11-23T10:01:10Z")]) {
      const outcomes = await Promise.all(Array.from({ length: 8 }, () => runDueJobs({ now })));
      expect(outcomes.filter((o) => o.race === "ran")).toHaveLength(1);
    }
    expect(runs).toBe(2);
    expect((await listJobRuns({ job: "race" })).map((r) => r.status)).toEqual(["done", "done"]);
  });
});
