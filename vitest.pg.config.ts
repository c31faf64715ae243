import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The `*.pg.test.ts` files again, on a real PostgreSQL server: races (limits, once-only actions) rarely
 * show on PGlite, which runs one query at a time. Needs TEST_DATABASE_URL or DATABASE_URL naming a
 * database that ends in `_test` (its schema is dropped and migrated again). One file at a time: they
 * share that database; and one process, as in vitest.config.ts (a new process per file spent two thirds
 * of the run importing the app: 54 s against 11 s here).
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["app/**/*.pg.test.ts"],
    globalSetup: ["tests/setup/vitest.pg.global.ts"],
    setupFiles: ["tests/setup/vitest.pg.setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    fileParallelism: false,
    isolate: false,
  },
});
