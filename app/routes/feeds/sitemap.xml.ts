import { listSitemapContent } from "~/data/public/site.server";
import { buildSitemap, publicSitemapEntries } from "~/domain/sitemap";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/sitemap.xml";

/** /sitemap.xml: every public page, published post and portfolio project. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const xml = buildSitemap(publicSitemapEntries(env.baseUrl, await listSitemapContent()));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
