import { beforeEach, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../../tests/setup/db";
import { findPublishedSlugById, getPublishedPostBySlug, listPublishedPostsPage } from "./blog.server";
import { getPortfolioProject, pickFeaturedProjects } from "./portfolio.server";
import { listFaqs, listServices } from "./services.server";
import { getPublicStats, TEAM_NAME } from "./site.server";
import { listTestimonials } from "./testimonials.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 10));

async function author(id: string, fullName: string | null) {
  await db.insert(t.users).values({ id, name: fullName ?? "x", email: `${id}@studio.example` });
  await db.insert(t.profiles).values({ id, email: `${id}@studio.example`, fullName, role: "author" });
}

describe("services and FAQ", () => {
  it("fall back to the built-in samples when the tables are empty", async () => {
    const services = await listServices();
    expect(services.map((s) => s.priceStarting)).toEqual(["$5,000", "$8,000", "$3,000"]);
    expect((await listFaqs()).length).toBeGreaterThan(0);
  });

  it("come from the database oldest first, with the home page limit", async () => {
    for (const [i, title] of ["B", "A", "C", "D"].entries()) {
      await db.insert(t.services).values({ title, description: "d", createdAt: at(i + 1) });
    }
    expect((await listServices()).map((s) => s.title)).toEqual(["B", "A", "C", "D"]);
    expect((await listServices({ limit: 3 })).map((s) => s.title)).toEqual(["B", "A", "C"]);
    await db.insert(t.faqs).values([
      { question: "Second?", answer: "a", orderPosition: 2 },
      { question: "First?", answer: "a", orderPosition: 1 },
    ]);
    expect((await listFaqs()).map((f) => f.question)).toEqual(["First?", "Second?"]);
  });
});

describe("portfolio", () => {
  it("computes the stats from the projects", async () => {
    await db.insert(t.projects).values([
      { title: "1", description: "d", clientName: "Acme", inOurCare: true },
      { title: "2", description: "d", clientName: "Acme", inOurCare: true },
      { title: "3", description: "d", clientName: "Globex", inOurCare: false },
    ]);
    expect(await getPublicStats()).toEqual({ happyClients: 2, yearsExperience: 4, projectsInOurCare: 2 });
  });

  it("picks 3 distinct random projects", async () => {
    for (let i = 0; i < 5; i++) await db.insert(t.projects).values({ title: `P${i}`, description: "d" });
    const picked = await pickFeaturedProjects();
    expect(picked).toHaveLength(3);
    expect(new Set(picked.map((p) => p.id)).size).toBe(3);
  });

  it("shows a project with the cover first, a sanitized overview and key achievements", async () => {
    const [row] = await db
      .insert(t.projects)
      .values({
        title: "Harbor",
        description: "d",
        longDescription: '<p onclick="x()">Intro</p><script>alert(1)</script><ul><li>Faster</li><li>Cheaper</li></ul>',
        coverImage: "/c.webp",
        images: ["/1.webp", "/c.webp", "/2.webp"],
      })
      .returning({ id: t.projects.id });
    const project = await getPortfolioProject(row!.id);
    expect(project?.gallery).toEqual(["/c.webp", "/1.webp", "/2.webp"]);
    expect(project?.overviewHtml).not.toContain("script");
    expect(project?.overviewHtml).not.toContain("onclick");
    expect(project?.keyAchievements).toEqual(["Faster", "Cheaper"]);
  });

  it("answers null for unknown or malformed ids instead of failing", async () => {
    expect(await getPortfolioProject("not-a-uuid")).toBeNull();
    expect(await getPortfolioProject("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

describe("testimonials", () => {
  it("gives at most 6, newest first", async () => {
    for (let i = 1; i <= 8; i++) {
      await db.insert(t.testimonials).values({ clientName: `C${i}`, testimonialText: "t", createdAt: at(i) });
    }
    expect((await listTestimonials()).map((x) => x.clientName)).toEqual(["C8", "C7", "C6", "C5", "C4", "C3"]);
  });

  it("shows approved ones only, featured first, then newest first", async () => {
    await db.insert(t.testimonials).values([
      { clientName: "Old featured", testimonialText: "t", featured: true, createdAt: at(1) },
      { clientName: "New", testimonialText: "t", createdAt: at(5) },
      { clientName: "Unreviewed", testimonialText: "t", rating: 1, approved: false, createdAt: at(9) },
      { clientName: "Unreviewed featured", testimonialText: "t", featured: true, approved: false, createdAt: at(8) },
      { clientName: "Mid", testimonialText: "t", createdAt: at(3) },
    ]);
    expect((await listTestimonials()).map((x) => x.clientName)).toEqual(["Old featured", "New", "Mid"]);
  });
});

describe("blog", () => {
  beforeEach(async () => {
    await author("u-theo", "Theo Navarro");
    await author("u-anon", null);
    const [cat] = await db.insert(t.blogCategories).values({ name: "Engineering", color: "#0d9488" }).returning();
    await db.insert(t.blogs).values([
      {
        title: "Older",
        slug: "older",
        content: "One two three.\nFour.\n\nNew paragraph <b>bold?</b>",
        published: true,
        authorId: "u-theo",
        categoryId: cat!.id,
        createdAt: at(1),
      },
      {
        title: "Newer",
        slug: "newer",
        content: `<p>${"word ".repeat(401)}</p><script>x</script>`,
        published: true,
        authorId: "u-anon",
        createdAt: at(2),
      },
      { title: "Plain", slug: "plain", content: "3 < 4 & 5 > 2\nnext line", published: true, createdAt: at(0) },
      { title: "Draft", slug: "draft", content: "secret", published: false, authorId: "u-theo", createdAt: at(3) },
    ]);
  });

  it("lists published posts newest first, with the author's name or the team name, and reading time", async () => {
    const { rows: posts } = await listPublishedPostsPage({ page: 1 });
    expect(posts.map((p) => p.title)).toEqual(["Newer", "Older", "Plain"]);
    expect(posts[0]).toMatchObject({ authorName: TEAM_NAME, readingMinutes: 3, category: null });
    expect(posts[1]).toMatchObject({
      authorName: "Theo Navarro",
      readingMinutes: 1,
      category: { name: "Engineering", color: "#0d9488" },
    });
  });

  it("shows the posts 25 at a time, newest first, with the count of all; a page past the end shows the last", async () => {
    await db.insert(t.blogs).values(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Bulk ${String(i).padStart(2, "0")}`,
        slug: `bulk-${i}`,
        content: "x",
        published: true,
        createdAt: at(10 + i),
      })),
    );
    const first = await listPublishedPostsPage({ page: 1 });
    expect(first.rows).toHaveLength(25);
    expect(first.info).toEqual({ page: 1, pageCount: 2, total: 33, size: 25 });
    expect(first.rows[0]?.title).toBe("Bulk 29");
    const second = await listPublishedPostsPage({ page: 2 });
    expect(second.rows.map((p) => p.title)).toEqual([
      "Bulk 04",
      "Bulk 03",
      "Bulk 02",
      "Bulk 01",
      "Bulk 00",
      "Newer",
      "Older",
      "Plain",
    ]);
    expect((await listPublishedPostsPage({ page: 99 })).info.page).toBe(2);
  });

  it("searches title and excerpt case-insensitively in SQL, % and _ taken literally", async () => {
    await db.insert(t.blogs).values([
      {
        title: "100% uptime",
        slug: "uptime",
        content: "x",
        excerpt: "On snake_case",
        published: true,
        createdAt: at(5),
      },
      { title: "Draft 100%", slug: "draft-100", content: "x", published: false, createdAt: at(6) },
    ]);
    expect((await listPublishedPostsPage({ page: 1, q: "NEWER" })).rows.map((p) => p.title)).toEqual(["Newer"]);
    const percent = await listPublishedPostsPage({ page: 1, q: "100%" });
    expect(percent.rows.map((p) => p.title)).toEqual(["100% uptime"]);
    expect(percent.info.total).toBe(1);
    expect((await listPublishedPostsPage({ page: 1, q: "snake_case" })).rows.map((p) => p.title)).toEqual([
      "100% uptime",
    ]);
    expect((await listPublishedPostsPage({ page: 1, q: "uptim_" })).rows).toEqual([]);
  });

  it("shows a published post by slug with line breaks turned into breaks, and never a draft", async () => {
    const post = await getPublishedPostBySlug("older");
    expect(post?.contentHtml).toBe("<p>One two three.<br />Four.</p>\n<p>New paragraph <b>bold?</b></p>");
    expect(post?.author.name).toBe("Theo Navarro");
    expect((await getPublishedPostBySlug("plain"))?.contentHtml).toBe("<p>3 &lt; 4 &amp; 5 &gt; 2<br />next line</p>");
    expect((await getPublishedPostBySlug("newer"))?.contentHtml).not.toContain("<script>");
    expect(await getPublishedPostBySlug("draft")).toBeNull();
    expect(await getPublishedPostBySlug("nope")).toBeNull();
  });

  it("finds the slug of a published post by id, but not of a draft", async () => {
    const all = await db.select({ id: t.blogs.id, slug: t.blogs.slug }).from(t.blogs);
    const older = all.find((p) => p.slug === "older")!;
    const draft = all.find((p) => p.slug === "draft")!;
    expect(await findPublishedSlugById(older.id)).toBe("older");
    expect(await findPublishedSlugById(draft.id)).toBeNull();
    expect(await findPublishedSlugById("older")).toBeNull();
  });
});
