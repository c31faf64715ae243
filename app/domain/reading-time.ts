/** Reading time is the word count divided by 200, rounded up, in minutes. */
export const WORDS_PER_MINUTE = 200;

export function countWords(text: string) {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

/** Minutes to read a plain text; a post with any words takes at least one minute. */
export function readingTimeMinutes(text: string) {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}

export function formatReadingTime(minutes: number) {
  return `${minutes} min read`;
}
