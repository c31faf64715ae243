/**
 * The pictures the site ships (`/images/*`, public/images/ in the build). A versioned address
 * (`/images/a/b.<version>.webp`, app/lib/images.ts) whose version is that of the pictures now is kept for
 * a year (`immutable`): when a picture changes, the version and so every address changes. Any other address
 * (the plain one, which stored content and links from outside may use, or an older version) gets the
 * file as it is now, kept an hour. Plain TypeScript without path aliases: server.ts imports it directly.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { IMAGE_VERSION_LENGTH, parseVersionedImage } from "../app/lib/image-address.ts";
import { IMMUTABLE_CACHE_CONTROL } from "./static-assets.ts";

const SHORT_CACHE_CONTROL = "public, max-age=3600";

/** Every file below `dir`, as paths relative to it with forward slashes, sorted. */
function filesBelow(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesBelow(dir, rel) : [rel];
    })
    .sort();
}

/** The pictures' version: a hash of every file's path and content below `dir`. */
export function picturesVersion(dir: string) {
  const all = crypto.createHash("sha256");
  for (const file of filesBelow(dir)) {
    const content = crypto
      .createHash("sha256")
      .update(fs.readFileSync(path.join(dir, file)))
      .digest("hex");
    all.update(`${file}\0${content}\n`);
  }
  return all.digest("hex").slice(0, IMAGE_VERSION_LENGTH);
}

/**
 * Serves `dir` at the mount point: versioned addresses checked and kept a year, the rest an hour. The
 * version is computed on first use; with `recheck` (development, tests) again whenever a file's size or
 * time of change is not what it was.
 */
export function publicImages(dir: string, { recheck = false } = {}) {
  const root = path.resolve(dir);
  let version: string | undefined;
  let known: { stamp: string; version: string } | undefined;
  const stampOf = () =>
    filesBelow(root)
      .map((file) => {
        const stat = fs.statSync(path.join(root, file));
        return `${file}:${stat.size}:${stat.mtimeMs}`;
      })
      .join("\n");
  function currentVersion() {
    if (!recheck) {
      version ??= picturesVersion(root);
      return version;
    }
    const stamp = stampOf();
    if (known?.stamp !== stamp) known = { stamp, version: picturesVersion(root) };
    return known.version;
  }

  const router = express.Router();
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const versioned = parseVersionedImage(req.path);
    if (!versioned) return next();
    const file = path.join(root, versioned.file);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return next();
    const current = versioned.version === currentVersion();
    res.sendFile(file, {
      // the Cache-Control below is the one sent
      cacheControl: false,
      headers: { "Cache-Control": current ? IMMUTABLE_CACHE_CONTROL : SHORT_CACHE_CONTROL },
      dotfiles: "deny",
    });
  });
  router.use(express.static(root, { maxAge: "1h", index: false }));
  return router;
}
