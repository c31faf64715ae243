/**
 * Published blog posts: the list (paged, searchable), one post with its body sanitized, and the feed.
 * Drafts never leave here.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogCategories, blogs, profiles, teamMembers } from "~/db/schema";
import { PAGE_SIZE } from "~/domain/pagination";
import { hasBlockMarkup, looksLikeHtml, plainTextToHtml } from "~/domain/plain-text";
import { countWords, readingTimeMinutes } from "~/domain/reading-time";
import { htmlToText, sanitizeRichText } from "~/platform/sanitize.server";
import { containsPattern, type Page, readTablePage } from "../pagination.server";
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

/** What every read of published posts shows of a post and its category. */
const POST_COLUMNS = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  excerpt: blogs.excerpt,
  content: blogs.content,
  headerImageUrl: blogs.headerImageUrl,
  createdAt: blogs.createdAt,
  categoryName: blogCategories.name,
  categoryColor: blogCategories.color,
};

/** Posts with their author's name and category, newest first (then by title, for a stable order). */
function postsNewestFirst(where: SQL | undefined) {
  return db
    .select({ ...POST_COLUMNS, authorName: profiles.fullName })
    .from(blogs)
    .leftJoin(profiles, eq(profiles.id, blogs.authorId))
    .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .where(where)
    .orderBy(desc(blogs.createdAt), asc(blogs.title), asc(blogs.id))
    .$dynamic();
}

const categoryOf = (row: { categoryName: string | null; categoryColor: string | null }) =>
  row.categoryName ? { name: row.categoryName, color: row.categoryColor ?? "#4f46e5" } : null;

/** A post's author as the public pages name them: the team's name when the profile has none. */
const authorNameOf = (fullName: string | null | undefined) => fullName?.trim() || TEAM_NAME;

/**
 * One page of the published posts (drafts never) with author and category, newest first, optionally only those whose title or excerpt
 * contains `q` (case-insensitive), with the count of all that match.
 */
export async function listPublishedPostsPage({
  page,
  q = "",
  categoryId = null,
  size = PAGE_SIZE,
}: {
  page: number;
  q?: string;
  /** only the posts filed under this managed category */
  categoryId?: string | null;
  size?: number;
}): Promise<Page<PostCard>> {
  const pattern = containsPattern(q);
  const where = and(
    eq(blogs.published, true),
    q ? or(ilike(blogs.title, pattern), ilike(blogs.excerpt, pattern)) : undefined,
    categoryId ? eq(blogs.categoryId, categoryId) : undefined,
  );
  const list = await readTablePage(blogs, { page, size, where }, () => postsNewestFirst(where));
  return {
    ...list,
    rows: list.rows.map(({ content, createdAt, authorName, categoryName, categoryColor, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      authorName: authorNameOf(authorName),
      category: categoryOf({ categoryName, categoryColor }),
      readingMinutes: readingTimeMinutes(htmlToText(content)),
    })),
  };
}

/** Stored content as safe HTML: sanitized HTML, or plain text with its line breaks turned into breaks. */
export function postContentHtml(content: string) {
  if (hasBlockMarkup(content)) return sanitizeRichText(content);
  return sanitizeRichText(plainTextToHtml(content, { escape: !looksLikeHtml(content) }));
}

/** One published post by slug with its author card and category; null for drafts and unknown slugs. */
export function getPublishedPostBySlug(slug: string) {
  return readPost(and(eq(blogs.slug, slug), eq(blogs.published, true)));
}

/** Any post by id, draft or scheduled too, shown the same way: for its private preview link only. */
export function getPostForPreview(id: string) {
  return readPost(eq(blogs.id, id));
}

async function readPost(where: SQL | undefined) {
  const [row] = await db
    .select({
      ...POST_COLUMNS,
      updatedAt: blogs.updatedAt,
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
    .where(where)
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
    category: categoryOf(row),
    contentHtml: postContentHtml(row.content),
    wordCount: countWords(text),
    readingMinutes: readingTimeMinutes(text),
    author: {
      name: authorNameOf(row.author?.fullName),
      avatarUrl: row.author?.avatarUrl || member?.imageUrl || null,
      bio: row.author?.bio || member?.bio || null,
      jobTitle: member?.role || row.author?.jobTitle || null,
      linkedinUrl: row.author?.linkedinUrl || member?.linkedinUrl || null,
      twitterUrl: row.author?.twitterUrl || member?.twitterUrl || null,
      githubUrl: row.author?.githubUrl || member?.githubUrl || null,
    },
  };
}
export type PublishedPost = NonNullable<Awaited<ReturnType<typeof readPost>>>;

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
  const rows = await postsNewestFirst(eq(blogs.published, true)).limit(limit);
  return rows.map(({ id, slug, title, excerpt, content, createdAt, authorName, categoryName }) => {
    const summary = excerpt?.trim() || htmlToText(content).slice(0, 280);
    return { id, slug, title, createdAt, categoryName, summary, authorName: authorNameOf(authorName) };
  });
}

/** The managed categories with at least one published post, by name: the blog's filter. */
export function listPublicCategories() {
  return db
    .select({ id: blogCategories.id, name: blogCategories.name, color: blogCategories.color })
    .from(blogCategories)
    .where(sql`exists (select 1 from ${blogs} where ${blogs.categoryId} = ${blogCategories.id} and ${blogs.published})`)
    .orderBy(blogCategories.name);
}
