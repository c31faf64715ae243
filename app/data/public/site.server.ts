/** The public site as a whole: its figures, what the sitemap lists, and the helpers the other public reads share. */
import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogs, projects } from "~/db/schema";
import { computePublicStats } from "~/domain/public-stats";
import { SITE } from "~/domain/seo";
import { errorFields, log } from "~/platform/foundation/log.server";

/** Author fallback ("fallback: the team name"). */
export const TEAM_NAME = SITE.teamName;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Happy Clients, Years Experience and Projects Under Our Care. */
export async function getPublicStats() {
  const rows = await db
    .select({ clientName: projects.clientName, inOurCare: projects.inOurCare })
    .from(projects)
    .where(eq(projects.published, true));
  return computePublicStats(rows);
}

/** What the sitemap lists besides the fixed pages. */
export async function listSitemapContent() {
  const [posts, work] = await Promise.all([
    db
      .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(eq(blogs.published, true))
      .orderBy(desc(blogs.createdAt)),
    db
      .select({ id: projects.id, updatedAt: projects.updatedAt })
      .from(projects)
      .where(eq(projects.published, true))
      .orderBy(desc(projects.createdAt)),
  ]);
  return { posts, projects: work };
}

/**
 * a failed read shows the page's message ('Failed to load team members'…) instead of the page.
 * The error is logged; the caller renders the message.
 */
export async function tryLoad<T>(
  message: string,
  load: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  try {
    return { ok: true, value: await load() };
  } catch (error) {
    log.error(message, errorFields(error));
    return { ok: false, error: message };
  }
}
