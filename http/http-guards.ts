/**
 * Rules every request meets before the app sees it: a known method, a well-formed path, a
 * same-origin state-changing request, a bounded body; and private responses are never cached.
 * Plain TypeScript without path aliases: server.ts imports it directly (Node strips the types).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { Transform } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { escapeHtml } from "../app/domain/plain-text.ts";
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, MAX_PDF_BYTES, MULTIPART_MARGIN } from "../app/domain/upload-limits.ts";

const KB = 1024;
const MB = 1024 * KB;

export const JSON_BODY_LIMIT = 32 * KB;
export const FORM_BODY_LIMIT = 64 * KB;
export const OTHER_BODY_LIMIT = 16 * KB;
/** Content screens whose text (a post, a project's long description) may reach 200,000 characters. */
export const LONG_FORM_BODY_LIMIT = 2 * MB;

/** The largest document (project files, message attachments) with its multipart margin. */
export const DOCUMENT_UPLOAD_LIMIT = MAX_DOCUMENT_BYTES + MULTIPART_MARGIN;
/** Multipart routes: the largest file each accepts (app/domain/upload-limits.ts), with the margin. */
const UPLOAD_LIMITS: Record<string, number> = {
  "/dashboard/uploads": MAX_IMAGE_BYTES + MULTIPART_MARGIN,
  "/client-portal": DOCUMENT_UPLOAD_LIMIT,
  "/dashboard/invoices": MAX_PDF_BYTES + MULTIPART_MARGIN,
  "/dashboard/client-projects": DOCUMENT_UPLOAD_LIMIT,
};
/**
 * Multipart routes with a parameter (`/client-portal/sprint/<id>`), the portal's tabs (each posts the
 * portal's one action: a shared file, a testimonial's picture) and a client project's manage view and its
 * tabs (each posts the client projects' action: a shared file, a message's attachment): matched by pattern.
 */
const UPLOAD_PATTERNS: [RegExp, number][] = [
  [/^\/client-portal\/sprint\/[^/]+$/, DOCUMENT_UPLOAD_LIMIT],
  [/^\/client-portal\/(?:sprints|invoices|notifications|files|share)$/, DOCUMENT_UPLOAD_LIMIT],
  [/^\/dashboard\/client-projects\/[^/]+(?:\/(?:tickets|invoices|files|messages))?$/, DOCUMENT_UPLOAD_LIMIT],
];
const uploadLimit = (path: string) =>
  UPLOAD_LIMITS[path] ?? UPLOAD_PATTERNS.find(([pattern]) => pattern.test(path))?.[1];
const LONG_FORM_PATHS = new Set(["/dashboard/blogs", "/dashboard/projects"]);

export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ALLOWED_METHODS = [...SAFE_METHODS, ...STATE_CHANGING_METHODS].join(", ");

/** Areas whose answers depend on who asks: never stored by a browser or a shared cache. */
// a post's private preview and a share link are read without a session, but their answers are for the
// link's holder only
const PRIVATE_PREFIXES = [
  "/dashboard",
  "/client-portal",
  "/auth",
  "/account",
  "/api",
  "/files",
  "/blog/preview",
  "/share",
];
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?better-auth\.session_(?:token|data)=/;
export const NO_STORE = "private, no-store";

function decodePath(rawPath: string): string | null {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
}

