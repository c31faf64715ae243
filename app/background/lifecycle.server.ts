import { closeDatabase, databaseKind, migrateDatabase, pingDatabase } from "~/db/client.server";
import { isDatabaseEmpty, seedDemo } from "~/db/seed/demo.server";
import { initAuthSecret } from "~/platform/auth-secret.server";
import { env, validateEnv } from "~/platform/foundation/env.server";
import { errorFields, log } from "~/platform/foundation/log.server";
import { registerAppJobs } from "./app-jobs.server";
import { startJobs, stopJobs } from "./jobs.server";
import { startMailSender, stopMailSender } from "./mail-sender.server";

let started: Promise<void> | undefined;
let isStarted = false;

/** Check the environment, migrate, resolve the auth secret, seed an empty database with the demo data (unless SEED_DEMO=false), start the mail sender and the job scheduler. */
export function startup() {
  started ??= (async () => {
    validateEnv();
    await migrateDatabase();
    log.info("database migrated", { kind: databaseKind() });
    await initAuthSecret();
    if (env.seedDemo && (await isDatabaseEmpty())) await seedDemo();
    startMailSender();
    registerAppJobs();
    startJobs();
    isStarted = true;
  })().catch((error) => {
    started = undefined;
    log.error("startup failed", errorFields(error));
    throw error;
  });
  return started;
}

export async function shutdown() {
  stopMailSender();
  stopJobs();
  await closeDatabase();
}

export async function readiness() {
  if (!isStarted) return false;
  try {
    await pingDatabase();
    return true;
  } catch {
    return false;
  }
}
