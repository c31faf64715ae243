import { data } from "react-router";
import { markNotificationRead } from "~/data/portal.server";
import { askSprintQuestion } from "~/data/portal-messages.server";
import { submitTestimonial } from "~/data/portal-testimonials.server";
import { createShareLink, revokeShareLink } from "~/data/share-links.server";
import type { ActionResult } from "~/domain/action-result";
import { fieldErrors, formValues } from "~/domain/form-values";
import {
  MARK_READ_FAILED_MESSAGE,
  MarkReadSchema,
  QUESTION_FAILED_MESSAGE,
  QUESTION_SUCCESS_MESSAGE,
  QuestionSchema,
  TESTIMONIAL_EXISTS_MESSAGE,
  TESTIMONIAL_FAILED_MESSAGE,
  TESTIMONIAL_SUCCESS_MESSAGE,
  TestimonialSchema,
} from "~/domain/schemas/portal";
import { FILE_TOO_LARGE_MESSAGE } from "~/domain/schemas/project-files";
import {
  CreateShareLinkSchema,
  RevokeShareLinkSchema,
  SHARE_CREATE_FAILED_MESSAGE,
  SHARE_CREATED_MESSAGE,
  SHARE_REVOKE_FAILED_MESSAGE,
  SHARE_REVOKED_MESSAGE,
} from "~/domain/schemas/share-links";
import { attempt, fail, ok } from "~/server/action-result.server";
import { type ClientViewer, requireClient } from "~/server/guards.server";
import { dispatchIntent, intent } from "~/server/intents.server";
import { uploadFileIntent } from "~/server/project-file-actions.server";
import { MAX_DOCUMENT_BYTES } from "~/server/storage.server";

/**
 * The portal's one action, shared by its screens (the shell at /client-portal and each tab's route):
 * a form posts to the screen that shows it, and an address posted to by an older page still works.
 * Every intent checks the viewer (client only) and acts only on the viewer's own projects.
 */
export async function portalAction({ request }: { request: Request }) {
  const viewer = await requireClient(request);
  // the largest body is a shared file (the testimonial's picture is held to its own 5 MB by the storage)
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_DOCUMENT_BYTES + 64 * 1024) return fail(FILE_TOO_LARGE_MESSAGE, 413);
  return dispatchIntent(request, viewer, {
    // only the viewer's own notification items can be marked
    "mark-read": intent({ schema: MarkReadSchema, failMessage: MARK_READ_FAILED_MESSAGE }, async (input, { viewer }) =>
      (await markNotificationRead({ clientId: viewer.userId, notificationId: input.notificationId }))
        ? ok("Notification marked as read")
        : fail(MARK_READ_FAILED_MESSAGE, 404),
    ),
    "ask-question": intent(
      { schema: QuestionSchema, failMessage: QUESTION_FAILED_MESSAGE, invalidToast: "first-message" },
      async (input, { viewer }) =>
        (await askSprintQuestion({ sender: viewer, ...input })).ok
          ? ok(QUESTION_SUCCESS_MESSAGE)
          : fail("Sprint not found", 404),
    ),
    // share links: only for the viewer's own project (another client's is answered as missing)
    "create-share-link": async ({ form, viewer }) => {
      const parsed = CreateShareLinkSchema.safeParse(formValues(form));
      if (!parsed.success) {
        // without JavaScript the page is drawn again: the switches keep what was sent
        const sent = Object.fromEntries(
          ["showsProgress", "showsSprints", "showsInvoices", "days"].map((name) => [
            name,
            String(form.get(name) ?? ""),
          ]),
        );
        return data<ActionResult>(
          {
            ok: false,
            error: SHARE_CREATE_FAILED_MESSAGE,
            fieldErrors: fieldErrors(parsed.error),
            values: sent,
            at: Date.now(),
          },
          400,
        );
      }
      return attempt(SHARE_CREATE_FAILED_MESSAGE, async () => {
        const { projectId, days, ...scope } = parsed.data;
        const link = await createShareLink({ owner: viewer, projectId, days, scope });
        // the raw link is answered once and never stored
        return data<ActionResult>({
          ok: true,
          message: SHARE_CREATED_MESSAGE,
          values: { shareUrl: link.url },
          at: Date.now(),
        });
      });
    },
    "revoke-share-link": intent(
      { schema: RevokeShareLinkSchema, failMessage: SHARE_REVOKE_FAILED_MESSAGE },
      async (input, { viewer }) =>
        (await revokeShareLink({ owner: viewer, ...input }))
          ? ok(SHARE_REVOKED_MESSAGE)
          : fail(SHARE_REVOKE_FAILED_MESSAGE, 404),
    ),
    // a shared file: only into the viewer's own project (another client's is answered as missing)
    "upload-file": uploadFileIntent<ClientViewer>((viewer) => ({ staff: false, clientId: viewer.userId })),
    testimonial: intent(
      { schema: TestimonialSchema, failMessage: TESTIMONIAL_FAILED_MESSAGE, invalidToast: "first-message" },
      async (input, { viewer, form }) => {
        const image = form.get("image");
        const result = await submitTestimonial({
          author: viewer,
          ...input,
          image: image instanceof File && image.size > 0 ? image : null,
        });
        if (result.ok) return ok(TESTIMONIAL_SUCCESS_MESSAGE);
        if (result.reason === "exists") return fail(TESTIMONIAL_EXISTS_MESSAGE, 409);
        return fail(TESTIMONIAL_FAILED_MESSAGE, result.reason === "not_found" ? 404 : 400);
      },
    ),
  });
}
