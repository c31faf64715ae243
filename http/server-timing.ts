/**
 * SERVER_TIMING=1: every answer carries a `Server-Timing` header with what the request's database
 * statements cost (their summed time and their number) and the time to the headers, so anyone can read
 * them from outside (a browser's network panel, `curl -I`), e.g.
 * `Server-Timing: db;dur=12.3;desc="7 statements", total;dur=25.0`.
 * Plain TypeScript without path aliases: server.ts imports it directly.
 */
import type { ServerResponse } from "node:http";
import type { RequestTiming } from "../app/domain/request-timing.ts";

export type { RequestTiming };

export function serverTimingHeader(timing: RequestTiming, totalMs: number) {
  const statements = `${timing.statements} statement${timing.statements === 1 ? "" : "s"}`;
  return `db;dur=${timing.dbMs.toFixed(1)};desc="${statements}", total;dur=${totalMs.toFixed(1)}`;
}

/** A new timing for the request `res` answers; its header is set just before the headers are written. */
export function timeRequest(res: ServerResponse): RequestTiming {
  const timing: RequestTiming = { statements: 0, dbMs: 0 };
  const started = performance.now();
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader("Server-Timing", serverTimingHeader(timing, performance.now() - started));
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof res.writeHead;
  return timing;
}
