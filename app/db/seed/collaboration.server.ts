import { db } from "~/db/client.server";
import * as t from "~/db/schema";
import { log } from "~/platform/foundation/log.server";
import { saveDocument } from "~/platform/storage.server";
import { simplePdf } from "./pdf";

type Demo = {
  projectId: string;
  /** the sprints' ids by title, and the sprint tasks' ids by title */
  sprints: Record<string, string>;
  tasks: Record<string, string>;
  users: { admin: string; author: string; client: string };
  /** a moment `daysAgo` days before the seed's day, at `hours` UTC */
  at: (daysAgo: number, hours?: number) => Date;
  now: Date;
};

/** Who wrote what on the demo project's sprint and task threads, oldest first. */
const MESSAGES = [
  {
    sprint: "Dispatcher dashboard",
    by: "client",
    daysAgo: 13,
    hours: 9,
    body: "The live board looks great. Could unassigned deliveries sit at the top of the list? Our dispatchers scan those first every morning.",
  },
  {
    sprint: "Dispatcher dashboard",
    by: "admin",
    daysAgo: 12,
    hours: 14,
    body: "Good call. Unassigned deliveries now sit at the top, highlighted in amber. It is on the preview: https://example.com/acme/dispatch",
  },
  {
    sprint: "Dispatcher dashboard",
    by: "client",
    daysAgo: 11,
    hours: 8,
    body: "Perfect, thank you. We will finish the review with the dispatch leads this week.",
  },
  {
    task: "Offline sync engine",
    by: "author",
    daysAgo: 5,
    hours: 10,
    body: "A question for your IT team: how long can a driver be offline on a typical route? We are sizing the local cache.",
  },
  {
    task: "Offline sync engine",
    by: "client",
    daysAgo: 4,
    hours: 16,
    body: "Up to four hours in the northern districts. Our telecom provider's coverage notes are attached.",
    attachment: {
      name: "Coverage notes - northern districts.pdf",
      title: "Mobile coverage: northern districts",
      lines: [
        "Routes N1 to N6: no signal for up to 4 hours on the forest roads.",
        "Routes N7 to N9: short gaps of 10 to 20 minutes.",
        "Depots: full 4G coverage and Wi-Fi in the loading bays.",
      ],
    },
  },
] as const;

/** The demo project's shared files: folder, name, who uploaded which version, and when. */
const FILES = [
  {
    folder: "Contracts",
    name: "Statement of work.pdf",
    versions: [{ by: "admin", daysAgo: 69 }],
    lines: [
      "Client: Acme Logistics. Studio: Lumen Studio.",
      "Scope: dispatcher dashboard, driver app and customer tracking page.",
      "Delivery in four sprints, each signed off by the client.",
      "Invoices: one milestone invoice per sprint, due in 30 days.",
    ],
  },
  {
    folder: "Design",
    name: "Acme brand guidelines.pdf",
    versions: [{ by: "client", daysAgo: 66 }],
    lines: [
      "Primary colour: Acme blue. Secondary: signal amber.",
      "Typeface: Inter for the product, Acme Sans for marketing.",
      "The logo keeps a clear space of one letter height on each side.",
    ],
  },
  {
    folder: "Specs",
    name: "Dispatcher dashboard spec.pdf",
    versions: [
      { by: "author", daysAgo: 41 },
      { by: "author", daysAgo: 20 },
    ],
    lines: [
      "The live board shows every vehicle and its deliveries for the day.",
      "Unassigned deliveries sit at the top of the list, in amber.",
      "Dispatch leads may re-route; dispatchers may assign.",
    ],
  },
] as const;

/**
 * Conversations and shared files on the demo project, so a fresh demo shows the Messages and Files tabs
 * at work. Every demo reader has read the threads (no unread badges on a fresh demo). The files are
 * stored first and best-effort: were the storage away at the first start, the demo comes up without them.
 */
export async function seedDemoCollaboration(demo: Demo) {
  const attachments = new Map<string, Awaited<ReturnType<typeof saveDocument>>>();
  const versions: {
    file: (typeof FILES)[number];
    version: number;
    stored: Awaited<ReturnType<typeof saveDocument>>;
  }[] = [];
  try {
    for (const message of MESSAGES) {
      if (!("attachment" in message)) continue;
      const pdf = simplePdf(message.attachment.title, message.attachment.lines);
      attachments.set(message.body, await saveDocument(pdf, "threads"));
    }
    for (const file of FILES) {
      for (const [i] of file.versions.entries()) {
        const lines = i === 0 ? file.lines : [...file.lines, `Version ${i + 1}: changes from the review.`];
        const pdf = simplePdf(file.name.replace(/\.pdf$/, ""), lines);
        versions.push({
          file,
          version: i + 1,
          stored: await saveDocument(pdf, `projects/${demo.projectId}`),
        });
      }
    }
  } catch (error) {
    log.warn("demo documents not stored: the demo starts without its shared files", { error: String(error) });
    attachments.clear();
    versions.length = 0;
  }

  await db.transaction(async (tx) => {
    const subjects = new Set<string>();
    for (const message of MESSAGES) {
      const isTask = "task" in message;
      const subjectId = isTask ? demo.tasks[message.task]! : demo.sprints[message.sprint]!;
      const sprintId = isTask ? demo.sprints["Driver mobile app"]! : subjectId;
      const kind = isTask ? ("sprint_ticket" as const) : ("sprint" as const);
      subjects.add(`${kind}:${subjectId}`);
      const [row] = await tx
        .insert(t.threadMessages)
        .values({
          projectId: demo.projectId,
          sprintId,
          ticketId: isTask ? subjectId : null,
          subjectKind: kind,
          subjectId,
          authorId: demo.users[message.by],
          body: message.body,
          createdAt: demo.at(message.daysAgo, message.hours),
        })
        .returning({ id: t.threadMessages.id });
      const stored = attachments.get(message.body);
      if (stored && "attachment" in message) {
        await tx.insert(t.threadAttachments).values({
          messageId: row!.id,
          storageKey: stored.key,
          fileName: message.attachment.name,
          contentType: stored.contentType,
          size: stored.size,
          createdAt: demo.at(message.daysAgo, message.hours),
        });
      }
    }
    for (const subject of subjects) {
      const [kind, subjectId] = subject.split(":") as [(typeof t.THREAD_SUBJECT_KINDS)[number], string];
      for (const userId of Object.values(demo.users)) {
        await tx.insert(t.threadReads).values({ userId, subjectKind: kind, subjectId, lastReadAt: demo.now });
      }
    }

    const fileIds = new Map<string, string>();
    for (const { file, version, stored } of versions) {
      const upload = file.versions[version - 1]!;
      let fileId = fileIds.get(file.name);
      if (!fileId) {
        const [row] = await tx
          .insert(t.projectFiles)
          .values({
            projectId: demo.projectId,
            folder: file.folder,
            name: file.name,
            currentVersion: file.versions.length,
            createdBy: demo.users[upload.by],
            createdAt: demo.at(upload.daysAgo),
            updatedAt: demo.at(file.versions.at(-1)!.daysAgo),
          })
          .returning({ id: t.projectFiles.id });
        fileId = row!.id;
        fileIds.set(file.name, fileId);
      }
      await tx.insert(t.projectFileVersions).values({
        fileId,
        projectId: demo.projectId,
        version,
        storageKey: stored.key,
        contentType: stored.contentType,
        size: stored.size,
        uploadedBy: demo.users[upload.by],
        uploadedAt: demo.at(upload.daysAgo),
      });
    }
  });
}
