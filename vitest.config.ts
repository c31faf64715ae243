import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "tests/unit/**/*.test.ts", "tests/routes/**/*.test.ts"],
    globalSetup: ["tests/setup/vitest.global.ts"],
    setupFiles: ["tests/setup/vitest.setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // test files share their worker's process and imports (a new process per file spent a third of the
    // run importing); each file still gets its own database from the template (tests/setup/vitest.setup.ts)
    isolate: false,
    // one worker per core: Vitest's default keeps one core free (one worker on a 2-core machine), and
    // the files do not share anything but the machine (decision 019)
    maxWorkers: "100%",
  },
});
