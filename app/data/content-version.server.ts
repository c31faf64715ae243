/**
 * The content version: a counter in `app_meta`, raised in the same transaction as every write that can
 * change a public page (the public record types of app/records: services, portfolio projects, team,
 * testimonials, blog posts, FAQs; blog categories, accounts whose names appear as authors). The anonymous page cache keys its pages by it, so a
 * change made through any process shows on every process.
 *
 * On PostgreSQL the raise also sends `NOTIFY content_version` (delivered when the transaction commits),
 * which every process listens to, so the others learn of it at once rather than at their next check.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { databaseKind, db, type Executor } from "~/db/client.server";
import { env } from "~/platform/foundation/env.server";
import { errorFields, log } from "~/platform/foundation/log.server";
import { RECORD_TYPES } from "~/records";

export const CONTENT_VERSION_KEY = "content_version";
const CHANNEL = "content_version";

/**
 * The activity entities whose writes change what the public pages show: the public record types
 * (app/records), the blog's categories, and accounts (their names appear as authors).
 */
export const PUBLIC_CONTENT_ENTITIES: ReadonlySet<string> = new Set([
  ...RECORD_TYPES.filter((type) => type.isPublic).map((type) => type.entity),
  "blog_category",
  "user",
]);

/** Raises the content version inside the caller's transaction; returns the new version. */
export async function bumpContentVersion(exec: Executor): Promise<string> {
  const result = await exec.execute<{ value: string }>(
    sql`insert into app_meta (key, value) values (${CONTENT_VERSION_KEY}, '1')
        on conflict (key) do update set value = (app_meta.value::bigint + 1)::text, updated_at = now()
        returning value`,
  );
  const value = String(result.rows[0]?.value ?? "");
  if (databaseKind() === "postgres") await exec.execute(sql`select pg_notify(${CHANNEL}, ${value})`);
  return value;
}

/** The current content version ("0" before the first content write). */
export async function readContentVersion(): Promise<string> {
  const result = await db.execute<{ value: string }>(
    sql`select value from app_meta where key = ${CONTENT_VERSION_KEY}`,
  );
  return String(result.rows[0]?.value ?? "0");
}

/**
 * Calls `onChange` with the new version whenever another process (or this one) raises it: a LISTEN
 * connection of its own on PostgreSQL, reconnected after a loss; nothing on the embedded database,
 * which only one process uses. Returns a function that stops listening.
 */
export function watchContentVersion(onChange: (version: string) => void): () => void {
  const url = env.databaseUrl;
  if (!url || databaseKind() !== "postgres") return () => {};
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = c;
    let lost = false;
    const reconnect = (error?: unknown) => {
      if (lost || stopped) return;
      lost = true;
      if (error) log.warn("content version listener lost", errorFields(error));
      c.end().catch(() => undefined);
      retry = setTimeout(connect, 2000);
      retry.unref();
      // what was missed meanwhile: the caller re-reads the version on its own schedule
      onChange("");
    };
    c.on("error", reconnect);
    c.on("end", () => reconnect());
    c.on("notification", (message) => {
      if (message.channel === CHANNEL) onChange(message.payload ?? "");
    });
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
    } catch (error) {
      reconnect(error);
    }
  };
  void connect();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    client?.end().catch(() => undefined);
  };
}
