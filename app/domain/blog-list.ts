/** Blog list: the search query as read from ?q= (the search runs in SQL); the first 2 results are featured. */
export const FEATURED_POST_COUNT = 2;
export const MAX_SEARCH_LENGTH = 100;

export function normalizeQuery(q: string | null | undefined) {
  return (q ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
}

export function splitFeatured<T>(posts: readonly T[]) {
  return { featured: posts.slice(0, FEATURED_POST_COUNT), latest: posts.slice(FEATURED_POST_COUNT) };
}
