import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, isNotNull, isNull, like, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { postContentHtml } from "~/data/public/blog.server";
import { db, type Executor } from "~/db/client.server";
import { blogCategories, blogPreviewLinks, blogRevisions, blogs, profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { BLOG_LIST } from "~/domain/list-specs";
import type { BlogForm } from "~/domain/schemas/content";
import { uniqueSlug } from "~/domain/slug";
import { sanitizeRichText } from "~/platform/sanitize.server";
import { recordActivity, recordSystemActivity } from "./activity.server";
import { recordRemover } from "./content-records.server";
import { countRows, type PageRequest, readTablePage } from "./pagination.server";

type Actor = Parameters<typeof recordActivity>[1];

/** The posts a filter keeps: in one state (published, scheduled, draft), filed under one category. */
export function blogWhere({ categoryId, filters = EMPTY_FILTERS }: { categoryId?: string; filters?: ListFilters }) {
  const byStatus: Record<string, SQL | undefined> = {
    published: eq(blogs.published, true),
    scheduled: and(eq(blogs.published, false), isNotNull(blogs.publishAt)),
    draft: and(eq(blogs.published, false), isNull(blogs.publishAt)),
  };
  return and(
    categoryId ? eq(blogs.categoryId, categoryId) : undefined,
    filters.status ? byStatus[filters.status] : undefined,
  );
}

const BLOG_ORDER: Record<string, SQL[]> = {
  newest: [desc(blogs.createdAt)],
  oldest: [asc(blogs.createdAt)],
  title: [asc(blogs.title), desc(blogs.createdAt)],
  "publish-at": [sql`${blogs.publishAt} asc nulls last`, desc(blogs.createdAt)],
};

/**
 * One page of blogs with the author's profile, narrowed and ordered as the screen asks (newest first
 * unless told otherwise), and how many posts there are, are published and scheduled (all of them,
 * whatever the filters). The body is handed to the editor as the sanitized HTML the public page shows
 * (a body that is still plain text keeps its paragraphs).
 */
export async function listBlogsForDashboard({
  page,
  size,
  categoryId,
  filters = EMPTY_FILTERS,
}: PageRequest & { categoryId?: string; filters?: ListFilters } = {}) {
  const where = blogWhere({ categoryId, filters });
  const order = BLOG_ORDER[sortOf(filters, BLOG_LIST)] ?? BLOG_ORDER.newest!;
  const [list, all, published, scheduled] = await Promise.all([
    readTablePage(blogs, { page, size, where }, () =>
      db
        .select({
          id: blogs.id,
          title: blogs.title,
          slug: blogs.slug,
          excerpt: blogs.excerpt,
          content: blogs.content,
          headerImageUrl: blogs.headerImageUrl,
          published: blogs.published,
          publishAt: blogs.publishAt,
          categoryId: blogs.categoryId,
          categoryName: blogCategories.name,
          createdAt: blogs.createdAt,
          authorName: profiles.fullName,
        })
        .from(blogs)
        .leftJoin(profiles, eq(profiles.id, blogs.authorId))
        .leftJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
        .where(where)
        .orderBy(...order, desc(blogs.id)),
    ),
    countRows(blogs),
    countRows(blogs, eq(blogs.published, true)),
    countRows(blogs, and(eq(blogs.published, false), isNotNull(blogs.publishAt))),
  ]);
  return {
    ...list,
    rows: list.rows.map((row) => ({ ...row, content: postContentHtml(row.content) })),
    all,
    published,
    scheduled,
  };
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

/** The columns a post's form writes; the author is the staff member who saves it. A published post has no schedule. */
function columns(input: BlogForm, slug: string, actor: Actor) {
  return {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    content: sanitizeRichText(input.content),
    headerImageUrl: input.headerImageUrl,
    published: input.published,
    publishAt: input.published ? null : input.publishAt,
    categoryId: input.categoryId,
    authorId: actor.userId,
  };
}

/** What a revision keeps of a post: everything its form edits. */
const REVISION_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "content",
  "headerImageUrl",
  "categoryId",
  "published",
  "publishAt",
] as const;
type RevisionField = (typeof REVISION_FIELDS)[number];
type PostFields = Record<RevisionField, unknown>;

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

function snapshot(row: PostFields): Record<RevisionField, unknown> {
  return Object.fromEntries(REVISION_FIELDS.map((f) => [f, comparable(row[f])])) as Record<RevisionField, unknown>;
}

/** Stores what the post looks like after a save, with the fields that differ from `before` (all set ones on create). */
async function storeRevision(
  exec: Executor,
  actor: Actor,
  blogId: string,
  after: PostFields,
  before: PostFields | null,
  restoredFrom: string | null = null,
) {
  const fields = snapshot(after);
  const previous = before ? snapshot(before) : null;
  const changed = REVISION_FIELDS.filter((f) =>
    previous ? previous[f] !== fields[f] : fields[f] !== null && fields[f] !== "" && fields[f] !== false,
  );
  await exec
    .insert(blogRevisions)
    .values({ blogId, actorId: actor.userId, actorEmail: actor.email, fields, changed, restoredFrom });
}

/** A scheduled time must lie ahead when it is set or moved. */
const isPastSchedule = (input: BlogForm, now: Date, current?: Date | null) =>
  !input.published &&
  input.publishAt !== null &&
  input.publishAt.getTime() <= now.getTime() &&
  input.publishAt.getTime() !== current?.getTime();

/** Refused with a message at the time field: a schedule set or moved into the past. */
export const PAST_SCHEDULE = "Choose a time in the future, or turn Published on to publish now";

function refusePastSchedule(input: BlogForm, now: Date, current?: Date | null) {
  if (isPastSchedule(input, now, current)) throw new AppError("invalid", PAST_SCHEDULE, { field: "publishAt" });
}

/** Said at the category field when the chosen category is not (or no longer) on the list. */
export const NO_CATEGORY = "Choose a category from the list";
const noCategory = () => new AppError("invalid", NO_CATEGORY, { field: "categoryId", toast: "screen" });
const BLOG_GONE = "Blog post not found";
const CATEGORY_GONE = "Blog category not found";
const CATEGORY_NAME_TAKEN = "A category with this name already exists";
const categoryNameTaken = () => new AppError("conflict", CATEGORY_NAME_TAKEN, { field: "name", toast: "screen" });

/** The slug comes from the form (derived from the title on create) and is made unique. */
export async function createBlog({ actor, input, now = new Date() }: { actor: Actor; input: BlogForm; now?: Date }) {
  refusePastSchedule(input, now);
  return db.transaction(async (tx) => {
    if (!(await categoryExists(tx, input.categoryId))) throw noCategory();
    const slug = uniqueSlug(input.slug, await slugsLike(tx, input.slug));
    const values = columns(input, slug, actor);
    const [row] = await tx.insert(blogs).values(values).returning({ id: blogs.id, slug: blogs.slug });
    await storeRevision(tx, actor, row!.id, values, null);
    await recordActivity(tx, actor, {
      action: "create",
      entity: "blog",
      entityId: row!.id,
      summary: values.publishAt
        ? `created the blog post "${input.title}", scheduled for ${values.publishAt.toISOString()}`
        : `created the blog post "${input.title}"`,
    });
    return row!;
  });
}

/**
 * On edit the slug is kept as typed; one already used by another post is refused (a conflict at the
 * slug field), like a category no longer on the list; a post that is gone is not_found.
 */
export async function updateBlog({
  actor,
  id,
  input,
  now = new Date(),
}: {
  actor: Actor;
  id: string;
  input: BlogForm;
  now?: Date;
}): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogs).where(eq(blogs.id, id)).for("update");
    if (!before) throw new AppError("not_found", BLOG_GONE, { toast: "screen" });
    refusePastSchedule(input, now, before.publishAt);
    const taken = await slugsLike(tx, input.slug, id);
    if (taken.includes(input.slug)) {
      throw new AppError("conflict", "Another post already uses this slug", { field: "slug", toast: "screen" });
    }
    if (!(await categoryExists(tx, input.categoryId))) throw noCategory();
    const values = columns(input, input.slug, actor);
    await tx
      .update(blogs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(blogs.id, id));
    await storeRevision(tx, actor, id, values, before);
    await recordActivity(tx, actor, {
      action: "update",
      entity: "blog",
      entityId: id,
      summary: `updated the blog post "${input.title}"`,
    });
  });
}

