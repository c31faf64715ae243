// The site's two web fonts, made lighter (decision 022): from the Fontsource packages' Latin files it makes
// app/fonts/*.woff2, the characters every page draws at the weights the site uses (400 to 700), and
// app/fonts/fonts.css, which declares them, the packages' own files for every other character (fetched
// only by a page that draws one) and a metric-matched fallback for each, so the swap does not move text.
//   npm install && node scripts/fonts/generate.mjs
// Run it again after updating @fontsource-variable/* or changing what it keeps (below); commit its output.
// Plain JavaScript: subset-font and the Capsize packages are dev tools the typecheck need not know.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import arialBold from "@capsizecss/metrics/arial/700";
import arial from "@capsizecss/metrics/arial/regular";
import robotoBold from "@capsizecss/metrics/roboto/700";
import roboto from "@capsizecss/metrics/roboto/regular";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";

const OUT = path.resolve("app/fonts");

/** Every weight the site draws text in (Tailwind's font-normal to font-bold; nothing lighter or bolder). */
const WEIGHTS = { min: 400, max: 700 };

/**
 * The characters of the light file: printable ASCII, Latin-1 (accented letters of the Western European
 * languages, ©, ·, ×), typographic quotes and dashes, the bullet, the ellipsis, €, ™, the minus sign and
 * the invisible spaces pasted text brings; control characters too (never drawn: a tab or a line break in a
 * text area must not fetch another file). Any other character of the Latin range still draws in the
 * same font, from the package's full file (a page that draws one fetches it).
 */
const SUBSET = [
  [0x00, 0xff],
  [0x2002, 0x2002],
  [0x2009, 0x2009],
  [0x200b, 0x200b],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
  [0xfeff, 0xfeff],
];

/**
 * The OpenType features kept: those browsers apply by themselves (kerning, contextual alternates, marks,
 * composition, local forms) and tabular figures (`tabular-nums`). Fractions, numerators and
 * denominators are not used anywhere and go.
 */
const FEATURES = ["calt", "ccmp", "clig", "kern", "liga", "locl", "mark", "mkmk", "rlig", "rvrn", "tnum"];

/**
 * Local fonts whose metrics the fallbacks are fitted to, regular (400, 500) and bold (600, 700): Arial and
 * its metric-compatible twins (Liberation Sans, Arimo) on Windows, macOS, iOS and Linux, Roboto on Android.
 */
const FALLBACKS = [
  {
    name: "Arial",
    regular: { metrics: arial, local: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"] },
    bold: {
      metrics: arialBold,
      local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold"],
    },
  },
  {
    name: "Roboto",
    regular: { metrics: roboto, local: ["Roboto", "Roboto-Regular", "Roboto Regular"] },
    bold: { metrics: robotoBold, local: ["Roboto Bold", "Roboto-Bold"] },
  },
];

const FAMILIES = [
  { family: "Inter Variable", pkg: "@fontsource-variable/inter", file: "inter" },
  {
    family: "Bricolage Grotesque Variable",
    pkg: "@fontsource-variable/bricolage-grotesque",
    file: "bricolage-grotesque",
  },
];

const inSubset = (cp) => SUBSET.some(([a, b]) => cp >= a && cp <= b);

/** "U+0000-00FF,U+0131" as [start, end] pairs. */
function parseRange(text) {
  return text.split(",").map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(a, 16), Number.parseInt(b ?? a, 16)];
  });
}

/** Code points (sorted) as a unicode-range value. */
function formatRange(codePoints) {
  const parts = [];
  for (let i = 0; i < codePoints.length; i++) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j] + 1) j++;
    const hex = (n) => n.toString(16).toUpperCase().padStart(4, "0");
    parts.push(i === j ? `U+${hex(codePoints[i])}` : `U+${hex(codePoints[i])}-${hex(codePoints[j])}`);
    i = j;
  }
  return parts.join(",");
}

const expand = (ranges) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, k) => a + k));

/** The package's @font-face rules for the weight axis: subset name, file and unicode-range, in its order. */
function packageFaces(pkg) {
  const css = fs.readFileSync(path.resolve("node_modules", pkg, "wght.css"), "utf8");
  return [...css.matchAll(/\/\* ([\w-]+) \*\/\s*@font-face\s*{([^}]*)}/g)].map(([, name, body]) => ({
    subset: name
      .replace(/-wght-normal$/, "")
      .split("-")
      .slice(-2)
      .join("-"),
    file: /url\(\.\/files\/([\w.-]+)\)/.exec(body)[1],
    range: /unicode-range:\s*([^;]+);/.exec(body)[1].trim(),
  }));
}

