import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { clientInvoices, clientProjects } from "~/db/schema";
import { isStaffRole } from "~/domain/access";
import { isUuid } from "~/domain/schemas/portal";
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
  if (!isUuid(params.invoiceId)) throw notFound();

  const [invoice] = await db
    .select({
      fileKey: clientInvoices.fileKey,
      number: clientInvoices.invoiceNumber,
      status: clientInvoices.paymentStatus,
      ownerId: clientProjects.clientId,
    })
    .from(clientInvoices)
    .innerJoin(clientProjects, eq(clientProjects.id, clientInvoices.projectId))
    .where(and(eq(clientInvoices.id, params.invoiceId)))
    .limit(1);
  const mayRead =
    invoice &&
    (isStaffRole(viewer.role) ||
      (viewer.role === "client" && invoice.ownerId === viewer.userId && invoice.status !== "Draft"));
  if (!invoice || !mayRead || !invoice.fileKey) throw notFound();

  const file = await readPrivateFile(invoice.fileKey, "invoice file");
  if (!file) throw notFound();
  const name = `${invoice.number.replace(/[^\w.-]+/g, "_")}.pdf`;
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
