/**
 * Building blocks for the generated imagery: fonts, device frames, app chrome, charts, maps and icons,
 * all as HTML/SVG strings that Chromium renders (see generate.ts).
 */
import fs from "node:fs";
import path from "node:path";
import * as Lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const root = path.resolve(import.meta.dirname, "../..");
const font = (pkg: string, file: string) =>
  fs.readFileSync(path.join(root, "node_modules/@fontsource-variable", pkg, "files", file)).toString("base64");

export const FONTS_CSS = `
@font-face { font-family: "Inter"; font-weight: 100 900; src: url(data:font/woff2;base64,${font("inter", "inter-latin-wght-normal.woff2")}) format("woff2"); }
@font-face { font-family: "Bricolage"; font-weight: 200 800; src: url(data:font/woff2;base64,${font("bricolage-grotesque", "bricolage-grotesque-latin-wght-normal.woff2")}) format("woff2"); }
`;

/** A lucide icon as inline SVG. */
export function icon(name: keyof typeof Lucide, size = 16, extra: Record<string, unknown> = {}) {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a build-time script, bundle size is irrelevant
  const Comp = Lucide[name] as unknown as Parameters<typeof createElement>[0];
  return renderToStaticMarkup(createElement(Comp as never, { size, strokeWidth: 2, ...extra } as never));
}

/** Deterministic random numbers (mulberry32) so every run draws the same pictures. */
export function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A wandering series: `n` values around `base`, drifting with `trend`. */
export function series(seed: number, n: number, base: number, spread: number, trend = 0) {
  const r = rng(seed);
  let v = base;
  return Array.from({ length: n }, (_, i) => {
    v += (r() - 0.5) * spread + trend;
    return Math.max(0, v + Math.sin(i / 2.3) * spread * 0.3);
  });
}

function smoothPath(points: [number, number][]) {
  if (points.length < 2) return "";
  let d = `M${points[0]![0].toFixed(1)},${points[0]![1].toFixed(1)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0]!.toFixed(1)},${c1[1]!.toFixed(1)} ${c2[0]!.toFixed(1)},${c2[1]!.toFixed(1)} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`;
  }
  return d;
}

let gradientId = 0;

