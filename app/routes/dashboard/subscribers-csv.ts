import { subscribersCsv } from "~/data/inquiries.server";
import { requireStaff } from "~/server/guards.server";
import type { Route } from "./+types/subscribers-csv";

/** GET /dashboard/subscribers.csv: the newsletter subscribers as a CSV download (staff only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const csv = await subscribersCsv();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
