import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { cleanFileName, FILE_LIMIT_MESSAGE, PROJECT_FILE_LIMIT } from "~/domain/schemas/project-files";
import { createVerifiedUser } from "~/platform/auth.server";
import { readObject } from "~/platform/storage.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertProject, rejection } from "../../tests/setup/fixtures";
import { deleteClientProject } from "./client-projects.server";
import {
  deleteProjectFile,
  findProjectFileVersion,
  listProjectFiles,
  type ProjectFileList,
  uploadProjectFile,
  versionFileName,
} from "./project-files.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const PDF = (text: string) =>
  new Blob([`%PDF-1.4\n% ${text}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`]);
const EXE = new Blob([
  new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff, 0x00, 0x00]),
]);

async function person(email: string, role: "client" | "admin") {
  const user = await createVerifiedUser({ email, password: "a-long-password-1", fullName: email, role });
  return { userId: user.id, email };
}

async function setup() {
  const acme = await person("acme@files.test", "client");
  const other = await person("other@files.test", "client");
  const staff = await person("staff@files.test", "admin");
  const project = await insertProject(acme.userId, { title: "Fleet" });
  const theirs = await insertProject(other.userId, { title: "Other" });
  return { acme, other, staff, project, theirs };
}

const asClient = (c: { userId: string }) => ({ staff: false as const, clientId: c.userId });
const STAFF = { staff: true as const };

