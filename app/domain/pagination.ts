import { isDay } from "./list-filters";

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

/**
 * Keyset pages, for a long list read newest first by (time, id): a place in it is a row's time in UTC
 * to the microsecond and its id, so each page is read from an index whatever the list's length, and a
 * row written meanwhile never shifts one page's rows onto the next. In the address it is
 * `?before=<cursor>` (the rows older than that one) or `?after=<cursor>` (the newer ones); junk reads
 * as the newest page, so a page address never fails.
 */
export type Cursor = { at: string; id: string };

export type KeysetRequest = { before?: Cursor; after?: Cursor };

const CURSOR =
  /^([1-9]\d{3}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** A cursor read from an address (`2026-11-05T10:00:00.000007Z_<uuid>`), null when it is not one. */
export function parseCursor(value: string | null | undefined): Cursor | null {
  const text = (value ?? "").trim();
  const match = CURSOR.exec(text);
  if (!match || !isDay(match[1]!)) return null;
  return { at: `${text.slice(0, 10)}T${text.slice(11, 26)}Z`, id: match[2]!.toLowerCase() };
}

/** A cursor as an address writes it. */
export const cursorParam = (cursor: Cursor) => `${cursor.at}_${cursor.id}`;

/** The keyset page an address asks for: `before` wins over `after`; neither (or junk) is the newest page. */
export function parseKeysetRequest(params: URLSearchParams): KeysetRequest {
  const before = parseCursor(params.get("before"));
  if (before) return { before };
  const after = parseCursor(params.get("after"));
  return after ? { after } : {};
}

/**
 * The address of another keyset page of the same list: every query parameter kept but the list's own
 * (`own`, the place and any page number), then the new place set (none: the list's top).
 */
export function keysetHref(search: string | URLSearchParams, own: readonly string[], to: Record<string, string>) {
  const params = new URLSearchParams(search);
  for (const name of own) params.delete(name);
  for (const [name, value] of Object.entries(to)) params.set(name, value);
  return `?${params.toString()}`;
}
