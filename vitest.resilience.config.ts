import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:resilience`: the slow suites that start real app processes against a built app
 * (load, faults, two processes, S3). One file at a time: they share the machine's two cores.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    include: ["tests/resilience/**/*.test.ts"],
    environment: "node",
    testTimeout: 240_000,
    hookTimeout: 180_000,
    pool: "forks",
    fileParallelism: false,
  },
});
