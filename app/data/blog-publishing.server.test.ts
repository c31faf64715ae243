import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog, blogCategories, blogRevisions, blogs, profiles, users } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { BlogFormSchema } from "~/domain/schemas/content";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { refusal } from "../../tests/support/refusal";
import {
  createBlog,
  createBlogCategory,
  createPreviewLink,
  deleteBlogCategory,
  findPreviewPostId,
  listBlogRevisions,
  publishDueScheduledPosts,
  renameBlogCategory,
  restoreBlogRevision,
  revokePreviewLink,
  updateBlog,
} from "./blogs.server";
import { readContentVersion } from "./content-version.server";
import { listFeedPosts, listPublishedPostsPage } from "./public/blog.server";

const db = useTestDatabase();
beforeEach(truncateAll);

async function staff(id: string, fullName: string) {
  await db.insert(users).values({ id, name: fullName, email: `${id}@studio.example`, emailVerified: true });
  await db.insert(profiles).values({ id, email: `${id}@studio.example`, fullName, role: "author" });
  return { userId: id, email: `${id}@studio.example` };
}

const input = (over: Record<string, unknown> = {}) =>
  BlogFormSchema.parse({ title: "Launch notes", slug: "launch-notes", content: "<p>First</p>", ...over });

const NOW = new Date("2026-11-23T10:00:00Z");

describe("scheduled posts", () => {
  it("reads a datetime-local field as UTC and refuses impossible times", () => {
    expect(input({ publishAt: "2026-11-24T09:30" }).publishAt).toEqual(new Date("2026-11-24T09:30:00Z"));
    expect(input({ publishAt: "" }).publishAt).toBeNull();
    expect(BlogFormSchema.safeParse({ title: "x", slug: "x", publishAt: "2026-02-30T09:00" }).success).toBe(false);
    expect(BlogFormSchema.safeParse({ title: "x", slug: "x", publishAt: "tomorrow" }).success).toBe(false);
  });

  it("keeps a scheduled post off the blog and the feed until the job publishes it, once, audited", async () => {
    const actor = await staff("theo", "Theo");
    const post = (await createBlog({ actor, input: input({ publishAt: "2026-11-23T12:00" }), now: NOW }))!;
    const [row] = await db.select().from(blogs).where(eq(blogs.id, post.id));
    expect(row).toMatchObject({ published: false, publishAt: new Date("2026-11-23T12:00:00Z") });

    expect(await publishDueScheduledPosts({ now: new Date("2026-11-23T11:59:59Z") })).toEqual([]);
    expect((await listPublishedPostsPage({ page: 1 })).rows).toEqual([]);
    const versionBefore = await readContentVersion();

    const due = new Date("2026-11-23T12:00:30Z");
    const [first, second] = await Promise.all([
      publishDueScheduledPosts({ now: due }),
      publishDueScheduledPosts({ now: due }),
    ]);
    expect([...first!, ...second!].map((p) => p.id)).toEqual([post.id]);
    expect((await listPublishedPostsPage({ page: 1 })).rows.map((p) => p.id)).toEqual([post.id]);
    expect((await listFeedPosts()).map((p) => p.id)).toEqual([post.id]);
    expect(await readContentVersion()).not.toBe(versionBefore);
    const published = await db.select().from(activityLog).where(eq(activityLog.action, "publish"));
    expect(published).toMatchObject([{ actorId: null, actorEmail: "scheduler", entity: "blog", entityId: post.id }]);
  });

  it("refuses a schedule in the past at its field, and a published post carries no schedule", async () => {
    const actor = await staff("theo", "Theo");
    await expect(createBlog({ actor, input: input({ publishAt: "2026-11-23T09:00" }), now: NOW })).rejects.toThrow(
      AppError,
    );
    const post = (await createBlog({
      actor,
      input: input({ published: "on", publishAt: "2026-11-23T09:00" }),
      now: NOW,
    }))!;
    const [row] = await db.select().from(blogs).where(eq(blogs.id, post.id));
    expect(row).toMatchObject({ published: true, publishAt: null });
  });
});

