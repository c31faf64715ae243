import { describe, expect, it } from "vitest";
import { IMAGE_VERSION } from "~/lib/image-version";
import { clampDescription, pageMeta, pageTitle } from "./seo";
import { faqPageJsonLd } from "./structured-data/about";
import { blogPostingJsonLd, breadcrumbJsonLd, caseStudyJsonLd } from "./structured-data/detail-pages";
import { organizationJsonLd, websiteJsonLd } from "./structured-data/home";
import { serializeJsonLd } from "./structured-data/serialize";
import { servicesJsonLd } from "./structured-data/services";

describe("page meta", () => {
  const tags = pageMeta({
    baseUrl: "https://studio.example",
    path: "/blog/hello",
    title: "Hello",
    description: "A post about things.",
    image: "/images/blog/hello.webp",
    type: "article",
    publishedTime: "2026-11-18T10:00:00.000Z",
  });
  const find = (key: string) =>
    tags.find((t) => ("name" in t && t.name === key) || ("property" in t && t.property === key)) as
      | { content: string }
      | undefined;

  it("has a title, a description and a canonical URL", () => {
    expect(tags).toContainEqual({ title: "Hello | Lumen Studio" });
    expect(find("description")?.content).toBe("A post about things.");
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://studio.example/blog/hello" });
  });

  it("has Open Graph and Twitter tags with an absolute image URL", () => {
    expect(find("og:type")?.content).toBe("article");
    expect(find("og:url")?.content).toBe("https://studio.example/blog/hello");
    // a shipped picture's address carries the pictures' version (app/lib/images.ts)
    expect(find("og:image")?.content).toBe(`https://studio.example/images/blog/hello.${IMAGE_VERSION}.webp`);
    expect(find("twitter:card")?.content).toBe("summary_large_image");
    expect(find("twitter:image")?.content).toBe(`https://studio.example/images/blog/hello.${IMAGE_VERSION}.webp`);
    expect(find("article:published_time")?.content).toBe("2026-11-18T10:00:00.000Z");
  });

  it("falls back to the default share image and keeps full titles", () => {
    const home = pageMeta({
      baseUrl: "https://studio.example",
      path: "/",
      title: "Lumen Studio | Software",
      description: "x",
    });
    expect(home).toContainEqual({ title: "Lumen Studio | Software" });
    expect(home).toContainEqual({
      property: "og:image",
      content: `https://studio.example/images/og/default.${IMAGE_VERSION}.jpg`,
    });
    expect(pageTitle("Team")).toBe("Team | Lumen Studio");
  });

  it("clamps long descriptions at a word boundary", () => {
    const long = "word ".repeat(60);
    const clamped = clampDescription(long);
    expect(clamped.length).toBeLessThanOrEqual(160);
    expect(clamped.endsWith("word…")).toBe(true);
    expect(clampDescription("  short   text ")).toBe("short text");
  });
});

describe("JSON-LD", () => {
  it("describes the organization", () => {
    const org = organizationJsonLd("https://studio.example");
    expect(org["@type"]).toBe("Organization");
    expect(org.url).toBe("https://studio.example/");
    expect(org.logo).toBe(`https://studio.example/images/brand/logo.${IMAGE_VERSION}.png`);
  });

  it("describes a blog post", () => {
    const post = blogPostingJsonLd("https://studio.example", {
      slug: "hello",
      title: "Hello",
      description: "D",
      image: null,
      publishedAt: "2026-11-18T10:00:00.000Z",
      modifiedAt: "2026-11-19T10:00:00.000Z",
      authorName: "Theo Navarro",
      category: "Engineering",
    });
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Hello",
      author: { "@type": "Person", name: "Theo Navarro" },
      mainEntityOfPage: { "@id": "https://studio.example/blog/hello" },
      articleSection: "Engineering",
    });
  });

  it("cannot break out of its script element", () => {
    expect(serializeJsonLd({ a: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});

describe("structured data for the site, its FAQs and services", () => {
  const base = "https://studio.example";
  it("names the website and its publisher with their addresses", () => {
    expect(websiteJsonLd(base)).toMatchObject({
      "@type": "WebSite",
      url: "https://studio.example/",
      publisher: { "@type": "Organization", url: "https://studio.example/" },
    });
  });

  it("lists each question with its accepted answer", () => {
    const data = faqPageJsonLd([{ question: "How long?", answer: "Six weeks." }]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "How long?", acceptedAnswer: { "@type": "Answer", text: "Six weeks." } },
      ],
    });
  });

  it("lists the services in order, offered by the studio, with a price when one is given", () => {
    const data = servicesJsonLd(base, [
      { title: "SaaS", description: "Platforms.", priceStarting: "$25,000" },
      { title: "MVP", description: "Fast.", priceStarting: null },
    ]);
    expect(data.itemListElement.map((e) => [e.position, e.item.name, e.item.offers?.description])).toEqual([
      [1, "SaaS", "From $25,000"],
      [2, "MVP", undefined],
    ]);
    expect(data.itemListElement[0]!.item.provider).toEqual({
      "@type": "Organization",
      name: "Lumen Studio",
      url: "https://studio.example/",
    });
  });

  it("gives a post's author and publisher an address", () => {
    const post = blogPostingJsonLd(base, {
      slug: "a",
      title: "A",
      description: "d",
      image: null,
      publishedAt: "2026-01-01",
      modifiedAt: "2026-01-02",
      authorName: "Theo",
    });
    expect(post.author).toEqual({ "@type": "Person", name: "Theo", url: "https://studio.example/team" });
    expect(post.publisher.url).toBe("https://studio.example/");
  });
});

describe("structured data for detail pages: breadcrumb trails and case studies", () => {
  const base = "https://studio.example";
  it("numbers the trail's steps from 1, each with its absolute address", () => {
    const data = breadcrumbJsonLd(base, [
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: "A post", path: "/blog/a-post" },
    ]);
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://studio.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://studio.example/blog" },
      { "@type": "ListItem", position: 3, name: "A post", item: "https://studio.example/blog/a-post" },
    ]);
  });

  it("describes a case study as a CreativeWork by the studio for its client, with its technologies", () => {
    const project = {
      id: "0b6c8a4e-5f1d-4c1e-9d2a-3b7e8f9a0c1d",
      title: "Harbor",
      description: "Dispatch for a port.",
      clientName: "Harbor Freight",
      coverImage: "/images/harbor.webp",
      technologies: ["React", "PostgreSQL"],
      completedAt: "2026-03-01",
      updatedAt: "2026-04-02T10:00:00.000Z",
    };
    expect(caseStudyJsonLd(base, project)).toMatchObject({
      "@type": "CreativeWork",
      name: "Harbor",
      url: `https://studio.example/project/${project.id}`,
      image: [`https://studio.example/images/harbor.${IMAGE_VERSION}.webp`],
      creator: { "@type": "Organization", url: "https://studio.example/" },
      sourceOrganization: { "@type": "Organization", name: "Harbor Freight" },
      keywords: "React, PostgreSQL",
      dateCreated: "2026-03-01",
    });
    // without a client, a cover or technologies, nothing empty is claimed
    const bare = caseStudyJsonLd(base, { ...project, clientName: null, coverImage: null, technologies: [] });
    expect(bare).not.toHaveProperty("sourceOrganization");
    expect(bare).not.toHaveProperty("keywords");
    expect(bare.image[0]).toMatch(/^https:\/\/studio\.example\//);
  });
});
