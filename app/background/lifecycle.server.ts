import { closeDatabase, databaseKind, migrateDatabase, pingDatabase } from "~/db/client.server";
import { DEMO_ACCOUNTS, hasDemoAccounts, isDatabaseEmpty, seedDemo } from "~/db/seed/demo.server";
import { initAuthSecret } from "~/platform/auth-secret.server";
import { env, validateEnv } from "~/platform/foundation/env.server";
import { errorFields, log } from "~/platform/foundation/log.server";
import { registerAppJobs } from "./app-jobs.server";
import { startJobs, stopJobs } from "./jobs.server";
import { startMailSender, stopMailSender } from "./mail-sender.server";

let started: Promise<void> | undefined;
let isStarted = false;

/** Check the environment, migrate, resolve the auth secret, seed an empty database with the demo data (on a local start, or with SEED_DEMO=true), start the mail sender and the job scheduler. */
export function startup() {
  started ??= (async () => {
    validateEnv();
    await migrateDatabase();
    log.info("database migrated", { kind: databaseKind() });
    await initAuthSecret();
    await prepareDemoData();
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

/**
 * An empty database gets the demo data on a local start, or anywhere with SEED_DEMO=true. Outside a
 * local start, every start then warns while the demo accounts exist: their password is public.
 */
export async function prepareDemoData() {
  if (env.seedDemo && (await isDatabaseEmpty())) await seedDemo();
  if (!env.isLocalStart && (await hasDemoAccounts())) {
    log.warn("demo accounts exist: anyone can sign in to them with the password in the README", {
      accounts: DEMO_ACCOUNTS.map((a) => a.email),
      fix: "delete them on the Users screen (or start on an empty database without SEED_DEMO=true)",
    });
  }
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
