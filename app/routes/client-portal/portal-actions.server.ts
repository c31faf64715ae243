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
import { MAX_DOCUMENT_BYTES, MULTIPART_MARGIN } from "~/domain/upload-limits";
import { attempt, ok } from "~/web/action-result.server";
import { type ClientViewer, requireClient } from "~/web/guards.server";
import { dispatchIntent, intent } from "~/web/intents.server";
import { uploadFileIntent } from "~/web/project-file-actions.server";

/**
 * The portal's one action, shared by its screens (the shell at /client-portal and each tab's route):
 * a form posts to the screen that shows it, and an address posted to by an older page still works.
 * Every intent checks the viewer (client only) and acts only on the viewer's own projects.
 */
export async function portalAction({ request }: { request: Request }) {
  const viewer = await requireClient(request);
  // the largest body is a shared file (the testimonial's picture is held to its own 5 MB by the storage)
  const tooLarge = { bytes: MAX_DOCUMENT_BYTES + MULTIPART_MARGIN, message: FILE_TOO_LARGE_MESSAGE };
  return dispatchIntent(
    request,
    viewer,
    {
      // only the viewer's own notification items can be marked
      "mark-read": intent(
        { schema: MarkReadSchema, failMessage: MARK_READ_FAILED_MESSAGE },
        async (input, { viewer }) => {
          await markNotificationRead({ clientId: viewer.userId, notificationId: input.notificationId });
          return ok("Notification marked as read");
        },
      ),
      "ask-question": intent(
        { schema: QuestionSchema, failMessage: QUESTION_FAILED_MESSAGE, invalidToast: "first-message" },
        async (input, { viewer }) => {
          await askSprintQuestion({ sender: viewer, ...input });
          return ok(QUESTION_SUCCESS_MESSAGE);
        },
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
        async (input, { viewer }) => {
          await revokeShareLink({ owner: viewer, ...input });
          return ok(SHARE_REVOKED_MESSAGE);
        },
      ),
      // a shared file: only into the viewer's own project (another client's is answered as missing)
      "upload-file": uploadFileIntent<ClientViewer>((viewer) => ({ staff: false, clientId: viewer.userId })),
      testimonial: intent(
        { schema: TestimonialSchema, failMessage: TESTIMONIAL_FAILED_MESSAGE, invalidToast: "first-message" },
        async (input, { viewer, form }) => {
          const image = form.get("image");
          await submitTestimonial({
            author: viewer,
            ...input,
            image: image instanceof File && image.size > 0 ? image : null,
          });
          return ok(TESTIMONIAL_SUCCESS_MESSAGE);
        },
      ),
    },
    { tooLarge },
  );
}
