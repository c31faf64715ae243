/**
 * Reads for the public marketing site. Each function selects only what its page shows;
 * drafts are never returned and rich text leaves here sanitized.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogCategories, blogs, faqs, profiles, projects, services, teamMembers, testimonials } from "~/db/schema";
import { pickRandom } from "~/domain/featured-pick";
import { keyAchievements } from "~/domain/key-achievements";
import { PAGE_SIZE } from "~/domain/pagination";
import { hasBlockMarkup, looksLikeHtml, plainTextToHtml } from "~/domain/plain-text";
import { computePublicStats } from "~/domain/public-stats";
import { countWords, readingTimeMinutes } from "~/domain/reading-time";
import { SAMPLE_FAQS, SAMPLE_SERVICES } from "~/domain/sample-content";
import { SITE } from "~/domain/seo";
import { errorFields, log } from "~/server/log.server";
import { htmlToText, sanitizeRichText } from "~/server/sanitize.server";
import { containsPattern, type Page, readPage } from "./pagination.server";

/** At most 3 services and 6 testimonials on the home page. */
export const HOME_SERVICE_LIMIT = 3;
export const TESTIMONIAL_LIMIT = 6;
/** Author fallback ("fallback: the team name"). */
export const TEAM_NAME = SITE.teamName;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export type PublicService = {
  id: string;
  title: string;
  description: string;
  features: string[];
  priceStarting: string | null;
  iconName: string | null;
};

/** Services oldest first; the built-in samples when the table is empty. */
export async function listServices({ limit }: { limit?: number } = {}): Promise<PublicService[]> {
  const query = db
    .select({
      id: services.id,
      title: services.title,
      description: services.description,
      features: services.features,
      priceStarting: services.priceStarting,
      iconName: services.iconName,
    })
    .from(services)
    .orderBy(asc(services.createdAt), asc(services.title));
  const rows = limit ? await query.limit(limit) : await query;
  if (rows.length > 0) return rows;
  const samples = SAMPLE_SERVICES.map((s) => ({ ...s, features: [...s.features] }));
  return limit ? samples.slice(0, limit) : samples;
}

export type PublicFaq = { id: string; question: string; answer: string };

/** FAQs by order_position; the built-in samples when the table is empty. */
export async function listFaqs(): Promise<PublicFaq[]> {
  const rows = await db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.orderPosition), asc(faqs.createdAt));
  return rows.length > 0 ? rows : SAMPLE_FAQS.map((f) => ({ ...f }));
}

/** Happy Clients, Years Experience and Projects Under Our Care. */
export async function getPublicStats() {
  const rows = await db.select({ clientName: projects.clientName, inOurCare: projects.inOurCare }).from(projects);
  return computePublicStats(rows);
}

export type TestimonialCard = {
  id: string;
  clientName: string;
  clientTitle: string | null;
  clientCompany: string | null;
  clientImageUrl: string | null;
  rating: number;
  text: string;
};

/** Approved testimonials for the home page: featured first, then newest first, at most 6. */
export async function listTestimonials(): Promise<TestimonialCard[]> {
  return db
    .select({
      id: testimonials.id,
      clientName: testimonials.clientName,
      clientTitle: testimonials.clientTitle,
      clientCompany: testimonials.clientCompany,
      clientImageUrl: testimonials.clientImageUrl,
      rating: testimonials.rating,
      text: testimonials.testimonialText,
    })
    .from(testimonials)
    .where(eq(testimonials.approved, true))
    .orderBy(desc(testimonials.featured), desc(testimonials.createdAt), desc(testimonials.id))
    .limit(TESTIMONIAL_LIMIT);
}

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
  return db.select(projectCardColumns).from(projects).orderBy(desc(projects.createdAt), asc(projects.title));
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
    .where(eq(projects.id, id))
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

export type TeamMember = {
  id: string;
  name: string;
  role: string;
  bio: string | null;
  skills: string[];
  imageUrl: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  githubUrl: string | null;
  email: string | null;
};

/** The team by order_position. */
export async function listTeamMembers(): Promise<TeamMember[]> {
  return db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      role: teamMembers.role,
      bio: teamMembers.bio,
      skills: teamMembers.skills,
      imageUrl: teamMembers.imageUrl,
      linkedinUrl: teamMembers.linkedinUrl,
      twitterUrl: teamMembers.twitterUrl,
      githubUrl: teamMembers.githubUrl,
      email: teamMembers.email,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.orderPosition), asc(teamMembers.name));
}

export type PostCard = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  headerImageUrl: string | null;
  createdAt: string;
  authorName: string;
  category: { name: string; color: string } | null;
  readingMinutes: number;
};

/**
 * One page of the published posts (drafts never) with author and category, newest first, optionally only those whose title or excerpt
 * contains `q` (case-insensitive), with the count of all that match.
 */
export async function listPublishedPostsPage({
  page,
  q = "",
  size = PAGE_SIZE,
}: {
  page: number;
  q?: string;
  size?: number;
}): Promise<Page<PostCard>> {
  const pattern = containsPattern(q);
  const where = q
    ? and(eq(blogs.published, true), or(ilike(blogs.title, pattern), ilike(blogs.excerpt, pattern)))
    : eq(blogs.published, true);
  return readPage({
    page,
    size,
    count: () =>
      db
        .select({ n: count() })
        .from(blogs)
        .where(where)
        .then(([row]) => row?.n ?? 0),
    rows: ({ limit, offset }) => selectPostCards(where, limit, offset),
  });
}

