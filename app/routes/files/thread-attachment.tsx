import { data } from "react-router";
import { findThreadAttachment } from "~/data/threads.server";
import { getViewer } from "~/server/guards.server";
import { errorFields, log } from "~/server/log.server";
import { documentResponse, readObject, StorageUnavailableError } from "~/server/storage.server";
import type { Route } from "./+types/thread-attachment";

/**
 * A file sent in a thread, served privately: to staff, and to the client whose project the thread is
 * on. Anyone else gets the same 404 as for a missing file, so nothing leaks.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer.isSignedIn) throw data("Not authenticated", { status: 401 });
  const notFound = () => data("Not found", { status: 404 });
  const attachment = await findThreadAttachment({ viewer, attachmentId: params.attachmentId });
  if (!attachment) throw notFound();
  const file = await readObject(attachment.storageKey).catch((error) => {
    if (!(error instanceof StorageUnavailableError)) throw error;
    log.error("thread attachment not read", errorFields(error));
    throw data("The file is not available right now. Please try again in a moment.", {
      status: 503,
      headers: { "Retry-After": "30", "Cache-Control": "private, no-store" },
    });
  });
  if (!file) throw notFound();
  return documentResponse({ body: file.body, contentType: attachment.contentType }, attachment.fileName);
}
