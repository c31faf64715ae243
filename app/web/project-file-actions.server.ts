import { deleteProjectFile, type FileAccess, uploadProjectFile } from "~/data/project-files.server";
import {
  DeleteProjectFileSchema,
  FILE_CHOOSE_MESSAGE,
  FILE_DELETE_FAILED_MESSAGE,
  FILE_UPLOAD_FAILED_MESSAGE,
  UploadProjectFileSchema,
} from "~/domain/schemas/project-files";
import { errorFields, log } from "~/platform/foundation/log.server";
import { StorageUnavailableError } from "~/platform/storage.server";
import { fail, ok } from "./action-result.server";
import type { SignedInViewer } from "./guards.server";
import { type IntentHandler, intent } from "./intents.server";

/**
 * 'Upload File' on a project's Files tab, for the portal (the client's own projects) and the
 * dashboard (staff: any project). A refusal keeps the toast 'Failed to upload file' and says why at
 * the file field ('too large', 'Please choose a PDF…').
 */
export function uploadFileIntent<V extends SignedInViewer>(accessOf: (viewer: V) => FileAccess): IntentHandler<V> {
  return intent<typeof UploadProjectFileSchema, V>(
    { schema: UploadProjectFileSchema, failMessage: FILE_UPLOAD_FAILED_MESSAGE, toast: "screen" },
    async (input, { viewer, form }) => {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) {
        return fail(FILE_UPLOAD_FAILED_MESSAGE, 400, { file: FILE_CHOOSE_MESSAGE });
      }
      try {
        const saved = await uploadProjectFile({
          actor: viewer,
          access: accessOf(viewer),
          projectId: input.projectId,
          folder: input.folder,
          file,
          fileName: file.name,
        });
        return ok(
          saved.version > 1
            ? `Version ${saved.version} of "${saved.name}" uploaded`
            : `"${saved.name}" uploaded to ${saved.folder}`,
        );
      } catch (error) {
        if (!(error instanceof StorageUnavailableError)) throw error;
        // the storage is away: nothing was written, the same form can be sent again
        log.error("project file not stored", errorFields(error));
        return fail(FILE_UPLOAD_FAILED_MESSAGE, 503, { file: "The file could not be stored. Please try again." });
      }
    },
  );
}

/** Staff remove a file with all its versions (audited). */
export const deleteFileIntent: IntentHandler<SignedInViewer> = intent(
  { schema: DeleteProjectFileSchema, failMessage: FILE_DELETE_FAILED_MESSAGE },
  async (input, { viewer }) =>
    (await deleteProjectFile({ actor: viewer, ...input })) ? ok("File deleted") : fail("File not found", 404),
);