/** A smooth line with a soft gradient fill, optional grid and a highlighted last point. */
export function areaChart(opts: {
  w: number;
  h: number;
  values: number[];
  color: string;
  grid?: string;
  second?: { values: number[]; color: string; dashed?: boolean };
  dot?: boolean;
  strokeWidth?: number;
  max?: number;
  min?: number;
}) {
  const { w, h, values, color } = opts;
  const id = `g${++gradientId}`;
  const all = [...values, ...(opts.second?.values ?? [])];
  const max = opts.max ?? Math.max(...all) * 1.15;
  const min = opts.min ?? 0;
  const pad = 6;
  const pts = (vals: number[]) =>
    vals.map(
      (v, i) =>
        [pad + (i * (w - pad * 2)) / (vals.length - 1), h - pad - ((v - min) / (max - min)) * (h - pad * 2)] as [
          number,
          number,
        ],
    );
  const main = pts(values);
  const line = smoothPath(main);
  const last = main[main.length - 1]!;
  const grid = opts.grid
    ? [0.25, 0.5, 0.75]
        .map(
          (f) =>
            `<line x1="0" x2="${w}" y1="${(h * f).toFixed(1)}" y2="${(h * f).toFixed(1)}" stroke="${opts.grid}" stroke-dasharray="3 5"/>`,
        )
        .join("")
    : "";
  const second = opts.second
    ? `<path d="${smoothPath(pts(opts.second.values))}" fill="none" stroke="${opts.second.color}" stroke-width="2" ${opts.second.dashed ? 'stroke-dasharray="5 5"' : ""} stroke-linecap="round"/>`
    : "";
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" xmlns="http://www.w3.org/2000/svg">
  <defs><linearGradient id="${id}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity=".32"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>
  ${grid}
  <path d="${line} L${last[0]},${h} L${main[0]![0]},${h} Z" fill="url(#${id})"/>
  ${second}
  <path d="${line}" fill="none" stroke="${color}" stroke-width="${opts.strokeWidth ?? 2.5}" stroke-linecap="round"/>
  ${opts.dot === false ? "" : `<circle cx="${last[0]}" cy="${last[1]}" r="5" fill="#fff" stroke="${color}" stroke-width="3"/>`}
</svg>`;
}

/** Rounded vertical bars; `highlight` picks one bar in the accent colour. */
export function barChart(opts: {
  w: number;
  h: number;
  values: number[];
  color: string;
  muted?: string;
  highlight?: number;
  gap?: number;
  radius?: number;
}) {
  const { w, h, values } = opts;
  const max = Math.max(...values) * 1.1;
  const gap = opts.gap ?? 8;
  const bw = (w - gap * (values.length - 1)) / values.length;
  const r = opts.radius ?? Math.min(6, bw / 2);
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" xmlns="http://www.w3.org/2000/svg">${values
    .map((v, i) => {
      const bh = (v / max) * h;
      const fill = opts.highlight === undefined || opts.highlight === i ? opts.color : (opts.muted ?? opts.color);
      return `<rect x="${(i * (bw + gap)).toFixed(1)}" y="${(h - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="${r}" fill="${fill}"/>`;
    })
    .join("")}</svg>`;
}

/** A donut from segments that add up to anything. */
export function donut(opts: {
  size: number;
  thickness: number;
  segments: { value: number; color: string }[];
  track?: string;
}) {
  const { size, thickness } = opts;
  const rad = (size - thickness) / 2;
  const c = 2 * Math.PI * rad;
  const total = opts.segments.reduce((s, x) => s + x.value, 0);
  let offset = 0;
  const arcs = opts.segments
    .map((s) => {
      const len = (s.value / total) * c;
      const arc = `<circle cx="${size / 2}" cy="${size / 2}" r="${rad}" fill="none" stroke="${s.color}" stroke-width="${thickness}" stroke-dasharray="${Math.max(0, len - 3)} ${c}" stroke-dashoffset="${-offset}" transform="rotate(-90 ${size / 2} ${size / 2})"/>`;
      offset += len;
      return arc;
    })
    .join("");
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" xmlns="http://www.w3.org/2000/svg"><circle cx="${size / 2}" cy="${size / 2}" r="${rad}" fill="none" stroke="${opts.track ?? "#eef0f6"}" stroke-width="${thickness}"/>${arcs}</svg>`;
}

