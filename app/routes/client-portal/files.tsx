import { ScreenError } from "~/components/error-page";
import { FilesTab } from "~/components/portal/files-tab";
import { usePortalShell } from "~/components/portal/portal-shell";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { listProjectFiles } from "~/data/project-files.server";
import type { Route } from "./+types/files";
import { portalAction } from "./portal-actions.server";
import { portalScreen } from "./portal-screen.server";

/**
 * The Files tab (/client-portal/files): one page of the project's shared files (?folder= narrows them
 * to one folder; ?after= / ?before= a file's place turn the pages).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, params, project } = await portalScreen(request);
  if (!project) return null;
  const files = await loadOrFail(
    "Failed to load files",
    () =>
      listProjectFiles({
        projectId: project.id,
        access: { staff: false, clientId: viewer.userId },
        folder: params.get("folder"),
        after: params.get("after"),
        before: params.get("before"),
      }),
    null,
  ).then((r) => r.data);
  return { files };
}

// the upload form posts here
export const action = portalAction;

export default function PortalFiles({ loaderData }: Route.ComponentProps) {
  const shell = usePortalShell();
  if (!loaderData) return null;
  return <FilesTab files={loaderData.files} projectParam={shell.projectParam} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
