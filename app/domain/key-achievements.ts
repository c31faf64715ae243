import { stripTags } from "./plain-text";

/** Up to 5 key achievements. */
export const MAX_KEY_ACHIEVEMENTS = 5;

/**
 * Project detail: Key Achievements are derived from the long description:
 * its list items when it has any, otherwise its sentences.
 */
export function keyAchievements(longDescription: string | null | undefined, max = MAX_KEY_ACHIEVEMENTS) {
  const html = longDescription ?? "";
  const items = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)]
    .map((m) => stripTags(m[1] ?? ""))
    .filter((text) => text !== "");
  if (items.length > 0) return items.slice(0, max);
  // the sentences of the paragraphs (headings are not sentences), or of the whole text when it has none
  const paragraphs = [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => stripTags(m[1] ?? ""));
  const prose = paragraphs.length > 0 ? paragraphs : [stripTags(html)];
  return prose.flatMap(sentences).slice(0, max);
}

/** Sentences of a plain text, split after . ! or ? followed by whitespace. */
export function sentences(text: string) {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 1);
}
