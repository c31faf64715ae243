import { useSearchParams } from "react-router";
import { ScreenError } from "~/components/error-page";
import { usePortalShell } from "~/components/portal/portal-shell";
import { SprintsTab } from "~/components/portal/sprints-tab";
import { Pager } from "~/components/ui/pager";
import { loadOrFail } from "~/data/dashboard-stats.server";
import { getPortalSprints } from "~/data/portal-view.server";
import { unreadBySprint } from "~/data/threads.server";
import { parsePage } from "~/domain/pagination";
import { keepDataAcross } from "~/lib/revalidate";
import type { Route } from "./+types/sprints";
import { portalAction } from "./portal-actions.server";
import { portalScreen } from "./portal-screen.server";

/** The Sprints tab (/client-portal/sprints): one page (?page=) of the project's sprints with their progress. */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, params, project } = await portalScreen(request);
  if (!project) return null;
  const view = await getPortalSprints({ projectId: project.id, page: parsePage(params.get("page")) });
  // the unread messages of the sprints on this page (a failed read only hides their badges)
  const { data: unread } = await loadOrFail(
    "Failed to load unread messages",
    () => unreadBySprint({ viewer, projectId: project.id, sprintIds: view.sprints.map((s) => s.id) }),
    {} as Record<string, number>,
  );
  return { ...view, unreadBySprint: unread };
}

/** Opening a sprint's question form (?ask=) only changes what is shown. */
export const shouldRevalidate = keepDataAcross("ask");

// the question form posts here
export const action = portalAction;

export default function PortalSprints({ loaderData }: Route.ComponentProps) {
  const shell = usePortalShell();
  // the question form of one sprint is open (?ask=<id>)
  const [params] = useSearchParams();
  if (!loaderData) return null;
  return (
    <>
      <SprintsTab
        sprints={loaderData.sprints}
        totals={loaderData.sprintTotals}
        projectParam={shell.projectParam}
        askSprintId={params.get("ask")}
        unreadBySprint={loaderData.unreadBySprint}
      />
      <Pager info={loaderData.sprintPage} label="Sprint pages" className="mt-6" />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
