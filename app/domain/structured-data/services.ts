/**
 * The services page's structured data: each service, offered by the studio.
 */
import { SITE } from "../seo";
import { absoluteUrl } from "../xml";

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
