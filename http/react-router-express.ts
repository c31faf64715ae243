/**
 * React Router's Express adapter (as in @react-router/express), reading the request body from the
 * size-checked stream the body limit leaves in `res.locals.requestBody` when there is one. When that
 * stream fails (the body was too large and 413 is already answered) the request is aborted, so the
 * app neither acts on a truncated body nor logs the refusal as an error.
 */
import type { Readable } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createReactRouterHandler, type ServerBuild } from "react-router";

type Options = {
  build: ServerBuild;
  mode?: string;
  getLoadContext?: (req: Request, res: Response) => unknown;
  /** Sees the app's answer before it is sent and returns the answer to send (the page cache stores it). */
  onResponse?: (req: Request, res: Response, response: globalThis.Response) => Promise<globalThis.Response>;
};

export function createRequestHandler({ build, mode, getLoadContext, onResponse }: Options) {
  const handleRequest = createReactRouterHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    if (isResponseClosed(res)) return;
    try {
      const request = createRequest(req, res);
      const loadContext = (await getLoadContext?.(req, res)) as Parameters<typeof handleRequest>[1];
      const response = await handleRequest(request, loadContext);
      await sendResponse(res, onResponse ? await onResponse(req, res, response) : response);
    } catch (error) {
      if (res.locals.isBodyRefused) return;
      next(error);
    }
  };
}

function createHeaders(requestHeaders: Request["headers"]) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(requestHeaders)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

function createRequest(req: Request, res: Response) {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const forwarded = Number.parseInt(forwardedPort ?? "", 10);
  const host = Number.parseInt(hostPort ?? "", 10);
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(host) ? host : "";
  const resolvedHost = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  const url = new URL(`${req.protocol}://${resolvedHost}${req.originalUrl}`);

  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: createHeaders(req.headers),
    signal: controller.signal,
  };
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  if (req.method !== "GET" && req.method !== "HEAD") {
    const body = (res.locals.requestBody as Readable | undefined) ?? req;
    body.once("error", () => controller?.abort());
    init.body = createReadableStreamFromReadable(body);
    init.duplex = "half";
  }
  return new globalThis.Request(url.href, init);
}

async function sendResponse(res: Response, response: globalThis.Response) {
  if (isResponseClosed(res)) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  applyResponseHeaders(res, response.headers);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (isResponseClosed(res)) return;
    throw error;
  }
}

/**
 * Headers a response states once, which the app's own answer replaces rather than repeats: server.ts
 * sets the page policy and nosniff on every answer, and a private download states its own stricter
 * ones (a doubled header is two policies, or one a strict parser rejects).
 */
const REPLACED = new Set(["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy"]);

/** Copies the app's answer's headers onto Express's: the single ones above replaced, others added. */
export function applyResponseHeaders(res: Response, headers: Headers) {
  for (const name of REPLACED) if (headers.has(name)) res.removeHeader(name);
  for (const [key, value] of headers.entries()) res.append(key, value);
}

const isResponseClosed = (res: Response) => res.destroyed || res.writableEnded;
