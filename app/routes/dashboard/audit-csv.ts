import { auditCsvStream } from "~/data/audit.server";
import { csvResponse } from "~/data/csv-stream.server";
import { parseAuditFilters } from "~/domain/audit";
import { requireAdmin } from "~/web/guards.server";
import type { Route } from "./+types/audit-csv";

/** GET /dashboard/audit.csv: the audit log as filtered on screen, streamed as a CSV download (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return csvResponse("audit-log", auditCsvStream(parseAuditFilters(new URL(request.url).searchParams)));
}
