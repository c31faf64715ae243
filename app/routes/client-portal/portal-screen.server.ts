import { pickPortalProject, readPortalProjects } from "~/data/portal.server";
import { requireClient } from "~/web/guards.server";
import { oncePerRequest } from "~/web/per-request.server";

/** The viewer's projects (clients only), read once per request: the shell and the tab inside it both start from them. */
async function portalProjects(request: Request) {
  const viewer = await requireClient(request);
  const projects = await oncePerRequest(request, "portal-projects", () => readPortalProjects(viewer.userId));
  return { viewer, projects };
}

/**
 * What every portal tab's loader starts with: the viewer (clients only) and the project shown, the one
 * named by `?project=` or the viewer's default, picked from the viewer's own projects (another client's
 * project is null, like a missing one; the shell answers 404 and shows no tab).
 */
export async function portalScreen(request: Request) {
  const { viewer, projects } = await portalProjects(request);
  const params = new URL(request.url).searchParams;
  const project = pickPortalProject(projects, params.get("project") || null);
  return { viewer, params, project, projects };
}
