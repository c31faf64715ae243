import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { fileTypeFromBuffer } from "file-type";
import { env } from "./env.server";

/**
 * The "uploads" bucket: a local folder by default, an S3-compatible bucket when S3_BUCKET is set.
 * Types are checked by content (magic bytes), never by the name or the browser's claim.
 */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
export const PDF_TYPES = ["application/pdf"] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** Folders whose files are private: served only through an authorised route. */
const PRIVATE_PREFIXES = ["invoices/"];

export class UploadError extends Error {}

export type StoredFile = { key: string; url: string; contentType: string; size: number };

const EXT: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "application/pdf": "pdf",
};

export async function detectType(bytes: Uint8Array) {
  const found = await fileTypeFromBuffer(bytes);
  return found?.mime;
}

function safeKey(key: string) {
  const normal = path.posix.normalize(key).replace(/^\/+/, "");
  if (normal.startsWith("..") || normal.includes("\0")) throw new UploadError("Invalid file name");
  return normal;
}

export const isPrivateKey = (key: string) => PRIVATE_PREFIXES.some((p) => safeKey(key).startsWith(p));

export function publicUrl(key: string) {
  const s3 = env.s3;
  if (s3?.publicUrl) return `${s3.publicUrl.replace(/\/$/, "")}/${key}`;
  return `/uploads/${key}`;
}

function s3Client() {
  const s3 = env.s3;
  if (!s3) return undefined;
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
    service: "s3",
  });
  const base = `${(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`).replace(/\/$/, "")}/${s3.bucket}`;
  return { client, base };
}

async function putObject(key: string, bytes: Uint8Array, contentType: string) {
  const s3 = s3Client();
  if (s3) {
    const res = await s3.client.fetch(`${s3.base}/${key}`, {
      method: "PUT",
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { "content-type": contentType },
    });
    if (!res.ok) throw new Error(`storage put failed: ${res.status}`);
    return;
  }
  const file = path.join(env.uploadsDir, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes);
}

export async function readObject(key: string): Promise<{ body: Buffer; contentType: string } | null> {
  const clean = safeKey(key);
  const s3 = s3Client();
  let body: Buffer;
  if (s3) {
    const res = await s3.client.fetch(`${s3.base}/${clean}`);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`storage get failed: ${res.status}`);
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

export async function deleteObject(key: string) {
  const clean = safeKey(key);
  const s3 = s3Client();
  if (s3) await s3.client.fetch(`${s3.base}/${clean}`, { method: "DELETE" });
  else await fs.rm(path.join(env.uploadsDir, clean), { force: true });
}

/** Public images only; anything under a private prefix is refused here. */
export async function servePublicUpload(key: string) {
  if (isPrivateKey(key)) return null;
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
  const name = options.name ?? `${Date.now()}-${crypto.randomBytes(4).toString("hex")}`;
  const key = safeKey(`${options.folder.replace(/\/$/, "")}/${name}.${EXT[contentType] ?? "bin"}`);
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

export const savePdf = (file: File | Blob, folder: string, name?: string) =>
  saveUpload(file, {
    folder,
    name,
    allowed: PDF_TYPES,
    maxBytes: MAX_PDF_BYTES,
    typeMessage: "Please choose a PDF file",
  });
