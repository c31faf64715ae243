import fs from "node:fs";
import path from "node:path";

/**
 * One folder per Vitest run for the workers' uploads (each worker stores its own in `<it>/<worker pid>`,
 * tests/setup/vitest.setup.ts): made by the global setup, which the workers are started after, so they
 * inherit its path; returns the teardown that removes it.
 */
export function uploadsRootForThisRun() {
  fs.mkdirSync(path.resolve(".tmp"), { recursive: true });
  const root = fs.mkdtempSync(path.resolve(".tmp/vitest-uploads-"));
  process.env.VITEST_UPLOADS_ROOT = root;
  return () => fs.rmSync(root, { recursive: true, force: true });
}
