import { postThreadMessage } from "~/data/threads.server";
import { AppError } from "~/domain/app-error";
import {
  messageAnchor,
  THREAD_POST_FAILED_MESSAGE,
  THREAD_POST_SUCCESS_MESSAGE,
  ThreadMessageSchema,
} from "~/domain/threads";
import { errorFields, log } from "~/platform/foundation/log.server";
import { StorageUnavailableError, UploadError } from "~/platform/storage.server";
import { attempt, fail, parseSubmission } from "./action-result.server";
import type { SignedInViewer } from "./guards.server";
import type { IntentHandler } from "./intents.server";
import { redirectWithToast } from "./toast.server";

/**
 * The `thread.post` intent of the portal's sprint page and the dashboard's client projects screen: a
 * message with an optional file. Success comes back to the thread at the new message (PRG, with or
 * without JavaScript); a refusal answers with its message at the field it concerns.
 */
export function threadPostIntent(options: { sprintId?: string } = {}): IntentHandler<SignedInViewer> {
  return async ({ form, viewer }) => {
    const parsed = parseSubmission(form, ThreadMessageSchema, THREAD_POST_FAILED_MESSAGE);
    if (!parsed.ok) return parsed.response;
    const { subjectKind, subjectId, body } = parsed.value;
    const file = form.get("file");
    return attempt(THREAD_POST_FAILED_MESSAGE, async () => {
      try {
        const result = await postThreadMessage({
          viewer,
          subject: { kind: subjectKind, id: subjectId },
          body,
          file: file instanceof File && file.size > 0 ? file : null,
          sprintId: options.sprintId,
        });
        return redirectWithToast(`${result.href}#${messageAnchor(result.messageId)}`, {
          type: "success",
          title: "Success",
          description: THREAD_POST_SUCCESS_MESSAGE,
        });
      } catch (error) {
        if (error instanceof UploadError) return fail(THREAD_POST_FAILED_MESSAGE, 400, { file: error.message });
        if (error instanceof StorageUnavailableError) {
          // the storage is away: nothing was written, the same form can be sent again
          log.error("thread attachment not stored", errorFields(error));
          return fail(THREAD_POST_FAILED_MESSAGE, 503, { file: "The file could not be stored. Please try again." });
        }
        // a refusal (not found, the rate limit…) is said as the toast and at its field, or the form's
        if (error instanceof AppError) {
          return fail(error.userMessage, error.status, { [error.field ?? "form"]: error.userMessage });
        }
        throw error;
      }
    });
  };
}
