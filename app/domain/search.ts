/**
 * Dashboard search: what was typed, as a PostgreSQL full-text query, and how results are grouped. Pure.
 * Every word must match, each as a prefix ("fle pla" finds "Fleet Platform"), so it works as one types.
 */
import { SEARCH_ORDER } from "~/records";

/** The kinds of client work, inquiries and users, each with its group's heading; the record types' follow. */
const WORK_KINDS = {
  "client project": "Client projects",
  sprint: "Sprints",
  ticket: "Tickets",
  invoice: "Invoices",
  inquiry: "Inquiries",
  user: "Users",
} as const;

/** The groups of results, in their order: client work, inquiries, users, then the record types (app/records). */
export const SEARCH_KINDS: readonly string[] = [
  ...Object.keys(WORK_KINDS),
  ...SEARCH_ORDER.map((type) => type.search.kind),
];
/** A kind of result: one of SEARCH_KINDS. */
export type SearchKind = string;

export const KIND_LABEL: Readonly<Record<SearchKind, string>> = {
  ...WORK_KINDS,
  ...Object.fromEntries(SEARCH_ORDER.map((type) => [type.search.kind, type.search.label])),
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
