/**
 * Renders the site's imagery (portfolio covers and galleries, blog headers, team portraits, the hero,
 * share image and logo) from the HTML/SVG scenes in ./scenes with Debian's Chromium, and writes WebP
 * (plus an 800 px variant where the site uses srcset) into public/images/.
 *
 *   node scripts/images/generate.ts            # everything
 *   node scripts/images/generate.ts harbor     # only scenes whose file name contains "harbor"
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { blogScenes } from "./scenes/blog.ts";
import { brandScenes } from "./scenes/brand.ts";
import { portfolioScenes } from "./scenes/portfolio.ts";
import { teamScenes } from "./scenes/team.ts";
import { writeVersionModule } from "./version.ts";

export type Scene = {
  /** path under public/images without extension, e.g. "portfolio/harbor-cover" */
  file: string;
  w: number;
  h: number;
  html: string;
  format?: "webp" | "jpeg" | "png";
  quality?: number;
  /** extra widths written as file-<width>.webp */
  variants?: number[];
  /** render at this device scale, then scale down (sharper text in small images) */
  scale?: number;
  /** keep the page background transparent (an alpha channel in WebP/PNG) */
  transparent?: boolean;
};

const outDir = path.resolve(import.meta.dirname, "../../public/images");
const filter = process.argv[2];
const scenes = [...brandScenes(), ...portfolioScenes(), ...blogScenes(), ...teamScenes()].filter(
  (s) => !filter || s.file.includes(filter),
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--font-render-hinting=none",
  ],
});
const encoder = await browser.newPage();
await encoder.setContent("<canvas></canvas>");

/** PNG in, WebP/JPEG/PNG of the given width out (Chromium's canvas encoders). */
async function encode(png: Buffer, width: number, height: number, format: string, quality: number) {
  const b64 = await encoder.evaluate(
    async ({ data, width, height, format, quality }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.querySelector("canvas")!;
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext("2d")!;
      ctx.imageSmoothingQuality = "high";
      ctx.drawImage(img, 0, 0, width, height);
      return canvas.toDataURL(`image/${format}`, quality).split(",")[1]!;
    },
    { data: png.toString("base64"), width, height, format, quality },
  );
  return Buffer.from(b64, "base64");
}

let total = 0;
for (const scene of scenes) {
  const scale = scene.scale ?? 1;
  const context = await browser.newContext({ viewport: { width: scene.w, height: scene.h }, deviceScaleFactor: scale });
  const page = await context.newPage();
  await page.setContent(scene.html, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: "png", omitBackground: scene.transparent ?? false });
  await context.close();
  // PREVIEW_DIR=…: also keep a PNG of each scene to look at
  if (process.env.PREVIEW_DIR) {
    fs.mkdirSync(process.env.PREVIEW_DIR, { recursive: true });
    fs.writeFileSync(path.join(process.env.PREVIEW_DIR, `${scene.file.replace(/\//g, "_")}.png`), png);
  }

  const format = scene.format ?? "webp";
  const ext = format === "jpeg" ? "jpg" : format;
  const quality = scene.quality ?? 0.8;
  const target = path.join(outDir, `${scene.file}.${ext}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const main = await encode(png, scene.w, scene.h, format, quality);
  fs.writeFileSync(target, main);
  total += main.length;
  const sizes = [`${(main.length / 1024).toFixed(0)} KB`];
  for (const width of scene.variants ?? []) {
    const height = Math.round((scene.h * width) / scene.w);
    const small = await encode(png, width, height, format, quality);
    fs.writeFileSync(path.join(outDir, `${scene.file}-${width}.${ext}`), small);
    total += small.length;
    sizes.push(`${width}w ${(small.length / 1024).toFixed(0)} KB`);
  }
  console.log(`${scene.file}.${ext}  ${sizes.join(", ")}`);
}
console.log(`${scenes.length} scenes, ${(total / 1024 / 1024).toFixed(2)} MB written`);
await browser.close();
// the pages link the pictures at addresses carrying their version: changed pictures get new addresses
console.log(`pictures version ${writeVersionModule()} written to app/lib/image-version.ts`);
