/**
 * Dashboard search: what was typed, as a PostgreSQL full-text query, and how results are grouped. Pure.
 * Every word must match, each as a prefix ("fle pla" finds "Fleet Platform"), so it works as one types.
 */
export const SEARCH_KINDS = [
  "client project",
  "sprint",
  "ticket",
  "invoice",
  "inquiry",
  "user",
  "post",
  "project",
  "service",
  "team member",
  "faq",
  "testimonial",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const KIND_LABEL: Record<SearchKind, string> = {
  "client project": "Client projects",
  sprint: "Sprints",
  ticket: "Tickets",
  invoice: "Invoices",
  inquiry: "Inquiries",
  user: "Users",
  post: "Blog posts",
  project: "Portfolio projects",
  service: "Services",
  "team member": "Team",
  faq: "FAQs",
  testimonial: "Testimonials",
};

/** At most this many words are used, each at most this long: a query cannot be made arbitrarily costly. */
const MAX_WORDS = 8;
const MAX_WORD = 40;

/** The words of a query, letters and digits only, lower-cased; empty when nothing searchable was typed. */
export function searchWords(query: string | null | undefined): string[] {
  return (query ?? "")
    .toLowerCase()
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD));
}

/** The `to_tsquery('simple', …)` text of the words: each a prefix, all required. Null when there are none. */
export function prefixQuery(words: string[]): string | null {
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(" & ");
}
