import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Imports point down only (docs/architecture.md, "Layers"). A module's layer is its folder; every import
 * is followed, whether written `~/…`, relative (`./`, `../`) or dynamic (`import("…")`). A value import
 * from a lower layer to a higher one fails this test, and so does one between two layers of the same
 * rank (background work and request glue stay apart). `import type` is allowed from components to the
 * layers above them, because a screen's props are typed by what its loader returns, and types leave no
 * code behind.
 *
 * Folders, lowest first (the longest matching folder wins: `platform/foundation/` before `platform/`):
 */
const LAYERS = [
  // the record types' declarations (app/records/) are pure data the whole app reads
  { name: "domain", rank: 0, folders: ["app/domain/", "app/lib/", "app/records/"] },
  // env, log, request context: what the database client itself needs
  { name: "foundation", rank: 1, folders: ["app/platform/foundation/"] },
  { name: "db", rank: 2, folders: ["app/db/"] },
  // mail outbox, storage, sanitize, auth, signed tokens: services on top of the database
  { name: "platform", rank: 3, folders: ["app/platform/"] },
  { name: "data", rank: 4, folders: ["app/data/", "app/db/seed/"] },
  { name: "background", rank: 5, folders: ["app/background/"] },
  { name: "web", rank: 5, folders: ["app/web/"] },
  { name: "components", rank: 6, folders: ["app/components/", "app/hooks/"] },
  // the route modules and the app's own entry files (root.tsx, entry.server.tsx, routes.ts)
  { name: "routes", rank: 7, folders: ["app/routes/", "app/"] },
  // the HTTP door (server.ts's Express middleware): plain TypeScript, may use the app's pure modules only
  { name: "http", rank: 8, folders: ["http/"] },
] as const;

type Layer = (typeof LAYERS)[number];
const ROOT = path.resolve(".");
const FOLDERS = LAYERS.flatMap((layer) => layer.folders.map((folder) => ({ folder, layer }))).sort(
  (a, b) => b.folder.length - a.folder.length,
);

/** The layer of a file (a path relative to the project root), by its folder; app/'s own files are routes. */
function layerOf(file: string): Layer | undefined {
  const found = FOLDERS.find(({ folder }) => file.startsWith(folder));
  if (found?.folder === "app/" && file.slice("app/".length).includes("/")) return undefined;
  return found?.layer;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") || entry.name === "migrations" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The project file an import names, or null for a package (or a generated `+types` module). */
function resolveImport(from: string, spec: string) {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(ROOT, "app", spec.slice(2));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = path.resolve(ROOT, path.dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(ROOT, candidate);
  }
  return null;
}

/** Every import of a module: static, re-exports, side-effect and dynamic, read from its syntax tree. */
const parsed = new Map<string, { spec: string; typeOnly: boolean }[]>();
function importsOf(file: string, text?: string) {
  if (text === undefined && parsed.has(file)) return parsed.get(file)!;
  const found = readImports(file, text ?? fs.readFileSync(path.join(ROOT, file), "utf8"));
  if (text === undefined) parsed.set(file, found);
  return found;
}

function readImports(file: string, text: string) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const found: { spec: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ spec: node.moduleSpecifier.text, typeOnly: Boolean(node.importClause?.isTypeOnly) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ spec: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node)) {
      // `typeof import("…")` in a type: no code behind it
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal))
        found.push({ spec: arg.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The imports of `file` that break the rule, as "from (layer) -> to (layer)". */
function wrongImports(file: string, text?: string) {
  const from = layerOf(file);
  if (!from) return [`${file} (no layer)`];
  const wrong: string[] = [];
  for (const { spec, typeOnly } of importsOf(file, text)) {
    const target = resolveImport(file, spec);
    if (!target) continue;
    const to = layerOf(target);
    if (!to) {
      wrong.push(`${file} (${from.name}) -> ${target} (no layer)`);
      continue;
    }
    if (to.rank < from.rank || to === from) continue;
    if (typeOnly && from.name === "components") continue;
    wrong.push(`${file} (${from.name}) -> ${target} (${to.name})`);
  }
  return wrong;
}

describe("layers", () => {
  const files = [...sourceFiles(path.join(ROOT, "app")), ...sourceFiles(path.join(ROOT, "http"))].map((f) =>
    path.relative(ROOT, f),
  );

  it("classifies every module by its folder", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => !layerOf(f))).toEqual([]);
  });

  it("no module imports a higher layer, or a peer layer, by any kind of import", () => {
    expect(files.flatMap((f) => wrongImports(f))).toEqual([]);
  });

  it("catches an upward import written relative, aliased or dynamic, and lets a type-only one from a component pass", () => {
    const wrong = (file: string, text: string) => wrongImports(file, text).length;
    expect(wrong("app/data/users.server.ts", 'import { requireStaff } from "../web/guards.server";')).toBe(1);
    expect(wrong("app/data/users.server.ts", 'import { requireStaff } from "~/web/guards.server";')).toBe(1);
    expect(wrong("app/platform/mail.server.ts", 'const m = await import("~/data/users.server");')).toBe(1);
    expect(wrong("app/platform/foundation/log.server.ts", 'export { db } from "../../db/client.server";')).toBe(1);
    expect(wrong("app/background/jobs.server.ts", 'import "~/web/guards.server";')).toBe(1);
    expect(wrong("app/data/users.server.ts", 'import type { Viewer } from "~/web/guards.server";')).toBe(1);
    expect(wrong("app/components/page.tsx", 'import type { Viewer } from "~/web/guards.server";')).toBe(0);
    expect(wrong("app/web/guards.server.ts", 'import { db } from "~/db/client.server";')).toBe(0);
    expect(wrong("app/web/guards.server.ts", 'import { log } from "../platform/foundation/log.server";')).toBe(0);
  });

  it("route modules and components reach the database only through data/ (they never import db/)", () => {
    const direct = files.flatMap((file) =>
      ["routes", "components"].includes(layerOf(file)?.name ?? "")
        ? importsOf(file)
            .map(({ spec }) => resolveImport(file, spec))
            .filter((target) => target?.startsWith("app/db/") && !target.startsWith("app/db/seed/"))
            .map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(direct).toEqual([]);
  });

  it("no server code lives under components/", () => {
    expect(files.filter((f) => f.startsWith("app/components/") && f.includes(".server."))).toEqual([]);
  });
});