/** A stylised city map: water, parks, a street grid with main roads, for dispatch and route scenes. */
export function cityMap(opts: {
  w: number;
  h: number;
  seed: number;
  land: string;
  water: string;
  park: string;
  road: string;
  major: string;
  block?: string;
}) {
  const { w, h } = opts;
  const r = rng(opts.seed);
  const parts: string[] = [];
  parts.push(`<rect width="${w}" height="${h}" fill="${opts.land}"/>`);
  // blocks
  if (opts.block) {
    for (let y = 0; y < h; y += 46) {
      for (let x = 0; x < w; x += 58) {
        if (r() < 0.55)
          parts.push(
            `<rect x="${x + 6 + r() * 4}" y="${y + 6 + r() * 4}" width="${36 + r() * 10}" height="${26 + r() * 8}" rx="3" fill="${opts.block}"/>`,
          );
      }
    }
  }
  // a river crossing the map
  parts.push(
    `<path d="M${-20},${h * 0.72} C${w * 0.2},${h * 0.6} ${w * 0.35},${h * 0.95} ${w * 0.55},${h * 0.82} S${w * 0.85},${h * 0.55} ${w + 20},${h * 0.62} L${w + 20},${h * 0.78} C${w * 0.85},${h * 0.7} ${w * 0.7},${h * 0.98} ${w * 0.52},${h * 0.95} S${w * 0.18},${h * 0.78} ${-20},${h * 0.88} Z" fill="${opts.water}"/>`,
  );
  // parks
  for (let i = 0; i < 5; i++) {
    const x = r() * w;
    const y = r() * h * 0.6;
    parts.push(
      `<rect x="${x}" y="${y}" width="${60 + r() * 90}" height="${40 + r() * 60}" rx="10" fill="${opts.park}"/>`,
    );
  }
  // street grid, slightly rotated
  const streets: string[] = [];
  for (let x = -200; x < w + 200; x += 58) streets.push(`<line x1="${x}" y1="-50" x2="${x + 80}" y2="${h + 50}"/>`);
  for (let y = -50; y < h + 100; y += 46) streets.push(`<line x1="-50" y1="${y}" x2="${w + 50}" y2="${y - 40}"/>`);
  parts.push(`<g stroke="${opts.road}" stroke-width="3">${streets.join("")}</g>`);
  // major roads
  parts.push(
    `<g fill="none" stroke="${opts.major}" stroke-width="9" stroke-linecap="round">
      <path d="M-20,${h * 0.22} C${w * 0.3},${h * 0.3} ${w * 0.55},${h * 0.05} ${w + 20},${h * 0.18}"/>
      <path d="M${w * 0.18},-20 C${w * 0.25},${h * 0.4} ${w * 0.1},${h * 0.7} ${w * 0.3},${h + 20}"/>
      <path d="M${w * 0.72},-20 C${w * 0.62},${h * 0.35} ${w * 0.82},${h * 0.6} ${w * 0.7},${h + 20}"/>
    </g>`,
  );
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" xmlns="http://www.w3.org/2000/svg" preserveAspectRatio="xMidYMid slice">${parts.join("")}</svg>`;
}

