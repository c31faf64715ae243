import { data } from "react-router";
import { findProjectFileVersion, versionFileName } from "~/data/project-files.server";
import { isStaffRole } from "~/domain/access";
import { getViewer } from "~/server/guards.server";
import { errorFields, log } from "~/server/log.server";
import { documentResponse, readObject, StorageUnavailableError } from "~/server/storage.server";
import type { Route } from "./+types/project-file";

/**
 * One version of a project's shared file, served privately: to staff, and to the client who owns the
 * project. Anyone else gets the same 404 as for a missing version, so nothing leaks; never a public URL.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer.isSignedIn) throw data("Not authenticated", { status: 401 });
  const notFound = () => data("Not found", { status: 404 });
  const access = isStaffRole(viewer.role)
    ? ({ staff: true } as const)
    : viewer.role === "client"
      ? ({ staff: false, clientId: viewer.userId } as const)
      : null;
  if (!access) throw notFound();
  const version = await findProjectFileVersion({ versionId: params.versionId, access });
  if (!version) throw notFound();

  const file = await readObject(version.storageKey).catch((error) => {
    if (!(error instanceof StorageUnavailableError)) throw error;
    // the storage is away for now: a calm 503, the link works again once it is back
    log.error("project file not read", errorFields(error));
    throw data("The file is not available right now. Please try again in a moment.", {
      status: 503,
      headers: { "Retry-After": "30", "Cache-Control": "private, no-store" },
    });
  });
  if (!file) throw notFound();
  return documentResponse(file, versionFileName(version));
}
