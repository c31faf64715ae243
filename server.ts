/**
 * The Node entry: security headers, compression, request ids and logs, static assets,
 * public uploads, health checks, then the React Router handler. Runs on Node 24 (types stripped).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { acceptedOrigins } from "./app/domain/origins.ts";
import { CSP_REPORTING, cspReportRoute, REPORTING_ENDPOINTS } from "./http/csp-report.ts";
import { cacheControlFallback, guardRequest, noStoreForPrivate, refuseConnect } from "./http/http-guards.ts";
import { createPageCache } from "./http/page-cache.ts";
import { createRequestHandler } from "./http/react-router-express.ts";
import { type RequestTiming, timeRequest } from "./http/server-timing.ts";
import { precompressedAssets } from "./http/static-assets.ts";
import { publicImages } from "./http/static-images.ts";
import { trustProxySetting } from "./http/trust-proxy.ts";

type AppHooks = {
  startup: () => Promise<void>;
  shutdown: () => Promise<void>;
  readiness: () => Promise<boolean>;
  createLoadContext: (info: { requestId: string; nonce: string; clientIp: string }) => unknown;
  servePublicUpload: (key: string) => Promise<{ body: Buffer; contentType: string } | null>;
  CLIENT_IP_HEADER: string;
  withRequestId: <T>(requestId: string, fn: () => T, timing?: RequestTiming) => T;
  readContentVersion: () => Promise<string>;
  watchContentVersion: (onChange: (version: string) => void) => () => void;
};

const isProduction = process.env.NODE_ENV !== "development";
const port = Number(process.env.PORT ?? 3000);
// a number of proxy hops or a list of their addresses, never every hop (the left-most entry is the client's own)
const trustProxy = trustProxySetting(process.env.TRUST_PROXY);
const quiet = process.env.LOG_LEVEL === "silent";
const buildDir = process.env.BUILD_DIR ?? "build";
const serverTiming = process.env.SERVER_TIMING === "1";

function logLine(fields: Record<string, unknown>) {
  if (!quiet) process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`);
}

const app = express();
app.disable("x-powered-by");
if (trustProxy !== false) app.set("trust proxy", trustProxy);

let viteDevServer: import("vite").ViteDevServer | undefined;
let loadBuild: () => Promise<ServerBuild>;
if (isProduction) {
  const buildPath = path.resolve(buildDir, "server/index.js");
  const build = (await import(buildPath)) as ServerBuild;
  loadBuild = async () => build;
} else {
  const vite = await import("vite");
  viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  loadBuild = () => viteDevServer!.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
}
const hooks = async () => (await loadBuild()).entry.module as unknown as AppHooks;
// pages are keyed by the content version in the database, so a write through any process shows everywhere
const pageCache = isProduction
  ? createPageCache({ contentVersion: async () => (await hooks()).readContentVersion() })
  : undefined;

function buildRequestHandler(build: ServerBuild) {
  const h = build.entry.module as unknown as AppHooks;
  const handle = createRequestHandler({
    build,
    mode: isProduction ? "production" : "development",
    getLoadContext: (_req, res) =>
      h.createLoadContext({
        requestId: res.locals.requestId,
        nonce: res.locals.nonce,
        clientIp: res.locals.clientIp,
      }),
    onResponse: pageCache?.store,
  });
  return { handle, hooks: h };
}
// the production build never changes: its handler is built once; in development every request reloads
let productionHandler: ReturnType<typeof buildRequestHandler> | undefined;
async function requestHandler() {
  if (!isProduction) return buildRequestHandler(await loadBuild());
  productionHandler ??= buildRequestHandler(await loadBuild());
  return productionHandler;
}

// request id, client ip, nonce, logs
app.use((req, res, next) => {
  const requestId = (req.get("x-request-id") ?? "").slice(0, 64) || crypto.randomUUID();
  const nonce = crypto.randomBytes(16).toString("base64");
  const clientIp = (trustProxy !== false ? req.ip : req.socket.remoteAddress) ?? "unknown";
  res.locals.requestId = requestId;
  res.locals.nonce = nonce;
  res.locals.clientIp = clientIp;
  res.setHeader("X-Request-Id", requestId);
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    // asset requests are not logged (req.path is relative to a mount point by now: use the original URL)
    if (req.originalUrl.startsWith("/assets/") || req.originalUrl.startsWith("/@")) return;
    logLine({
      level: res.statusCode >= 500 ? "error" : "info",
      msg: "request",
      requestId,
      method: req.method,
      path: req.originalUrl.slice(0, 300),
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
    });
  });
  next();
});

// security headers; public images may also come straight from the bucket's public URL
const bucketImages = (() => {
  try {
    return process.env.S3_BUCKET && process.env.S3_PUBLIC_URL ? ` ${new URL(process.env.S3_PUBLIC_URL).origin}` : "";
  } catch {
    return "";
  }
})();
app.use((req, res, next) => {
  const nonce = res.locals.nonce as string;
  const dev = !isProduction;
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${dev ? " 'unsafe-inline'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${bucketImages}`,
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    CSP_REPORTING,
  ].join("; ");
  res.setHeader("Content-Security-Policy", csp);
  res.setHeader("Reporting-Endpoints", REPORTING_ENDPOINTS);
  res.setHeader("X-Content-Type-Options", "nosniff");
  // a share link's token is in its address: never sent on in a Referer
  res.setHeader("Referrer-Policy", req.path.startsWith("/share/") ? "no-referrer" : "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (req.secure || (process.env.BASE_URL ?? "").startsWith("https://")) {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  next();
});

// what the policy refused, as browsers report it (before the origin check: they send reports on their own)
app.use(
  cspReportRoute((violation) => logLine({ level: "warn", msg: "content security policy violation", ...violation })),
);

// known methods, well-formed paths, same-origin writes and bounded bodies only
const siteOrigin = new URL(process.env.BASE_URL || `http://localhost:${port}`).origin;
app.use(guardRequest({ siteOrigin, origins: acceptedOrigins(siteOrigin, Boolean(process.env.BASE_URL)) }));
app.use(cacheControlFallback);

app.use(compression());

app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ ok: true });
});
app.get("/readyz", async (_req, res) => {
  const ok = await (await hooks()).readiness().catch(() => false);
  res
    .status(ok ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ ok, database: ok ? "up" : "down" });
});

// the pictures the site ships: an address with the pictures' current version is kept a year, any other an hour
app.use(
  "/images",
  isProduction ? publicImages(`${buildDir}/client/images`) : publicImages("public/images", { recheck: true }),
);

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use("/assets", precompressedAssets(`${buildDir}/client/assets`));
  app.use("/assets", express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(`${buildDir}/client`, { maxAge: "1h", index: false }));
}

// public uploads (images); private files such as invoices are never served here
app.get("/uploads/*key", async (req, res, next) => {
  const raw = (req.params as { key: string | string[] }).key;
  const key = Array.isArray(raw) ? raw.join("/") : raw;
  try {
    const file = await (await hooks()).servePublicUpload(key);
    if (!file) return next();
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Content-Disposition", "inline");
    res.end(file.body);
  } catch (error) {
    next(error);
  }
});

// signed-in, private-area and non-read answers are never stored by a browser or a shared cache
app.use(noStoreForPrivate);

// anonymous public pages rendered in the last few seconds are answered from memory (production only)
if (pageCache) app.use(pageCache.serve);

// a database that does not answer gives a calm 503 page, not a stack trace; checked at most once a
// second, and again right after any server error (which may be the database going away)
let dbCheckedAt = 0;
let dbOk = true;
app.use(async (_req, res, next) => {
  if (Date.now() - dbCheckedAt > 1000) {
    dbCheckedAt = Date.now();
    dbOk = await (await hooks()).readiness().catch(() => false);
  }
  if (dbOk) {
    res.on("finish", () => {
      if (res.statusCode >= 500) dbCheckedAt = 0;
    });
    return next();
  }
  res
    .status(503)
    .setHeader("Retry-After", "30")
    .type("html")
    .send(fs.readFileSync(path.resolve("public/503.html"), "utf8"));
});

app.all(
  "/{*splat}",
  async (req, res, next) => {
    try {
      const h = await hooks();
      req.headers[h.CLIENT_IP_HEADER] = String(res.locals.clientIp);
      next();
    } catch (error) {
      next(error);
    }
  },
  async (req, res, next) => {
    const { handle, hooks: h } = await requestHandler();
    // every log line written while the app handles this request carries its id; with SERVER_TIMING=1
    // its statements are counted and timed for the Server-Timing header
    const timing = serverTiming ? timeRequest(res) : undefined;
    return h.withRequestId(res.locals.requestId, () => handle(req, res, next), timing);
  },
);

app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  logLine({ level: "error", msg: "unhandled", requestId: res.locals.requestId, error: String(error) });
  if (res.headersSent) return;
  res
    .status(500)
    .type("html")
    .send(fs.readFileSync(path.resolve("public/500.html"), "utf8"));
});

// Serve at once; until the database is migrated and reachable, pages get the 503 page and /readyz says so.
async function startWithRetry(): Promise<void> {
  try {
    await (await hooks()).startup();
  } catch (error) {
    if (String(error).includes("Invalid environment")) {
      // a bad setting will not fix itself: say which and stop
      logLine({ level: "error", msg: "startup failed", error: String(error) });
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    }
    logLine({ level: "error", msg: "startup failed, retrying in 5 s", error: String(error) });
    await new Promise((r) => setTimeout(r, 5000));
    return startWithRetry();
  }
}
await Promise.race([startWithRetry(), new Promise((r) => setTimeout(r, 10_000))]);
// content written through another process empties this one's page cache at once (PostgreSQL NOTIFY)
if (pageCache) {
  try {
    (await hooks()).watchContentVersion(pageCache.contentChanged);
  } catch (error) {
    logLine({ level: "error", msg: "content version listener not started", error: String(error) });
  }
}
const server = app.listen(port, () => {
  logLine({
    level: "info",
    msg: `listening on http://localhost:${port}`,
    mode: isProduction ? "production" : "development",
  });
});
server.on("connect", refuseConnect);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logLine({ level: "info", msg: "shutting down", signal });
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await (await hooks()).shutdown().catch(() => undefined);
    await viteDevServer?.close();
    process.exit(0);
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
