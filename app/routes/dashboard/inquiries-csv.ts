import { csvResponse } from "~/data/csv-stream.server";
import { inquiriesCsvStream } from "~/data/inquiries.server";
import { parseListFilters } from "~/domain/list-filters";
import { INQUIRY_LIST } from "~/domain/list-specs";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/inquiries-csv";

/**
 * GET /dashboard/inquiries.csv: the contact inquiries, streamed as a CSV download (staff only), narrowed by
 * the Inquiries tab's filters (`?status=`, `?from=`, `?to=`; every inquiry without them).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const filters = parseListFilters(new URL(request.url).searchParams, INQUIRY_LIST);
  return csvResponse("inquiries", inquiriesCsvStream(filters));
}
