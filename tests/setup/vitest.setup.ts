// Every Vitest worker gets its own in-memory PGlite (see tests/setup/db.ts), never the dev database.
process.env.DATA_DIR = "memory://";
// each worker's database starts as a copy of the one migrated in tests/setup/vitest.global.ts
process.env.PGLITE_TEMPLATE = `${process.cwd()}/.tmp/vitest-db-template.tar`;
process.env.DATABASE_URL = "";
process.env.LOG_LEVEL = "silent";
process.env.SMTP_URL = "";
process.env.UPLOADS_DIR = `${process.env.VITEST_UPLOADS_ROOT ?? `${process.cwd()}/.tmp/vitest-uploads`}/${process.pid}`;

// Test files share a worker process (isolate: false in vitest.config.ts, which spares each file a new
// process and its imports) and its database; each file still starts on an empty one, as the template is
// (tests/setup/db.ts resetForNextFile)
import { afterAll } from "vitest";
import { resetForNextFile } from "./db";

afterAll(async () => {
  await resetForNextFile();
});
