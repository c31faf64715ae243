import { and, asc, desc, eq, like, or, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { projects } from "~/db/schema";
import { toIsoDate } from "~/domain/dates";
import { EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { PORTFOLIO_LIST } from "~/domain/list-specs";
import { completionDate } from "~/domain/portfolio";
import type { ProjectForm } from "~/domain/schemas/content";
import { slugify, uniqueSlug } from "~/domain/slug";
import { sanitizeRichText } from "~/platform/sanitize.server";
import { project } from "~/records/project";
import { contentRecords } from "./content-records.server";
import { matchesText, type PageRequest } from "./pagination.server";

/** Id and title of every portfolio project (the testimonial dialog's related project list). */
export function listPortfolioProjectOptions() {
  return db.select({ id: projects.id, title: projects.title }).from(projects).orderBy(projects.title);
}

/** The slugs already taken by `base` and its numbered variants (a new project's slug must differ). */
export async function projectSlugsLike(exec: Executor, base: string) {
  const rows = await exec
    .select({ slug: projects.slug })
    .from(projects)
    .where(or(eq(projects.slug, base), like(projects.slug, `${base}-%`)));
  return rows.map((r) => r.slug).filter((s): s is string => s !== null);
}

function columns(input: ProjectForm, now: Date) {
  const { longDescription, completedAt, draft, ...rest } = input;
  return {
    ...rest,
    published: !draft,
    longDescription: longDescription.trim() ? sanitizeRichText(longDescription) : null,
    completedAt: completionDate({ completed: input.completed, completedAt, today: toIsoDate(now) }),
  };
}

/** The dashboard's page of the list and the create, update and delete of one record. */
export const portfolioRecords = contentRecords(projects, project, {
  values: (input: ProjectForm, { now }) => columns(input, now),
  // The slug is derived from the title on create only
  createValues: async (input: ProjectForm, { tx, now }) => {
    const base = slugify(input.title) || "project";
    return { ...columns(input, now), slug: uniqueSlug(base, await projectSlugsLike(tx, base)) };
  },
  columns: {
    id: projects.id,
    title: projects.title,
    slug: projects.slug,
    description: projects.description,
    longDescription: projects.longDescription,
    clientName: projects.clientName,
    projectUrls: projects.projectUrls,
    githubUrl: projects.githubUrl,
    technologies: projects.technologies,
    images: projects.images,
    coverImage: projects.coverImage,
    featured: projects.featured,
    inOurCare: projects.inOurCare,
    completed: projects.completed,
    startDate: projects.startDate,
    completedAt: projects.completedAt,
    published: projects.published,
    createdAt: projects.createdAt,
  },
  orderBy: [desc(projects.createdAt), desc(projects.id)],
});

const PORTFOLIO_STATUS: Record<string, SQL> = {
  published: eq(projects.published, true),
  draft: eq(projects.published, false),
  featured: eq(projects.featured, true),
  completed: eq(projects.completed, true),
  "in-care": eq(projects.inOurCare, true),
};

const PORTFOLIO_ORDER: Record<string, SQL[]> = {
  newest: [desc(projects.createdAt), desc(projects.id)],
  oldest: [asc(projects.createdAt), asc(projects.id)],
  title: [asc(sql`lower(${projects.title})`), desc(projects.id)],
};

/**
 * One page of portfolio projects (newest first unless told otherwise), narrowed by what the cards show
 * (published or draft, featured, completed, in our care) and by a few words of the title, client or summary.
 */
export function listPortfolioProjectsForDashboard({
  filters = EMPTY_FILTERS,
  ...request
}: PageRequest & { filters?: ListFilters } = {}) {
  return portfolioRecords.listNarrowed({
    ...request,
    where: and(
      filters.status ? PORTFOLIO_STATUS[filters.status] : undefined,
      matchesText(filters.q, [projects.title, projects.clientName, projects.description]),
    ),
    orderBy: PORTFOLIO_ORDER[sortOf(filters, PORTFOLIO_LIST)],
  });
}
export const {
  create: createPortfolioProject,
  update: updatePortfolioProject,
  remove: deletePortfolioProject,
} = portfolioRecords;
