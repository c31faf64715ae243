import { ProjectFiles } from "~/components/files/project-files";
import { LoadError } from "~/components/load-error";
import type { ProjectFileList } from "~/data/project-files.server";
import { portalHref } from "./links";

/**
 * Files tab: the documents the client and the studio share on this project, by folder (?folder=),
 * each with its versions, one page at a time (?after= / ?before= a file's place). The client uploads here; a file is read only through its private route.
 */
export function FilesTab({ files, projectParam }: { files: ProjectFileList | null; projectParam: string | null }) {
  if (!files) return <LoadError message="Failed to load files" />;
  const href = (folder: string | null) =>
    portalHref({ tab: "files", project: projectParam, extra: folder ? { folder } : undefined });
  return (
    <ProjectFiles
      list={files}
      action={href(files.folder)}
      folderHref={href}
      pageParams={{ after: "after", before: "before" }}
      intent="upload-file"
      description="Specs, designs and contracts for this project, shared between you and the studio. Upload a file with the same name into the same folder to add a new version; earlier versions stay available."
    />
  );
}
