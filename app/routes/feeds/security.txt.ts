import { buildSecurityTxt } from "~/domain/sitemap";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/security.txt";

/** /.well-known/security.txt (RFC 9116): the studio's inbox is where a vulnerability is reported. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  return new Response(buildSecurityTxt(env.baseUrl, env.staffInbox, new Date()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
