/**
 * A short-lived cache of the public pages as rendered for visitors without cookies, so a burst of
 * anonymous traffic renders each page once every few seconds instead of once per request.
 *
 * Rules:
 * - only GET requests carrying no cookie at all (no session, no toast) for a public page or feed, and
 *   only 200 answers that set no cookie and are not marked private, are stored; signed-in requests
 *   always render afresh and are never stored;
 * - the per-request values inside a page, the CSP nonce and the request id, are stored as placeholders
 *   and filled in with the values of the request being answered, so the nonce in the page always
 *   matches the response's Content-Security-Policy header;
 * - entries live a few seconds, and any state-changing request handled by this process empties the
 *   cache, so an edit shows on the next request here and within the lifetime on other processes;
 *   when an entry has just expired one request renders the page again while the others still get the
 *   older copy (for a few more seconds at most), so a busy page is not rendered by every request at once;
 * - a shared cache (CDN) may keep anonymous pages for a minute and serve them stale while revalidating.
 * Plain TypeScript without path aliases: server.ts imports it directly (Node strips the types).
 */
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { routePath, SAFE_METHODS } from "./http-guards.ts";

/** What a CDN may do with an anonymous public page. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

const PUBLIC_PAGE =
  /^\/(?:about|mission|services|projects|project\/[^/]+|team|blog|blog\/[^/]+|sitemap\.xml|robots\.txt)?$/;
const NONCE_SLOT = "\u0000nonce\u0000";
const REQUEST_ID_SLOT = "\u0000request-id\u0000";
const SERVER_REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Headers the cache keeps from the rendered answer; the others are set per request by server.ts. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "link"];

/**
 * A stored page cut at the per-request values: `slots` names the value after each piece of text, each
 * piece is kept encoded and also deflated, so an answer costs neither encoding nor compression.
 */
type Entry = {
  storedAt: number;
  status: number;
  headers: [string, string][];
  pieces: Buffer[];
  deflated: Buffer[];
  slots: string[];
};

/** A request whose answer is the same for every anonymous visitor. */
export function isAnonymousPublicRead(req: Request): boolean {
  return req.method === "GET" && !req.headers.cookie && PUBLIC_PAGE.test(routePath(req.path));
}

