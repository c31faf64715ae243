import sanitizeHtml from "sanitize-html";

/**
 * Stored rich text (blog content, project long descriptions) is sanitized on write AND on render:
 * never trust HTML. Only the formatting the editor can produce survives.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "h2",
    "h3",
    "h4",
    "code",
    "pre",
    "hr",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer nofollow", ...(attribs.target ? { target: "_blank" } : {}) },
    }),
  },
};

export function sanitizeRichText(html: string | null | undefined) {
  return sanitizeHtml(html ?? "", OPTIONS);
}

/** Plain text of stored HTML (excerpts, reading time, feeds). */
export function htmlToText(html: string | null | undefined) {
  const spaced = (html ?? "").replace(/<\/(p|li|h[1-6]|blockquote|div)>|<br\s*\/?>/gi, "$& ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
