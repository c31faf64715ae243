import { SearchX } from "lucide-react";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useSearchParams,
} from "react-router";
import { type ManageShell, ManageTabBar } from "~/components/client-work/manage-panel";
import { ScreenError } from "~/components/error-page";
import { buttonVariants } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/card";
import { loadProjectManageTabs } from "~/data/project-manage-view.server";
import { toIsoDate } from "~/domain/dates";
import { manageHref, manageTabOf } from "~/domain/manage-links";
import type { Route } from "./+types/manage";
import { clientProjectsAction, manageScreen } from "./manage-screen.server";
import { isOwnProjectDeleted } from "./revalidate";

/**
 * A client project's manage view (/dashboard/client-projects/<id>), inside its card on the list: the tab
 * bar only (the project, each tab's count, the unread messages). Each tab is its own route below with its
 * own loader, reading only what it shows.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { viewer, head } = await manageScreen(request, params.projectId);
  const tabs = await loadProjectManageTabs({ head, viewer });
  return { ...tabs, today: toIsoDate(new Date()) };
}

/**
 * Moving between tabs or pages keeps the tab bar as it is (only the tab's own loader runs); another
 * project, a conversation opened (it is read, the unread count drops), a submission or a reload of the
 * same address read it again (not the project's own deletion: the list goes back to its own address).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, currentParams, nextParams, formMethod, defaultShouldRevalidate } = args;
  if (isOwnProjectDeleted(args)) return false;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return (
    currentParams.projectId !== nextParams.projectId ||
    currentUrl.searchParams.get("thread") !== nextUrl.searchParams.get("thread")
  );
}

// a form posted to the project's own address: the same action as the list's and the tabs'
export const action = clientProjectsAction;

export default function ManageView({ loaderData }: Route.ComponentProps) {
  const tab = manageTabOf(useLocation().pathname);
  const shell: ManageShell = { project: loaderData.project, today: loaderData.today };
  return (
    <>
      <ManageTabBar tab={tab} tabs={loaderData} />
      <section aria-labelledby={`project-tab-${tab}`} key={tab}>
        <Outlet context={shell} />
      </section>
    </>
  );
}

/** A project that does not exist: said in place of its tabs, with the way back to the list. */
export function ErrorBoundary() {
  const error = useRouteError();
  const [searchParams] = useSearchParams();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ScreenError message="Failed to fetch project" />;
  return (
    <EmptyState icon={<SearchX />} title="Project Not Found">
      <p>This project doesn't exist or was deleted.</p>
      <Link
        to={manageHref({ list: searchParams })}
        className={buttonVariants({ variant: "secondary", className: "mt-5" })}
      >
        Back to the list
      </Link>
    </EmptyState>
  );
}