function face(props) {
  const lines = Object.entries(props)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `  ${k}: ${v};`);
  return `@font-face {\n${lines.join("\n")}\n}`;
}

const fontsCss = [];
const report = [];
for (const { family, pkg, file } of FAMILIES) {
  const version = JSON.parse(fs.readFileSync(path.resolve("node_modules", pkg, "package.json"), "utf8")).version;
  const faces = packageFaces(pkg);
  const latin = faces.find((f) => f.file.endsWith("-latin-wght-normal.woff2"));
  const source = fs.readFileSync(path.resolve("node_modules", pkg, "files", latin.file));
  const declared = expand(parseRange(latin.range));
  const kept = declared.filter(inSubset);
  const rest = declared.filter((cp) => !inSubset(cp));
  const text = String.fromCodePoint(...kept);
  const light = await subsetFont(source, text, {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
  const outName = `${file}-latin-${WEIGHTS.min}-${WEIGHTS.max}.woff2`;
  fs.writeFileSync(path.join(OUT, outName), light);
  report.push(`${family}: ${latin.file} ${source.length} bytes -> ${outName} ${light.length} bytes`);

  // metrics at the regular and the bold weight, read from the font itself pinned at each
  const at = async (wght) =>
    fromBuffer(await subsetFont(source, text, { targetFormat: "sfnt", keepFeatures: [], variationAxes: { wght } }));
  const metrics = { regular: await at(400), bold: await at(700) };

  const weights = `${WEIGHTS.min} ${WEIGHTS.max}`;
  fontsCss.push(`/* ${family} (${pkg} ${version}) */`);
  // the package's other files first: for a character two rules cover, the later rule is used
  for (const f of faces.filter((f) => f !== latin)) {
    fontsCss.push(
      face({
        "font-family": `"${family}"`,
        "font-style": "normal",
        "font-display": "swap",
        "font-weight": weights,
        src: `url("${pkg}/files/${f.file}") format("woff2")`,
        "unicode-range": f.range,
      }),
    );
  }
  fontsCss.push(
    face({
      "font-family": `"${family}"`,
      "font-style": "normal",
      "font-display": "swap",
      "font-weight": weights,
      src: `url("${pkg}/files/${latin.file}") format("woff2")`,
      "unicode-range": formatRange(rest),
    }),
  );
  fontsCss.push(`/* the light file: what every page draws */`);
  fontsCss.push(
    face({
      "font-family": `"${family}"`,
      "font-style": "normal",
      "font-display": "swap",
      "font-weight": weights,
      src: `url("./${outName}") format("woff2")`,
      "unicode-range": formatRange(kept),
    }),
  );
  for (const fallback of FALLBACKS) {
    for (const [style, weight] of [
      ["regular", "400"],
      ["bold", "700"],
    ]) {
      const { fontFaces } = createFontStack([metrics[style], fallback[style].metrics], {
        fontFaceFormat: "styleObject",
      });
      const o = fontFaces[0]["@font-face"];
      fontsCss.push(
        face({
          "font-family": `"${family} Fallback ${fallback.name}"`,
          "font-style": "normal",
          "font-weight": weight,
          src: fallback[style].local.map((n) => `local("${n}")`).join(", "),
          "size-adjust": o.sizeAdjust,
          "ascent-override": o.ascentOverride,
          "descent-override": o.descentOverride,
          "line-gap-override": o.lineGapOverride,
          "unicode-range": formatRange(kept),
        }),
      );
    }
  }
}

const header = `/*
 * Generated by scripts/fonts/generate.mjs: do not edit (decision 022).
 * Each family: the package's files for the characters beyond the light file, then the light file, then
 * fallbacks whose metrics match it (Arial or Liberation Sans, Roboto), listed in app/app.css after it.
 */`;
fs.writeFileSync(path.join(OUT, "fonts.css"), `${header}\n${fontsCss.join("\n")}\n`);
// in the project's own format, so the linter finds it as written
execFileSync("npx", ["biome", "format", "--write", path.join(OUT, "fonts.css")], { stdio: "inherit" });
console.log(report.join("\n"));
