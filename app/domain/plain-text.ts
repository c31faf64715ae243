/**
 * Pure text helpers for stored rich text: plain text of HTML without a parser, entity decoding,
 * and plain text with line breaks turned into HTML ("the content with line breaks turned into breaks").
 */
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
};

export function decodeEntities(text: string) {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+[0-9]*);/gi, (match, name: string) => {
    const lower = name.toLowerCase();
    if (lower in ENTITIES) return ENTITIES[lower]!;
    if (lower.startsWith("#x")) return safeCodePoint(Number.parseInt(lower.slice(2), 16), match);
    if (lower.startsWith("#")) return safeCodePoint(Number.parseInt(lower.slice(1), 10), match);
    return match;
  });
}

function safeCodePoint(code: number, fallback: string) {
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

export function escapeHtml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Visible text of an HTML fragment, whitespace collapsed. */
export function stripTags(html: string) {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** True when the stored text is HTML (has at least one tag) rather than plain paragraphs. */
export function looksLikeHtml(text: string) {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text);
}

/** True when the text is structured HTML (paragraphs, lists, headings…), whose line breaks mean nothing. */
export function hasBlockMarkup(text: string) {
  return /<(p|div|ul|ol|li|h[1-6]|blockquote|pre|br|hr|table)\b[^>]*>/i.test(text);
}

/**
 * Plain text to HTML: blank lines separate paragraphs, single line breaks become <br>.
 * With `escape: false` inline markup (<b>, <a>…) is kept for the sanitizer to judge.
 */
export function plainTextToHtml(text: string, { escape: shouldEscape = true } = {}) {
  const encode = shouldEscape ? escapeHtml : (s: string) => s;
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .map((p) => `<p>${encode(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}
