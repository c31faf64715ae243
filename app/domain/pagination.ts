/**
 * Bounded lists: a list shows one page of PAGE_SIZE rows, chosen with `?page=N` (1-based). Pure.
 * Any value that is not a plain positive whole number (junk, 0, negatives, decimals, huge numbers)
 * reads as the first page, and a page past the end shows the last page: a page address never fails.
 */
export const PAGE_SIZE = 25;
/** The highest page number read from an address; beyond it the value is treated as junk. */
export const MAX_PAGE = 1_000_000;

/** The requested page number from a query value, 1 when absent or not a usable number. */
export function parsePage(value: string | null | undefined): number {
  const text = (value ?? "").trim();
  if (!/^\d{1,7}$/.test(text)) return 1;
  const n = Number(text);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** How many pages `total` rows fill (always at least 1, so an empty list is "Page 1 of 1"). */
export function pageCount(total: number, size = PAGE_SIZE) {
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

export type PageInfo = { page: number; pageCount: number; total: number; size: number };

/** The page actually shown: the requested one, at most the last page. */
export function clampPage(requested: number, total: number, size = PAGE_SIZE): PageInfo {
  const pages = pageCount(total, size);
  return { page: Math.min(Math.max(1, requested), pages), pageCount: pages, total: Math.max(0, total), size };
}

/** LIMIT and OFFSET of a page. */
export function pageWindow(page: number, size = PAGE_SIZE) {
  return { limit: size, offset: (Math.max(1, page) - 1) * size };
}

/** The address of another page of the same list, keeping every other query parameter. */
export function pageHref(search: string | URLSearchParams, page: number, param = "page") {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}
