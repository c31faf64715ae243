/**
 * Intl formatters, built once per set of options and kept (building one costs far more than formatting
 * with it: `new Intl.NumberFormat` on every amount was a visible share of a signed-in page's CPU and
 * garbage). Always US English, as everything the product prints. Options that Intl refuses (an unknown
 * currency) throw as `new Intl.…` does, and are not kept.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A bound on each cache: the option sets in use are a handful (currencies, date styles, time zones). */
const MAX_KEPT = 500;

function kept<F>(cache: Map<string, F>, options: object, build: () => F) {
  const key = JSON.stringify(options);
  const found = cache.get(key);
  if (found) return found;
  const made = build();
  if (cache.size >= MAX_KEPT) cache.clear();
  cache.set(key, made);
  return made;
}

export const numberFormat = (options: Intl.NumberFormatOptions) =>
  kept(numberFormats, options, () => new Intl.NumberFormat("en-US", options));

export const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  kept(dateFormats, options, () => new Intl.DateTimeFormat("en-US", options));
