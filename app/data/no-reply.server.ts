import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { projectSprints, threadSubjects } from "~/db/schema";
import { AppError, foundOr404 } from "~/domain/app-error";
import { activityOf } from "./activity.server";
import type { Actor } from "./client-projects.server";

const sprintActivity = activityOf("sprint");
const threadActivity = activityOf("thread_message");

export const NEWER_MESSAGE = "The client wrote again since: read the new message first";

/**
 * Staff mark a client's last word as needing no reply (a closing "thank you"), so the overview stops
 * listing it as unanswered; the client's next message makes it unanswered again.
 * - a conversation (`source: "thread"`): its summary row says the studio owes nothing, but only while
 *   `messageId` is still the latest (a message that arrived meanwhile is a 409: nobody dismisses what they
 *   have not read); the thread trigger sets it again on the next message;
 * - a sprint's feedback or question (`source: "sprint"`): an activity row on the sprint, the staff action
 *   that answers it (the overview counts it unanswered until staff act on the sprint after it).
 * Each records who did it in the activity log.
 */
export async function markNoReplyNeeded(
  p: { actor: Actor } & (
    | { source: "thread"; subjectKind: "sprint" | "sprint_ticket"; subjectId: string; messageId: string }
    | { source: "sprint"; sprintId: string }
  ),
) {
  return db.transaction(async (tx) => {
    if (p.source === "sprint") {
      const [sprint] = await tx
        .select({ id: projectSprints.id, title: projectSprints.title })
        .from(projectSprints)
        .where(eq(projectSprints.id, p.sprintId))
        .limit(1);
      const { id, title } = foundOr404(sprint, "Sprint not found");
      await sprintActivity(
        tx,
        p.actor,
        "update",
        id,
        `Marked the client's message on sprint "${title}" as needing no reply`,
      );
      return;
    }
    const [summary] = await tx
      .select({ sprintId: threadSubjects.sprintId, lastMessageId: threadSubjects.lastMessageId })
      .from(threadSubjects)
      .where(and(eq(threadSubjects.subjectKind, p.subjectKind), eq(threadSubjects.subjectId, p.subjectId)))
      .for("update")
      .limit(1);
    const { sprintId, lastMessageId } = foundOr404(summary, "Conversation not found");
    if (lastMessageId !== p.messageId) throw new AppError("conflict", NEWER_MESSAGE);
    await tx
      .update(threadSubjects)
      .set({ lastByClient: false })
      .where(and(eq(threadSubjects.subjectKind, p.subjectKind), eq(threadSubjects.subjectId, p.subjectId)));
    // logged on the message, not the sprint: the sprint's own feedback stays unanswered until answered
    await threadActivity(tx, p.actor, "update", p.messageId, "Marked a client conversation as needing no reply", {
      subject: { kind: p.subjectKind, id: p.subjectId, sprintId },
    });
  });
}
