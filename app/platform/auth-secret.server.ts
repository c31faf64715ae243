import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { env } from "~/platform/foundation/env.server";
import { log } from "~/platform/foundation/log.server";

/**
 * The secret that signs sessions, e-mail verification tokens and cookies. It is never a constant:
 * AUTH_SECRET when set; otherwise a random one generated on first start and kept, so restarts and
 * every process of one install agree on it:
 * - embedded database: the file `auth-secret` in DATA_DIR, mode 0600;
 * - PostgreSQL: a row of `app_meta`, written once (the first process to start wins, the rest read it);
 * - throwaway in-memory database (tests): random for this process.
 */
const globalForSecret = globalThis as unknown as { __studioAuthSecret?: string };

export const AUTH_SECRET_FILE = "auth-secret";
const META_KEY = "auth_secret";

function generate() {
  return crypto.randomBytes(48).toString("base64url");
}

async function fromDatabase() {
  await db.execute(
    sql`insert into app_meta (key, value) values (${META_KEY}, ${generate()}) on conflict (key) do nothing`,
  );
  const result = await db.execute<{ value: string }>(sql`select value from app_meta where key = ${META_KEY}`);
  const value = (result as unknown as { rows: { value: string }[] }).rows[0]?.value;
  if (!value) throw new Error("could not read the generated auth secret from app_meta");
  return value;
}

function fromFile(dir: string) {
  const file = path.join(dir, AUTH_SECRET_FILE);
  fs.mkdirSync(dir, { recursive: true });
  try {
    // "wx": create only if absent, so two processes starting at once cannot both write one
    fs.writeFileSync(file, `${generate()}\n`, { flag: "wx", mode: 0o600 });
    log.warn("AUTH_SECRET is not set: generated a random secret and stored it", { file });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  fs.chmodSync(file, 0o600);
  const value = fs.readFileSync(file, "utf8").trim();
  if (value.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters: delete it to regenerate`);
  return value;
}

/** Resolve the secret once at startup (after migrations, before anything signs a token). */
export async function initAuthSecret() {
  if (globalForSecret.__studioAuthSecret) return globalForSecret.__studioAuthSecret;
  let secret = env.authSecret;
  if (!secret) {
    if (env.databaseUrl) {
      secret = await fromDatabase();
      log.warn("AUTH_SECRET is not set: using the random secret generated and kept in the database");
    } else if (env.dataDir === "memory://") {
      secret = generate();
    } else {
      secret = fromFile(env.dataDir);
    }
  }
  globalForSecret.__studioAuthSecret = secret;
  return secret;
}

/**
 * The resolved secret. Production code runs initAuthSecret() at startup first; tests and scripts that
 * never start the server get a random secret for their process.
 */
export function authSecret() {
  if (globalForSecret.__studioAuthSecret) return globalForSecret.__studioAuthSecret;
  if (env.authSecret) return env.authSecret;
  if (env.nodeEnv === "production") throw new Error("the auth secret is read before startup resolved it");
  globalForSecret.__studioAuthSecret = generate();
  return globalForSecret.__studioAuthSecret;
}

/** Tests only: forget the resolved secret. */
export function resetAuthSecretForTests() {
  globalForSecret.__studioAuthSecret = undefined;
}