/** The base CSS every scene shares: fonts, frames, app UI atoms. */
export const BASE_CSS = `
${FONTS_CSS}
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: 100%; height: 100%; }
body { font-family: Inter, sans-serif; color: #161a2e; -webkit-font-smoothing: antialiased; overflow: hidden; font-feature-settings: "cv11", "ss01"; }
.display { font-family: Bricolage, Inter, sans-serif; letter-spacing: -0.02em; }
.scene { position: relative; width: 100%; height: 100%; overflow: hidden; }
.abs { position: absolute; }
.row { display: flex; align-items: center; }
.col { display: flex; flex-direction: column; }
.grow { flex: 1; }
.muted { color: #6b7087; }
.tnum { font-variant-numeric: tabular-nums; }
svg { display: block; }

/* browser window */
.win { position: absolute; border-radius: 16px; overflow: hidden; background: #fff;
  box-shadow: 0 50px 100px -30px rgba(12, 8, 50, .55), 0 18px 40px -18px rgba(12, 8, 50, .35), 0 0 0 1px rgba(12, 8, 50, .10); }
.win-bar { height: 42px; display: flex; align-items: center; gap: 8px; padding: 0 16px; background: #f3f3f7; border-bottom: 1px solid #e4e4ec; }
.win-bar i { width: 12px; height: 12px; border-radius: 50%; display: block; }
.win-bar i:nth-child(1) { background: #ff5f57; } .win-bar i:nth-child(2) { background: #febc2e; } .win-bar i:nth-child(3) { background: #28c840; }
.win-url { margin: 0 auto; width: 44%; height: 26px; border-radius: 8px; background: #fff; border: 1px solid #e4e4ec; font-size: 12px; color: #6b7087; display: flex; align-items: center; justify-content: center; gap: 6px; }
.win.dark { background: #0f1424; box-shadow: 0 50px 100px -30px rgba(0,0,0,.7), 0 0 0 1px rgba(255,255,255,.08); }
.win.dark .win-bar { background: #161c30; border-color: #242b44; }
.win.dark .win-url { background: #0f1424; border-color: #242b44; color: #8a93b5; }
.win-body { position: absolute; top: 42px; left: 0; right: 0; bottom: 0; display: flex; }

/* phone */
.phone { position: absolute; width: 300px; height: 620px; border-radius: 48px; background: #0b0c14; padding: 11px;
  box-shadow: 0 50px 90px -25px rgba(10, 6, 40, .6), 0 0 0 2px #2b2d3a inset, 0 0 0 1px rgba(255,255,255,.06); }
.phone .screen { position: relative; width: 100%; height: 100%; border-radius: 38px; overflow: hidden; background: #fff; }
.phone .island { position: absolute; top: 11px; left: 50%; transform: translateX(-50%); width: 92px; height: 27px; border-radius: 20px; background: #000; z-index: 5; }
.status { height: 48px; display: flex; align-items: center; justify-content: space-between; padding: 6px 26px 0; font-size: 14px; font-weight: 600; }
.status .icons { display: flex; gap: 5px; align-items: center; }

/* app atoms */
.card { background: #fff; border-radius: 14px; border: 1px solid #e8e9f1; box-shadow: 0 1px 2px rgba(20,20,50,.04), 0 6px 20px -10px rgba(20,20,50,.10); }
.dark .card { background: #151b2e; border-color: #232a42; box-shadow: none; }
.float { position: absolute; background: #fff; border-radius: 18px; box-shadow: 0 30px 60px -20px rgba(12, 8, 50, .45), 0 0 0 1px rgba(12, 8, 50, .06); }
.pill { display: inline-flex; align-items: center; gap: 6px; border-radius: 999px; padding: 4px 10px; font-size: 12px; font-weight: 600; white-space: nowrap; }
.avatar { border-radius: 50%; display: inline-flex; align-items: center; justify-content: center; color: #fff; font-weight: 700; flex: none; }
.label { font-size: 11px; font-weight: 600; letter-spacing: .06em; text-transform: uppercase; color: #8b90a6; }
.kpi { font-family: Bricolage, Inter, sans-serif; font-weight: 700; letter-spacing: -0.02em; }
.nav-item { display: flex; align-items: center; gap: 10px; height: 36px; padding: 0 12px; border-radius: 9px; font-size: 13.5px; font-weight: 500; }
.bar-track { height: 6px; border-radius: 6px; background: #eef0f6; overflow: hidden; }
.bar-track > div { height: 100%; border-radius: 6px; }
`;

