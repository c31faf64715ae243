import { listProjectOptions } from "~/data/client-projects.server";
import { csvResponse } from "~/data/csv-stream.server";
import { invoicesCsvStream } from "~/data/invoices.server";
import { parseListFilters } from "~/domain/list-filters";
import { INVOICE_LIST } from "~/domain/list-specs";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/invoices-csv";

/** GET /dashboard/invoices.csv[?project=id&status=&from=&to=]: the invoices as the screen filters them, streamed (staff only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const asked = params.get("project");
  // an unknown project reads as "every project", as on the screen
  const project = asked ? (await listProjectOptions()).find((p) => p.id === asked) : undefined;
  return csvResponse(
    "invoices",
    invoicesCsvStream({ projectId: project?.id, filters: parseListFilters(params, INVOICE_LIST) }),
  );
}
