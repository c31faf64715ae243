/**
 * Structured data written into the page (`components/public/json-ld.tsx`).
 */

/** JSON for an inline <script type="application/ld+json">: "<" is escaped so the text cannot close the tag. */
export function serializeJsonLd(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
