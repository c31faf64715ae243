import { getNotificationsVersion } from "~/data/portal.server";
import { requireClientApi } from "~/web/guards.server";
import type { Route } from "./+types/live";

/**
 * GET /client-portal/live: a fingerprint of the viewer's notifications, polled by the open portal
 * (use-live-notifications). Tiny, uncached, and only about the viewer's own projects.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireClientApi(request);
  const version = await getNotificationsVersion(viewer.userId);
  return Response.json({ version }, { headers: { "Cache-Control": "private, no-store" } });
}
