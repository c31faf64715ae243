/**
 * Writes app/lib/image-version.ts: the version of the pictures in public/images/ (a hash of every file),
 * which the pages put in the pictures' addresses (app/lib/images.ts, decision 023). Run after adding or
 * changing a picture (scripts/images/generate.ts runs it at its end):
 *   node scripts/images/version.ts
 */
import fs from "node:fs";
import path from "node:path";
import { picturesVersion } from "../../http/static-images.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const IMAGES_DIR = path.join(ROOT, "public/images");
export const VERSION_FILE = path.join(ROOT, "app/lib/image-version.ts");

/** The module app/lib/images.ts reads the version from. */
export function versionModule(version: string) {
  return [
    "// Written by scripts/images/version.ts: a hash of every picture in public/images/ (decision 023).",
    `export const IMAGE_VERSION = ${JSON.stringify(version)};`,
    "",
  ].join("\n");
}

export function writeVersionModule() {
  const version = picturesVersion(IMAGES_DIR);
  fs.writeFileSync(VERSION_FILE, versionModule(version));
  return version;
}

if (import.meta.main) {
  console.log(`pictures version ${writeVersionModule()} written to ${path.relative(ROOT, VERSION_FILE)}`);
}
