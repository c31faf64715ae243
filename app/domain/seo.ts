import { imageUrl } from "~/lib/images";
import { absoluteUrl } from "./xml";

/** Who we are, for titles, Open Graph, Twitter cards and JSON-LD. */
export const SITE = {
  name: "Lumen Studio",
  /** The author shown when a post has none ("fallback: the team name") */
  teamName: "Lumen Studio Team",
  tagline: "Custom software for growing companies",
  description:
    "Lumen Studio designs and builds custom CRM systems, SaaS platforms, MVPs and employee management systems for companies that have outgrown spreadsheets.",
  defaultImage: "/images/og/default.jpg",
  defaultImageAlt: "Lumen Studio: custom software for growing companies",
  twitter: "@lumenstudio",
  email: "hello@studio.example",
  phone: "+46 8 555 0142",
  logo: "/images/brand/logo.png",
  locale: "en_US",
} as const;

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string; title?: string };

export type PageSeo = {
  baseUrl: string;
  /** the path of the canonical URL, e.g. /blog/my-post (query strings are never canonical) */
  path: string;
  title: string;
  description: string;
  image?: string | null;
  imageAlt?: string | null;
  type?: "website" | "article";
  publishedTime?: string | null;
  modifiedTime?: string | null;
  noindex?: boolean;
};

/** "About | Lumen Studio"; the home page gives its own full title. */
export function pageTitle(title: string) {
  return title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
}

/** Trim a description to what search results show (about 160 characters), at a word boundary. */
export function clampDescription(text: string, max = 160) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[,.;:!?-]+$/, "")}…`;
}

/** Title, description, canonical URL, Open Graph and Twitter tags of a public page. */
export function pageMeta(seo: PageSeo): MetaTag[] {
  const title = pageTitle(seo.title);
  const description = clampDescription(seo.description);
  const url = absoluteUrl(seo.baseUrl, seo.path);
  const image = absoluteUrl(seo.baseUrl, imageUrl(seo.image || SITE.defaultImage));
  const imageAlt = seo.imageAlt || (seo.image ? seo.title : SITE.defaultImageAlt);
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${SITE.name} Blog`,
      href: absoluteUrl(seo.baseUrl, "/blog/rss.xml"),
    },
    { property: "og:site_name", content: SITE.name },
    { property: "og:locale", content: SITE.locale },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: SITE.twitter },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (seo.type === "article") {
    if (seo.publishedTime) tags.push({ property: "article:published_time", content: seo.publishedTime });
    if (seo.modifiedTime) tags.push({ property: "article:modified_time", content: seo.modifiedTime });
  }
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
