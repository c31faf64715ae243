import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog, blogCategories, blogs, profiles, users } from "~/db/schema";
import { EMPTY_FILTERS, type ListFilters } from "~/domain/list-filters";
import { BlogFormSchema } from "~/domain/schemas/content";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { refusal } from "../../tests/support/refusal";
import { createBlog, deleteBlog, listBlogsForDashboard, updateBlog } from "./blogs.server";

const db = useTestDatabase();
beforeEach(truncateAll);

async function staff(id: string, fullName: string) {
  await db.insert(users).values({ id, name: fullName, email: `${id}@studio.example`, emailVerified: true });
  await db.insert(profiles).values({ id, email: `${id}@studio.example`, fullName, role: "author" });
  return { userId: id, email: `${id}@studio.example` };
}

const input = (over: Record<string, unknown> = {}) =>
  BlogFormSchema.parse({ title: "Hello World", slug: "Hello World", content: "<p>Hi</p>", ...over });

describe("blogs", () => {
  it("creates a post with a unique slug, the author set to the signed-in user, and an activity row", async () => {
    const actor = await staff("theo", "Theo Navarro");
    const first = (await createBlog({ actor, input: input() }))!;
    const second = (await createBlog({ actor, input: input() }))!;
    const third = (await createBlog({ actor, input: input() }))!;
    expect([first.slug, second.slug, third.slug]).toEqual(["hello-world", "hello-world-2", "hello-world-3"]);
    const list = (await listBlogsForDashboard()).rows;
    expect(list).toHaveLength(3);
    expect(list[0]!.authorName).toBe("Theo Navarro");
    const activity = await db.select().from(activityLog);
    expect(activity).toHaveLength(3);
    expect(activity[0]!.summary).toContain("Hello World");
  });

  it("sanitizes the content on write: no script, no event handler attributes", async () => {
    const actor = await staff("theo", "Theo");
    const { id } = (await createBlog({
      actor,
      input: input({
        content:
          '<p onclick="x()">Safe <strong>bold</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
      }),
    }))!;
    const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
    expect(row!.content).toBe("<p>Safe <strong>bold</strong></p>");
  });

  it("refuses on edit a slug another post uses, and keeps its own", async () => {
    const actor = await staff("theo", "Theo");
    await createBlog({ actor, input: input({ title: "One", slug: "one" }) });
    const two = (await createBlog({ actor, input: input({ title: "Two", slug: "two" }) }))!;
    expect(await refusal(updateBlog({ actor, id: two.id, input: input({ title: "Two", slug: "one" }) }))).toEqual({
      code: "conflict",
      field: "slug",
      message: "Another post already uses this slug",
    });
    expect(await refusal(updateBlog({ actor, id: two.id, input: input({ title: "Two!", slug: "two" }) }))).toBeNull();
    const gone = "00000000-0000-4000-8000-000000000000";
    expect(await refusal(updateBlog({ actor, id: gone, input: input({ slug: "zzz" }) }))).toMatchObject({
      code: "not_found",
    });
  });

  it("sets the author to whoever saves the post", async () => {
    const theo = await staff("theo", "Theo");
    const maya = await staff("maya", "Maya");
    const { id } = (await createBlog({ actor: theo, input: input() }))!;
    await updateBlog({ actor: maya, id, input: input({ published: "on" }) });
    const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
    expect(row!.authorId).toBe("maya");
    expect(row!.published).toBe(true);
  });

  it("deletes a post once", async () => {
    const actor = await staff("theo", "Theo");
    const { id } = (await createBlog({ actor, input: input() }))!;
    expect(await refusal(deleteBlog({ actor, id }))).toBeNull();
    expect(await refusal(deleteBlog({ actor, id }))).toMatchObject({ code: "not_found" });
    expect((await listBlogsForDashboard()).rows).toHaveLength(0);
  });

  it("shows 'Unknown' material: a post without an author lists a null name", async () => {
    const actor = await staff("theo", "Theo");
    await createBlog({ actor, input: input() });
    await db.delete(users).where(eq(users.id, "theo"));
    const [row] = (await listBlogsForDashboard()).rows;
    expect(row!.authorName).toBeNull();
  });

  it("files a post under a managed category, and refuses one that is not in the list", async () => {
    const actor = await staff("theo", "Theo");
    const [cat] = await db.insert(blogCategories).values({ name: "Engineering", color: "#4f46e5" }).returning();
    const { id } = (await createBlog({ actor, input: input({ categoryId: cat!.id }) }))!;
    const [row] = (await listBlogsForDashboard()).rows;
    expect(row).toMatchObject({ id, categoryId: cat!.id, categoryName: "Engineering" });
    const unknown = "00000000-0000-4000-8000-000000000000";
    const noCategory = { code: "invalid", field: "categoryId", message: "Choose a category from the list" };
    expect(
      await refusal(createBlog({ actor, input: input({ title: "Other", slug: "other", categoryId: unknown }) })),
    ).toEqual(noCategory);
    expect(await refusal(updateBlog({ actor, id, input: input({ categoryId: unknown }) }))).toEqual(noCategory);
    expect(BlogFormSchema.safeParse({ title: "x", slug: "x", categoryId: "Engineering" }).success).toBe(false);
    expect(await db.select().from(blogs)).toHaveLength(1);
  });

  it("counts the published posts over the whole list, not just the page", async () => {
    const actor = await staff("theo", "Theo Navarro");
    await createBlog({ actor, input: input({ published: "on" }) });
    await createBlog({ actor, input: input() });
    await createBlog({ actor, input: input({ published: "on" }) });
    const list = await listBlogsForDashboard({ size: 2 });
    expect(list.rows).toHaveLength(2);
    expect(list).toMatchObject({ info: { total: 3, page: 1, pageCount: 2 }, published: 2 });
  });
});

