import { MAX_IMAGE_BYTES } from "~/domain/upload-limits";

/** The folders of the uploads bucket an image may go to. */
export const UPLOAD_FOLDERS = ["blogs", "team", "project-images", "project-covers"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const UPLOAD_URL = "/dashboard/uploads";
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;

/**
 * Upload one image with XMLHttpRequest, the one browser API that reports upload progress.
 * Resolves with the stored image's public URL; rejects with a message for the user.
 */
export function uploadImage(file: File, folder: UploadFolder, onProgress: (percent: number) => void) {
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_URL);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener("load", () => {
      const body = xhr.response as { url?: string; error?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) resolve(body.url);
      else reject(new Error(body?.error ?? "The upload did not go through. Please try again."));
    });
    xhr.addEventListener("error", () => reject(new Error("The upload did not go through. Check your connection.")));
    xhr.addEventListener("abort", () => reject(new Error("The upload was cancelled.")));
    const body = new FormData();
    body.append("folder", folder);
    body.append("file", file);
    xhr.send(body);
  });
}

/** A quick check before sending: the server checks the content again and decides. */
export function precheckImage(file: File) {
  if (file.size > MAX_UPLOAD_BYTES) return "The file is too large (maximum 5 MB)";
  if (file.type && !file.type.startsWith("image/")) return "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)";
  return null;
}
