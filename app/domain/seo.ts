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

/** schema.org Organization for the home page. */
export function organizationJsonLd(baseUrl: string, sameAs: string[] = []) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE.name,
    url: absoluteUrl(baseUrl, "/"),
    logo: absoluteUrl(baseUrl, imageUrl(SITE.logo)),
    description: SITE.description,
    email: SITE.email,
    telephone: SITE.phone,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: SITE.email,
      telephone: SITE.phone,
      availableLanguage: ["English"],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** schema.org WebSite for the home page: the site's name and address, published by the studio. */
export function websiteJsonLd(baseUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE.name,
    url: absoluteUrl(baseUrl, "/"),
    description: SITE.description,
    publisher: { "@type": "Organization", name: SITE.name, url: absoluteUrl(baseUrl, "/") },
  };
}

/** schema.org FAQPage for a page that shows questions with their answers (answers as plain text). */
export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** schema.org Service items for the services page, each offered by the studio. */
export function servicesJsonLd(
  baseUrl: string,
  services: readonly { title: string; description: string; priceStarting: string | null }[],
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: services.map((service, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Service",
        name: service.title,
        description: service.description,
        provider: { "@type": "Organization", name: SITE.name, url: absoluteUrl(baseUrl, "/") },
        url: absoluteUrl(baseUrl, "/services"),
        ...(service.priceStarting
          ? { offers: { "@type": "Offer", description: `From ${service.priceStarting}` } }
          : {}),
      },
    })),
  };
}

/** schema.org BlogPosting for a post page. */
export function blogPostingJsonLd(
  baseUrl: string,
  post: {
    slug: string;
    title: string;
    description: string;
    image: string | null;
    publishedAt: string;
    modifiedAt: string;
    authorName: string;
    category?: string | null;
    wordCount?: number;
  },
) {
  const url = absoluteUrl(baseUrl, `/blog/${encodeURIComponent(post.slug)}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: [absoluteUrl(baseUrl, imageUrl(post.image || SITE.defaultImage))],
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt,
    author: { "@type": "Person", name: post.authorName, url: absoluteUrl(baseUrl, "/team") },
    publisher: {
      "@type": "Organization",
      name: SITE.name,
      url: absoluteUrl(baseUrl, "/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(baseUrl, imageUrl(SITE.logo)) },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
  };
}

/** schema.org BreadcrumbList: the trail a detail page's back link walks (Home › Blog › the post). */
export function breadcrumbJsonLd(baseUrl: string, trail: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: absoluteUrl(baseUrl, step.path),
    })),
  };
}

/** schema.org CreativeWork for a case study: the work the studio made, for whom, with what. */
export function caseStudyJsonLd(
  baseUrl: string,
  project: {
    id: string;
    title: string;
    description: string;
    clientName: string | null;
    coverImage: string | null;
    technologies: readonly string[];
    completedAt: string | null;
    updatedAt: string;
  },
) {
  const url = absoluteUrl(baseUrl, `/project/${encodeURIComponent(project.id)}`);
  const studio = { "@type": "Organization", name: SITE.name, url: absoluteUrl(baseUrl, "/") };
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.title,
    headline: project.title,
    description: project.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [absoluteUrl(baseUrl, imageUrl(project.coverImage || SITE.defaultImage))],
    creator: studio,
    publisher: studio,
    dateModified: project.updatedAt,
    ...(project.completedAt ? { dateCreated: project.completedAt } : {}),
    ...(project.clientName ? { sourceOrganization: { "@type": "Organization", name: project.clientName } } : {}),
    ...(project.technologies.length ? { keywords: project.technologies.join(", ") } : {}),
  };
}

/** JSON for an inline <script type="application/ld+json">: "<" is escaped so the text cannot close the tag. */
export function serializeJsonLd(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
