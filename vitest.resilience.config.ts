import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:resilience`: the slow suites that start real app processes against a built app, in two
 * runs (package.json): first the faults, S3 and the page cache on two processes, two files at a time
 * (each has its own PostgreSQL cluster, app processes and ports, and they mostly wait on what they
 * broke); then the load test alone, since it measures what the machine's two cores can serve.
 */
const shared = {
  environment: "node" as const,
  testTimeout: 240_000,
  hookTimeout: 180_000,
  pool: "forks" as const,
};

export default defineConfig({
  resolve: { alias: { "~": path.resolve("app") } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: "faults",
          include: ["tests/resilience/**/*.test.ts"],
          exclude: ["tests/resilience/load.test.ts"],
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: { ...shared, name: "load", include: ["tests/resilience/load.test.ts"], fileParallelism: false },
      },
    ],
  },
});
