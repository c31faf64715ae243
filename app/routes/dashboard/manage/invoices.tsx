import { ManageInvoicesTab } from "~/components/client-work/manage-panel";
import { ScreenError } from "~/components/error-page";
import { loadManageInvoices } from "~/data/project-manage-view.server";
import { parsePage } from "~/domain/pagination";
import type { Route } from "./+types/invoices";
import { clientProjectsAction, manageScreen } from "./manage-screen.server";
import { manageTabShouldRevalidate } from "./revalidate";

/** The Invoices tab (/dashboard/client-projects/<id>/invoices): a page (?invoicesPage=) of the project's invoices. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const screen = await manageScreen(request, params.projectId);
  return loadManageInvoices({ projectId: screen.projectId, page: parsePage(screen.params.get("invoicesPage")) });
}

export const shouldRevalidate = manageTabShouldRevalidate;

// the invoice forms post here
export const action = clientProjectsAction;

export default function ManageInvoices({ loaderData }: Route.ComponentProps) {
  return <ManageInvoicesTab data={loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError message="Failed to fetch invoices" />;
}
