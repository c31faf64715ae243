import { ManageTicketsTab } from "~/components/client-work/manage-panel";
import { ScreenError } from "~/components/error-page";
import { loadManageTickets } from "~/data/project-manage-view.server";
import { parsePage } from "~/domain/pagination";
import type { Route } from "./+types/tickets";
import { clientProjectsAction, manageScreen } from "./manage-screen.server";
import { manageTabShouldRevalidate } from "./revalidate";

/** The Tickets tab (/dashboard/client-projects/<id>/tickets): a page (?ticketsPage=) of the project's tickets. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const screen = await manageScreen(request, params.projectId);
  return loadManageTickets({ projectId: screen.projectId, page: parsePage(screen.params.get("ticketsPage")) });
}

export const shouldRevalidate = manageTabShouldRevalidate;

// the ticket forms post here
export const action = clientProjectsAction;

export default function ManageTickets({ loaderData }: Route.ComponentProps) {
  return <ManageTicketsTab data={loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch tickets" />;
}
