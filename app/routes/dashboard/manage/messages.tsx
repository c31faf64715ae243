import { ManageMessagesTab } from "~/components/client-work/manage-panel";
import { ScreenError } from "~/components/error-page";
import { loadManageMessages } from "~/data/project-manage-view.server";
import { parseThreadParam } from "~/domain/threads";
import type { Route } from "./+types/messages";
import { clientProjectsAction, manageScreen } from "./manage-screen.server";
import { manageTabShouldRevalidate } from "./revalidate";

/**
 * The Messages tab (/dashboard/client-projects/<id>/messages): the project's conversations, and the one
 * asked for (`?thread=sprint:<id>` or `sprint_ticket:<id>`) with its messages.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { viewer, params: search, projectId } = await manageScreen(request, params.projectId);
  return loadManageMessages({ projectId, viewer, subject: parseThreadParam(search.get("thread")) });
}

export const shouldRevalidate = manageTabShouldRevalidate;

// the message form posts here
export const action = clientProjectsAction;

export default function ManageMessages({ loaderData }: Route.ComponentProps) {
  return <ManageMessagesTab data={loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch messages" />;
}
