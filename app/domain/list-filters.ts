import { addDays } from "./dates";

/**
 * A long list's filters and order, read from the address: a status, a date range (whole days) and a sort,
 * each chosen from what the screen offers. Pure. Anything unusable reads as "no filter" or the screen's
 * usual order, so a shared or hand-edited link never fails.
 */
export type ListChoice = { value: string; label: string };

export type ListSpec = {
  /** the statuses the list can be narrowed to (the first option, "every status", is implied) */
  statuses?: readonly ListChoice[];
  /** the orders it offers; the first is the usual one */
  sorts: readonly [ListChoice, ...ListChoice[]];
  /** whether the list can be narrowed by a few words (`?q=`), matched in its key text fields */
  search?: boolean;
};

/** `q` (the words searched for) is there only when the spec offers a search. */
export type ListFilters = { status: string; from: string; to: string; sort: string; q?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written as YYYY-MM-DD that exists ("2026-02-30" does not). */
export function isDay(value: string) {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export function parseListFilters(params: URLSearchParams, spec: ListSpec): ListFilters {
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 40);
  const status = text("status");
  const q = (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, 80);
  const sort = text("sort");
  let from = isDay(text("from")) ? text("from") : "";
  let to = isDay(text("to")) ? text("to") : "";
  // a range typed the wrong way round still means the days between the two
  if (from && to && from > to) [from, to] = [to, from];
  return {
    status: spec.statuses?.some((s) => s.value === status) ? status : "",
    from,
    to,
    sort: spec.sorts.some((s) => s.value === sort) && sort !== spec.sorts[0].value ? sort : "",
    ...(spec.search ? { q } : {}),
  };
}

/** The sort in force: the one asked for, or the screen's usual order. */
export function sortOf(filters: ListFilters, spec: ListSpec) {
  return filters.sort || spec.sorts[0].value;
}

/** Whether the list is narrowed (the order alone narrows nothing). */
export function isNarrowed(filters: ListFilters, extra: Record<string, string> = {}) {
  return Boolean(filters.status || filters.from || filters.to || filters.q || Object.values(extra).some(Boolean));
}

/** The filters as query parameters (for export links and the pager), leaving out the empty ones. */
export function listQuery(filters: ListFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...extra, ...filters })) if (value) params.set(name, value);
  return params.toString();
}

/** The first and the day after the last day of a range, as the bounds of a half-open time interval. */
export function dayBounds(filters: Pick<ListFilters, "from" | "to">) {
  return { start: filters.from || null, end: filters.to ? addDays(filters.to, 1) : null };
}

/** Whether a list is shown in its own order, unnarrowed: the only view where dragging cards into a new order makes sense. */
export function isUsualView(filters: ListFilters, extra: Record<string, string> = {}) {
  return !filters.sort && !isNarrowed(filters, extra);
}

/** No filter, the usual order. */
export const EMPTY_FILTERS: ListFilters = { status: "", from: "", to: "", sort: "" };
