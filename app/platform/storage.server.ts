import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "~/domain/app-error";
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "~/domain/upload-limits";
import { env } from "~/platform/foundation/env.server";
import { errorFields, log } from "~/platform/foundation/log.server";

/**
 * The "uploads" bucket: a local folder by default, an S3-compatible bucket when S3_BUCKET is set.
 * Types are checked by content (magic bytes), never by the name or the browser's claim.
 */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export const PDF_TYPES = ["application/pdf"] as const;
/** Documents shared on a project or attached to a message: what a studio and its clients exchange. */
export const DOCUMENT_TYPES = [
  ...PDF_TYPES,
  ...IMAGE_TYPES,
  "application/zip",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
  "text/plain",
] as const;
export const DOCUMENT_TYPE_MESSAGE =
  "Please choose a PDF, an image, an Office or OpenDocument file, a ZIP archive or a plain-text file";

/** Folders whose files are private: served only through an authorised route, under names no one can guess. */
const PRIVATE_PREFIXES = ["invoices/", "documents/"];

/** The file itself is refused (type, size, name): the user can fix it (a 400 with this message). */
export class UploadError extends AppError {
  constructor(message: string) {
    super("invalid", message);
    this.name = "UploadError";
  }
}
/** The bucket did not answer, or refused the request: a server-side problem, not the user's. */
export class StorageUnavailableError extends Error {}

export type StoredFile = { key: string; url: string; contentType: string; size: number };

const EXT: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "application/pdf": "pdf",
  "application/zip": "zip",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
  "application/vnd.oasis.opendocument.text": "odt",
  "application/vnd.oasis.opendocument.spreadsheet": "ods",
  "application/vnd.oasis.opendocument.presentation": "odp",
  "text/plain": "txt",
};

/** One S3 request may take this long (retries included) before the upload or download gives up. */
const S3_TIMEOUT_MS = 15_000;

export async function detectType(bytes: Uint8Array) {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return found.mime;
  return isPlainText(bytes) ? "text/plain" : undefined;
}

/** Text has no magic bytes: it is plain text when it decodes as UTF-8 and holds no control bytes but tab, CR, LF, FF. */
function isPlainText(bytes: Uint8Array) {
  if (bytes.byteLength === 0) return false;
  for (const b of bytes) if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * A key is folders and a file name made of letters, digits, '.', '_' and '-', each part starting with
 * a letter or digit. So a key is never '..', never absolute, and the same string on disk, in an S3
 * URL (no '?', '#', '%' or backslash to change what is fetched) and in a public URL.
 */
const KEY_PATTERN = /^[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)*$/;
const isValidKey = (key: string) => key.length <= 512 && KEY_PATTERN.test(key);

function safeKey(key: string) {
  if (!isValidKey(key)) throw new UploadError("Invalid file name");
  return key;
}

export const isPrivateKey = (key: string) => PRIVATE_PREFIXES.some((p) => key.toLowerCase().startsWith(p));

export function publicUrl(key: string) {
  const s3 = env.s3;
  if (s3?.publicUrl) return `${s3.publicUrl.replace(/\/+$/, "")}/${key}`;
  return `/uploads/${key}`;
}

let s3Cache: { config: string; client: AwsClient; base: string } | undefined;

function s3Client() {
  const s3 = env.s3;
  if (!s3) return undefined;
  const config = JSON.stringify(s3);
  if (s3Cache?.config !== config) {
    // "auto" is a region only for S3-compatible services that ask for it; AWS's own endpoint needs a real one
    const region = !s3.endpoint && s3.region === "auto" ? "us-east-1" : s3.region;
    const client = new AwsClient({
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region,
      service: "s3",
      // a busy bucket (5xx, 429) is retried twice, not ten times over 50 s while the request waits
      retries: 2,
      initRetryMs: 100,
    });
    const endpoint = (s3.endpoint ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, "");
    s3Cache = { config, client, base: `${endpoint}/${encodeURIComponent(s3.bucket)}` };
  }
  return s3Cache;
}

/** A signed request for one object; a network failure or timeout is StorageUnavailableError. */
async function s3Request(method: "GET" | "PUT" | "DELETE", key: string, init: RequestInit = {}) {
  const s3 = s3Client()!;
  try {
    return await s3.client.fetch(`${s3.base}/${key}`, {
      ...init,
      method,
      signal: AbortSignal.timeout(S3_TIMEOUT_MS),
    });
  } catch (error) {
    throw new StorageUnavailableError(`storage ${method} failed: ${String(error)}`, { cause: error });
  }
}

/** The S3 error code of a refused request, for the log; the body is always consumed. */
async function s3Refusal(method: string, res: Response) {
  const text = await res.text().catch(() => "");
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? "";
  return new StorageUnavailableError(`storage ${method} failed: ${res.status} ${code}`.trim());
}

async function putObject(key: string, bytes: Uint8Array, contentType: string) {
  if (s3Client()) {
    const isPrivate = isPrivateKey(key);
    const res = await s3Request("PUT", key, {
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: {
        "content-type": contentType,
        // what a public bucket URL or a CDN in front of it answers with: public names never change
        "cache-control": isPrivate ? "private, no-store" : "public, max-age=31536000, immutable",
        "content-disposition": isPrivate ? "attachment" : "inline",
      },
    });
    if (!res.ok) throw await s3Refusal("PUT", res);
    await res.body?.cancel();
    return;
  }
  const file = path.join(env.uploadsDir, key);
  // private to the service's user, whatever the process's umask (public files are served by the app)
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, bytes, { mode: 0o600 });
}

