import { auditCsvStream } from "~/data/audit.server";
import { parseAuditFilters } from "~/domain/audit";
import { requireAdmin } from "~/server/guards.server";
import type { Route } from "./+types/audit-csv";

/** GET /dashboard/audit.csv: the audit log as filtered on screen, streamed as a CSV download (admins only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = parseAuditFilters(new URL(request.url).searchParams);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(auditCsvStream(filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
