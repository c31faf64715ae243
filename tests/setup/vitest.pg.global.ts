import pg from "pg";
import { pgTestUrl } from "./pg-test-url";
import { uploadsRootForThisRun } from "./uploads-dirs";

/** Once per run: an empty schema, so the migrations apply from the start whatever ran there before. */
export default async function resetSchema() {
  const removeUploads = uploadsRootForThisRun();
  const client = new pg.Client({ connectionString: pgTestUrl() });
  await client.connect();
  try {
    await client.query(
      "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
    );
  } finally {
    await client.end();
  }
  // the teardown: the run's uploads go with it
  return removeUploads;
}
