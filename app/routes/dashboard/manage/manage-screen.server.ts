import { data } from "react-router";
import { clientProjectExists } from "~/data/project-manage-view.server";
import { handleClientWorkAction } from "~/web/client-work-actions.server";
import { requireStaff } from "~/web/guards.server";

/**
 * What every manage tab's loader starts with: a staff viewer, and a project that exists (else a 404,
 * which the manage view shows in place of its tabs; the list around it stays).
 */
export async function manageScreen(request: Request, projectId: string | undefined) {
  const viewer = await requireStaff(request);
  if (!(await clientProjectExists(projectId))) throw data(null, { status: 404 });
  return { viewer, params: new URL(request.url).searchParams, projectId: projectId as string };
}

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
      "invoice.paid",
      "invoice.delete",
      "file.upload",
      "file.delete",
      "thread.post",
    ],
    // The project view's toast: 'Sprint status updated to {status}'
    { sprintStatusToast: "updated" },
  );
