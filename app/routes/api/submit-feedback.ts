import { submitSprintFeedback } from "~/data/portal-messages.server";
import { FeedbackSchema } from "~/domain/schemas/portal";
import { errorFields, log } from "~/platform/foundation/log.server";
import { json, jsonRefusal, onlyPost, readClientJson } from "~/routes/client-portal/json-api.server";
import type { Route } from "./+types/submit-feedback";

/**
 * POST /api/submit-feedback {sprintId, feedback, sprintTitle}. Only the client who owns
 * the sprint: 401 without a session, 404 for a foreign or unknown sprint, 400 for bad input.
 * The feedback is stored and e-mailed to the staff; the answer is {"ok":true}.
 */
export const loader = ({ request }: Route.LoaderArgs) => onlyPost(request);

export async function action({ request }: Route.ActionArgs) {
  const parsed = await readClientJson(request, FeedbackSchema);
  if (!parsed.ok) return parsed.response;
  try {
    await submitSprintFeedback({
      sender: parsed.viewer,
      sprintId: parsed.input.sprintId,
      feedback: parsed.input.feedback,
    });
    return json({ ok: true });
  } catch (error) {
    const refusal = jsonRefusal(error);
    if (refusal) return refusal;
    log.error("submit feedback failed", errorFields(error));
    return json({ error: "Failed to submit feedback. Please try again." }, 500);
  }
}
