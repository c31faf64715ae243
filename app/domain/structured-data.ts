/**
 * The pages' structured data (schema.org JSON-LD). Apart from the page meta (`seo.ts`), which every public
 * page's `meta` runs, so that only the pages that draw structured data (home, about, services, a post, a
 * case study) load it.
 */
import { SITE } from "./seo";
import { absoluteUrl } from "./xml";

/** schema.org Organization for the home page. */
export function organizationJsonLd(baseUrl: string, sameAs: string[] = []) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE.name,
    url: absoluteUrl(baseUrl, "/"),
    logo: absoluteUrl(baseUrl, SITE.logo),
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
    image: [absoluteUrl(baseUrl, post.image || SITE.defaultImage)],
    datePublished: post.publishedAt,
    dateModified: post.modifiedAt,
    author: { "@type": "Person", name: post.authorName, url: absoluteUrl(baseUrl, "/team") },
    publisher: {
      "@type": "Organization",
      name: SITE.name,
      url: absoluteUrl(baseUrl, "/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(baseUrl, SITE.logo) },
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
    image: [absoluteUrl(baseUrl, project.coverImage || SITE.defaultImage)],
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
