import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestTiming } from "~/domain/request-timing";

/**
 * Structured one-line JSON logs. A line written while a request is handled carries that request's id
 * (`withRequestId` wraps the handling in server.ts), so every line of one request can be found by its id.
 */
type Fields = Record<string, unknown>;

const requestScope = new AsyncLocalStorage<{ requestId: string; timing?: RequestTiming }>();

/**
 * Runs `fn` (and everything it starts) as part of the request `requestId`; with `timing`, the database
 * client adds each statement of the request to it (app/db/client.server.ts).
 */
export function withRequestId<T>(requestId: string, fn: () => T, timing?: RequestTiming): T {
  return requestScope.run({ requestId, timing }, fn);
}

/** The timing of the request being handled, when it is measured. */
export function requestTiming(): RequestTiming | undefined {
  return requestScope.getStore()?.timing;
}

function write(level: "info" | "warn" | "error", msg: string, fields: Fields = {}) {
  if (process.env.LOG_LEVEL === "silent") return;
  const requestId = requestScope.getStore()?.requestId;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg,
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
  if (level === "error") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const log = {
  info: (msg: string, fields?: Fields) => write("info", msg, fields),
  warn: (msg: string, fields?: Fields) => write("warn", msg, fields),
  error: (msg: string, fields?: Fields) => write("error", msg, fields),
};

export function errorFields(error: unknown) {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}
