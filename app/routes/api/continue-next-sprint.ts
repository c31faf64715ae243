import { continueNextSprint } from "~/data/portal-messages.server";
import { ContinueSchema } from "~/domain/schemas/portal";
import { errorFields, log } from "~/platform/foundation/log.server";
import { json, jsonRefusal, onlyPost, readClientJson } from "~/routes/client-portal/json-api.server";
import type { Route } from "./+types/continue-next-sprint";

/**
 * POST /api/continue-next-sprint {sprintId, sprintTitle}. Only the client who owns the
 * sprint: 401 without a session, 404 for a foreign or unknown sprint, 409 for a sprint not yet In Review
 * or Completed. The decision is stored once and e-mailed to the staff; the answer is {"ok":true}.
 */
export const loader = ({ request }: Route.LoaderArgs) => onlyPost(request);

export async function action({ request }: Route.ActionArgs) {
  const parsed = await readClientJson(request, ContinueSchema);
  if (!parsed.ok) return parsed.response;
  try {
    await continueNextSprint({ sender: parsed.viewer, sprintId: parsed.input.sprintId });
    return json({ ok: true });
  } catch (error) {
    const refusal = jsonRefusal(error);
    if (refusal) return refusal;
    log.error("continue next sprint failed", errorFields(error));
    return json({ error: "Something went wrong. Please try again." }, 500);
  }
}
