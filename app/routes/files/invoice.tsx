import { data } from "react-router";
import { findInvoiceFile } from "~/data/invoices.server";
import { documentResponse } from "~/platform/storage.server";
import { getViewer } from "~/web/guards.server";
import type { Route } from "./+types/invoice";
import { readPrivateFile } from "./private-file.server";

/**
 * An invoice PDF, served privately: to staff, and to the client who owns the invoice's project.
 * Anyone else gets the same 404 as for a missing invoice, so nothing leaks.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer.isSignedIn) throw data("Not authenticated", { status: 401 });
  const notFound = () => data("Not found", { status: 404 });
  const invoice = await findInvoiceFile({ invoiceId: params.invoiceId, viewer });
  if (!invoice) throw notFound();

  const file = await readPrivateFile(invoice.fileKey, "invoice file");
  if (!file) throw notFound();
  // named as project files are: an ASCII fallback and the full name (filename*), so "Fakturа Nº 7" survives
  return documentResponse({ body: file.body, contentType: "application/pdf" }, `${invoice.number}.pdf`);
}
