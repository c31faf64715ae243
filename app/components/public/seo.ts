import type { MetaDescriptor } from "react-router";
import { type PageSeo, pageMeta } from "~/domain/seo";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The site's base URL, from the root loader (env.baseUrl), for canonical and Open Graph URLs. */
export function baseUrlOf(matches: readonly MatchLike[]) {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { baseUrl?: string } | undefined;
  return root?.baseUrl ?? "";
}

/** A route's meta tags: title, description, canonical URL, Open Graph and Twitter. */
export function seoMeta(matches: readonly MatchLike[], seo: Omit<PageSeo, "baseUrl">): MetaDescriptor[] {
  return pageMeta({ ...seo, baseUrl: baseUrlOf(matches) }) as MetaDescriptor[];
}
