/**
 * The blog screen's action, called in-process as the author: a second post with the same title, saved as the
 * New Blog Post dialog posts it (its slug field filled from the title), gets a numbered slug. (The dialog itself
 * is driven by tests/e2e/dashboard-content-blogs.spec.ts; the numbering by app/data/blogs.server.test.ts.)
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { seedDemo } from "~/db/seed/demo.server";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, cookieFor, demoEmail, postForm, routeFor } from "./support";

const db = useTestDatabase();
let author = "";

beforeAll(async () => {
  await seedDemo();
  author = await cookieFor(demoEmail("author"));
}, 120_000);

describe("a second post with the same title", () => {
  it("gets a numbered slug", async () => {
    const { entry, module } = await routeFor("/dashboard/blogs");
    const title = "Twin title";
    for (let i = 0; i < 2; i++) {
      const form = { intent: "create", title, slug: "twin-title", excerpt: "", content: "" };
      const answer = await answerOf(() => module.action!(argsFor(entry, { cookie: author, init: postForm(form) })));
      expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    }
    const rows = await db.select({ slug: t.blogs.slug }).from(t.blogs).where(eq(t.blogs.title, title));
    expect(rows.map((r) => r.slug).sort()).toEqual(["twin-title", "twin-title-2"]);
  });
});
