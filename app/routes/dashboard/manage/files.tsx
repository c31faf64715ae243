import { ManageFilesTab } from "~/components/client-work/manage-panel";
import { ScreenError } from "~/components/error-page";
import { loadManageFiles } from "~/data/project-manage-view.server";
import type { Route } from "./+types/files";
import { clientProjectsAction, manageScreen } from "./manage-screen.server";
import { manageTabShouldRevalidate } from "./revalidate";

/**
 * The Files tab (/dashboard/client-projects/<id>/files): one page of the project's shared files
 * (?filesFolder= narrows them to one folder; ?filesAfter= / ?filesBefore= a file's place turn the pages).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const screen = await manageScreen(request, params.projectId);
  return loadManageFiles({
    projectId: screen.projectId,
    folder: screen.params.get("filesFolder"),
    after: screen.params.get("filesAfter"),
    before: screen.params.get("filesBefore"),
  });
}

export const shouldRevalidate = manageTabShouldRevalidate;

// the upload form and the deletes post here
export const action = clientProjectsAction;

export default function ManageFiles({ loaderData }: Route.ComponentProps) {
  return <ManageFilesTab files={loaderData.files} />;
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch files" />;
}
