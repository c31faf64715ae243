import { and, desc, eq, like, ne, or } from "drizzle-orm";
import { postContentHtml } from "~/data/public/blog.server";
import { db, type Executor } from "~/db/client.server";
import { blogCategories, blogs, profiles } from "~/db/schema";
import type { BlogForm } from "~/domain/schemas/content";
import { uniqueSlug } from "~/domain/slug";
import { sanitizeRichText } from "~/server/sanitize.server";
import { recordActivity } from "./activity.server";
import { recordRemover } from "./content-records.server";
import { countRows, type PageRequest, readTablePage } from "./pagination.server";

type Actor = Parameters<typeof recordActivity>[1];

/**
 * One page of blogs with the author's profile, newest first, and how many posts are published. The
 * body is handed to the editor as the sanitized HTML the public page shows (a body that is still plain
 * text keeps its paragraphs).
 */
export async function listBlogsForDashboard(request: PageRequest = {}) {
  const [list, published] = await Promise.all([
    readTablePage(blogs, request, () =>
      db
        .select({
          id: blogs.id,
          title: blogs.title,
          slug: blogs.slug,
          excerpt: blogs.excerpt,
          content: blogs.content,
          headerImageUrl: blogs.headerImageUrl,
          published: blogs.published,
          categoryId: blogs.categoryId,
          categoryName: blogCategories.name,
          createdAt: blogs.createdAt,
          authorName: profiles.fullName,
        })
        .from(blogs)
        .leftJoin(profiles, eq(profiles.id, blogs.authorId))
        .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
        .orderBy(desc(blogs.createdAt), desc(blogs.id)),
    ),
    countRows(blogs, eq(blogs.published, true)),
  ]);
  return { ...list, rows: list.rows.map((row) => ({ ...row, content: postContentHtml(row.content) })), published };
}

/** The managed list of blog categories a post can be filed under, by name. */
export function listBlogCategories() {
  return db
    .select({ id: blogCategories.id, name: blogCategories.name, color: blogCategories.color })
    .from(blogCategories)
    .orderBy(blogCategories.name);
}

async function categoryExists(exec: Executor, id: string | null) {
  if (!id) return true;
  const rows = await exec.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, id));
  return rows.length > 0;
}

async function slugsLike(exec: Executor, base: string, exceptId?: string) {
  const rows = await exec
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(and(or(eq(blogs.slug, base), like(blogs.slug, `${base}-%`)), exceptId ? ne(blogs.id, exceptId) : undefined));
  return rows.map((r) => r.slug);
}

/** The columns a post's form writes; the author is the staff member who saves it. */
function columns(input: BlogForm, slug: string, actor: Actor) {
  return {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    content: sanitizeRichText(input.content),
    headerImageUrl: input.headerImageUrl,
    published: input.published,
    categoryId: input.categoryId,
    authorId: actor.userId,
  };
}

/** The slug comes from the form (derived from the title on create) and is made unique. */
export async function createBlog({ actor, input }: { actor: Actor; input: BlogForm }) {
  return db.transaction(async (tx) => {
    if (!(await categoryExists(tx, input.categoryId))) return null;
    const slug = uniqueSlug(input.slug, await slugsLike(tx, input.slug));
    const [row] = await tx
      .insert(blogs)
      .values(columns(input, slug, actor))
      .returning({ id: blogs.id, slug: blogs.slug });
    await recordActivity(tx, actor, {
      action: "create",
      entity: "blog",
      entityId: row!.id,
      summary: `created the blog post "${input.title}"`,
    });
    return row!;
  });
}

export type UpdateOutcome = "ok" | "not-found" | "slug-taken" | "no-category";

/** On edit the slug is kept as typed; one already used by another post is refused. */
export async function updateBlog({
  actor,
  id,
  input,
}: {
  actor: Actor;
  id: string;
  input: BlogForm;
}): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const taken = await slugsLike(tx, input.slug, id);
    if (taken.includes(input.slug)) return "slug-taken";
    if (!(await categoryExists(tx, input.categoryId))) return "no-category";
    const updated = await tx
      .update(blogs)
      .set(columns(input, input.slug, actor))
      .where(eq(blogs.id, id))
      .returning({ id: blogs.id });
    if (updated.length === 0) return "not-found";
    await recordActivity(tx, actor, {
      action: "update",
      entity: "blog",
      entityId: id,
      summary: `updated the blog post "${input.title}"`,
    });
    return "ok";
  });
}

export const deleteBlog = recordRemover({
  table: blogs,
  entity: "blog",
  nameColumn: blogs.title,
  summary: (title) => `deleted the blog post "${title}"`,
});

/** Adds a blog category to the managed list; false when the name is already used (names are unique). */
export async function createBlogCategory({ actor, name, color }: { actor: Actor; name: string; color: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogCategories)
      .values({ name, color })
      .onConflictDoNothing()
      .returning({ id: blogCategories.id });
    if (!row) return false;
    await recordActivity(tx, actor, {
      action: "create",
      entity: "blog_category",
      entityId: row.id,
      summary: `added the blog category "${name}"`,
    });
    return true;
  });
}

/** Removes a category from the list; its posts keep going, without a category. */
export const deleteBlogCategory = recordRemover({
  table: blogCategories,
  entity: "blog_category",
  nameColumn: blogCategories.name,
  summary: (name) => `deleted the blog category "${name}"`,
});