/**
 * Publishes every scheduled post whose time has come, in one conditional UPDATE (a post already
 * published, or moved, by someone else meanwhile is left alone), with an activity row each.
 */
export async function publishDueScheduledPosts({ now = new Date() }: { now?: Date } = {}) {
  return db.transaction(async (tx) => {
    const published = await tx
      .update(blogs)
      .set({ published: true, publishAt: null, updatedAt: now })
      .where(and(eq(blogs.published, false), isNotNull(blogs.publishAt), lte(blogs.publishAt, now)))
      .returning({ id: blogs.id, title: blogs.title });
    for (const post of published) {
      await recordSystemActivity(tx, {
        action: "publish",
        entity: "blog",
        entityId: post.id,
        summary: `published the scheduled blog post "${post.title}"`,
      });
    }
    return published;
  });
}

/** A post's saves, newest first, with who saved and which fields changed. */
export async function listBlogRevisions({ blogId, limit = 50 }: { blogId: string; limit?: number }) {
  return db
    .select({
      id: blogRevisions.id,
      createdAt: blogRevisions.createdAt,
      changed: blogRevisions.changed,
      restoredFrom: blogRevisions.restoredFrom,
      actorName: profiles.fullName,
      actorEmail: blogRevisions.actorEmail,
      title: sql<string>`${blogRevisions.fields}->>'title'`,
    })
    .from(blogRevisions)
    .leftJoin(profiles, eq(profiles.id, blogRevisions.actorId))
    .where(eq(blogRevisions.blogId, blogId))
    .orderBy(desc(blogRevisions.createdAt), desc(blogRevisions.id))
    .limit(limit);
}

