import { UPLOAD_FOLDERS, type UploadFolder } from "~/components/dashboard/upload";
import { errorFields, log } from "~/platform/foundation/log.server";
import { StorageUnavailableError, saveImage, UploadError } from "~/platform/storage.server";
import { requireStaffApi } from "~/web/guards.server";
import type { Route } from "./+types/uploads";

/**
 * POST /dashboard/uploads: staff upload one image (multipart: folder, file) and get back its public
 * URL as JSON. The type is checked by content on the server; a text file renamed .png is refused.
 * Storage: blogs/, team/, project-images/ and project-images/cover-….
 */
const FOLDERS: Record<UploadFolder, { folder: string; prefix?: string }> = {
  blogs: { folder: "blogs" },
  team: { folder: "team" },
  "project-images": { folder: "project-images" },
  "project-covers": { folder: "project-images", prefix: "cover-" },
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffApi(request);
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaffApi(request);
  if (request.method !== "POST") {
    return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ error: "Please choose an image file to upload" }, { status: 400 });
  }
  const folder = FOLDERS[String(form.get("folder")) as UploadFolder];
  const file = form.get("file");
  if (!folder || !(UPLOAD_FOLDERS as readonly string[]).includes(String(form.get("folder")))) {
    return Response.json({ error: "Unknown upload folder" }, { status: 400 });
  }
  if (!(file instanceof File)) {
    return Response.json({ error: "Please choose an image file to upload" }, { status: 400 });
  }
  try {
    const name = folder.prefix ? `${folder.prefix}${crypto.randomUUID()}` : undefined;
    const stored = await saveImage(file, folder.folder, name);
    return Response.json({ url: stored.url }, { status: 201 });
  } catch (error) {
    if (error instanceof UploadError) return Response.json({ error: error.message }, { status: 400 });
    log.error("image upload failed", errorFields(error));
    // the bucket being away is temporary: say so, and let the uploader try again
    if (error instanceof StorageUnavailableError) {
      return Response.json(
        { error: "File storage is not available right now. Please try again in a moment." },
        { status: 503, headers: { "Retry-After": "30" } },
      );
    }
    return Response.json({ error: "Failed to upload image" }, { status: 500 });
  }
}
