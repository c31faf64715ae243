import { listProjectOptions } from "~/data/client-projects.server";
import { csvResponse } from "~/data/csv-stream.server";
import { ticketsCsvStream } from "~/data/tickets.server";
import { parseListFilters } from "~/domain/list-filters";
import { TICKET_LIST } from "~/domain/list-specs";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/tickets-csv";

/** GET /dashboard/tickets.csv[?project=id&status=&from=&to=]: sprint and project tickets, streamed as a CSV download (staff only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const asked = params.get("project");
  // an unknown project reads as "every project", as on the screens
  const project = asked ? (await listProjectOptions()).find((p) => p.id === asked) : undefined;
  return csvResponse(
    "tickets",
    ticketsCsvStream({ projectId: project?.id, filters: parseListFilters(params, TICKET_LIST) }),
  );
}
