import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { clientProjects, profiles, projectFiles, projectFileVersions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { isUuid } from "~/domain/schemas/portal";
import {
  cleanFileName,
  DEFAULT_FOLDER,
  FILE_LIMIT_MESSAGE,
  FILES_PAGE_SIZE,
  fileCursorText,
  PROJECT_FILE_LIMIT,
  parseFileCursor,
  storageFullMessage,
} from "~/domain/schemas/project-files";
import { env } from "~/platform/foundation/env.server";
import { deleteObject, saveDocument, UploadError } from "~/platform/storage.server";
import { recordActivity } from "./activity.server";

/**
 * Shared files of a client project: staff and the project's client upload documents into folders;
 * the same name in the same folder (case-insensitive) becomes the file's next version, and every
 * version stays downloadable. The bytes are private documents (storage.server.ts), read only through
 * /files/projects/:versionId. Who may see a project is `FileAccess`: staff see every project, a
 * client only their own (filtered by client id in SQL); anything else is answered as missing.
 */
export type FileAccess = { staff: true } | { staff: false; clientId: string };
type Actor = { userId: string; email: string; ip?: string | null };

const PROJECT_NOT_FOUND = "Project not found";
const STUDIO = "Lumen Studio";

/** The project, when this viewer may use it; locked for the transaction when `lock` is set. */
async function findProject(exec: Executor, projectId: string, access: FileAccess, lock = false) {
  if (!isUuid(projectId)) return null;
  const where = access.staff
    ? eq(clientProjects.id, projectId)
    : and(eq(clientProjects.id, projectId), eq(clientProjects.clientId, access.clientId));
  const query = exec.select({ id: clientProjects.id, title: clientProjects.title }).from(clientProjects).where(where);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The bytes a project stores: every version of its shared files (a total the database keeps in
 * project_file_bytes as versions come and go) and every file attached on its threads, in one statement.
 */
export async function projectStorageUsed(exec: Executor, projectId: string) {
  const { rows } = await exec.execute<{ bytes: number }>(
    sql`select (coalesce((select b.bytes from project_file_bytes b where b.project_id = ${projectId}), 0)
      + coalesce((select sum(a.size) from thread_attachments a join thread_messages m on m.id = a.message_id
          where m.project_id = ${projectId}), 0))::float8 as bytes`,
  );
  return Number(rows[0]?.bytes ?? 0);
}

/**
 * Room for `size` more bytes on the project, or a refusal when its quota (PROJECT_STORAGE_MB) would be
 * passed. Called in the transaction that records the upload: it takes the project's row lock first, as
 * every upload to the project does, so two uploads at once (in two processes too) cannot pass the quota
 * together; a deleted file frees its room at once, since the total is kept in the deleting transaction.
 */
export async function claimProjectStorage(tx: Executor, projectId: string, size: number) {
  await tx
    .select({ id: clientProjects.id })
    .from(clientProjects)
    .where(eq(clientProjects.id, projectId))
    .for("no key update");
  const quota = env.projectStorageQuota;
  const used = await projectStorageUsed(tx, projectId);
  if (used + size > quota) {
    throw new AppError("too_large", storageFullMessage(quota), {
      field: "file",
      logMessage: `project ${projectId} storage full: ${used} + ${size} bytes > ${quota}`,
    });
  }
}

/**
 * Stores the file, then records it: a new file in its folder, or the next version of the file with
 * the same name there. Under the project's row lock, so two uploads at once never get the same version
 * number or pass the limit of PROJECT_FILE_LIMIT files together; the unique indexes refuse a duplicate
 * even so. The project is checked before anything is stored, and the stored object is removed again
 * when the row is not written. A folder named like an existing one (any case) is that folder.
 */
export async function uploadProjectFile({
  actor,
  access,
  projectId,
  folder = DEFAULT_FOLDER,
  file,
  fileName,
}: {
  actor: Actor;
  access: FileAccess;
  projectId: string;
  folder?: string;
  file: Blob;
  fileName: string;
}) {
  if (!(await findProject(db, projectId, access))) throw new AppError("not_found", PROJECT_NOT_FOUND);
  const name = cleanFileName(fileName);
  let stored: Awaited<ReturnType<typeof saveDocument>>;
  try {
    stored = await saveDocument(file, `projects/${projectId}`);
  } catch (error) {
    // the user can fix the file: say so at the file field
    if (error instanceof UploadError) throw new AppError("invalid", error.message, { field: "file" });
    throw error;
  }
  try {
    return await db.transaction(async (tx) => {
      const project = await findProject(tx, projectId, access, true);
      if (!project) throw new AppError("not_found", PROJECT_NOT_FOUND);
      await claimProjectStorage(tx, project.id, stored.size);
      const [known] = await tx
        .select({ folder: projectFiles.folder })
        .from(projectFiles)
        .where(and(eq(projectFiles.projectId, project.id), sql`lower(${projectFiles.folder}) = lower(${folder})`))
        .limit(1);
      const folderName = known?.folder ?? folder;
      const [raised] = await tx
        .update(projectFiles)
        .set({ currentVersion: sql`${projectFiles.currentVersion} + 1` })
        .where(
          and(
            eq(projectFiles.projectId, project.id),
            sql`lower(${projectFiles.folder}) = lower(${folderName})`,
            sql`lower(${projectFiles.name}) = lower(${name})`,
          ),
        )
        .returning({ id: projectFiles.id, version: projectFiles.currentVersion, name: projectFiles.name });
      let target = raised;
      if (!target) {
        const [held] = await tx.select({ n: count() }).from(projectFiles).where(eq(projectFiles.projectId, project.id));
        if ((held?.n ?? 0) >= PROJECT_FILE_LIMIT) throw new AppError("conflict", FILE_LIMIT_MESSAGE, { field: "file" });
        [target] = await tx
          .insert(projectFiles)
          .values({ projectId: project.id, folder: folderName, name, createdBy: actor.userId })
          .returning({ id: projectFiles.id, version: projectFiles.currentVersion, name: projectFiles.name });
      }
      if (!target) throw new Error("project file row not written");
      const [version] = await tx
        .insert(projectFileVersions)
        .values({
          fileId: target.id,
          projectId: project.id,
          version: target.version,
          storageKey: stored.key,
          contentType: stored.contentType,
          size: stored.size,
          uploadedBy: actor.userId,
        })
        .returning({ id: projectFileVersions.id });
      if (!version) throw new Error("project file version not written");
      await recordActivity(tx, actor, {
        action: target.version === 1 ? "create" : "update",
        entity: "project_file",
        entityId: target.id,
        summary: `uploaded "${target.name}" (version ${target.version}) to ${folderName} of "${project.title}"`,
        details: { projectId: project.id, folder: folderName, version: target.version, size: stored.size },
      });
      return {
        fileId: target.id,
        versionId: version.id,
        version: target.version,
        name: target.name,
        folder: folderName,
      };
    });
  } catch (error) {
    // the row was not written: do not keep its bytes
    await deleteObject(stored.key).catch(() => undefined);
    throw error;
  }
}

/** Which page of a project's files to show: the one after a place, before a place, or (neither) the first. */
export type FilePageRequest = { after?: string | null; before?: string | null; size?: number };

/**
 * One page of a project's files (FILES_PAGE_SIZE, by folder then name, narrowed to one folder when
 * asked), each with every version (newest first); every folder with its count; where the page sits in
 * the list and the places of the pages before and after it. Reads one page of files, keyset-paged
 * (`after`/`before` name a place, `parseFileCursor`; junk, or a place past the end, reads the first
 * page), then only those files' versions; the counts are one aggregate over the project's files. Null
 * when the viewer may not see the project.
 */
export async function listProjectFiles({
  projectId,
  access,
  folder,
  after,
  before,
  size = FILES_PAGE_SIZE,
}: {
  projectId: string;
  access: FileAccess;
  folder?: string | null;
} & FilePageRequest) {
  const project = await findProject(db, projectId, access);
  if (!project) return null;
  const afterPlace = parseFileCursor(after);
  const beforePlace = afterPlace ? null : parseFileCursor(before);
  const place = afterPlace ?? beforePlace;
  const key = sql`(lower(${projectFiles.folder}), lower(${projectFiles.name}))`;
  const placeKey = place ? sql`(lower(${place.folder}), lower(${place.name}))` : null;
  const [folderRows, used] = await Promise.all([
    db
      .select({
        name: projectFiles.folder,
        count: count(),
        // the files of the folder up to the place (after it) or before it, to say where the page starts
        preceding: placeKey
          ? sql<number>`(count(*) filter (where ${key} ${afterPlace ? sql`<=` : sql`<`} ${placeKey}))::int`
          : sql<number>`0`,
      })
      .from(projectFiles)
      .where(eq(projectFiles.projectId, project.id))
      .groupBy(projectFiles.folder)
      .orderBy(sql`lower(${projectFiles.folder})`),
    projectStorageUsed(db, project.id),
  ]);
  const chosen = folderRows.find((f) => f.name.toLowerCase() === (folder ?? "").trim().toLowerCase())?.name ?? null;
  const inView = chosen ? folderRows.filter((f) => f.name === chosen) : folderRows;
  const viewTotal = inView.reduce((sum, f) => sum + f.count, 0);
  const readFiles = (from: SQL | undefined, newestFirst: boolean) =>
    db
      .select({
        id: projectFiles.id,
        folder: projectFiles.folder,
        name: projectFiles.name,
        currentVersion: projectFiles.currentVersion,
      })
      .from(projectFiles)
      .where(
        and(
          eq(projectFiles.projectId, project.id),
          chosen
            ? and(sql`lower(${projectFiles.folder}) = lower(${chosen})`, eq(projectFiles.folder, chosen))
            : undefined,
          from,
        ),
      )
      .orderBy(
        ...(newestFirst
          ? [sql`lower(${projectFiles.folder}) desc`, sql`lower(${projectFiles.name}) desc`]
          : [sql`lower(${projectFiles.folder})`, sql`lower(${projectFiles.name})`]),
      )
      .limit(size);
  let files = placeKey
    ? await readFiles(sql`${key} ${afterPlace ? sql`>` : sql`<`} ${placeKey}`, !afterPlace)
    : await readFiles(undefined, false);
  let start = place ? inView.reduce((sum, f) => sum + Number(f.preceding), 0) + (afterPlace ? 1 : 1 - files.length) : 1;
  if (beforePlace) files.reverse();
  // a place past either end (a file deleted meanwhile, an address made up): the list from its top
  if (place && (files.length === 0 || (beforePlace && files.length < size)) && viewTotal > files.length) {
    files = await readFiles(undefined, false);
    start = 1;
  }
  const first = files[0];
  const last = files.at(-1);
  const end = start + files.length - 1;
  const versions = files.length
    ? await db
        .select({
          id: projectFileVersions.id,
          fileId: projectFileVersions.fileId,
          version: projectFileVersions.version,
          size: projectFileVersions.size,
          contentType: projectFileVersions.contentType,
          uploadedAt: projectFileVersions.uploadedAt,
          uploadedBy: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
          uploaderRole: profiles.role,
        })
        .from(projectFileVersions)
        .leftJoin(profiles, eq(profiles.id, projectFileVersions.uploadedBy))
        .where(
          inArray(
            projectFileVersions.fileId,
            files.map((f) => f.id),
          ),
        )
        .orderBy(asc(projectFileVersions.fileId), desc(projectFileVersions.version))
    : [];
  const byFile = Map.groupBy(versions, (v) => v.fileId);
  return {
    projectId: project.id,
    storage: { used, quota: env.projectStorageQuota },
    folders: folderRows.map(({ name, count }) => ({ name, count })),
    folder: chosen,
    total: folderRows.reduce((sum, f) => sum + f.count, 0),
    page: {
      /** the files shown are the `from`-th to the `to`-th of `total` in this view (one folder or all) */
      from: files.length ? start : 0,
      to: files.length ? end : 0,
      total: viewTotal,
      size,
      /** the place the page before ends at ('' for the first page), null when this is the first */
      previous: first && start > 1 ? (start - size <= 1 ? "" : fileCursorText(first)) : null,
      /** the place the page after starts after, null when this is the last */
      next: last && end < viewTotal ? fileCursorText(last) : null,
    },
    files: files.map((f) => ({
      ...f,
      versions: (byFile.get(f.id) ?? []).map(({ fileId: _, uploaderRole, uploadedBy, ...v }) => ({
        ...v,
        // the portal names no one on the staff: a client sees the studio uploaded it
        uploadedBy: access.staff || uploaderRole === "client" ? uploadedBy : STUDIO,
      })),
    })),
  };
}

export type ProjectFileList = NonNullable<Awaited<ReturnType<typeof listProjectFiles>>>;
export type ProjectFileItem = ProjectFileList["files"][number];

/** One version to download: its storage key and the file's name, when the viewer may read it; else null. */
export async function findProjectFileVersion({ versionId, access }: { versionId: string; access: FileAccess }) {
  if (!isUuid(versionId)) return null;
  const [row] = await db
    .select({
      storageKey: projectFileVersions.storageKey,
      name: projectFiles.name,
      version: projectFileVersions.version,
      currentVersion: projectFiles.currentVersion,
    })
    .from(projectFileVersions)
    .innerJoin(projectFiles, eq(projectFiles.id, projectFileVersions.fileId))
    .innerJoin(clientProjects, eq(clientProjects.id, projectFiles.projectId))
    .where(
      and(
        eq(projectFileVersions.id, versionId),
        access.staff ? undefined : eq(clientProjects.clientId, access.clientId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The name a version is downloaded under: the file's own for the latest, 'name (v1).ext' for an older one. */
export function versionFileName({
  name,
  version,
  currentVersion,
}: {
  name: string;
  version: number;
  currentVersion: number;
}) {
  if (version === currentVersion) return name;
  const dot = name.lastIndexOf(".");
  return dot > 0 ? `${name.slice(0, dot)} (v${version})${name.slice(dot)}` : `${name} (v${version})`;
}

/**
 * Staff delete a file with all its versions (audited); the stored bytes go once the rows are gone.
 * False when there was no such file on that project.
 */
export async function deleteProjectFile({ actor, id, projectId }: { actor: Actor; id: string; projectId: string }) {
  if (!isUuid(id) || !isUuid(projectId)) return false;
  const keys = await db.transaction(async (tx) => {
    const versions = await tx
      .select({ key: projectFileVersions.storageKey })
      .from(projectFileVersions)
      .where(eq(projectFileVersions.fileId, id));
    const [deleted] = await tx
      .delete(projectFiles)
      .where(and(eq(projectFiles.id, id), eq(projectFiles.projectId, projectId)))
      .returning({ id: projectFiles.id, name: projectFiles.name, folder: projectFiles.folder });
    if (!deleted) return null;
    await recordActivity(tx, actor, {
      action: "delete",
      entity: "project_file",
      entityId: deleted.id,
      summary: `deleted "${deleted.name}" from ${deleted.folder} (${versions.length} ${versions.length === 1 ? "version" : "versions"})`,
      details: { projectId, folder: deleted.folder },
    });
    return versions.map((v) => v.key);
  });
  if (!keys) return false;
  // a leftover object is harmless, a lost row is not
  await Promise.all(keys.map((key) => deleteObject(key).catch(() => undefined)));
  return true;
}

/** The stored keys of every version of a project's files (removed with the project). */
export async function projectFileKeys(exec: Executor, projectId: string) {
  const rows = await exec
    .select({ key: projectFileVersions.storageKey })
    .from(projectFileVersions)
    .innerJoin(projectFiles, eq(projectFiles.id, projectFileVersions.fileId))
    .where(eq(projectFiles.projectId, projectId));
  return rows.map((r) => r.key);
}
