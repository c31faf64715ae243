/**
 * A short-lived cache of the public pages as rendered for anonymous visitors, so a burst of
 * anonymous traffic renders each page once every few seconds instead of once per request.
 *
 * Rules:
 * - only GET requests without a reader's cookie (a session, a pending toast: `READER_COOKIE`) for a
 *   public page or feed, and only 200 answers that set no cookie and are not marked private, are stored
 *   and served; any other cookie (analytics, a consent choice) leaves the page the same for everyone;
 *   signed-in requests always render afresh and are never stored;
 * - a stored page is the same bytes for everyone: its CSP nonce attributes and its request id are taken
 *   out, and its inline scripts are allowed by their SHA-256 hashes in the Content-Security-Policy of
 *   each answer instead (no nonce is ever reused);
 * - it is compressed once when stored (brotli and gzip), never per request, and answered with an ETag
 *   (304 when the browser already has it);
 * - pages are keyed by the content version, which every content write raises in the database: a change
 *   made through any process shows on the next request to every process (the version is read at most
 *   once a second, and at once when the database announces a change); any state-changing request
 *   handled by this process also empties the cache;
 * - entries live a few seconds; when one has just expired, one request renders the page again while the
 *   others still get the older copy (for a few more seconds at most), so a busy page is not rendered
 *   by every request at once;
 * - a shared cache (CDN) may keep anonymous pages for a minute and serve them stale while revalidating.
 * Plain TypeScript without path aliases: server.ts imports it directly (Node strips the types).
 */
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { routePath, SAFE_METHODS } from "./http-guards.ts";

/** What a CDN may do with an anonymous public page. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

const PUBLIC_PAGE =
  /^\/(?:about|mission|services|projects|project\/[^/]+|team|blog|blog\/[^/]+|contact|sitemap\.xml|robots\.txt)?$/;
/**
 * The cookies that make a page its reader's own: better-auth's (the session and its companions, with or
 * without the secure prefix) and the pending toast (`app/web/toast.server.ts`). tests/routes/public.test.ts
 * checks these names against the cookies the app really sets.
 */
export const READER_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?(?:better-auth\.[\w-]+|studio_toast)=/;
const SERVER_REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Headers the cache keeps from the rendered answer; the others are set per request by server.ts. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "link"];
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = "br" | "gzip" | "identity";

/** A stored page: the same bytes for every visitor, in each encoding, compressed once. */
type Entry = {
  storedAt: number;
  status: number;
  headers: [string, string][];
  etag: string;
  /** the CSP sources that allow the page's inline scripts ('sha256-…' each) */
  scriptSources: string;
  bodies: Record<Encoding, Buffer>;
};

/** A request whose answer is the same for every anonymous visitor. */
export function isAnonymousPublicRead(req: Request): boolean {
  return req.method === "GET" && !READER_COOKIE.test(req.headers.cookie ?? "") && PUBLIC_PAGE.test(routePath(req.path));
}

type Options = {
  ttlMs?: number;
  maxStaleMs?: number;
  maxEntries?: number;
  /** reads the content version from the database (none: pages are keyed by URL only) */
  contentVersion?: () => Promise<string>;
  /** how long a version read is trusted before it is read again */
  versionCheckMs?: number;
};