/** The fields Restore brings back: the text of the post, never its publishing state. */
const RESTORED_FIELDS = ["title", "slug", "excerpt", "content", "headerImageUrl", "categoryId"] as const;

/**
 * Puts a post's text back as an earlier revision saved it (title, slug, excerpt, body, image,
 * category; a category deleted since becomes none), as a new revision of its own, audited. The post
 * stays published, scheduled or draft as it is.
 */
export async function restoreBlogRevision({
  actor,
  blogId,
  revisionId,
}: {
  actor: Actor;
  blogId: string;
  revisionId: string;
}): Promise<void> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(blogs).where(eq(blogs.id, blogId)).for("update");
    const [revision] = await tx
      .select()
      .from(blogRevisions)
      .where(and(eq(blogRevisions.id, revisionId), eq(blogRevisions.blogId, blogId)));
    if (!before || !revision) throw new AppError("not_found", "That revision is gone");
    const old = revision.fields as Record<string, string | null>;
    const slug = String(old.slug ?? before.slug);
    if ((await slugsLike(tx, slug, blogId)).includes(slug)) {
      throw new AppError("conflict", "Another post now uses that revision's slug: change it first");
    }
    const categoryId = (await categoryExists(tx, old.categoryId ?? null)) ? (old.categoryId ?? null) : null;
    const restored = {
      title: String(old.title ?? before.title),
      slug,
      excerpt: old.excerpt ?? null,
      content: sanitizeRichText(String(old.content ?? "")),
      headerImageUrl: old.headerImageUrl ?? null,
      categoryId,
    } satisfies Record<(typeof RESTORED_FIELDS)[number], unknown>;
    await tx
      .update(blogs)
      .set({ ...restored, updatedAt: new Date() })
      .where(eq(blogs.id, blogId));
    await storeRevision(tx, actor, blogId, { ...before, ...restored }, before, revision.id);
    await recordActivity(tx, actor, {
      action: "restore",
      entity: "blog",
      entityId: blogId,
      summary: `restored the blog post "${restored.title}" to its version of ${revision.createdAt.toISOString()}`,
      details: { revisionId },
    });
  });
}

/** One post as its history page shows it. */
export async function getBlogForHistory({ id }: { id: string }) {
  const [row] = await db
    .select({
      id: blogs.id,
      title: blogs.title,
      slug: blogs.slug,
      published: blogs.published,
      publishAt: blogs.publishAt,
      previewCreatedAt: blogPreviewLinks.createdAt,
    })
    .from(blogs)
    .leftJoin(blogPreviewLinks, eq(blogPreviewLinks.blogId, blogs.id))
    .where(eq(blogs.id, id));
  return row ?? null;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new private preview link for a post, replacing any earlier one (which stops working): a random
 * token of which only the SHA-256 is stored. Returns the token, shown once; a post that is gone is not_found.
 */
export async function createPreviewLink({ actor, blogId }: { actor: Actor; blogId: string }) {
  const token = randomBytes(32).toString("base64url");
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ title: blogs.title }).from(blogs).where(eq(blogs.id, blogId)).for("update");
    if (!post) throw new AppError("not_found", BLOG_GONE);
    await tx
      .insert(blogPreviewLinks)
      .values({ blogId, tokenHash: hashToken(token), createdBy: actor.userId })
      .onConflictDoUpdate({
        target: blogPreviewLinks.blogId,
        set: { tokenHash: hashToken(token), createdBy: actor.userId, createdAt: sql`now()` },
      });
    await recordActivity(tx, actor, {
      action: "preview-link",
      entity: "blog_preview",
      entityId: blogId,
      summary: `made a preview link for the blog post "${post.title}"`,
    });
    return token;
  });
}