describe("project files", () => {
  it("uploading the same name into the same folder adds a version; every version keeps its bytes", async () => {
    const { acme, staff, project } = await setup();
    const first = await uploadProjectFile({
      actor: acme,
      access: asClient(acme),
      projectId: project.id,
      folder: "Contracts",
      file: PDF("one"),
      fileName: "Contract.pdf",
    });
    // another case of the name and the folder is the same file, uploaded by staff
    const second = await uploadProjectFile({
      actor: staff,
      access: STAFF,
      projectId: project.id,
      folder: "contracts",
      file: PDF("two"),
      fileName: "contract.PDF",
    });
    expect(first.version).toBe(1);
    expect(second).toMatchObject({ fileId: first.fileId, version: 2, name: "Contract.pdf", folder: "Contracts" });

    const list = await listProjectFiles({ projectId: project.id, access: asClient(acme) });
    expect(list?.files).toHaveLength(1);
    expect(list?.files[0]?.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(list?.folders).toEqual([{ name: "Contracts", count: 1 }]);
    // the client sees their own name and the studio's, never a staff member's; staff see both names
    expect(list?.files[0]?.versions.map((v) => v.uploadedBy)).toEqual(["Lumen Studio", acme.email]);
    const staffList = await listProjectFiles({ projectId: project.id, access: STAFF });
    expect(staffList?.files[0]?.versions.map((v) => v.uploadedBy)).toEqual([staff.email, acme.email]);

    const old = await findProjectFileVersion({ versionId: first.versionId, access: asClient(acme) });
    expect(old && versionFileName(old)).toBe("Contract (v1).pdf");
    const bytes = await readObject(old!.storageKey);
    expect(bytes?.body.toString()).toContain("% one");
    expect(old!.storageKey).toMatch(/^documents\/projects\//);

    const audit = await db.select().from(t.activityLog).where(eq(t.activityLog.entity, "project_file"));
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "update"]);
  });

  it("keeps folders apart and narrows the list to one folder", async () => {
    const { acme, project } = await setup();
    const base = { actor: acme, access: asClient(acme), projectId: project.id };
    await uploadProjectFile({ ...base, folder: "Designs", file: PDF("d"), fileName: "brief.pdf" });
    await uploadProjectFile({ ...base, folder: "Contracts", file: PDF("c"), fileName: "brief.pdf" });
    await uploadProjectFile({ ...base, file: PDF("g"), fileName: "notes.pdf" });
    const all = await listProjectFiles({ projectId: project.id, access: asClient(acme) });
    expect(all?.files.map((f) => `${f.folder}/${f.name} v${f.currentVersion}`)).toEqual([
      "Contracts/brief.pdf v1",
      "Designs/brief.pdf v1",
      "General/notes.pdf v1",
    ]);
    const designs = await listProjectFiles({ projectId: project.id, access: asClient(acme), folder: "designs" });
    expect(designs?.folder).toBe("Designs");
    expect(designs?.files.map((f) => f.name)).toEqual(["brief.pdf"]);
  });

  it("reads one page of files at a time: every file once, in order, with only the shown files' versions", async () => {
    const { acme, project, theirs, other } = await setup();
    // 8 files over three folders (names in mixed case), two with a second version; another client's file too
    const names = ["b.pdf", "A.pdf", "c.pdf"];
    const rows = await db
      .insert(t.projectFiles)
      .values([
        ...["Designs", "contracts", "General"]
          .flatMap((folder) => names.map((name) => ({ projectId: project.id, folder, name })))
          .slice(0, 8),
        { projectId: theirs.id, folder: "Designs", name: "rival.pdf" },
      ])
      .returning();
    const version = (f: (typeof rows)[number], n: number) => ({
      fileId: f.id,
      projectId: f.projectId,
      version: n,
      storageKey: `documents/${f.id}-${n}`,
      contentType: "application/pdf",
      size: 10,
    });
    await db
      .insert(t.projectFileVersions)
      .values([...rows.map((f) => version(f, 1)), version(rows[0]!, 2), version(rows[4]!, 2)]);
    const access = asClient(acme);
    const list = (page: { after?: string | null; before?: string | null; folder?: string }) =>
      listProjectFiles({ projectId: project.id, access, size: 3, ...page });

    const order = [
      "contracts/A.pdf",
      "contracts/b.pdf",
      "contracts/c.pdf",
      "Designs/A.pdf",
      "Designs/b.pdf",
      "Designs/c.pdf",
      "General/A.pdf",
      "General/b.pdf",
    ];
    const pages: string[][] = [];
    let after: string | null = null;
    for (;;) {
      const page: ProjectFileList = (await list({ after }))!;
      pages.push(page.files.map((f) => `${f.folder}/${f.name}`));
      // each file carries its own versions only, and only the shown files' versions are there
      const twice = new Set([rows[0]!.id, rows[4]!.id]);
      for (const f of page.files) expect(f.versions.map((v) => v.version)).toEqual(twice.has(f.id) ? [2, 1] : [1]);
      expect(page.total).toBe(8);
      if (!page.page.next) break;
      after = page.page.next;
    }
    expect(pages).toEqual([order.slice(0, 3), order.slice(3, 6), order.slice(6)]);

    const second = (await list({ after: "contracts/c.pdf" }))!;
    expect(second.page).toMatchObject({ from: 4, to: 6, total: 8, previous: "", next: "Designs/c.pdf" });
    const third = (await list({ after: second.page.next }))!;
    expect(third.page).toMatchObject({ from: 7, to: 8, previous: "General/A.pdf", next: null });
    // back from the last page: the page before, then the top
    const back = (await list({ before: third.page.previous }))!;
    expect(back.files.map((f) => `${f.folder}/${f.name}`)).toEqual(order.slice(3, 6));
    expect(back.page).toMatchObject({ from: 4, to: 6, previous: "" });
    const top = (await list({}))!;
    expect(top.page).toMatchObject({ from: 1, to: 3, previous: null, next: "contracts/c.pdf" });
    // a place in any letter case is the same place; a file deleted meanwhile still marks one
    expect((await list({ after: "CONTRACTS/C.PDF" }))!.files[0]?.name).toBe("A.pdf");
    await db
      .delete(t.projectFiles)
      .where(eq(t.projectFiles.id, rows.find((r) => r.folder === "Designs" && r.name === "A.pdf")!.id));
    expect((await list({ after: "contracts/c.pdf" }))!.files.map((f) => `${f.folder}/${f.name}`)).toEqual([
      "Designs/b.pdf",
      "Designs/c.pdf",
      "General/A.pdf",
    ]);

    // one folder, paged within it
    const designs = (await list({ folder: "designs", after: "Designs/b.pdf" }))!;
    expect(designs.files.map((f) => f.name)).toEqual(["c.pdf"]);
    expect(designs.page).toMatchObject({ from: 2, to: 2, total: 2, previous: "", next: null });
    expect(designs.folders).toEqual([
      { name: "contracts", count: 3 },
      { name: "Designs", count: 2 },
      { name: "General", count: 2 },
    ]);
    // another client's project stays refused, whatever the place
    expect(
      await listProjectFiles({ projectId: project.id, access: asClient(other), after: "Designs/A.pdf" }),
    ).toBeNull();
    expect(JSON.stringify(await list({}))).not.toContain("rival");
  });

  it("reads the first page for a place that is junk or past the end", async () => {
    const { acme, project } = await setup();
    await db
      .insert(t.projectFiles)
      .values(["a.pdf", "b.pdf", "c.pdf"].map((name) => ({ projectId: project.id, name })));
    const list = (page: { after?: string; before?: string }) =>
      listProjectFiles({ projectId: project.id, access: asClient(acme), size: 2, ...page });
    for (const junk of [
      "",
      "no-slash",
      "/x",
      "x/",
      "a/b/c",
      "\u0000/x",
      "General/\u0000",
      `${"x".repeat(61)}/a`,
      "%",
    ]) {
      for (const page of [{ after: junk }, { before: junk }]) {
        const read = await list(page);
        expect(
          read?.files.map((f) => f.name),
          JSON.stringify(page),
        ).toEqual(["a.pdf", "b.pdf"]);
        expect(read?.page).toMatchObject({ from: 1, to: 2, previous: null, next: "General/b.pdf" });
      }
    }
    // past the end: after it, the top of the list; before it, the last page
    expect((await list({ after: "zzz/zzz" }))?.files.map((f) => f.name)).toEqual(["a.pdf", "b.pdf"]);
    expect((await list({ before: "zzz/zzz" }))?.page).toMatchObject({ from: 2, to: 3, previous: "", next: null });
    // before the first file: the top of the list
    expect((await list({ before: "General/a.pdf" }))?.page).toMatchObject({ from: 1, previous: null });
    // an empty project: no page to turn
    const { project: empty } = { project: await insertProject(acme.userId, { title: "Empty" }) };
    expect(
      (await listProjectFiles({ projectId: empty.id, access: asClient(acme), after: "General/a.pdf" }))?.page,
    ).toEqual({
      from: 0,
      to: 0,
      total: 0,
      size: 25,
      previous: null,
      next: null,
    });
  });

  it("keeps the bytes a project's files hold as versions are added and removed", async () => {
    const { acme, staff, project, theirs } = await setup();
    const bytes = async (id: string) =>
      (await db.select().from(t.projectFileBytes).where(eq(t.projectFileBytes.projectId, id)))[0]?.bytes ?? 0;
    const sum = async (id: string) =>
      (await db.select().from(t.projectFileVersions).where(eq(t.projectFileVersions.projectId, id))).reduce(
        (total, v) => total + v.size,
        0,
      );
    const base = { actor: acme, access: asClient(acme), projectId: project.id };
    const a = await uploadProjectFile({ ...base, file: PDF("one"), fileName: "a.pdf" });
    await uploadProjectFile({ ...base, file: PDF("second version"), fileName: "a.pdf" });
    await uploadProjectFile({ ...base, file: PDF("b"), fileName: "b.pdf" });
    await uploadProjectFile({ ...base, access: STAFF, projectId: theirs.id, file: PDF("theirs"), fileName: "t.pdf" });
    expect(await bytes(project.id)).toBeGreaterThan(0);
    expect(await bytes(project.id)).toBe(await sum(project.id));
    expect(await bytes(theirs.id)).toBe(await sum(theirs.id));
    const listed = await listProjectFiles({ projectId: project.id, access: STAFF });
    expect(listed?.storage.used).toBe(await sum(project.id));

    await deleteProjectFile({ actor: staff, id: a.fileId, projectId: project.id });
    expect(await bytes(project.id)).toBe(await sum(project.id));
    expect(await sum(project.id)).toBeGreaterThan(0);
    await deleteClientProject({ actor: staff, id: project.id });
    expect(await db.select().from(t.projectFileBytes)).toEqual([{ projectId: theirs.id, bytes: await sum(theirs.id) }]);
  });

  it("refuses another client's project, and their versions are not found", async () => {
    const { acme, other, project, theirs } = await setup();
    const error = await rejection(
      uploadProjectFile({
        actor: acme,
        access: asClient(acme),
        projectId: theirs.id,
        file: PDF("x"),
        fileName: "x.pdf",
      }),
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(404);
    expect(await db.select().from(t.projectFileVersions)).toEqual([]);

    const mine = await uploadProjectFile({
      actor: acme,
      access: asClient(acme),
      projectId: project.id,
      file: PDF("mine"),
      fileName: "mine.pdf",
    });
    expect(await listProjectFiles({ projectId: project.id, access: asClient(other) })).toBeNull();
    expect(await findProjectFileVersion({ versionId: mine.versionId, access: asClient(other) })).toBeNull();
    expect(await findProjectFileVersion({ versionId: mine.versionId, access: STAFF })).not.toBeNull();
    expect(await findProjectFileVersion({ versionId: "not-an-id", access: STAFF })).toBeNull();
  });

  it("refuses a file of another type or too large with a message at the file field, storing nothing", async () => {
    const { acme, project } = await setup();
    const base = { actor: acme, access: asClient(acme), projectId: project.id };
    const exe = (await rejection(uploadProjectFile({ ...base, file: EXE, fileName: "setup.exe" }))) as AppError;
    expect(exe).toMatchObject({ status: 400, field: "file" });
    expect(exe.message).toMatch(/Please choose a PDF/);
    const big = new Blob([new Uint8Array(20 * 1024 * 1024 + 1)]);
    const large = (await rejection(uploadProjectFile({ ...base, file: big, fileName: "big.pdf" }))) as AppError;
    expect(large).toMatchObject({ status: 400, field: "file" });
    expect(large.message).toMatch(/too large/);
    expect(await db.select().from(t.projectFiles)).toEqual([]);
  });

  it(`holds at most ${PROJECT_FILE_LIMIT} files per project; a new version still fits`, async () => {
    const { acme, project } = await setup();
    await db
      .insert(t.projectFiles)
      .values(Array.from({ length: PROJECT_FILE_LIMIT }, (_, i) => ({ projectId: project.id, name: `f${i}.pdf` })));
    const base = { actor: acme, access: asClient(acme), projectId: project.id };
    const error = (await rejection(uploadProjectFile({ ...base, file: PDF("n"), fileName: "new.pdf" }))) as AppError;
    expect(error).toMatchObject({ status: 409, message: FILE_LIMIT_MESSAGE });
    const again = await uploadProjectFile({ ...base, file: PDF("v2"), fileName: "f0.pdf" });
    expect(again.version).toBe(2);
  });

  it("gives concurrent uploads of one name distinct version numbers", async () => {
    const { acme, project } = await setup();
    const base = { actor: acme, access: asClient(acme), projectId: project.id, fileName: "same.pdf" };
    const results = await Promise.all([1, 2, 3, 4].map((n) => uploadProjectFile({ ...base, file: PDF(`${n}`) })));
    expect(results.map((r) => r.version).sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(results.map((r) => r.fileId)).size).toBe(1);
  });

  it("staff delete a file with its versions and stored bytes, audited; a project's deletion takes its files", async () => {
    const { acme, staff, project } = await setup();
    const base = { actor: acme, access: asClient(acme), projectId: project.id, fileName: "a.pdf" };
    const v1 = await uploadProjectFile({ ...base, file: PDF("1") });
    await uploadProjectFile({ ...base, file: PDF("2") });
    const key = (await findProjectFileVersion({ versionId: v1.versionId, access: STAFF }))!.storageKey;
    expect(await deleteProjectFile({ actor: staff, id: v1.fileId, projectId: UNKNOWN })).toBe(false);
    expect(await deleteProjectFile({ actor: staff, id: v1.fileId, projectId: project.id })).toBe(true);
    expect(await db.select().from(t.projectFileVersions)).toEqual([]);
    expect(await readObject(key)).toBeNull();
    const [audit] = await db.select().from(t.activityLog).where(eq(t.activityLog.action, "delete"));
    expect(audit?.summary).toContain('deleted "a.pdf" from General (2 versions)');

    const kept = await uploadProjectFile({ ...base, file: PDF("3") });
    const keptKey = (await findProjectFileVersion({ versionId: kept.versionId, access: STAFF }))!.storageKey;
    await deleteClientProject({ actor: staff, id: project.id });
    expect(await readObject(keptKey)).toBeNull();
  });

  it("cleans a browser's file name", () => {
    expect(cleanFileName("C:\\Users\\me\\Spec v2.pdf")).toBe("Spec v2.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("  a\u0007b.txt ")).toBe("ab.txt");
    expect(cleanFileName("..")).toBe("file");
    // no line break, C1 control or direction override survives ("exe.pdf" must not read as "fdp.exe")
    expect(cleanFileName("a\r\nb\u0085c\u2028d\u202Eexe.pdf")).toBe("abcdexe.pdf");
    expect(cleanFileName("\u2066x\u2069\u200F.txt")).toBe("x.txt");
    expect(cleanFileName(`${"x".repeat(300)}.pdf`)).toHaveLength(150);
    expect(cleanFileName(`${"x".repeat(300)}.pdf`).endsWith(".pdf")).toBe(true);
  });
});

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
