import { csvResponse } from "~/data/csv-stream.server";
import { subscribersCsv } from "~/data/inquiries.server";
import { requireStaff } from "~/web/guards.server";
import type { Route } from "./+types/subscribers-csv";

/** GET /dashboard/subscribers.csv: the newsletter subscribers as a CSV download (staff only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return csvResponse("newsletter-subscribers", await subscribersCsv());
}
