/**
 * Published blog posts: the list (paged, searchable), one post with its body sanitized, and the feed.
 * Drafts never leave here.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogCategories, blogs, profiles, teamMembers } from "~/db/schema";
import { PAGE_SIZE } from "~/domain/pagination";
import { hasBlockMarkup, looksLikeHtml, plainTextToHtml } from "~/domain/plain-text";
import { countWords, readingTimeMinutes } from "~/domain/reading-time";
import { htmlToText, sanitizeRichText } from "~/server/sanitize.server";
import { containsPattern, type Page, readPage } from "../pagination.server";
import { isUuid, TEAM_NAME } from "./site.server";

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
