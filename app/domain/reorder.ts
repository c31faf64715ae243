/**
 * Ordering by drag and drop. Pure: the caller passes the rows' current order numbers.
 *
 * A dashboard list shows one page of 25, so a drop reorders only the rows of that page. To keep the
 * page where it stands among the others, the moved rows share out the order numbers they already had
 * (sorted) instead of being renumbered 1..n. Tied numbers (rows that had the same order) are raised just
 * enough to be distinct, or the new order could not be told apart from the old one.
 */

/** Why a reorder is refused, or null when `ids` is a reordering of rows that all belong to the group. */
export function reorderProblem(ids: readonly string[], group: ReadonlySet<string>): string | null {
  if (ids.length === 0) return "Nothing to reorder";
  if (new Set(ids).size !== ids.length) return "Each item may appear only once in the new order";
  if (ids.some((id) => !group.has(id)))
    return "Some of these items are not in this list any more: reload and try again";
  return null;
}

/**
 * The order number each id gets, `ids` being the new order of rows whose numbers are `current`: the
 * same set of numbers, ascending, made strictly increasing where two were equal.
 */
export function reorderedNumbers(ids: readonly string[], current: ReadonlyMap<string, number>) {
  const numbers = ids.map((id) => current.get(id) ?? 0).sort((a, b) => a - b);
  const next = new Map<string, number>();
  let previous = Number.NEGATIVE_INFINITY;
  ids.forEach((id, i) => {
    const n = Math.max(numbers[i]!, previous + 1);
    next.set(id, n);
    previous = n;
  });
  return next;
}

/** The ids of `ids` with the one at `from` moved to `to` (both indexes into the list). */
export function moveId<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}
