import { data } from "react-router";
import { errorFields, log } from "~/platform/foundation/log.server";
import { readObject, StorageUnavailableError } from "~/platform/storage.server";

/**
 * A private file's bytes for the /files/* routes, or null when it is missing (answered like a file the
 * viewer may not read). The storage being away is a calm 503: the link works again once it is back.
 */
export function readPrivateFile(key: string, what: string) {
  return readObject(key).catch((error) => {
    if (!(error instanceof StorageUnavailableError)) throw error;
    log.error(`${what} not read`, errorFields(error));
    throw data("The file is not available right now. Please try again in a moment.", {
      status: 503,
      headers: { "Retry-After": "30", "Cache-Control": "private, no-store" },
    });
  });
}