/** The post's preview link stops working; not_found when it had none. */
export async function revokePreviewLink({ actor, blogId }: { actor: Actor; blogId: string }) {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(blogPreviewLinks)
      .where(eq(blogPreviewLinks.blogId, blogId))
      .returning({ blogId: blogPreviewLinks.blogId });
    if (!gone) throw new AppError("not_found", "This post has no preview link");
    await recordActivity(tx, actor, {
      action: "revoke",
      entity: "blog_preview",
      entityId: blogId,
      summary: "revoked a blog post's preview link",
    });
  });
}

/** The post a preview token opens, or null (unknown, revoked or replaced). */
export async function findPreviewPostId(token: string) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ blogId: blogPreviewLinks.blogId })
    .from(blogPreviewLinks)
    .where(eq(blogPreviewLinks.tokenHash, hashToken(token)));
  return row?.blogId ?? null;
}

const removeBlog = recordRemover({
  table: blogs,
  entity: "blog",
  nameColumn: blogs.title,
  summary: (title) => `deleted the blog post "${title}"`,
});

/** Deletes a post with its activity row; a post already gone is not_found. */
export async function deleteBlog(args: { actor: Actor; id: string }) {
  if (!(await removeBlog(args))) throw new AppError("not_found", BLOG_GONE, { toast: "screen" });
}

/** Adds a blog category to the managed list; a name already used is a conflict (names are unique). */
export async function createBlogCategory({ actor, name, color }: { actor: Actor; name: string; color: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogCategories)
      .values({ name, color })
      .onConflictDoNothing()
      .returning({ id: blogCategories.id });
    if (!row) throw categoryNameTaken();
    await recordActivity(tx, actor, {
      action: "create",
      entity: "blog_category",
      entityId: row.id,
      summary: `added the blog category "${name}"`,
    });
  });
}

/**
 * Removes a category from the list, refused while a post is filed under it (one statement: the row
 * is deleted only when no post uses it): a conflict saying how many posts do.
 */
export async function deleteBlogCategory({ actor, id }: { actor: Actor; id: string }): Promise<void> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(blogCategories)
      .where(
        and(
          eq(blogCategories.id, id),
          sql`not exists (select 1 from ${blogs} where ${blogs.categoryId} = ${blogCategories.id})`,
        ),
      )
      .returning({ name: blogCategories.name });
    if (gone) {
      await recordActivity(tx, actor, {
        action: "delete",
        entity: "blog_category",
        entityId: id,
        summary: `deleted the blog category "${gone.name}"`,
      });
      return;
    }
    if (!(await categoryExists(tx, id))) throw new AppError("not_found", CATEGORY_GONE, { toast: "screen" });
    const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(blogs).where(eq(blogs.categoryId, id));
    const posts = used?.n ?? 0;
    throw new AppError(
      "conflict",
      `This category is used by ${posts === 1 ? "1 post" : `${posts} posts`}: file them under another category first`,
    );
  });
}

/** Renames a category (its posts follow, they point at it by id); a name another category has is refused. */
export async function renameBlogCategory({
  actor,
  id,
  name,
}: {
  actor: Actor;
  id: string;
  name: string;
}): Promise<void> {
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(and(eq(blogCategories.name, name), ne(blogCategories.id, id)));
    if (clash) throw categoryNameTaken();
    const [before] = await tx
      .select({ name: blogCategories.name })
      .from(blogCategories)
      .where(eq(blogCategories.id, id))
      .for("update");
    if (!before) throw new AppError("not_found", CATEGORY_GONE, { toast: "screen" });
    await tx.update(blogCategories).set({ name, updatedAt: new Date() }).where(eq(blogCategories.id, id));
    await recordActivity(tx, actor, {
      action: "update",
      entity: "blog_category",
      entityId: id,
      summary: `renamed the blog category "${before.name}" to "${name}"`,
    });
  });
}