describe("the blog posts screen's filters", () => {
  it("narrows by published, scheduled or draft and by category, in the order asked, and counts every post", async () => {
    const [news, guides] = await db
      .insert(blogCategories)
      .values([{ name: "News" }, { name: "Guides" }])
      .returning({ id: blogCategories.id });
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    await db.insert(blogs).values([
      { title: "Bravo", slug: "bravo", published: true, createdAt: at("2026-01-01"), categoryId: news!.id },
      {
        title: "Alpha",
        slug: "alpha",
        publishAt: at("2027-05-01"),
        createdAt: at("2026-02-01"),
        categoryId: guides!.id,
      },
      { title: "Delta", slug: "delta", publishAt: at("2027-03-01"), createdAt: at("2026-03-01"), categoryId: news!.id },
      { title: "Charlie", slug: "charlie", createdAt: at("2026-04-01") },
    ]);
    const titles = async (f: Partial<ListFilters>, categoryId?: string) =>
      (await listBlogsForDashboard({ categoryId, filters: { ...EMPTY_FILTERS, ...f } })).rows.map((r) => r.title);
    expect(await titles({})).toEqual(["Charlie", "Delta", "Alpha", "Bravo"]);
    expect(await titles({ status: "published" })).toEqual(["Bravo"]);
    expect(await titles({ status: "scheduled" })).toEqual(["Delta", "Alpha"]);
    expect(await titles({ status: "draft" })).toEqual(["Charlie"]);
    expect(await titles({}, news!.id)).toEqual(["Delta", "Bravo"]);
    expect(await titles({ status: "scheduled" }, news!.id)).toEqual(["Delta"]);
    expect(await titles({ sort: "oldest" })).toEqual(["Bravo", "Alpha", "Delta", "Charlie"]);
    expect(await titles({ sort: "title" })).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
    expect(await titles({ sort: "publish-at" })).toEqual(["Delta", "Alpha", "Charlie", "Bravo"]);
    // the header's counts are of every post, the page's total of the ones kept
    const list = await listBlogsForDashboard({ filters: { ...EMPTY_FILTERS, status: "draft" } });
    expect([list.info.total, list.all, list.published, list.scheduled]).toEqual([1, 4, 1, 2]);
  });
});