/** A full HTML document for one scene. */
export function page(body: string, css = "", size = { w: 1600, h: 1000 }) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}
  html, body { width: ${size.w}px; height: ${size.h}px; }
  ${css}</style></head><body>${body}</body></html>`;
}

/** A browser window at (x, y) sized w×h, with `url` in the address bar. */
export function browser(opts: {
  x: number;
  y: number;
  w: number;
  h: number;
  url: string;
  dark?: boolean;
  body: string;
  style?: string;
}) {
  return `<div class="win${opts.dark ? " dark" : ""}" style="left:${opts.x}px;top:${opts.y}px;width:${opts.w}px;height:${opts.h}px;${opts.style ?? ""}">
    <div class="win-bar"><i></i><i></i><i></i><div class="win-url">${icon("Lock", 11)} ${opts.url}</div><div style="width:52px"></div></div>
    <div class="win-body">${opts.body}</div>
  </div>`;
}

/** A phone at (x, y); `scale` shrinks or grows it; `dark` gives a dark status bar. */
export function phone(opts: {
  x: number;
  y: number;
  scale?: number;
  rotate?: number;
  body: string;
  dark?: boolean;
  bg?: string;
}) {
  const color = opts.dark ? "#fff" : "#0b0c14";
  return `<div class="phone" style="left:${opts.x}px;top:${opts.y}px;transform:scale(${opts.scale ?? 1}) rotate(${opts.rotate ?? 0}deg);transform-origin:top left;">
    <div class="screen" style="background:${opts.bg ?? (opts.dark ? "#0f1424" : "#fff")};color:${opts.dark ? "#e8ebf7" : "#161a2e"}">
      <div class="island"></div>
      <div class="status" style="color:${color}"><span>9:41</span><span class="icons">${icon("Signal", 14)}${icon("Wifi", 14)}${icon("Battery", 18)}</span></div>
      ${opts.body}
    </div>
  </div>`;
}

/** Soft coloured light in a corner of a scene. */
export function glow(x: number, y: number, size: number, color: string, blur = 120, opacity = 0.6) {
  return `<div class="abs" style="left:${x - size / 2}px;top:${y - size / 2}px;width:${size}px;height:${size}px;border-radius:50%;background:${color};filter:blur(${blur}px);opacity:${opacity}"></div>`;
}

/** A faint dot grid over a background. */
export function dotGrid(color: string, gap = 28, opacity = 0.35) {
  return `<div class="abs" style="inset:0;opacity:${opacity};background-image:radial-gradient(${color} 1.2px, transparent 1.3px);background-size:${gap}px ${gap}px;"></div>`;
}

export function avatar(initials: string | undefined, bg: string | undefined, size = 32) {
  return `<span class="avatar" style="width:${size}px;height:${size}px;background:${bg ?? "#64748b"};font-size:${Math.round(size * 0.38)}px">${initials ?? ""}</span>`;
}

/** A sidebar of an app: brand mark, nav with one active item, and a footer card. */
export function sidebar(opts: {
  brand: string;
  brandColor: string;
  items: [keyof typeof Lucide, string][];
  active: number;
  dark?: boolean;
  width?: number;
  accent: string;
  footer?: string;
}) {
  const dark = opts.dark ?? false;
  return `<aside class="col" style="width:${opts.width ?? 232}px;flex:none;padding:20px 14px;gap:4px;background:${dark ? "#0b1020" : "#fafaff"};border-right:1px solid ${dark ? "#1f2640" : "#ececf4"}">
    <div class="row" style="gap:10px;padding:0 8px 18px">
      <span style="width:30px;height:30px;border-radius:9px;background:${opts.brandColor};display:flex;align-items:center;justify-content:center;color:#fff">${icon("Zap", 16)}</span>
      <span class="display" style="font-weight:700;font-size:17px;color:${dark ? "#fff" : "#161a2e"}">${opts.brand}</span>
    </div>
    ${opts.items
      .map(
        ([ic, label], i) =>
          `<div class="nav-item" style="${
            i === opts.active
              ? `background:${dark ? "rgba(255,255,255,.08)" : `${opts.accent}1a`};color:${dark ? "#fff" : opts.accent};font-weight:600`
              : `color:${dark ? "#8a93b5" : "#5d6279"}`
          }">${icon(ic, 17)}<span>${label}</span></div>`,
      )
      .join("")}
    <div class="grow"></div>
    ${opts.footer ?? ""}
  </aside>`;
}

/** A phone app's bottom tab bar (absolute, at the bottom of the screen). */
export function tabBar(items: [keyof typeof Lucide, string][], active: number, color: string, dark = false) {
  return `<div class="abs row" style="left:0;right:0;bottom:0;height:78px;padding:8px 14px 22px;justify-content:space-around;border-top:1px solid ${dark ? "#232a42" : "#eef0f4"};background:${dark ? "#0f1424" : "#fff"}">${items
    .map(
      ([ic, label], i) =>
        `<div class="col" style="align-items:center;gap:3px;font-size:10.5px;font-weight:600;color:${i === active ? color : dark ? "#6b7396" : "#9aa0b4"}">${icon(ic, 21)}<span>${label}</span></div>`,
    )
    .join("")}</div>`;
}
