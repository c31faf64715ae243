/**
 * The largest file of each kind, in bytes: one place for each limit. The storage refuses a bigger file
 * (platform/storage.server.ts), the HTTP door a bigger request body (http/http-guards.ts, which adds
 * MULTIPART_MARGIN), and the forms check them before sending. Plain TypeScript without imports:
 * http/http-guards.ts imports it directly (Node strips the types).
 */
const MB = 1024 * 1024;

/** Pictures (dashboard uploads, a testimonial's photo). */
export const MAX_IMAGE_BYTES = 5 * MB;
/** Invoice PDFs. */
export const MAX_PDF_BYTES = 10 * MB;
/** Documents shared on a project or attached to a message. */
export const MAX_DOCUMENT_BYTES = 20 * MB;
/** Room a multipart body needs beyond its file: the other fields and the boundaries around the file. */
export const MULTIPART_MARGIN = 64 * 1024;