/** An object and its type (by content), or null when there is none. */
export async function readObject(key: string): Promise<{ body: Buffer; contentType: string } | null> {
  const clean = safeKey(key);
  let body: Buffer;
  if (s3Client()) {
    const res = await s3Request("GET", clean);
    // without s3:ListBucket permission, S3 answers a missing key with 403 instead of 404
    if (res.status === 404 || res.status === 403) {
      if (res.status === 403) log.warn("storage refused a read (403): a missing object, or check the S3 credentials");
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw await s3Refusal("GET", res);
    body = Buffer.from(await res.arrayBuffer());
  } else {
    try {
      body = await fs.readFile(path.join(env.uploadsDir, clean));
    } catch {
      return null;
    }
  }
  const contentType = (await detectType(body)) ?? "application/octet-stream";
  return { body, contentType };
}

/** Remove an object; a missing one is not an error. A failure is logged, then thrown. */
export async function deleteObject(key: string) {
  const clean = safeKey(key);
  if (!s3Client()) {
    await fs.rm(path.join(env.uploadsDir, clean), { force: true });
    return;
  }
  try {
    const res = await s3Request("DELETE", clean);
    if (!res.ok && res.status !== 404) throw await s3Refusal("DELETE", res);
    await res.body?.cancel();
  } catch (error) {
    log.warn("stored file not removed", { key: clean, ...errorFields(error) });
    throw error;
  }
}

/** Public images only; anything under a private prefix is refused here. */
export async function servePublicUpload(key: string) {
  if (!isValidKey(key) || isPrivateKey(key)) return null;
  const file = await readObject(key);
  if (!file || !(IMAGE_TYPES as readonly string[]).includes(file.contentType)) return null;
  return file;
}

type SaveOptions = {
  folder: string;
  /** file name without extension; a timestamp and random suffix by default */
  name?: string;
  allowed: readonly string[];
  maxBytes: number;
  typeMessage: string;
};

/** Check by content and size, then store. Throws UploadError with a message for the user. */
export async function saveUpload(file: File | Blob, options: SaveOptions): Promise<StoredFile> {
  if (file.size === 0) throw new UploadError("The file is empty");
  if (file.size > options.maxBytes) {
    throw new UploadError(`The file is too large (maximum ${Math.round(options.maxBytes / 1024 / 1024)} MB)`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = await detectType(bytes);
  if (!contentType || !options.allowed.includes(contentType)) throw new UploadError(options.typeMessage);
  const folder = options.folder.replace(/\/+$/, "");
  let name = options.name ?? `${Date.now()}-${crypto.randomBytes(4).toString("hex")}`;
  // a private file's name carries 128 random bits: were the bucket ever readable, no key can be guessed
  if (isPrivateKey(`${folder}/`)) name = `${name}-${crypto.randomBytes(16).toString("hex")}`;
  const key = safeKey(`${folder}/${name}.${EXT[contentType] ?? "bin"}`);
  await putObject(key, bytes, contentType);
  return { key, url: publicUrl(key), contentType, size: bytes.byteLength };
}

export const saveImage = (file: File | Blob, folder: string, name?: string) =>
  saveUpload(file, {
    folder,
    name,
    allowed: IMAGE_TYPES,
    maxBytes: MAX_IMAGE_BYTES,
    typeMessage: "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)",
  });

/**
 * A private document (project files, message attachments): up to 20 MB, type checked by content, under
 * `documents/` with an unguessable name. Served only through an authorised route with `documentResponse`.
 */
export const saveDocument = (file: File | Blob, folder: string) =>
  saveUpload(file, {
    folder: `documents/${folder}`,
    allowed: DOCUMENT_TYPES,
    maxBytes: MAX_DOCUMENT_BYTES,
    typeMessage: DOCUMENT_TYPE_MESSAGE,
  });

/** A stored private file as a download: never cached, never rendered inline, never sniffed. */
export function documentResponse(file: { body: Buffer; contentType: string }, fileName: string) {
  const ascii = fileName.replace(/[^\w.-]+/g, "_").slice(0, 150) || "file";
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

export const savePdf = (file: File | Blob, folder: string, name?: string) =>
  saveUpload(file, {
    folder,
    name,
    allowed: PDF_TYPES,
    maxBytes: MAX_PDF_BYTES,
    typeMessage: "Please choose a PDF file",
  });
