/**
 * An expected failure, thrown by any layer: a missing record, a rule the input breaks, a file that
 * cannot be taken, a limit reached. It says what went wrong as a semantic `code` (the HTTP status is
 * derived from it), `userMessage` for the person on the screen (the toast, or the message at `field`),
 * and, apart from it, a message for the log. One place (`attempt` in web/action-result.server.ts)
 * answers it; no route maps outcomes to statuses. Anything else that is thrown is unexpected: logged,
 * and answered with the screen's own message. See docs/decisions/018-one-error-model.md.
 */
const STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS;
export type AppErrorStatus = (typeof STATUS)[AppErrorCode];

export type AppErrorOptions = {
  /** the form field the message belongs at */
  field?: string;
  /** what the log says, when it differs from the user's message */
  logMessage?: string;
  cause?: unknown;
  /** for `rate_limited`: when to try again (answered as Retry-After, in whole seconds) */
  retryAfterMs?: number;
  /**
   * 'screen': the toast is the screen's own failure message ('Failed to save blog') and this message is
   * said at `field` only (a hint such as 'Another post already uses this slug'); by default it is both.
   */
  toast?: "screen";
};

export class AppError extends Error {
  readonly field?: string;
  readonly retryAfterMs?: number;
  readonly toast?: "screen";

  constructor(
    readonly code: AppErrorCode,
    readonly userMessage: string,
    options: AppErrorOptions = {},
  ) {
    super(options.logMessage ?? userMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.field = options.field;
    this.retryAfterMs = options.retryAfterMs;
    this.toast = options.toast;
  }

  get status(): AppErrorStatus {
    return STATUS[this.code];
  }

  /** The code a 4xx status stands for (a refusal from a library that speaks in statuses), or `invalid`. */
  static codeFor(status: number): AppErrorCode {
    const found = (Object.keys(STATUS) as AppErrorCode[]).find((code) => STATUS[code] === status);
    return found ?? "invalid";
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The row a read or write found; none means the record is gone: `not_found` with `message` (at `field`). */
export function foundOr404<R>(row: R | null | undefined, message: string, field?: string): R {
  if (!row) throw new AppError("not_found", message, { field });
  return row;
}
