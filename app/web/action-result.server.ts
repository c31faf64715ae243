import { APIError } from "better-auth/api";
import { data } from "react-router";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "~/db/unavailable.server";
import type { ActionResult } from "~/domain/action-result";
import { AppError } from "~/domain/app-error";
import {
  type FormIssues,
  type FormOutput,
  type FormSchema,
  fieldErrors,
  firstMessage,
  formValues,
} from "~/domain/form-values";
import { errorFields, log } from "~/platform/foundation/log.server";

/** Whether a failure is the service away for a moment (the database stopped, a disk full): answered 503. */
export { isDatabaseUnavailable as isServiceUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE };

/** The 'Success' toast (or the screen's own `title`) with its message. */
export const ok = (message: string, title?: string) =>
  data<ActionResult>({ ok: true, message, ...(title ? { title } : {}), at: Date.now() });

/**
 * A 4xx answer carrying the message for the 'Error' toast. Only this module and the kit's helpers
 * answer with it: a route or a data function throws an `AppError`, and `attempt` answers it.
 */
export const fail = (
  error: string,
  status = 400,
  fieldErrorMap?: Record<string, string>,
  headers?: Record<string, string>,
) => data<ActionResult>({ ok: false, error, fieldErrors: fieldErrorMap, at: Date.now() }, { status, headers });

export const invalid = (error: string, issues: FormIssues) => fail(error, 400, fieldErrors(issues));

/**
 * The form parsed with its schema, or the 400 answer for it: the field messages, with `failMessage`
 * as the toast. The same schema checks the form in the browser first (`useForm`).
 */
export function parseSubmission<S extends FormSchema>(
  form: FormData,
  schema: S,
  failMessage: string,
  lists: readonly string[] = [],
  /** 'first-message': a one-field form's message is its toast too */
  invalidToast: "fail-message" | "first-message" = "fail-message",
) {
  const parsed = schema.safeParse(formValues(form, lists));
  if (parsed.success) return { ok: true, value: parsed.data as FormOutput<S> } as const;
  const toast = invalidToast === "first-message" ? firstMessage(parsed.error) : failMessage;
  return { ok: false, response: invalid(toast, parsed.error) } as const;
}

export type AnswerOptions = {
  /**
   * 'error' (default): an AppError's message is the toast, and its field's message when it names one.
   * 'screen': the toast stays the screen's `failMessage` (a 404 says what is gone instead) and the reason
   * is shown at its field (or the form), as the client-work dialogs do.
   */
  toast?: "error" | "screen";
  /** what an unexpected failure (logged, a 500) says, when not the screen's `failMessage` */
  unexpectedMessage?: string;
};

/**
 * The one answer to an expected failure: its status (429 with Retry-After when it knows when), its
 * message as the toast and at its field. See `AnswerOptions.toast` for 'screen'.
 */
export function answerAppError(error: AppError, failMessage: string, toast: AnswerOptions["toast"] = "error") {
  const headers = error.retryAfterMs ? { "Retry-After": String(Math.ceil(error.retryAfterMs / 1000)) } : undefined;
  const message = error.userMessage;
  if (error.toast === "screen")
    return fail(failMessage, error.status, error.field ? { [error.field]: message } : undefined, headers);
  if (toast === "screen") {
    // a record that is gone ('Project not found') is said as it is; other refusals keep the screen's toast
    const title = error.code === "not_found" ? message : failMessage;
    return fail(title, error.status, { [error.field ?? "form"]: message }, headers);
  }
  return fail(message, error.status, error.field ? { [error.field]: message } : undefined, headers);
}

/**
 * better-auth's refusal, read in this one place: its status, its reason ('INVALID_CODE'…) and its
 * message. Null for anything that is not better-auth's `APIError`.
 */
export function authRefusal(error: unknown): { status: number; reason?: string; message: string } | null {
  if (!(error instanceof APIError)) return null;
  const body = error.body as { code?: string; message?: string } | undefined;
  return { status: error.statusCode, reason: body?.code, message: body?.message ?? error.message };
}

/**
 * better-auth's refusal as the AppError it is (the code its 4xx status stands for, its message); a 5xx
 * is unexpected unless the screen says its server errors are the user's to fix (`"invalid"`, a 400, as
 * sign-up and the Users screen answer them). Anything else is returned as it was.
 */
export function fromAuthError(error: unknown, serverErrors: "unexpected" | "invalid" = "unexpected"): unknown {
  const refusal = authRefusal(error);
  if (!refusal) return error;
  if (refusal.status >= 500 && serverErrors === "unexpected") return error;
  const code = refusal.status >= 500 ? "invalid" : AppError.codeFor(refusal.status);
  return new AppError(code, refusal.message, { cause: error });
}

export const FORM_UNREADABLE_MESSAGE = "The form could not be read. Send it as a web form.";

/**
 * The posted form. A body that is not a form (another content type, a broken multipart body) is
 * the sender's mistake: a thrown 400 with a message, never a 500.
 */
export async function readForm(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw fail(FORM_UNREADABLE_MESSAGE, 400);
  }
}

/**
 * Run a write: the one place an expected failure becomes its answer. An AppError (a missing record, a
 * refused file, a limit…), or better-auth's 4xx refusal, is answered by `answerAppError`; a constraint or data error from the database is bad input (409/400
 * with the screen's message, e.g. 'Failed to save blog'); anything else is logged and answered with the
 * screen's message.
 */
export async function attempt(
  failMessage: string,
  write: () => Promise<ReturnType<typeof data<ActionResult>> | Response>,
  { toast = "error", unexpectedMessage = failMessage }: AnswerOptions = {},
) {
  try {
    return await write();
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    const error = fromAuthError(thrown);
    if (error instanceof AppError) return answerAppError(error, failMessage, toast);
    // the database stopped or its disk (or the uploads') full: the service is away for a moment, the
    // form can be sent again; nothing was written (the transaction did not commit)
    if (isDatabaseUnavailable(error)) {
      log.error("write refused: service unavailable", errorFields(error));
      const away = new AppError("unavailable", UNAVAILABLE_MESSAGE, { retryAfterMs: RETRY_AFTER_SECONDS * 1000 });
      return answerAppError(away, failMessage, toast);
    }
    if (isConstraintError(error)) return fail(failMessage, 409);
    // a value the database cannot hold (a date or number out of its range, a NUL byte) is bad input
    if (isDataError(error)) return fail(failMessage, 400);
    log.error(unexpectedMessage, errorFields(error));
    return fail(unexpectedMessage, 500);
  }
}

function sqlState(error: unknown) {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return typeof code === "string" ? code : "";
}

/** SQLSTATE class 23: integrity constraint violation. */
const isConstraintError = (error: unknown) => sqlState(error).startsWith("23");

/** SQLSTATE class 22: data exception (out-of-range value, invalid text representation, NUL byte). */
const isDataError = (error: unknown) => sqlState(error).startsWith("22");