/** The route a path addresses: React Router's data requests end in `.data` (`/_root.data` is `/`). */
export function routePath(rawPath: string): string {
  const decoded = decodePath(rawPath) ?? rawPath;
  if (decoded === "/_root.data") return "/";
  const path = decoded.endsWith(".data") ? decoded.slice(0, -".data".length) : decoded;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The most bytes a request body may carry, by route and content type. */
export function bodyLimitFor(rawPath: string, contentType: string | undefined): number {
  const path = routePath(rawPath);
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return JSON_BODY_LIMIT;
  if (type === "multipart/form-data") {
    return uploadLimit(path) ?? (LONG_FORM_PATHS.has(path) ? LONG_FORM_BODY_LIMIT : FORM_BODY_LIMIT);
  }
  if (type === "application/x-www-form-urlencoded" || type === "text/plain") {
    return LONG_FORM_PATHS.has(path) ? LONG_FORM_BODY_LIMIT : FORM_BODY_LIMIT;
  }
  return OTHER_BODY_LIMIT;
}

/**
 * Why a request target is refused, or null. A path must decode, hold no NUL byte and no `.` or `..`
 * segment (browsers resolve those before sending: left encoded, they are an attempt to leave a folder);
 * a query string holds no NUL byte.
 */
export function badTargetReason(originalUrl: string): string | null {
  const q = originalUrl.indexOf("?");
  const rawPath = q === -1 ? originalUrl : originalUrl.slice(0, q);
  const path = decodePath(rawPath);
  if (path === null) return "The address is not correctly encoded";
  if (path.includes("\0")) return "The address contains a NUL byte";
  if (path.split(/[\\/]/).some((segment) => segment === "." || segment === "..")) {
    return "The address may not contain . or .. segments";
  }
  if (q !== -1) {
    for (const [key, value] of new URLSearchParams(originalUrl.slice(q + 1))) {
      if (key.includes("\0") || value.includes("\0")) return "The query string contains a NUL byte";
    }
  }
  return null;
}

/**
 * A state-changing request must come from a page of this site: its Origin is the site's origin,
 * or, without an Origin header, the browser says the request is same-origin or user-initiated.
 * A request with neither header is refused too: browsers always send one of them on these methods.
 */
export function isSameOriginRequest(
  headers: { origin?: string; "sec-fetch-site"?: string | string[] },
  siteOrigin: string | readonly string[],
): boolean {
  if (headers.origin !== undefined) {
    return typeof siteOrigin === "string" ? headers.origin === siteOrigin : siteOrigin.includes(headers.origin);
  }
  const site = headers["sec-fetch-site"];
  return site === "same-origin" || site === "none";
}

/** The addresses of the one-click unsubscribes: the newsletter's and the weekly summary's stop link. */
const ONE_CLICK_PATHS = new Set(["/newsletter/unsubscribe", "/digest/stop"]);

/**
 * The one write that may come from anywhere: a one-click unsubscribe (RFC 8058) from the newsletter
 * or the weekly summary. Mail clients post it from their own servers, without this site's Origin;
 * the signed token in its address is the proof, and all it can do is stop that one mail.
 */
export function isOneClickUnsubscribe(method: string, rawPath: string): boolean {
  return method === "POST" && !rawPath.endsWith(".data") && ONE_CLICK_PATHS.has(routePath(rawPath));
}

/** Signed-in requests, the private areas and every non-read request answer with `private, no-store`. */
export function isPrivateRequest(method: string, rawPath: string, cookie: string | undefined): boolean {
  if (!SAFE_METHODS.has(method)) return true;
  if (cookie && SESSION_COOKIE.test(cookie)) return true;
  const path = routePath(rawPath);
  return PRIVATE_PREFIXES.some((prefix) => under(path, prefix));
}

const wantsJson = (req: IncomingMessage, path: string) =>
  under(path, "/api") || path === "/dashboard/uploads" || /\bapplication\/json\b/i.test(req.headers.accept ?? "");

/** A page load (a form posted without JavaScript, a link followed) rather than a fetch of data. */
const wantsHtml = (req: IncomingMessage, path: string, rawPath: string) =>
  !wantsJson(req, path) && !rawPath.endsWith(".data") && /\btext\/html\b/i.test(req.headers.accept ?? "");

/** Where "Go back" leads: the page the request came from when it is this site's, else the home page. */
function backPath(req: IncomingMessage) {
  try {
    const referer = new URL(req.headers.referer ?? "");
    if (referer.host === req.headers.host) return `${referer.pathname}${referer.search}`;
  } catch {}
  return "/";
}

/**
 * The refusal as a small page of its own (no script, no outside style): a browser that posted a form
 * without JavaScript shows the reason, what to do, and a way back to the form.
 */
function refusalPage(req: IncomingMessage, message: string, hint: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(message)} | Lumen Studio</title>
<style>
body{margin:0;padding:0 1rem;font:16px/1.6 system-ui,sans-serif;color:#1e1b4b;background:#f8f8fc}
main{max-width:34rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px #0002}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.3}
p{margin:0 0 1.25rem;color:#4b4b63}
a{display:inline-block;padding:.6rem 1.2rem;border-radius:999px;background:#4f46e5;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(message)}</h1>
<p>${escapeHtml(hint)}</p>
<a href="${escapeHtml(backPath(req))}">Go back</a>
</main>
</body>
</html>
`;
}

/**
 * A short refusal: JSON `{ error }` for the JSON endpoints, a small page for a browser's page load
 * (with `hint`, what to do next), plain text otherwise; never stored.
 */
export function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  hint = "Go back and try again.",
) {
  if (res.headersSent) return;
  const rawPath = (req.url ?? "/").split("?")[0]!;
  const path = routePath(rawPath);
  const isJson = wantsJson(req, path);
  const isHtml = wantsHtml(req, path, rawPath);
  const body = isJson ? JSON.stringify({ error: message }) : isHtml ? refusalPage(req, message, hint) : `${message}\n`;
  res.writeHead(status, {
    ...headers,
    "Cache-Control": NO_STORE,
    "Content-Type": isJson
      ? "application/json; charset=utf-8"
      : isHtml
        ? "text/html; charset=utf-8"
        : "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/** Runs `fn` just before the status line and headers are written, whoever writes them. */
export function beforeHeaders(res: ServerResponse, fn: () => void) {
  const writeHead = res.writeHead;
  let isDone = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!isDone) {
      isDone = true;
      fn();
      for (const arg of args) {
        if (arg && typeof arg === "object" && !Array.isArray(arg)) {
          for (const key of Object.keys(arg)) {
            if (key.toLowerCase() === "cache-control") delete (arg as Record<string, unknown>)[key];
          }
        }
      }
    }
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof res.writeHead;
}

/** Middleware: `Cache-Control: private, no-store` on every private answer (see isPrivateRequest). */
/**
 * An answer that sets no Cache-Control of its own (a page with a form, a health check) gets
 * `no-cache`: a cache may keep it but asks again each time, never serving it stale.
 */
export function cacheControlFallback(_req: Request, res: Response, next: NextFunction) {
  beforeHeaders(res, () => {
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-cache");
  });
  next();
}

export function noStoreForPrivate(req: Request, res: Response, next: NextFunction) {
  if (isPrivateRequest(req.method, req.path, req.headers.cookie)) {
    beforeHeaders(res, () => res.setHeader("Cache-Control", NO_STORE));
  }
  next();
}

const TOO_LARGE = "The request body is too large";

class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor() {
    super(TOO_LARGE);
  }
}

/** After a 413, how much more of the refused body is read and dropped before the connection closes. */
const LINGER_BYTES = 4 * MB;
const LINGER_MS = 2000;

/**
 * Answers 413, then reads and drops what the client is still sending, for a short while, before
 * closing the connection: closing at once would make the client's next write fail before it has
 * read the answer. Past LINGER_BYTES it stops reading instead, so a fast sender is held back by TCP
 * (and still reads the answer) rather than reset mid-write; the timer closes the connection either
 * way. Nothing is kept: memory stays flat whatever the client sends.
 */
function refuseTooLarge(req: Request, res: Response) {
  res.locals.isBodyRefused = true;
  const fileLimit = uploadLimit(routePath(req.path));
  const hint = fileLimit
    ? `A file sent here may be up to ${Math.floor(fileLimit / MB)} MB. Go back and choose a smaller file.`
    : "Go back and send less text.";
  refuse(req, res, 413, TOO_LARGE, {}, hint);
  if (req.complete) return;
  let dropped = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) req.pause();
  });
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
  req.resume();
}

/**
 * Counts the body's bytes as they arrive. Over the limit, the app's copy of the body fails (so no
 * truncated form is ever acted on) and 413 is answered at once. The app reads
 * `res.locals.requestBody` instead of `req`.
 */
function countBody(req: Request, res: Response, limit: number) {
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new BodyTooLargeError());
      else callback(null, chunk);
    },
  });
  counted.on("error", (error) => {
    if (!(error instanceof BodyTooLargeError)) return;
    req.unpipe(counted);
    if (res.headersSent) req.socket.destroy();
    else refuseTooLarge(req, res);
  });
  // the app answered without reading the whole body: drain the rest, still bounded
  res.on("finish", () => {
    if (req.complete || res.locals.isBodyRefused) return;
    req.unpipe(counted);
    req.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) req.socket.destroy();
    });
    req.resume();
  });
  req.pipe(counted);
  res.locals.requestBody = counted;
}

export type GuardOptions = {
  siteOrigin: string;
  /** the origins a write may come from (app/domain/origins.ts); the site's own by default */
  origins?: readonly string[];
};

/** Middleware: method, request target, origin and body size, in that order; the first refusal answers. */
export function guardRequest({ siteOrigin, origins = [siteOrigin] }: GuardOptions) {
  // what a refused write's page says: where the site expects to be opened, and what to set otherwise
  const originHint = `This site takes forms from ${origins.join(" or ")}. Open it at that address, or set BASE_URL to the address you use.`;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!SAFE_METHODS.has(req.method) && !STATE_CHANGING_METHODS.has(req.method)) {
      return refuse(req, res, 405, "Method not allowed", { Allow: ALLOWED_METHODS });
    }
    // no cross-origin use is offered: OPTIONS names the methods and nothing else
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", ALLOWED_METHODS);
      res.setHeader("Cache-Control", "no-store");
      return res.status(204).end();
    }
    const badTarget = badTargetReason(req.originalUrl);
    if (badTarget) return refuse(req, res, 400, badTarget);
    if (isOneClickUnsubscribe(req.method, req.path)) {
      // a mail provider's Origin is not this site's, and need not be: the app must not refuse it either
      delete req.headers.origin;
    } else if (STATE_CHANGING_METHODS.has(req.method) && !isSameOriginRequest(req.headers, origins)) {
      return refuse(req, res, 403, "Cross-origin request refused", {}, originHint);
    }
    const limit = bodyLimitFor(req.path, req.headers["content-type"]);
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > limit) return refuseTooLarge(req, res);
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(declared ?? 0) > 0;
    if (hasBody && !SAFE_METHODS.has(req.method)) countBody(req, res, limit);
    next();
  };
}

/** CONNECT never reaches Express: answer it 405 at the socket. */
export function refuseConnect(_req: IncomingMessage, socket: Duplex) {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}
