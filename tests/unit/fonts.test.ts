import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The light font files (decision 022): app/fonts/fonts.css, written by scripts/fonts/generate.mjs, declares
 * for each family a small file with the characters pages draw, the package's full files for the rest, and
 * metric-matched fallbacks. A character of the site's own text outside the light files' range would make
 * every page that shows it fetch a full file as well: the light range must cover them.
 */
const css = fs.readFileSync("app/fonts/fonts.css", "utf8");
const appCss = fs.readFileSync("app/app.css", "utf8");
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
  const prop = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body!)?.[1]?.trim() ?? "";
  return { family: prop("font-family").replaceAll('"', ""), src: prop("src"), range: prop("unicode-range") };
});
const light = faces.filter((f) => f.src.startsWith('url("./'));

function inRange(range: string, cp: number) {
  return range.split(",").some((part) => {
    const [a, b] = part.trim().replace(/^U\+/, "").split("-");
    return cp >= Number.parseInt(a!, 16) && cp <= Number.parseInt(b ?? a!, 16);
  });
}

/** The text of a module's string literals, template parts and JSX text (not its comments). */
function literalText(file: string) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const parts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateLiteralToken(node)) parts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return parts.join("\n");
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the light font files", () => {
  it("are one per family and exist; the public pages preload the text font's", () => {
    expect(light.map((f) => f.family).sort()).toEqual(["Bricolage Grotesque Variable", "Inter Variable"]);
    const layout = fs.readFileSync("app/routes/public/_layout.tsx", "utf8");
    for (const face of light) {
      const file = /url\("\.\/([\w.-]+)"\)/.exec(face.src)![1]!;
      expect(fs.statSync(path.join("app/fonts", file)).size).toBeGreaterThan(10_000);
      expect(layout.includes(`~/fonts/${file}?url`)).toBe(face.family === "Inter Variable");
    }
  });

  it("cover every character of the site's own text and the demo content beyond ASCII", () => {
    const text = files("app")
      .filter((f) => !f.includes(`${path.sep}migrations${path.sep}`))
      .map(literalText)
      .join("\n");
    // the rest of the Latin range (the package's full Latin file) is the question: other scripts and symbols
    // have files (or fonts) of their own
    const rest = faces.filter((f) => f.src.includes("-latin-wght-normal.woff2"));
    expect(rest).toHaveLength(2);
    const outside = new Set<string>();
    for (const ch of new Set(text)) {
      const cp = ch.codePointAt(0)!;
      if (rest.some((f) => inRange(f.range, cp))) {
        outside.add(`${ch} U+${cp.toString(16).toUpperCase()}`);
      }
    }
    expect([...outside]).toEqual([]);
  });

  it("each family is followed by its metric-matched fallbacks in the theme's font stacks", () => {
    for (const family of ["Inter Variable", "Bricolage Grotesque Variable"]) {
      const fallbacks = faces.filter((f) => f.family.startsWith(`${family} Fallback`));
      expect(fallbacks.length).toBe(4);
      expect(appCss).toContain(`"${family}", "${family} Fallback Arial"`);
      expect(appCss.replace(/\s+/g, " ")).toContain(`"${family} Fallback Arial", "${family} Fallback Roboto"`);
    }
  });
});
