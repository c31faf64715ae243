import { ScreenError } from "~/components/error-page";
import { usePortalShell } from "~/components/portal/portal-shell";
import { ShareTab } from "~/components/portal/share-tab";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { listShareLinks } from "~/data/share-links.server";
import type { Route } from "./+types/share";
import { portalAction } from "./portal-actions.server";
import { portalScreen } from "./portal-screen.server";

/** The Share tab (/client-portal/share): the project's share links and the form making one. */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, project } = await portalScreen(request);
  if (!project) return null;
  const shareLinks = await loadOrFail(
    "Failed to load share links",
    () => listShareLinks({ clientId: viewer.userId, projectId: project.id }),
    [],
  ).then((r) => r.data);
  return { shareLinks };
}

// creating and revoking a link post here
export const action = portalAction;

export default function PortalShare({ loaderData }: Route.ComponentProps) {
  const shell = usePortalShell();
  if (!loaderData) return null;
  return <ShareTab projectId={shell.project.id} projectParam={shell.projectParam} links={loaderData.shareLinks} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
