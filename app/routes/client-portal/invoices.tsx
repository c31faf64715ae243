import { ScreenError } from "~/components/error-page";
import { InvoicesTab } from "~/components/portal/invoices-tab";
import { Pager } from "~/components/ui/pager";
import { getPortalInvoices } from "~/data/portal-view.server";
import { parsePage } from "~/domain/pagination";
import type { Route } from "./+types/invoices";
import { portalAction } from "./portal-actions.server";
import { portalScreen } from "./portal-screen.server";

/** The Invoices tab (/client-portal/invoices): one page (?page=) of the project's issued invoices and the totals of all. */
export async function loader({ request }: Route.LoaderArgs) {
  const { params, project } = await portalScreen(request);
  if (!project) return null;
  return getPortalInvoices({ projectId: project.id, page: parsePage(params.get("page")), now: new Date() });
}

export const action = portalAction;

export default function PortalInvoices({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <>
      <InvoicesTab
        invoices={loaderData.invoices}
        totals={loaderData.invoiceTotals}
        loadError={loaderData.invoicesError}
      />
      <Pager info={loaderData.invoicePage} label="Invoice pages" className="mt-6" />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError />;
}
