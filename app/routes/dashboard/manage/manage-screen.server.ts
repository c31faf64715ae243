import { data } from "react-router";
import { readManageProject } from "~/data/project-manage-view.server";
import { handleClientWorkAction } from "~/web/client-work-actions.server";
import { requireStaff } from "~/web/guards.server";
import { oncePerRequest } from "~/web/per-request.server";

/**
 * What every manage tab's loader starts with: a staff viewer, and a project that exists (else a 404,
 * which the manage view shows in place of its tabs; the list around it stays).
 */
export async function manageScreen(request: Request, projectId: string | undefined) {
  const viewer = await requireStaff(request);
  const head = await manageProject(request, projectId);
  if (!head) throw data(null, { status: 404 });
  return { viewer, head, params: new URL(request.url).searchParams, projectId: head.project.id };
}

/** The project with its tab counts, read once per request (the tab bar and the tab both start from it). */
const manageProject = (request: Request, projectId: string | undefined) =>
  oncePerRequest(request, `manage-project:${projectId}`, () => readManageProject(projectId));

/**
 * The client projects screen's action, the list's and every manage tab's alike: each form posts to the
 * route that renders it, with or without JavaScript.
 */
export const clientProjectsAction = ({ request }: { request: Request }) =>
  handleClientWorkAction(
    request,
    [
      "project.save",
      "project.delete",
      "sprint.save",
      "sprint.status",
      "sprint.delete",
      "sprint.reorder",
      "sprint-ticket.reorder",
      "project-ticket.reorder",

      "sprint-ticket.save",
      "sprint-ticket.status",
      "sprint-ticket.delete",
      "project-ticket.save",
      "project-ticket.delete",
      "invoice.save",
      "invoice.issue",
      "invoice.paid",
      "invoice.delete",
      "file.upload",
      "file.delete",
      "thread.post",
    ],
    // The project view's toast: 'Sprint status updated to {status}'
    { sprintStatusToast: "updated" },
  );
