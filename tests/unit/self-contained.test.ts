import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself: no code, test, script or doc points a reader at a document that is
 * not in it (a product spec by section number, a folder beside the checkout).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", ".git", ".tmp", "build", "data", ".react-router", "test-results"]);
const OUTSIDE = [/\bspec [12]\b/i, /§/, /\.\.\/shared\//, /house-style\.md/];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(tsx?|mjs|md|sh|css)$/.test(entry.name) || entry.name === "run" ? [full] : [];
  });
}

describe("a self-contained repository", () => {
  const all = [
    ...files(path.join(ROOT, "app")),
    ...files(path.join(ROOT, "docs")),
    ...files(path.join(ROOT, "scripts")),
  ]
    .concat(files(path.join(ROOT, "tests")), files(path.join(ROOT, ".ci")))
    .concat(["README.md", "SECURITY.md", "server.ts"].map((f) => path.join(ROOT, f)));

  it("reads the code, tests, scripts and docs", () => {
    expect(all.length).toBeGreaterThan(300);
  });

  it("points to no document outside the repository", () => {
    const self = path.relative(ROOT, import.meta.filename);
    const pointers = all.flatMap((file) => {
      const rel = path.relative(ROOT, file);
      if (rel === self) return [];
      return fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (OUTSIDE.some((re) => re.test(line)) ? [`${rel}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(pointers).toEqual([]);
  });
});
