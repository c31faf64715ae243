import { describe, expect, it } from "vitest";
import { normalizeQuery, splitFeatured } from "./blog-list";

const posts = [
  { title: "How we scope an MVP", excerpt: "A workshop format" },
  { title: "Postgres first", excerpt: "Why we reach for PostgreSQL" },
  { title: "Fixed price projects", excerpt: null },
  { title: "Offline-first apps", excerpt: "Sync and conflicts" },
];

describe("blog search query", () => {
  it("trims and bounds the query", () => {
    expect(normalizeQuery("  mvp ")).toBe("mvp");
    expect(normalizeQuery("x".repeat(500))).toHaveLength(100);
    expect(normalizeQuery(null)).toBe("");
  });
});

describe("featured and latest (the first 2 of the filtered list)", () => {
  it("features the first two and lists the rest as latest", () => {
    const { featured, latest } = splitFeatured(posts);
    expect(featured.map((p) => p.title)).toEqual(["How we scope an MVP", "Postgres first"]);
    expect(latest.map((p) => p.title)).toEqual(["Fixed price projects", "Offline-first apps"]);
  });

  it("has no latest articles with two or fewer results", () => {
    expect(splitFeatured(posts.slice(0, 1))).toEqual({ featured: [posts[0]], latest: [] });
  });
});
