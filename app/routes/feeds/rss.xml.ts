import { listFeedPosts } from "~/data/public/blog.server";
import { buildRss } from "~/domain/rss";
import { SITE } from "~/domain/seo";
import { absoluteUrl } from "~/domain/xml";
import { env } from "~/platform/foundation/env.server";
import { requireArea } from "~/web/guards.server";
import type { Route } from "./+types/rss.xml";

/** /blog/rss.xml: RSS 2.0 with the published posts, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireArea(request, "public");
  const posts = await listFeedPosts();
  const link = (slug: string) => absoluteUrl(env.baseUrl, `/blog/${encodeURIComponent(slug)}`);
  const xml = buildRss(
    {
      title: `${SITE.name} Blog`,
      link: absoluteUrl(env.baseUrl, "/blog"),
      description: "Notes from the studio on product, engineering and the business of custom software.",
      selfUrl: absoluteUrl(env.baseUrl, "/blog/rss.xml"),
      items: posts.map((p) => ({
        title: p.title,
        link: link(p.slug),
        guid: link(p.slug),
        pubDate: p.createdAt,
        description: p.summary,
        category: p.categoryName,
        author: p.authorName,
      })),
    },
    new Date(),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
