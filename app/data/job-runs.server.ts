/**
 * The database side of the job scheduler: a run of a job's slot is claimed by inserting its
 * (job, slot) key, which does nothing when the key exists, so of several processes on one database
 * exactly one runs each slot. The scheduler itself is app/background/jobs.server.ts.
 */
import { and, eq, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobRuns } from "~/db/schema";

/** True when this caller claimed the slot (and so must run it), false when another already had. */
export async function claimJobRun({ job, slot, now }: { job: string; slot: Date; now: Date }) {
  const rows = await db
    .insert(jobRuns)
    .values({ job, slot, startedAt: now })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  return rows.length === 1;
}

/** The run ended: done, or failed with its error (the next slot is a new run). */
export async function finishJobRun({ job, slot, now, error }: { job: string; slot: Date; now: Date; error?: string }) {
  await db
    .update(jobRuns)
    .set({ status: error === undefined ? "done" : "failed", finishedAt: now, error: error?.slice(0, 1000) ?? null })
    .where(and(eq(jobRuns.job, job), eq(jobRuns.slot, slot)));
}

/** Old runs are only history: a job keeps the runs of its last `keepMs`. */
export async function pruneJobRuns({ job, before }: { job: string; before: Date }) {
  await db.delete(jobRuns).where(and(eq(jobRuns.job, job), lt(jobRuns.slot, before)));
}

export function listJobRuns({ job }: { job: string }) {
  return db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.slot);
}
