import { AppError } from "~/domain/app-error";
import type { FormOutput, FormSchema } from "~/domain/form-values";
import { type AnswerOptions, answerAppError, attempt, fail, parseSubmission, readForm } from "./action-result.server";

/** What an intent answers: an `ActionResult` (with its status) or a response such as a redirect. */
export type Answer = Awaited<ReturnType<typeof attempt>>;

export type IntentContext<Viewer> = { form: FormData; viewer: Viewer; request: Request };
export type IntentHandler<Viewer> = (context: IntentContext<Viewer>) => Promise<Answer> | Answer;
export type Intents<Viewer> = Record<string, IntentHandler<Viewer>>;

/**
 * The one way a screen with several forms runs its action: the posted `intent` picks the handler; an
 * intent the screen does not offer is a 400 'Unknown action'. The caller has already checked who is
 * asking (its guard) and passes the viewer on. `tooLarge`: a body announced larger than `bytes` is
 * refused (too_large, a 413) before it is read.
 */
export async function dispatchIntent<Viewer>(
  request: Request,
  viewer: Viewer,
  intents: Intents<Viewer>,
  { tooLarge }: { tooLarge?: { bytes: number; message: string } } = {},
) {
  if (tooLarge && Number(request.headers.get("content-length") ?? 0) > tooLarge.bytes) {
    return answerAppError(new AppError("too_large", tooLarge.message), tooLarge.message);
  }
  const form = await readForm(request);
  const name = String(form.get("intent") ?? "");
  const handler = Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!handler) return fail("Unknown action", 400);
  return handler({ form, viewer, request });
}

/**
 * An intent made of a schema and a write: the form is parsed with the schema (a bad form is a 400 with
 * its field messages and the `failMessage` toast), then the write runs under `attempt` (an `AppError`
 * becomes its 4xx answer, anything else is logged and answered with `failMessage`).
 */
export function intent<S extends FormSchema, Viewer>(
  options: {
    schema: S;
    failMessage: string;
    lists?: readonly string[];
    /** a one-field form: its message is the toast of a refused form too */
    invalidToast?: "fail-message" | "first-message";
  } & AnswerOptions,
  write: (input: FormOutput<S>, context: IntentContext<Viewer>) => Promise<Answer>,
): IntentHandler<Viewer> {
  return async (context) => {
    const { form } = context;
    const parsed = parseSubmission(form, options.schema, options.failMessage, options.lists, options.invalidToast);
    if (!parsed.ok) return parsed.response;
    return attempt(options.failMessage, () => write(parsed.value, context), options);
  };
}
