import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Imports point down only (docs/architecture.md, "Layers"). A value import from a lower layer to a
 * higher one fails this test; `import type` is allowed from components to data and server, because a
 * screen's props are typed by what its loader returns, and types leave no code behind.
 */
const LAYERS = [
  { name: "domain", rank: 0, match: (f: string) => f.startsWith("domain/") || f.startsWith("lib/") },
  {
    name: "foundation",
    rank: 1,
    match: (f: string) =>
      [
        "platform/foundation/env.server.ts",
        "platform/foundation/log.server.ts",
        "platform/foundation/request-context.server.ts",
      ].includes(f),
  },
  { name: "db", rank: 2, match: (f: string) => f.startsWith("db/") && !f.startsWith("db/seed/") },
  {
    name: "infrastructure",
    rank: 3,
    match: (f: string) =>
      [
        "platform/mail.server.ts",
        "platform/storage.server.ts",
        "platform/sanitize.server.ts",
        "platform/auth.server.ts",
        "platform/auth-secret.server.ts",
        "platform/signed-token.server.ts",
      ].includes(f),
  },
  { name: "data", rank: 4, match: (f: string) => f.startsWith("data/") || f.startsWith("db/seed/") },
  { name: "request glue", rank: 5, match: (f: string) => f.startsWith("server/") },
  { name: "components", rank: 6, match: (f: string) => f.startsWith("components/") || f.startsWith("hooks/") },
  { name: "routes", rank: 7, match: () => true },
] as const;

const APP = path.resolve("app");

function layerOf(file: string) {
  return LAYERS.find((l) => l.match(file))!;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(spec: string) {
  const base = path.join(APP, spec.slice(2));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(APP, candidate);
  }
  return null;
}

function imports(file: string) {
  const text = fs.readFileSync(file, "utf8");
  const found: { spec: string; typeOnly: boolean }[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?[^;]*?from\s+"(~\/[^"]+)"/gms;
  for (const m of text.matchAll(re)) found.push({ spec: m[3]!, typeOnly: Boolean(m[2]) });
  return found;
}

describe("layers", () => {
  const files = sourceFiles(APP).map((f) => path.relative(APP, f));

  it("classifies every module", () => {
    expect(files.length).toBeGreaterThan(100);
    for (const f of files) expect(layerOf(f), f).toBeDefined();
  });

  it("no module imports a higher layer", () => {
    const upward: string[] = [];
    for (const file of files) {
      const from = layerOf(file);
      for (const { spec, typeOnly } of imports(path.join(APP, file))) {
        const target = resolveImport(spec);
        if (!target) continue;
        const to = layerOf(target);
        if (to.rank <= from.rank) continue;
        if (typeOnly && from.name === "components") continue;
        upward.push(`${file} (${from.name}) -> ${target} (${to.name})`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("no server code lives under components/", () => {
    expect(files.filter((f) => f.startsWith("components/") && f.includes(".server."))).toEqual([]);
  });
});
