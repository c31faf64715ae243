import { csvResponse } from "~/data/csv-stream.server";
import { inquiriesCsvStream } from "~/data/inquiries.server";
import { requireStaff } from "~/server/guards.server";
import type { Route } from "./+types/inquiries-csv";

/** GET /dashboard/inquiries.csv: every contact inquiry, streamed as a CSV download (staff only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return csvResponse("inquiries", inquiriesCsvStream());
}
