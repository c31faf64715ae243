import { findPortalProject } from "~/data/portal.server";
import { requireClient } from "~/web/guards.server";

/**
 * What every portal tab's loader starts with: the viewer (clients only) and the project shown, the one
 * named by `?project=` or the viewer's default, read with the viewer's id in the SQL (another client's
 * project is null, like a missing one; the shell answers 404 and shows no tab).
 */
export async function portalScreen(request: Request) {
  const viewer = await requireClient(request);
  const params = new URL(request.url).searchParams;
  const project = await findPortalProject({ clientId: viewer.userId, projectId: params.get("project") || null });
  return { viewer, params, project };
}
