import { buildRobots } from "~/domain/sitemap";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/robots.txt";

/** /robots.txt: the portal, dashboard, auth and API stay out of search engines. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  return new Response(buildRobots(env.baseUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
