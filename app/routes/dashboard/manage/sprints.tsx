import { ManageSprintsTab } from "~/components/client-work/manage-panel";
import { ScreenError } from "~/components/error-page";
import { loadManageSprints } from "~/data/project-manage-view.server";
import { parsePage } from "~/domain/pagination";
import type { Route } from "./+types/sprints";
import { clientProjectsAction, manageScreen } from "./manage-screen.server";
import { manageTabShouldRevalidate } from "./revalidate";

/** The Sprints tab (/dashboard/client-projects/<id>): a page (?sprintsPage=) of the project's sprints with their tickets. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const screen = await manageScreen(request, params.projectId);
  return loadManageSprints({ projectId: screen.projectId, page: parsePage(screen.params.get("sprintsPage")) });
}

export const shouldRevalidate = manageTabShouldRevalidate;

// the sprint, ticket and message forms post here
export const action = clientProjectsAction;

export default function ManageSprints({ loaderData }: Route.ComponentProps) {
  return <ManageSprintsTab data={loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch sprints" />;
}