describe("revisions", () => {
  it("keeps every save with who changed which fields, and restores an earlier one as a new revision", async () => {
    const theo = await staff("theo", "Theo Navarro");
    const maya = await staff("maya", "Maya Chen");
    const post = (await createBlog({ actor: theo, input: input(), now: NOW }))!;
    await updateBlog({ actor: maya, id: post.id, input: input({ title: "Launch notes v2" }), now: NOW });
    await updateBlog({
      actor: theo,
      id: post.id,
      input: input({ title: "Launch notes v2", content: "<p>Second</p>" }),
      now: NOW,
    });

    const history = await listBlogRevisions({ blogId: post.id });
    expect(history.map((r) => [r.actorName, r.changed])).toEqual([
      ["Theo Navarro", ["content"]],
      ["Maya Chen", ["title"]],
      ["Theo Navarro", ["title", "slug", "content"]],
    ]);

    const first = history[2]!;
    expect(await refusal(restoreBlogRevision({ actor: maya, blogId: post.id, revisionId: first.id }))).toBeNull();
    const [row] = await db.select().from(blogs).where(eq(blogs.id, post.id));
    expect(row).toMatchObject({ title: "Launch notes", content: "<p>First</p>" });
    const after = await listBlogRevisions({ blogId: post.id });
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ actorName: "Maya Chen", restoredFrom: first.id, changed: ["title", "content"] });
    const restored = await db.select().from(activityLog).where(eq(activityLog.action, "restore"));
    expect(restored).toHaveLength(1);
  });

  it("does not restore a revision of another post", async () => {
    const theo = await staff("theo", "Theo");
    const a = (await createBlog({ actor: theo, input: input(), now: NOW }))!;
    const b = (await createBlog({ actor: theo, input: input({ title: "Other", slug: "other" }), now: NOW }))!;
    const [revisionOfB] = await db.select().from(blogRevisions).where(eq(blogRevisions.blogId, b.id));
    expect(await refusal(restoreBlogRevision({ actor: theo, blogId: a.id, revisionId: revisionOfB!.id }))).toEqual({
      code: "not_found",
      message: "That revision is gone",
    });
  });
});

describe("preview links", () => {
  it("opens the post with the latest token only, stores only its hash, and stops after revoking", async () => {
    const theo = await staff("theo", "Theo");
    const post = (await createBlog({ actor: theo, input: input(), now: NOW }))!;
    const first = (await createPreviewLink({ actor: theo, blogId: post.id }))!;
    expect(await findPreviewPostId(first)).toBe(post.id);
    const second = (await createPreviewLink({ actor: theo, blogId: post.id }))!;
    expect(await findPreviewPostId(first)).toBeNull();
    expect(await findPreviewPostId(second)).toBe(post.id);
    const stored = await db.execute<{ token_hash: string }>("select token_hash from blog_preview_links" as never);
    expect(JSON.stringify(stored)).not.toContain(second);
    expect(await refusal(revokePreviewLink({ actor: theo, blogId: post.id }))).toBeNull();
    expect(await findPreviewPostId(second)).toBeNull();
    expect(await refusal(revokePreviewLink({ actor: theo, blogId: post.id }))).toEqual({
      code: "not_found",
      message: "This post has no preview link",
    });
    expect(await findPreviewPostId("")).toBeNull();
  });
});

describe("categories", () => {
  it("refuses to delete a category a post uses, deletes an unused one, and renames with a unique name", async () => {
    const theo = await staff("theo", "Theo");
    await createBlogCategory({ actor: theo, name: "Research", color: "#4f46e5" });
    await createBlogCategory({ actor: theo, name: "Product", color: "#4f46e5" });
    const [research, product] = await db
      .select()
      .from(blogCategories)
      .orderBy(blogCategories.name)
      .then((r) => [r[1]!, r[0]!]);
    await createBlog({ actor: theo, input: input({ categoryId: research!.id }), now: NOW });

    expect(await refusal(deleteBlogCategory({ actor: theo, id: research!.id }))).toEqual({
      code: "conflict",
      message: "This category is used by 1 post: file them under another category first",
    });
    expect(await refusal(renameBlogCategory({ actor: theo, id: research!.id, name: "Product" }))).toEqual({
      code: "conflict",
      field: "name",
      message: "A category with this name already exists",
    });
    expect(await refusal(createBlogCategory({ actor: theo, name: "Product", color: "#4f46e5" }))).toMatchObject({
      code: "conflict",
    });
    expect(await refusal(renameBlogCategory({ actor: theo, id: research!.id, name: "Studies" }))).toBeNull();
    const [row] = await db.select().from(blogCategories).where(eq(blogCategories.id, research!.id));
    expect(row!.name).toBe("Studies");
    expect(await refusal(deleteBlogCategory({ actor: theo, id: product!.id }))).toBeNull();
    expect(await refusal(deleteBlogCategory({ actor: theo, id: product!.id }))).toMatchObject({ code: "not_found" });
  });
});
