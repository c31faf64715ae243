import { ScreenError } from "~/components/error-page";
import { NotificationsTab } from "~/components/portal/notifications-tab";
import { usePortalShell } from "~/components/portal/portal-shell";
import { Pager } from "~/components/ui/pager";
import { getPortalNotifications } from "~/data/portal-view.server";
import { parsePage } from "~/domain/pagination";
import { keepDataAcross } from "~/lib/revalidate";
import type { Route } from "./+types/notifications";
import { portalAction } from "./portal-actions.server";
import { portalScreen } from "./portal-screen.server";

/** The Notifications tab (/client-portal/notifications): one page (?page=) of the activity feed. */
export async function loader({ request }: Route.LoaderArgs) {
  const { params, project } = await portalScreen(request);
  if (!project) return null;
  return getPortalNotifications({ projectId: project.id, page: parsePage(params.get("page")) });
}

/** The filter (?show=unread) only narrows what is already on the page. */
export const shouldRevalidate = keepDataAcross("show");

// 'Mark read' and the testimonial card post here
export const action = portalAction;

export default function PortalNotifications({ loaderData }: Route.ComponentProps) {
  const shell = usePortalShell();
  if (!loaderData) return null;
  return (
    <>
      <NotificationsTab
        feed={loaderData.feed}
        waiting={shell.waiting}
        projectParam={shell.projectParam}
        testimonialRequests={shell.testimonialRequests}
      />
      <Pager info={loaderData.notificationPage} label="Notification pages" className="mt-6" />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
