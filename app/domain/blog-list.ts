/** Blog list: search on title or excerpt, case-insensitive; the first 2 results are featured. */
export const FEATURED_POST_COUNT = 2;
export const MAX_SEARCH_LENGTH = 100;

export function normalizeQuery(q: string | null | undefined) {
  return (q ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
}

export function searchPosts<T extends { title: string; excerpt: string | null }>(posts: readonly T[], query: string) {
  const needle = normalizeQuery(query).toLowerCase();
  if (needle === "") return [...posts];
  return posts.filter(
    (p) => p.title.toLowerCase().includes(needle) || (p.excerpt ?? "").toLowerCase().includes(needle),
  );
}

export function splitFeatured<T>(posts: readonly T[]) {
  return { featured: posts.slice(0, FEATURED_POST_COUNT), latest: posts.slice(FEATURED_POST_COUNT) };
}
