import { describe, expect, it } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import { slugify, uniqueSlug } from "./slug";

describe("slugify (lowercase, non-alphanumerics to hyphens, trimmed)", () => {
  itMaps("%j becomes %j", slugify, [
    ["Hello World", "hello-world"],
    ["  How we scope an MVP in 5 days!  ", "how-we-scope-an-mvp-in-5-days"],
    ["C++ & Rust: a love story?", "c-rust-a-love-story"],
    ["---Already--hyphenated---", "already-hyphenated"],
    ["Lucía's café", "lucia-s-cafe"],
    ["2027 Technology Radar", "2027-technology-radar"],
    ["!!!", ""],
    ["", ""],
  ]);
});

describe("uniqueSlug", () => {
  it("keeps a free slug", () => {
    expect(uniqueSlug("post", ["other"])).toBe("post");
  });
  it("adds -2 when the slug is taken", () => {
    expect(uniqueSlug("post", ["post"])).toBe("post-2");
  });
  it("counts on past the suffixes already taken", () => {
    expect(uniqueSlug("post", ["post", "post-2", "post-3"])).toBe("post-4");
  });
  it("fills the first gap", () => {
    expect(uniqueSlug("post", ["post", "post-3"])).toBe("post-2");
  });
});
