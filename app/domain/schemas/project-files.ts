import { z } from "~/domain/schemas/zod";
import { MAX_DOCUMENT_BYTES } from "../upload-limits";
import { text } from "./form";

/** Shared files of a client project: folders (no tags), versions by name within a folder. */
export const PROJECT_FILE_LIMIT = 500;
export const DEFAULT_FOLDER = "General";
export const FOLDER_MAX = 60;
export const FILE_NAME_MAX = 150;
/** The largest file, as the storage refuses it. */
export const PROJECT_FILE_MAX_BYTES = MAX_DOCUMENT_BYTES;

export const FILE_UPLOAD_FAILED_MESSAGE = "Failed to upload file";
export const FILE_DELETE_FAILED_MESSAGE = "Failed to delete file";
export const FILE_CHOOSE_MESSAGE = "Choose a file to upload";
export const FILE_TOO_LARGE_MESSAGE = "The file is too large (maximum 20 MB)";
export const FILE_LIMIT_MESSAGE = `A project can hold at most ${PROJECT_FILE_LIMIT} files. Delete one first.`;
export const FOLDER_MESSAGE = `A folder name has at most ${FOLDER_MAX} characters, without / or \\`;

const id = text().trim().max(64);

/** A folder: trimmed, inner spaces collapsed, 'General' when blank; no slashes (it is not a path). */
export const folderName = text()
  .trim()
  .max(FOLDER_MAX, FOLDER_MESSAGE)
  .refine((v) => !/[/\\]/.test(v) && !hasControl(v), FOLDER_MESSAGE)
  .transform((v) => v.replace(/\s+/g, " ") || DEFAULT_FOLDER);

const hasControl = (v: string) => [...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** 'Upload File': the project, the folder (one of the project's or a new one); the file itself is read by the action. */
export const UploadProjectFileSchema = z.object({
  projectId: id,
  folder: folderName.optional().transform((v) => v ?? DEFAULT_FOLDER),
});

export const DeleteProjectFileSchema = z.object({ id, projectId: id });

/**
 * Characters a name must not carry into a page, a mail or a header: control characters (C0, DEL, C1,
 * so no CR/LF starts a fake mail line), line and paragraph separators, and the direction marks and
 * overrides that make "exe.pdf" read as "fdp.exe" (U+202E and its kin).
 */
const UNSHOWABLE: readonly [number, number][] = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x2028, 0x202e],
  [0x2066, 0x2069],
];
const isUnshowable = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return UNSHOWABLE.some(([from, to]) => code >= from && code <= to);
};

/**
 * The name a file is shown and downloaded under (project files and thread attachments): the browser's
 * name without any path, unshowable characters or surrounding spaces, at most FILE_NAME_MAX characters
 * (the extension kept); 'file' when nothing is left.
 */
export function cleanFileName(raw: string) {
  const base = raw.split(/[/\\]/).pop() ?? "";
  const clean = [...base]
    .filter((c) => !isUnshowable(c))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  if (!clean || clean === "." || clean === "..") return "file";
  if (clean.length <= FILE_NAME_MAX) return clean;
  const dot = clean.lastIndexOf(".");
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
  return clean.slice(0, FILE_NAME_MAX - ext.length) + ext;
}

/** A size for people: 812 B, 14.2 KB, 3.4 MB, 2 GB (a whole number shows no decimal). */
export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  const [size, unit] =
    bytes < 1024 ** 2
      ? [bytes / 1024, "KB"]
      : bytes < 1024 ** 3
        ? [bytes / 1024 ** 2, "MB"]
        : [bytes / 1024 ** 3, "GB"];
  const shown = size.toFixed(1);
  return `${shown.endsWith(".0") && bytes >= 1024 ** 3 ? shown.slice(0, -2) : shown} ${unit}`;
}

/**
 * A client project's storage: every version of its shared files and every file attached to its
 * threads count against one quota (PROJECT_STORAGE_MB, 2 GB by default).
 */
export const DEFAULT_PROJECT_STORAGE_MB = 2048;

export function storageFullMessage(quotaBytes: number) {
  return `This project's storage is full (${formatBytes(quotaBytes)}). Delete files it no longer needs, or ask the studio for more space.`;
}

/** How many files the Files tab shows at a time (portal and manage view alike). */
export const FILES_PAGE_SIZE = 25;

/**
 * Where a page of files starts or ends: a file's place in the list's order, its folder and name
 * ('Contracts/Brief.pdf'). Neither may hold a slash, so the first one splits them. The list is
 * ordered by both in any letter case, which the database keeps unique per project, so a page read
 * after (or before) a place never repeats or skips a file, even when files come and go meanwhile.
 */
export type FileCursor = { folder: string; name: string };

export const fileCursorText = (file: FileCursor) => `${file.folder}/${file.name}`;

/** The place a `?after=`/`?before=` value names, or null for anything else (the list then starts at its top). */
export function parseFileCursor(value: string | null | undefined): FileCursor | null {
  if (!value || value.length > FOLDER_MAX + 1 + FILE_NAME_MAX) return null;
  const slash = value.indexOf("/");
  if (slash < 1 || slash === value.length - 1) return null;
  const folder = value.slice(0, slash);
  const name = value.slice(slash + 1);
  if (folder.length > FOLDER_MAX || name.length > FILE_NAME_MAX || name.includes("/")) return null;
  if (hasControl(value) || value.includes("\\")) return null;
  return { folder, name };
}
