import { data } from "react-router";
import { findProjectFileVersion, versionFileName } from "~/data/project-files.server";
import { isStaffRole } from "~/domain/access";
import { documentResponse } from "~/platform/storage.server";
import { getViewer } from "~/web/guards.server";
import type { Route } from "./+types/project-file";
import { readPrivateFile } from "./private-file.server";

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

  const file = await readPrivateFile(version.storageKey, "project file");
  if (!file) throw notFound();
  return documentResponse(file, versionFileName(version));
}
