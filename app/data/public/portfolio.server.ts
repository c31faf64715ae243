/** The portfolio as the public site shows it. */
import { and, asc, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { projects } from "~/db/schema";
import { pickRandom } from "~/domain/featured-pick";
import { keyAchievements } from "~/domain/key-achievements";
import { sanitizeRichText } from "~/platform/sanitize.server";
import { isUuid } from "./site.server";

const projectCardColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  clientName: projects.clientName,
  technologies: projects.technologies,
  coverImage: projects.coverImage,
  projectUrls: projects.projectUrls,
  featured: projects.featured,
  completed: projects.completed,
};

export type ProjectCard = {
  id: string;
  title: string;
  description: string;
  clientName: string | null;
  technologies: string[];
  coverImage: string | null;
  projectUrls: string[];
  featured: boolean;
  completed: boolean;
};

/** The whole portfolio, newest first. */
export async function listPortfolioProjects(): Promise<ProjectCard[]> {
  return db
    .select(projectCardColumns)
    .from(projects)
    .where(eq(projects.published, true))
    .orderBy(desc(projects.createdAt), asc(projects.title));
}

/** Home: 3 randomly chosen projects. */
export async function pickFeaturedProjects(random: () => number = Math.random) {
  return pickRandom(await listPortfolioProjects(), 3, random);
}

/** One portfolio project with its sanitized overview and derived Key Achievements; null when absent. */
export async function getPortfolioProject(id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...projectCardColumns,
      longDescription: projects.longDescription,
      githubUrl: projects.githubUrl,
      images: projects.images,
      startDate: projects.startDate,
      completedAt: projects.completedAt,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.published, true)))
    .limit(1);
  if (!row) return null;
  const { longDescription, updatedAt, ...rest } = row;
  const overviewHtml = longDescription?.trim() ? sanitizeRichText(longDescription) : null;
  return {
    ...rest,
    overviewHtml,
    keyAchievements: keyAchievements(overviewHtml),
    // The gallery shows the cover image first
    gallery: [...new Set([rest.coverImage, ...rest.images].filter((src): src is string => Boolean(src)))],
    updatedAt: updatedAt.toISOString(),
  };
}
export type PortfolioProject = NonNullable<Awaited<ReturnType<typeof getPortfolioProject>>>;
