/**
 * A person's initials, for avatars: apart from `format.ts`, so that a page with an avatar does not load
 * the date formats.
 */

/** "JB" for Jordan Blake, "RP" for Dr. Ravi Patel; without a name, from `fallback` (an e-mail's local part, or "?"). */
export function initials(name: string | null | undefined, fallback = "?") {
  const source = (name ?? "").replace(/^(dr|mr|mrs|ms|prof)\.?\s+/i, "").trim() || fallback.split("@")[0] || "?";
  const parts = source.split(/[\s._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() || "?";
}
