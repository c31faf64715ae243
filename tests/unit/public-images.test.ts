import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_FALLBACK_IMAGE, PROJECT_FALLBACK_IMAGE, srcSetFor } from "~/components/public/image";
import { demoBlogPosts, demoPortfolio, demoTeam } from "~/db/seed/content";
import { pageMeta, SITE } from "~/domain/seo";
import { IMAGE_VERSION } from "~/lib/image-version";
import { imageSrcSet, imageUrl } from "~/lib/images";
import { IMMUTABLE_CACHE_CONTROL } from "../../http/static-assets.ts";
import { picturesVersion, publicImages } from "../../http/static-images.ts";
import { IMAGES_DIR, versionModule } from "../../scripts/images/version.ts";

/**
 * The shipped pictures (public/images/) are linked at addresses carrying the pictures' version, a hash of
 * their content (decision 023): a browser keeps such an address a year, and changed pictures get new ones.
 */

const HOUR = "public, max-age=3600";

/** An Express app serving `dir` at /images as server.ts does; `get` answers status, cache policy and body. */
async function serve(dir: string, options?: { recheck?: boolean }) {
  const app = express();
  app.use("/images", publicImages(dir, options));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get: async (pathname: string, method = "GET") => {
      const res = await fetch(`http://127.0.0.1:${port}${pathname}`, { method });
      const body = Buffer.from(await res.arrayBuffer());
      return {
        status: res.status,
        cacheControl: res.headers.get("cache-control"),
        type: res.headers.get("content-type"),
        body,
      };
    },
    close: () => server.close(),
  };
}

describe("the pictures' addresses", () => {
  it("the committed version is that of the files (run node scripts/images/version.ts after changing a picture)", () => {
    expect(fs.readFileSync("app/lib/image-version.ts", "utf8")).toBe(versionModule(picturesVersion(IMAGES_DIR)));
  });

  it("a shipped picture's address carries the version; uploads and outside addresses stay as they are", () => {
    expect(IMAGE_VERSION).toMatch(/^[0-9a-f]{10}$/);
    const v = IMAGE_VERSION;
    expect(imageUrl("/images/portfolio/harbor-cover.webp")).toBe(`/images/portfolio/harbor-cover.${v}.webp`);
    expect(imageUrl("/images/og/default.jpg")).toBe(`/images/og/default.${v}.jpg`);
    expect(imageUrl("/uploads/blogs/a.webp")).toBe("/uploads/blogs/a.webp");
    expect(imageUrl("https://cdn.example/images/a.webp")).toBe("https://cdn.example/images/a.webp");
    expect(imageUrl(null)).toBeNull();
    expect(srcSetFor("/images/blog/postgres.webp")).toBe(
      `/images/blog/postgres-800.${v}.webp 800w, /images/blog/postgres.${v}.webp 1600w`,
    );
    expect(imageSrcSet("/images/hero/hero-720.webp 720w, /images/hero/hero.webp 1440w")).toBe(
      `/images/hero/hero-720.${v}.webp 720w, /images/hero/hero.${v}.webp 1440w`,
    );
  });

  it("every picture the demo content, the fallbacks and the share tags name is shipped", () => {
    const named = [
      SITE.defaultImage,
      SITE.logo,
      PROJECT_FALLBACK_IMAGE,
      BLOG_FALLBACK_IMAGE,
      "/images/hero/hero.webp",
      "/images/hero/hero-720.webp",
      ...demoPortfolio.flatMap((p) => [p.coverImage, ...p.images]),
      ...demoTeam.map((m) => m.imageUrl),
      ...demoBlogPosts.map((b) => b.headerImageUrl),
    ].filter((src): src is string => Boolean(src?.startsWith("/images/")));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((src) => !fs.existsSync(path.join("public", src)))).toEqual([]);
  });

  it("the share tags carry the versioned address of the page's picture, or of the default one", () => {
    const tags = pageMeta({ baseUrl: "https://studio.example", path: "/", title: "Home", description: "Hello" });
    const og = tags.find((t) => "property" in t && t.property === "og:image") as { content: string };
    expect(og.content).toBe(`https://studio.example/images/og/default.${IMAGE_VERSION}.jpg`);
  });
});

describe("serving the pictures", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "images-"));
    fs.mkdirSync(path.join(dir, "blog"));
    fs.writeFileSync(path.join(dir, "blog", "a.webp"), "first version");
    fs.writeFileSync(path.join(dir, "blog", "b.webp"), "another picture");
    server = await serve(dir, { recheck: true });
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("the shipped pictures: their versioned addresses are kept a year, the plain ones an hour", async () => {
    const shipped = await serve(IMAGES_DIR);
    try {
      const versioned = await shipped.get(imageUrl("/images/portfolio/harbor-cover.webp"));
      expect(versioned.status).toBe(200);
      expect(versioned.cacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(versioned.type).toBe("image/webp");
      expect(versioned.body.equals(fs.readFileSync(path.join(IMAGES_DIR, "portfolio/harbor-cover.webp")))).toBe(true);
      expect((await shipped.get(imageUrl(SITE.defaultImage))).cacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
      const plain = await shipped.get("/images/portfolio/harbor-cover.webp");
      expect(plain.status).toBe(200);
      expect(plain.cacheControl).toBe(HOUR);
    } finally {
      shipped.close();
    }
  });

  it("a changed picture: the old addresses are no longer kept for long, the new ones are", async () => {
    const first = picturesVersion(dir);
    expect((await server.get(`/images/blog/a.${first}.webp`)).cacheControl).toBe(IMMUTABLE_CACHE_CONTROL);

    fs.writeFileSync(path.join(dir, "blog", "a.webp"), "second version, longer");
    const second = picturesVersion(dir);
    expect(second).not.toBe(first);
    for (const name of ["a", "b"]) {
      const old = await server.get(`/images/blog/${name}.${first}.webp`);
      expect(old.status).toBe(200);
      expect(old.cacheControl).toBe(HOUR);
      expect((await server.get(`/images/blog/${name}.${second}.webp`)).cacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
    }
    expect((await server.get(`/images/blog/a.${first}.webp`)).body.toString()).toBe("second version, longer");
    expect((await server.get(`/images/blog/a.${second}.webp`, "HEAD")).status).toBe(200);
  });

  it("a versioned address of no file, or of a path out of the folder, is not found", async () => {
    const v = picturesVersion(dir);
    expect((await server.get(`/images/blog/missing.${v}.webp`)).status).toBe(404);
    expect((await server.get(`/images/..%2f..%2fetc%2fpasswd.${v}.txt`)).status).toBe(404);
    expect((await server.get(`/images/blog/..%2f..%2fa.${v}.webp`)).status).toBe(404);
  });
});
