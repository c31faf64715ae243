import { imageUrl } from "~/lib/images";
/**
 * The home page's structured data: the studio and its website. Each page that draws JSON-LD has its
 * builders in a module of its own here, so that it loads them alone (they are not in `seo.ts`, which
 * every public page's `meta` runs).
 */
import { SITE } from "../seo";
import { absoluteUrl } from "../xml";

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
