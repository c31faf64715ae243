import { listSprintChoices } from "~/data/sprints.server";
import { isUuid } from "~/domain/schemas/portal";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/invoice-sprint-choices";

/**
 * GET /dashboard/invoices/sprint-choices?project=<id> (staff): the sprints an invoice of that project may
 * be the milestone of. The invoices screen's dialog asks for them when a project is chosen, so the list
 * page never carries every open sprint of the studio.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const projectId = new URL(request.url).searchParams.get("project") ?? "";
  const sprints = isUuid(projectId) ? await listSprintChoices({ projectId }) : [];
  return { sprints };
}