export function createPageCache({ ttlMs = 5000, maxStaleMs = 5000, maxEntries = 500 } = {}) {
  const entries = new Map<string, Entry>();
  /** Pages being rendered for the cache, each by one request: the others wait for it or take the older copy. */
  const rendering = new Map<string, Promise<void>>();
  /** Counts the writes: a page rendered while a write happened is not stored (it may show the old data). */
  let generation = 0;
  const keyOf = (req: Request) => req.originalUrl;
  const clear = () => {
    generation++;
    entries.clear();
  };

  function answer(entry: Entry, req: Request, res: Response) {
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    const values = slotValues(res);
    const slots = entry.slots.map((slot) => Buffer.from(values[slot]!));
    if (!req.acceptsEncodings("gzip")) {
      return void res.end(
        Buffer.concat(entry.pieces.flatMap((piece, i) => (i < slots.length ? [piece, slots[i]!] : [piece]))),
      );
    }
    res.setHeader("Content-Encoding", "gzip");
    res.end(gzipFromPieces(entry, slots));
  }

  /** Answers from the cache when it can; otherwise lets one request render the page for everyone. */
  async function serve(req: Request, res: Response, next: NextFunction) {
    if (!SAFE_METHODS.has(req.method)) {
      // a write may change any public page: the next anonymous request renders afresh
      res.on("finish", () => {
        if (res.statusCode < 400) clear();
      });
      return next();
    }
    if (!isAnonymousPublicRead(req)) return next();
    const key = keyOf(req);
    const age = (entry: Entry | undefined) => (entry ? Date.now() - entry.storedAt : Number.POSITIVE_INFINITY);
    let entry = entries.get(key);
    if (age(entry) <= ttlMs) return answer(entry!, req, res);
    const inFlight = rendering.get(key);
    if (inFlight) {
      // another request is rendering this page: a recent copy will do meanwhile, else wait for it (briefly)
      if (age(entry) <= ttlMs + maxStaleMs) return answer(entry!, req, res);
      await Promise.race([inFlight, new Promise((r) => setTimeout(r, 2000).unref())]);
      entry = entries.get(key);
      if (age(entry) <= ttlMs) return answer(entry!, req, res);
      return next();
    }
    let rendered = () => {};
    rendering.set(
      key,
      new Promise<void>((r) => {
        rendered = r;
      }),
    );
    res.once("close", () => {
      rendering.delete(key);
      rendered();
    });
    res.locals.pageCacheGeneration = generation;
    next();
  }

  /** Given the app's answer to a request, stores it when it may be shared and returns the answer to send. */
  async function store(req: Request, res: Response, response: globalThis.Response): Promise<globalThis.Response> {
    if (!isAnonymousPublicRead(req)) return response;
    const cacheControl = response.headers.get("cache-control") ?? "";
    const shareable =
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !/private|no-store|no-cache/i.test(cacheControl) &&
      SERVER_REQUEST_ID.test(String(res.locals.requestId)) &&
      res.locals.pageCacheGeneration === generation &&
      response.body !== null;
    if (!shareable) return response;
    const text = await response.text();
    const answer = new Response(text, { status: response.status, headers: response.headers });
    if (!cacheControl) answer.headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    // a shared cache keeps it for visitors without cookies only
    answer.headers.append("Vary", "Cookie");
    const headers = [...answer.headers.entries()].filter(([name]) => KEPT_HEADERS.includes(name));
    const body = text
      .split(String(res.locals.nonce))
      .join(NONCE_SLOT)
      .split(res.locals.requestId)
      .join(REQUEST_ID_SLOT);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const parts = body.split(SLOTS);
    const texts = parts.filter((_, i) => i % 2 === 0);
    const slots = parts.filter((_, i) => i % 2 === 1);
    entries.set(keyOf(req), {
      storedAt: Date.now(),
      status: response.status,
      headers,
      pieces: texts.map((text) => Buffer.from(text)),
      deflated: texts.map(deflatePiece),
      slots,
    });
    answer.headers.set("X-Page-Cache", "miss");
    return answer;
  }

  return { serve, store, clear };
}

const SLOTS = new RegExp(`(${NONCE_SLOT}|${REQUEST_ID_SLOT})`);

function slotValues(res: Response): Record<string, string> {
  return { [NONCE_SLOT]: String(res.locals.nonce), [REQUEST_ID_SLOT]: String(res.locals.requestId) };
}

/** Deflated and flushed to a byte boundary without ending the stream, so pieces can follow one another. */
function deflatePiece(text: string): Buffer {
  return zlib.deflateRawSync(text, { finishFlush: zlib.constants.Z_FULL_FLUSH });
}

/** A DEFLATE block that holds its bytes as they are (the per-request values: a few dozen bytes). */
function storedBlock(bytes: Buffer, final = false): Buffer {
  const header = Buffer.alloc(5);
  header[0] = final ? 1 : 0;
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * One gzip member made of the stored page's deflated text with the request's own values in between,
 * as stored blocks: the text is compressed once when stored, never per request.
 */
function gzipFromPieces(entry: Entry, slots: Buffer[]): Buffer {
  const blocks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  entry.pieces.forEach((piece, i) => {
    blocks.push(entry.deflated[i]!);
    crc = zlib.crc32(piece, crc);
    length += piece.length;
    const slot = slots[i];
    if (slot) {
      blocks.push(storedBlock(slot));
      crc = zlib.crc32(slot, crc);
      length += slot.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  blocks.push(storedBlock(Buffer.alloc(0), true), trailer);
  return Buffer.concat(blocks);
}
