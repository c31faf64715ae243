/**
 * a slug is derived from the title when creating: lowercase, non-alphanumerics to
 * hyphens, trimmed. Accents are folded first so 'Lucía' reads 'lucia', not 'luc-a'.
 */
export function slugify(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The first of `base`, `base-2`, `base-3`… that is not taken. */
export function uniqueSlug(base: string, taken: Iterable<string>) {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
