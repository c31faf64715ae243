import { imageUrl } from "~/lib/images";
/**
 * The structured data of the detail pages, a post and a case study: the item and the trail back to its list.
 */
import { SITE } from "../seo";
import { absoluteUrl } from "../xml";

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
