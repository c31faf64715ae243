/**
 * Named jobs on a schedule, safe with several app processes on one database (PGlite or PostgreSQL).
 *
 * A schedule cuts time into slots: every N seconds (slot = the start of the current N-second window),
 * or a cron expression in a time zone (slot = the latest matching time). Each process polls
 * (`JOBS_POLL_MS`); for every job whose current slot has not run yet it tries to claim the slot in the
 * database (`claimJobRun`: an insert of the (job, slot) key that does nothing on conflict) and runs the
 * job only when the claim is its own. A failing run is logged and marked failed; the next slot runs
 * again. Only the latest slot is ever run: a process that was down does not replay every slot it missed,
 * and a cron slot older than the job's `graceMs` (default one hour) is skipped.
 */
import { Cron } from "croner";
import { claimJobRun, finishJobRun, pruneJobRuns } from "~/data/job-runs.server";
import { errorFields, log } from "~/platform/foundation/log.server";

export type JobSchedule = { everySeconds: number } | { cron: string; timezone?: string };

export type Job = {
  /** Unique and stable: it is the key of the job's runs in the database. */
  name: string;
  schedule: JobSchedule;
  /** What one run does; `now` is the clock of the tick that claimed `slot`. */
  run: (context: { now: Date; slot: Date }) => Promise<unknown>;
  /** A cron slot later than this is skipped (default 1 hour). */
  graceMs?: number;
};

const jobs = new Map<string, Job & { cron?: Cron }>();

/** Runs of a job older than this are deleted after each of its runs. */
const KEEP_RUNS_MS = 7 * 24 * 3600_000;

/**
 * Register a job, e.g. `registerJob({ name: "client-digest", schedule: { cron: "0 9 * * 1", timezone:
 * "Europe/Berlin" }, run: sendDigests })`. Throws on a duplicate name or a bad schedule. Returns a
 * function that removes it again.
 */
export function registerJob(job: Job) {
  if (jobs.has(job.name)) throw new Error(`A job named "${job.name}" is already registered`);
  let cron: Cron | undefined;
  if ("cron" in job.schedule) {
    cron = new Cron(job.schedule.cron, { timezone: job.schedule.timezone, paused: true });
  } else if (!Number.isInteger(job.schedule.everySeconds) || job.schedule.everySeconds < 1) {
    throw new Error(`Job "${job.name}": everySeconds must be a whole number of seconds, 1 or more`);
  }
  jobs.set(job.name, { ...job, cron });
  return () => {
    jobs.delete(job.name);
  };
}

/** The slot a job is due for at `now`, or null when it has none (a cron slot past its grace). */
export function currentSlot(job: Job & { cron?: Cron }, now: Date): Date | null {
  if ("everySeconds" in job.schedule) {
    const ms = job.schedule.everySeconds * 1000;
    return new Date(Math.floor(now.getTime() / ms) * ms);
  }
  const cron = job.cron ?? new Cron(job.schedule.cron, { timezone: job.schedule.timezone, paused: true });
  // previousRuns excludes its reference, so look from just past `now` (cron has whole seconds)
  const [last] = cron.previousRuns(1, new Date(now.getTime() + 1000)).filter((d) => d <= now);
  if (!last) return null;
  return now.getTime() - last.getTime() <= (job.graceMs ?? 3600_000) ? last : null;
}

/**
 * Run every registered job whose current slot this process can claim. Callable from tests with a fake
 * clock; returns what happened to each job.
 */
export async function runDueJobs({ now = new Date() }: { now?: Date } = {}) {
  const outcome: Record<string, "ran" | "failed" | "skipped"> = {};
  for (const job of jobs.values()) {
    const slot = currentSlot(job, now);
    if (!slot || !(await claimJobRun({ job: job.name, slot, now }))) {
      outcome[job.name] = "skipped";
      continue;
    }
    try {
      await job.run({ now, slot });
      await finishJobRun({ job: job.name, slot, now: new Date() });
      outcome[job.name] = "ran";
    } catch (error) {
      outcome[job.name] = "failed";
      log.error("job failed: it runs again at its next slot", {
        job: job.name,
        slot: slot.toISOString(),
        ...errorFields(error),
      });
      await finishJobRun({
        job: job.name,
        slot,
        now: new Date(),
        error: error instanceof Error ? error.message : String(error),
      }).catch((e) => log.error("job run not marked failed", { job: job.name, ...errorFields(e) }));
    }
    await pruneJobRuns({ job: job.name, before: new Date(now.getTime() - KEEP_RUNS_MS) }).catch(() => undefined);
  }
  return outcome;
}

let timer: NodeJS.Timeout | undefined;
let running = false;

async function tick() {
  if (running) return;
  running = true;
  try {
    await runDueJobs();
  } catch (error) {
    log.error("job scheduler tick failed", errorFields(error));
  } finally {
    running = false;
  }
}

/** Started by lifecycle.server.ts beside the mail sender: looks for due jobs every `JOBS_POLL_MS`. */
export function startJobs(intervalMs = Number(process.env.JOBS_POLL_MS ?? 15_000)) {
  if (timer) return;
  timer = setInterval(tick, intervalMs);
  timer.unref();
  setImmediate(tick);
}

export function stopJobs() {
  if (timer) clearInterval(timer);
  timer = undefined;
}
