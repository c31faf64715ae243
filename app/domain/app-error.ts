/**
 * An expected failure, thrown by any layer: a missing record, a rule the input breaks, a file that
 * cannot be taken. One place (`attempt` in web/action-result.server.ts) answers it: its message and
 * status (always a 4xx, or 503 for a dependency that is away), pointed at `field` when it names one.
 * Anything else that is thrown is unexpected: logged, and answered with the screen's own message.
 */
export type AppErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 503;

/** A stable name for each status, for logs and JSON answers. */
const CODES = {
  400: "invalid",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "too_large",
  415: "unsupported_type",
  503: "unavailable",
} as const satisfies Record<AppErrorStatus, string>;

export type AppErrorCode = (typeof CODES)[AppErrorStatus];

export class AppError extends Error {
  constructor(
    message: string,
    readonly status: AppErrorStatus = 400,
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
  }

  get code(): AppErrorCode {
    return CODES[this.status];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
