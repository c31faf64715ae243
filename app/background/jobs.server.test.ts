import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listJobRuns } from "~/data/job-runs.server";
import { log } from "~/platform/foundation/log.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { currentSlot, registerJob, runDueJobs } from "./jobs.server";

useTestDatabase();
beforeEach(truncateAll);

const unregister: (() => void)[] = [];
afterEach(() => {
  for (const off of unregister.splice(0)) off();
  vi.restoreAllMocks();
});

function job(name: string, schedule: Parameters<typeof registerJob>[0]["schedule"], run: () => Promise<unknown>) {
  unregister.push(registerJob({ name, schedule, run }));
}

describe("job scheduler", () => {
  it("runs a slot once when two ticks claim it at the same time", async () => {
    const run = vi.fn(async () => undefined);
    job("count", { everySeconds: 60 }, run);
    const now = new Date("2026-11-23T10:00:30Z");
    const outcomes = await Promise.all([runDueJobs({ now }), runDueJobs({ now }), runDueJobs({ now })]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(outcomes.map((o) => o.count).sort()).toEqual(["ran", "skipped", "skipped"]);
    const runs = await listJobRuns({ job: "count" });
    expect(runs).toMatchObject([{ slot: new Date("2026-11-23T10:00:00Z"), status: "done" }]);
  });

  it("runs again at the next slot of the fake clock, not before", async () => {
    const run = vi.fn(async () => undefined);
    job("tick", { everySeconds: 60 }, run);
    await runDueJobs({ now: new Date("2026-11-23T10:00:05Z") });
    await runDueJobs({ now: new Date("2026-11-23T10:00:59Z") });
    expect(run).toHaveBeenCalledTimes(1);
    await runDueJobs({ now: new Date("2026-11-23T10:01:00Z") });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("logs a failing run, marks it failed and retries at the next slot", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const run = vi.fn().mockRejectedValueOnce(new Error("boom")).mockResolvedValue(undefined);
    job("flaky", { everySeconds: 60 }, run);
    expect(await runDueJobs({ now: new Date("2026-11-23T10:00:00Z") })).toEqual({ flaky: "failed" });
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("job failed"),
      expect.objectContaining({ job: "flaky" }),
    );
    // the failed slot is not run twice
    expect(await runDueJobs({ now: new Date("2026-11-23T10:00:30Z") })).toEqual({ flaky: "skipped" });
    expect(await runDueJobs({ now: new Date("2026-11-23T10:01:00Z") })).toEqual({ flaky: "ran" });
    const runs = await listJobRuns({ job: "flaky" });
    expect(runs.map((r) => [r.status, r.error])).toEqual([
      ["failed", "boom"],
      ["done", null],
    ]);
  });

  it("runs a cron job at its time in its time zone, once, and skips a slot past its grace", async () => {
    const run = vi.fn(async () => undefined);
    job("weekly", { cron: "0 9 * * 1", timezone: "Europe/Berlin" }, run);
    // Monday 23 November 2026, 08:59 in Berlin (UTC+1)
    expect(await runDueJobs({ now: new Date("2026-11-23T07:59:00Z") })).toEqual({ weekly: "skipped" });
    expect(await runDueJobs({ now: new Date("2026-11-23T08:00:00Z") })).toEqual({ weekly: "ran" });
    expect(await runDueJobs({ now: new Date("2026-11-23T08:10:00Z") })).toEqual({ weekly: "skipped" });
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith({ now: new Date("2026-11-23T08:00:00Z"), slot: new Date("2026-11-23T08:00:00Z") });
  });

  it("computes slots and refuses bad schedules and duplicate names", () => {
    expect(
      currentSlot({ name: "a", schedule: { everySeconds: 300 }, run: async () => 0 }, new Date("2026-01-01T00:07:00Z")),
    ).toEqual(new Date("2026-01-01T00:05:00Z"));
    expect(
      currentSlot(
        { name: "b", schedule: { cron: "0 9 * * 1", timezone: "UTC" }, run: async () => 0 },
        new Date("2026-11-24T12:00:00Z"),
      ),
    ).toBeNull();
    expect(() => registerJob({ name: "c", schedule: { cron: "not a cron" }, run: async () => 0 })).toThrow();
    expect(() => registerJob({ name: "d", schedule: { everySeconds: 0 }, run: async () => 0 })).toThrow();
    job("e", { everySeconds: 5 }, async () => 0);
    expect(() => registerJob({ name: "e", schedule: { everySeconds: 5 }, run: async () => 0 })).toThrow(/already/);
  });
});
