import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listProjectFiles } from "~/data/project-files.server";
import { countUnreadMessages, readThread, unreadBySubject } from "~/data/threads.server";
import * as t from "~/db/schema";
import { detectType, readObject } from "~/platform/storage.server";
import { truncateAll, useTestDatabase } from "../../../tests/setup/db";
import { seedDemo } from "./demo.server";
import { simplePdf } from "./pdf";

const db = useTestDatabase();

/** Every object of a PDF sits where its cross-reference table says. */
function expectValidXref(pdf: string) {
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(start, start + 4)).toBe("xref");
  const offsets = [...pdf.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets.length).toBeGreaterThan(0);
  for (const [i, offset] of offsets.entries()) expect(pdf.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`));
  const length = Number(/\/Length (\d+)/.exec(pdf)?.[1]);
  const stream = /stream\n([\s\S]*?)\nendstream/.exec(pdf)?.[1] ?? "";
  expect(stream.length).toBe(length);
}

describe("simplePdf", () => {
  it("writes a PDF whose cross-references and stream length are right, with its text escaped", async () => {
    const blob = simplePdf("Plan (draft) \\ v1", ["Line one", "Café: non-ASCII becomes a dash"]);
    const text = await blob.text();
    expect(await detectType(new Uint8Array(await blob.arrayBuffer()))).toBe("application/pdf");
    expect(text).toContain("(Plan \\(draft\\) \\\\ v1) Tj");
    expect(text).toContain("(Caf-: non-ASCII becomes a dash) '");
    expect(blob.size).toBe(text.length);
    expectValidXref(text);
  });
});

describe("the demo's conversations and shared files", () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    await truncateAll();
    await seedDemo();
    for (const row of await db.select({ id: t.profiles.id, email: t.profiles.email }).from(t.profiles)) {
      ids[row.email] = row.id;
    }
  });
  const viewer = (email: string, role: "client" | "admin" | "author") => ({
    userId: ids[email]!,
    email,
    fullName: null,
    role,
  });
  const fleet = async () =>
    (
      await db
        .select({ id: t.clientProjects.id })
        .from(t.clientProjects)
        .where(eq(t.clientProjects.title, "Acme Fleet Operations Platform"))
    )[0]!.id;

  it("shows Acme three files in three folders, the spec in two versions, each a PDF in storage", async () => {
    const projectId = await fleet();
    const list = await listProjectFiles({ projectId, access: { staff: false, clientId: ids["client@acme.example"]! } });
    expect(list?.folders.map((f) => f.name)).toEqual(["Contracts", "Design", "Specs"]);
    expect(list?.files.map((f) => [f.name, f.versions.map((v) => v.version)])).toEqual([
      ["Statement of work.pdf", [1]],
      ["Acme brand guidelines.pdf", [1]],
      ["Dispatcher dashboard spec.pdf", [2, 1]],
    ]);
    // the portal names no one on the staff; the client's own upload keeps its name
    expect(list?.files[0]?.versions[0]?.uploadedBy).toBe("Lumen Studio");
    expect(list?.files[1]?.versions[0]?.uploadedBy).toBe("Jordan Blake");
    const [stored] = await db.select({ key: t.projectFileVersions.storageKey }).from(t.projectFileVersions).limit(1);
    const object = await readObject(stored!.key);
    expect(object?.contentType).toBe("application/pdf");
    expectValidXref(object!.body.toString("latin1"));
    // Globex sees none of it
    expect(
      await listProjectFiles({ projectId, access: { staff: false, clientId: ids["client@globex.example"]! } }),
    ).toBe(null);
  });

  it("holds a sprint thread and a task thread with an attachment, already read by every demo reader", async () => {
    const [task] = await db
      .select({ id: t.sprintTickets.id })
      .from(t.sprintTickets)
      .where(eq(t.sprintTickets.title, "Offline sync engine"));
    const acme = viewer("client@acme.example", "client");
    const thread = await readThread({
      viewer: acme,
      subject: { kind: "sprint_ticket", id: task!.id },
      markAsRead: false,
    });
    expect(thread?.messages.map((m) => [m.isYours, m.isStaffAuthor, m.isNew])).toEqual([
      [false, true, false],
      [true, false, false],
    ]);
    expect(thread?.messages[1]?.attachments.map((a) => a.fileName)).toEqual([
      "Coverage notes - northern districts.pdf",
    ]);
    for (const reader of [acme, viewer("admin@studio.example", "admin"), viewer("author@studio.example", "author")]) {
      expect(await countUnreadMessages({ viewer: reader })).toBe(0);
    }
    const all = await unreadBySubject({ viewer: viewer("admin@studio.example", "admin") });
    expect(all.map((s) => [s.kind, s.total]).sort()).toEqual([
      ["sprint", 3],
      ["sprint_ticket", 2],
    ]);
    expect(await unreadBySubject({ viewer: viewer("client@globex.example", "client") })).toEqual([]);
  });
});
