import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { allTablesEmpty, schemaShape } from "./schema-shape";
import { uploadsRootForThisRun } from "./uploads-dirs";

/**
 * Runs once before the Vitest workers: migrates one in-memory PGlite and dumps its data folder, so
 * each test file's database starts from that copy instead of being created and migrated again.
 */
export const TEMPLATE = path.resolve(".tmp/vitest-db-template.tar");

export default async function setup() {
  const removeUploads = uploadsRootForThisRun();
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: path.resolve("app/db/migrations") });
  // the shape each file's database is checked against before it is emptied for the next file
  // (tests/setup/db.ts); none when the migrations leave rows, which emptying would lose
  const shape = (await allTablesEmpty(drizzle(client))) ? await schemaShape(drizzle(client)) : "";
  const dump = await client.dumpDataDir("none");
  fs.mkdirSync(path.dirname(TEMPLATE), { recursive: true });
  const tmp = `${TEMPLATE}.${process.pid}`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, TEMPLATE);
  fs.writeFileSync(`${TEMPLATE}.shape.json`, shape);
  await client.close();
  // the teardown: the run's uploads go with it
  return removeUploads;
}
