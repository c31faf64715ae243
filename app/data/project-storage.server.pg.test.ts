import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { projectFileBytes, projectFileVersions, threadAttachments, threadMessages } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { storageFullMessage } from "~/domain/schemas/project-files";
import { env } from "~/platform/foundation/env.server";
import { truncateAll, useTestDatabase, warmUp } from "../../tests/setup/db";
import { insertSprint, rejection } from "../../tests/setup/fixtures";
import { CLIENT, insertClientProjects, insertPeople, STAFF } from "../../tests/setup/people";
import { deleteProjectFile, listProjectFiles, uploadProjectFile } from "./project-files.server";
import { postThreadMessage } from "./threads.server";

// Runs on PGlite with the unit tests and on PostgreSQL with vitest.pg.config.ts (where races show).
const db = useTestDatabase();
const MB = 1024 * 1024;

beforeEach(async () => {
  await truncateAll();
  process.env.PROJECT_STORAGE_MB = "1";
});
afterEach(() => {
  delete process.env.PROJECT_STORAGE_MB;
});

/** A PDF of about `kb` kilobytes (the storage checks the type by its first bytes). */
const pdf = (kb: number) =>
  new File([`%PDF-1.4\n%${"x".repeat(kb * 1024)}\ntrailer<<>>\n%%EOF\n`], "spec.pdf", { type: "application/pdf" });

const staffActor = { userId: STAFF.id, email: STAFF.email };
const jordan = { userId: CLIENT.id, email: CLIENT.email, fullName: CLIENT.fullName ?? null, role: CLIENT.role };

async function seed() {
  await insertPeople([STAFF, CLIENT]);
  const [projectId, otherId] = await insertClientProjects({ title: "Fleet" }, { title: "Harbor" });
  const sprint = await insertSprint(projectId!, { title: "Dispatch board" });
  return { projectId: projectId!, otherId: otherId!, sprintId: sprint.id };
}

/** The private files on disk (documents/…), to see that a refused upload leaves none behind. */
const storedFiles = async () =>
  (await fs.readdir(path.join(env.uploadsDir, "documents"), { recursive: true }).catch(() => [])).sort();

describe("a client project's storage quota (PROJECT_STORAGE_MB)", () => {
  it("counts file versions and thread attachments together, refuses what does not fit and keeps nothing of it", async () => {
    const { projectId, otherId, sprintId } = await seed();
    const upload = (kb: number, name: string, project = projectId) =>
      uploadProjectFile({
        actor: staffActor,
        access: { staff: true },
        projectId: project,
        file: pdf(kb),
        fileName: name,
      });
    await upload(400, "brief.pdf");
    await postThreadMessage({
      viewer: jordan,
      subject: { kind: "sprint", id: sprintId },
      body: "Notes",
      file: pdf(300),
    });
    const before = await storedFiles();

    // 400 + 300 + 400 KB is past 1 MB: refused at the file field with the quota in words, as a 413
    const refused = await rejection(upload(400, "brief.pdf"));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "too_large", field: "file", userMessage: storageFullMessage(MB) });
    expect((refused as AppError).status).toBe(413);
    expect(storageFullMessage(MB)).toBe(
      "This project's storage is full (1.0 MB). Delete files it no longer needs, or ask the studio for more space.",
    );
    // an attachment counts against the same room; the message with it is not written either
    const onThread = await rejection(
      postThreadMessage({ viewer: jordan, subject: { kind: "sprint", id: sprintId }, body: "More", file: pdf(400) }),
    );
    expect(onThread).toMatchObject({ code: "too_large", userMessage: storageFullMessage(MB) });
    expect(await db.select().from(threadMessages)).toHaveLength(1);
    expect(await db.select().from(projectFileVersions)).toHaveLength(1);
    // the refused bytes were removed again
    expect(await storedFiles()).toEqual(before);

    // another project has its own room
    await upload(400, "other.pdf", otherId);
    // staff see the usage on the files list
    const list = await listProjectFiles({ projectId, access: { staff: true } });
    const stored = (await db.select().from(threadAttachments))[0]!.size + 400 * 1024;
    expect(list?.storage.quota).toBe(MB);
    expect(list?.storage.used).toBeGreaterThanOrEqual(stored);
    expect(list?.storage.used).toBeLessThan(stored + 200);

    // deleting a file frees its room at once
    const fileId = list!.files[0]!.id;
    expect(await deleteProjectFile({ actor: staffActor, id: fileId, projectId })).toBe(true);
    await upload(400, "brief.pdf");
  });

  it("keeps the project's byte total equal to its versions while uploads and deletes run at once", async () => {
    const { projectId } = await seed();
    await warmUp();
    const upload = (name: string) =>
      uploadProjectFile({ actor: staffActor, access: { staff: true }, projectId, file: pdf(20), fileName: name });
    const first = await Promise.all(["a.pdf", "b.pdf", "c.pdf"].map(upload));
    // new versions of the files being deleted, new files, and the deletes, all at once
    const results = await Promise.allSettled([
      ...first.map((f) => deleteProjectFile({ actor: staffActor, id: f.fileId, projectId })),
      ...["a.pdf", "b.pdf", "d.pdf", "e.pdf"].map(upload),
    ]);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const [kept] = await db.select().from(projectFileBytes).where(eq(projectFileBytes.projectId, projectId));
    const versions = await db.select({ size: projectFileVersions.size }).from(projectFileVersions);
    expect(versions.length).toBeGreaterThan(0);
    expect(kept?.bytes).toBe(versions.reduce((sum, v) => sum + v.size, 0));
  });

  it("two uploads at once cannot pass the quota together", async () => {
    const { projectId } = await seed();
    await warmUp();
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) =>
        uploadProjectFile({
          actor: staffActor,
          access: { staff: true },
          projectId,
          file: pdf(400),
          fileName: `part-${i}.pdf`,
        }),
      ),
    );
    // 1 MB holds two files of 400 KB, never three
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    const refusals = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(refusals.every((e) => e instanceof AppError && e.code === "too_large")).toBe(true);
    expect(await db.select().from(projectFileVersions)).toHaveLength(2);
  });
});