export function createPageCache({
  ttlMs = 5000,
  maxStaleMs = 5000,
  maxEntries = 500,
  contentVersion,
  versionCheckMs = 1000,
}: Options = {}) {
  const entries = new Map<string, Entry>();
  /** Pages being rendered for the cache, each by one request: the others wait for it or take the older copy. */
  const rendering = new Map<string, Promise<void>>();
  /** Counts the writes: a page rendered while a write happened is not stored (it may show the old data). */
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };

  const version = { value: "", checkedAt: Number.NEGATIVE_INFINITY, reading: undefined as Promise<void> | undefined };
  function setVersion(value: string) {
    if (value === version.value) return;
    version.value = value;
    clear();
  }
  /** The content version, read again when the last read is older than `versionCheckMs` (one read at a time). */
  async function currentVersion(): Promise<string> {
    if (!contentVersion || Date.now() - version.checkedAt < versionCheckMs) return version.value;
    version.reading ??= contentVersion()
      .then(setVersion)
      // the database is away: keep the version known (entries still expire after a few seconds)
      .catch(() => undefined)
      .finally(() => {
        version.checkedAt = Date.now();
        version.reading = undefined;
      });
    await version.reading;
    return version.value;
  }
  /** The database announced a new version (empty: something may have been missed, read it again). */
  function contentChanged(value: string) {
    if (value) setVersion(value);
    else {
      version.checkedAt = Number.NEGATIVE_INFINITY;
      clear();
    }
  }

  function answer(entry: Entry, req: Request, res: Response, hit: boolean) {
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    sendStored(entry, req, res, hit);
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
    const key = `${await currentVersion()}\n${req.originalUrl}`;
    const age = (entry: Entry | undefined) => (entry ? Date.now() - entry.storedAt : Number.POSITIVE_INFINITY);
    let entry = entries.get(key);
    if (age(entry) <= ttlMs) return answer(entry!, req, res, true);
    const inFlight = rendering.get(key);
    if (inFlight) {
      // another request is rendering this page: a recent copy will do meanwhile, else wait for it (briefly)
      if (age(entry) <= ttlMs + maxStaleMs) return answer(entry!, req, res, true);
      await Promise.race([inFlight, new Promise((r) => setTimeout(r, 2000).unref())]);
      entry = entries.get(key);
      if (age(entry) <= ttlMs) return answer(entry!, req, res, true);
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
    res.locals.pageCacheKey = key;
    next();
  }

  /** Given the app's answer to a request, stores it when it may be shared and returns the answer to send. */
  async function store(req: Request, res: Response, response: globalThis.Response): Promise<globalThis.Response> {
    if (!isAnonymousPublicRead(req) || typeof res.locals.pageCacheKey !== "string") return response;
    const cacheControl = response.headers.get("cache-control") ?? "";
    const nonce = String(res.locals.nonce ?? "");
    const requestId = String(res.locals.requestId);
    const shareable =
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !/private|no-store|no-cache/i.test(cacheControl) &&
      SERVER_REQUEST_ID.test(requestId) &&
      nonce.length >= 16 &&
      res.locals.pageCacheGeneration === generation &&
      response.body !== null;
    if (!shareable) return response;
    const rendered = await response.text();
    const text = rendered.split(` nonce="${nonce}"`).join("").split(requestId).join("");
    if (text.includes(nonce)) {
      // the nonce is somewhere else than a script's attribute: this page cannot be shared safely
      return new Response(rendered, { status: response.status, headers: response.headers });
    }
    const headers = new Headers(response.headers);
    if (!cacheControl) headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    // a shared cache keeps it per Cookie header (a reader's cookie makes the page theirs), in each encoding
    headers.append("Vary", "Cookie");
    headers.append("Vary", "Accept-Encoding");
    const identity = Buffer.from(text);
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzip(identity, { level: 9 }),
    ]);
    const entry: Entry = {
      storedAt: Date.now(),
      status: response.status,
      headers: [...headers.entries()].filter(([name]) => KEPT_HEADERS.includes(name)),
      etag: `W/"${crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`,
      scriptSources: inlineScriptSources(text),
      bodies: { br, gzip: gz, identity },
    };
    if (res.locals.pageCacheGeneration === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(res.locals.pageCacheKey, entry);
    }
    // this request gets the stored bytes too (its own headers: the ones set on `res` so far stay)
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    sendStored(entry, req, res, false);
    return new Response(null, { status: entry.status });
  }

  return { serve, store, clear, contentChanged };
}

/** One stored page in the encoding the request prefers, or 304 when it already has these bytes. */
function sendStored(entry: Entry, req: Request, res: Response, hit: boolean) {
  res.setHeader("X-Page-Cache", hit ? "hit" : "miss");
  res.setHeader("ETag", entry.etag);
  const csp = res.getHeader("Content-Security-Policy");
  if (typeof csp === "string") {
    res.setHeader(
      "Content-Security-Policy",
      csp.replace(/ ?'nonce-[^']*'/, entry.scriptSources ? ` ${entry.scriptSources}` : ""),
    );
  }
  if (ifNoneMatch(req, entry.etag)) {
    res.status(304);
    res.removeHeader("Content-Type");
    return void res.end();
  }
  const encoding = preferredEncoding(req);
  const body = entry.bodies[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/** Brotli when the request takes it (browsers list gzip first, at the same weight), else gzip, else none. */
export function preferredEncoding(req: Request): Encoding {
  if (req.acceptsEncodings("br") === "br") return "br";
  if (req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return "identity";
}

function ifNoneMatch(req: Request, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

/** `'sha256-…'` for each distinct inline script of the page (module scripts, hydration data, scroll restoration). */
export function inlineScriptSources(html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? "") || !content) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes].join(" ");
}
