/**
 * The build's hashed assets (`/assets/*`): a file's name changes whenever its content does, so browsers
 * and CDNs may keep it for a year without asking again (`immutable`). Text assets (scripts, style
 * sheets, SVG) are compressed once, on first use, in brotli and gzip, and then answered from memory:
 * never compressed per request. Other files (fonts, images) and unknown names go on to express.static.
 * Plain TypeScript without path aliases: server.ts imports it directly (Node strips the types).
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { preferredEncoding } from "./page-cache.ts";

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

const TEXT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Compressed = { br: Buffer; gzip: Buffer; type: string };

/** Serves `dir`'s text files precompressed; `dir` is listed once, so only the build's own files are kept. */
export function precompressedAssets(dir: string) {
  const names = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const compressed = new Map<string, Promise<Compressed | null>>();

  async function load(name: string): Promise<Compressed | null> {
    const type = TEXT_TYPES[path.extname(name)];
    if (!type) return null;
    const bytes = await fs.promises.readFile(path.join(dir, name));
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzip(bytes, { level: 9 }),
    ]);
    return { br, gzip: gz, type };
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!names.has(name) || !TEXT_TYPES[path.extname(name)]) return next();
    const encoding = preferredEncoding(req);
    if (encoding === "identity") return next();
    let pending = compressed.get(name);
    if (!pending) {
      pending = load(name).catch(() => null);
      compressed.set(name, pending);
    }
    const file = await pending;
    if (!file) return next();
    const body = file[encoding];
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", IMMUTABLE_CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
