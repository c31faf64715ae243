import { data } from "react-router";
import { findThreadAttachment } from "~/data/threads.server";
import { documentResponse } from "~/platform/storage.server";
import { getViewer } from "~/web/guards.server";
import type { Route } from "./+types/thread-attachment";
import { readPrivateFile } from "./private-file.server";

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
  const file = await readPrivateFile(attachment.storageKey, "thread attachment");
  if (!file) throw notFound();
  return documentResponse({ body: file.body, contentType: attachment.contentType }, attachment.fileName);
}
