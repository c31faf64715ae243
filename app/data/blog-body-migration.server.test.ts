import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { postContentHtml } from "~/data/public/blog.server";
import * as t from "~/db/schema";
import { sanitizeRichText } from "~/platform/sanitize.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { listBlogsForDashboard } from "./blogs.server";

const db = useTestDatabase();
beforeEach(truncateAll);

/** The data statement of the migration that turned plain-text post bodies into HTML. */
function blogBodyUpdate() {
  const file = fs.readFileSync(path.join("app/db/migrations/0002_spec_fixes.sql"), "utf8");
  const statement = file.split("--> statement-breakpoint").find((s) => s.includes('UPDATE "blogs"'));
  if (!statement) throw new Error("no blog body statement in the migration");
  return statement;
}

const bodies = {
  plain: "We start with a workshop.\n\nThen we write the backlog\nand price it.\r\n\r\n  \n\nFinally: 5 < 8 & done.",
  html: "<p>Already <strong>HTML</strong></p>\n<ul><li>kept</li></ul>",
  empty: "",
  inline: "Has <b>bold</b> words.\n\nSecond paragraph.",
};

describe("blog bodies are stored as sanitized HTML", () => {
  it("the migration gives plain bodies one paragraph each, as the public page shows them, and keeps HTML bodies", async () => {
    for (const [slug, content] of Object.entries(bodies)) {
      await db.insert(t.blogs).values({ title: slug, slug, content });
    }
    await db.execute(sql.raw(blogBodyUpdate()));
    const rows = Object.fromEntries((await db.select().from(t.blogs)).map((r) => [r.slug, r.content]));

    expect(rows.plain).toBe(
      "<p>We start with a workshop.</p>\n<p>Then we write the backlog<br />and price it.</p>\n<p>Finally: 5 &lt; 8 &amp; done.</p>",
    );
    expect(rows.html).toBe(bodies.html);
    expect(rows.empty).toBe("");
    expect(rows.inline).toBe("<p>Has <b>bold</b> words.</p>\n<p>Second paragraph.</p>");
    // the stored body is what the page renders, and a fixed point of the sanitizer: saving it unchanged changes nothing
    for (const slug of ["plain", "inline"]) {
      expect(rows[slug]).toBe(postContentHtml(bodies[slug as keyof typeof bodies]));
      expect(sanitizeRichText(rows[slug])).toBe(rows[slug]);
    }
  });

  it("the editor receives a plain body as paragraphs, not one block", async () => {
    await db.insert(t.blogs).values({ title: "Old", slug: "old", content: bodies.plain });
    const [row] = (await listBlogsForDashboard()).rows;
    expect(row!.content.match(/<p>/g)).toHaveLength(3);
  });
});

describe("demo posts", () => {
  it("are seeded as sanitized HTML", async () => {
    const { demoBlogPosts } = await import("~/db/seed/content");
    for (const post of demoBlogPosts) {
      expect(post.content).toMatch(/^<p>/);
      expect(sanitizeRichText(post.content)).toBe(post.content);
    }
  });
});
