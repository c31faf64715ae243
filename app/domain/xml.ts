// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to remove
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escape text for XML element content and attribute values. */
export function escapeXml(text: string) {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // characters XML 1.0 does not allow at all
      .replace(XML_INVALID, "")
  );
}

/** Join a site's base URL and a path (or return an absolute URL unchanged). */
export function absoluteUrl(baseUrl: string, pathOrUrl: string) {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${baseUrl.replace(/\/$/, "")}/${pathOrUrl.replace(/^\//, "")}`;
}