async function selectPostCards(where: SQL | undefined, limit: number, offset: number): Promise<PostCard[]> {
  const rows = await db
    .select({
      id: blogs.id,
      slug: blogs.slug,
      title: blogs.title,
      excerpt: blogs.excerpt,
      content: blogs.content,
      headerImageUrl: blogs.headerImageUrl,
      createdAt: blogs.createdAt,
      authorName: profiles.fullName,
      categoryName: blogCategories.name,
      categoryColor: blogCategories.color,
    })
    .from(blogs)
    .leftJoin(profiles, eq(profiles.id, blogs.authorId))
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(where)
    .orderBy(desc(blogs.createdAt), asc(blogs.title), asc(blogs.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ content, createdAt, authorName, categoryName, categoryColor, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
    authorName: authorName?.trim() || TEAM_NAME,
    category: categoryName ? { name: categoryName, color: categoryColor ?? "#4f46e5" } : null,
    readingMinutes: readingTimeMinutes(htmlToText(content)),
  }));
}

/** Stored content as safe HTML: sanitized HTML, or plain text with its line breaks turned into breaks. */
export function postContentHtml(content: string) {
  if (hasBlockMarkup(content)) return sanitizeRichText(content);
  return sanitizeRichText(plainTextToHtml(content, { escape: !looksLikeHtml(content) }));
}

/** One published post by slug with its author card and category; null for drafts and unknown slugs. */
export async function getPublishedPostBySlug(slug: string) {
  const [row] = await db
    .select({
      id: blogs.id,
      slug: blogs.slug,
      title: blogs.title,
      excerpt: blogs.excerpt,
      content: blogs.content,
      headerImageUrl: blogs.headerImageUrl,
      createdAt: blogs.createdAt,
      updatedAt: blogs.updatedAt,
      categoryName: blogCategories.name,
      categoryColor: blogCategories.color,
      author: {
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        bio: profiles.bio,
        jobTitle: profiles.jobTitle,
        linkedinUrl: profiles.linkedinUrl,
        twitterUrl: profiles.twitterUrl,
        githubUrl: profiles.githubUrl,
      },
    })
    .from(blogs)
    .leftJoin(profiles, eq(profiles.id, blogs.authorId))
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(and(eq(blogs.slug, slug), eq(blogs.published, true)))
    .limit(1);
  if (!row) return null;
  const text = htmlToText(row.content);
  // staff who are also on the public team page lend the author card their portrait, role and bio
  const [member] = row.author?.fullName
    ? await db
        .select({
          imageUrl: teamMembers.imageUrl,
          bio: teamMembers.bio,
          role: teamMembers.role,
          linkedinUrl: teamMembers.linkedinUrl,
          twitterUrl: teamMembers.twitterUrl,
          githubUrl: teamMembers.githubUrl,
        })
        .from(teamMembers)
        .where(eq(teamMembers.name, row.author.fullName))
        .limit(1)
    : [];
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    headerImageUrl: row.headerImageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    category: row.categoryName ? { name: row.categoryName, color: row.categoryColor ?? "#4f46e5" } : null,
    contentHtml: postContentHtml(row.content),
    wordCount: countWords(text),
    readingMinutes: readingTimeMinutes(text),
    author: {
      name: row.author?.fullName?.trim() || TEAM_NAME,
      avatarUrl: row.author?.avatarUrl || member?.imageUrl || null,
      bio: row.author?.bio || member?.bio || null,
      jobTitle: member?.role || row.author?.jobTitle || null,
      linkedinUrl: row.author?.linkedinUrl || member?.linkedinUrl || null,
      twitterUrl: row.author?.twitterUrl || member?.twitterUrl || null,
      githubUrl: row.author?.githubUrl || member?.githubUrl || null,
    },
  };
}
export type PublishedPost = NonNullable<Awaited<ReturnType<typeof getPublishedPostBySlug>>>;

/** The slug of a published post found by its id (for the /blog/{id} → /blog/{slug} redirect). */
export async function findPublishedSlugById(id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(and(eq(blogs.id, id), eq(blogs.published, true)))
    .limit(1);
  return row?.slug ?? null;
}

/** What the sitemap lists besides the fixed pages. */
export async function listSitemapContent() {
  const [posts, work] = await Promise.all([
    db
      .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(eq(blogs.published, true))
      .orderBy(desc(blogs.createdAt)),
    db.select({ id: projects.id, updatedAt: projects.updatedAt }).from(projects).orderBy(desc(projects.createdAt)),
  ]);
  return { posts, projects: work };
}

/** Published posts for the RSS feed, newest first. */
export async function listFeedPosts(limit = 50) {
  const rows = await db
    .select({
      id: blogs.id,
      slug: blogs.slug,
      title: blogs.title,
      excerpt: blogs.excerpt,
      content: blogs.content,
      createdAt: blogs.createdAt,
      authorName: profiles.fullName,
      categoryName: blogCategories.name,
    })
    .from(blogs)
    .leftJoin(profiles, eq(profiles.id, blogs.authorId))
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(eq(blogs.published, true))
    .orderBy(desc(blogs.createdAt))
    .limit(limit);
  return rows.map(({ content, excerpt, authorName, ...row }) => {
    const summary = excerpt?.trim() || htmlToText(content).slice(0, 280);
    return { ...row, summary, authorName: authorName?.trim() || TEAM_NAME };
  });
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
