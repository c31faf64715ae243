import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { projectSprints, sprintClientMessages } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { CONTINUE_NOT_READY_MESSAGE, canContinueToNextSprint } from "~/domain/sprint-continue";
import { env } from "~/platform/foundation/env.server";
import { enqueueMail, replyTo } from "~/platform/mail.server";
import { findOwnSprint } from "./portal.server";

/**
 * What a client says on a sprint: feedback, a question, the decision to continue. Each is stored
 * and e-mailed to the staff inbox in one transaction (docs/architecture.md, "Mail").
 */

export type Sender = { userId: string; email: string; fullName: string | null };
type Kind = Exclude<(typeof sprintClientMessages.$inferInsert)["kind"], "approved" | "changes_requested">;

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
const who = (sender: Sender) => (sender.fullName ? `${sender.fullName} <${sender.email}>` : sender.email);

const SUBJECTS: Record<Kind, string> = {
  feedback: "Sprint feedback",
  question: "Question about a sprint",
  continue_next_sprint: "Continue to the next sprint",
};

async function record({
  sender,
  sprintId,
  kind,
  body,
  once = false,
}: {
  sender: Sender;
  sprintId: string;
  kind: Kind;
  body: string;
  /** keep a single row per sprint (a decision, not a conversation): the index `sprint_client_messages_continue_once` */
  once?: boolean;
}): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const sprint = await findOwnSprint(tx, { clientId: sender.userId, sprintId });
    // another client's sprint is answered as missing
    if (!sprint) throw new AppError("not_found", "Sprint not found");
    if (kind === "continue_next_sprint" && !canContinueToNextSprint(sprint.status)) {
      throw new AppError("conflict", CONTINUE_NOT_READY_MESSAGE);
    }
    const values = { sprintId: sprint.id, clientId: sender.userId, kind, body };
    if (once) {
      // the unique index keeps one row per sprint; whoever did not insert it sends no e-mail
      const inserted = await tx
        .insert(sprintClientMessages)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: sprintClientMessages.id });
      if (inserted.length === 0) return { created: false };
    } else {
      await tx.insert(sprintClientMessages).values(values);
    }
    // the feedback the sprint asked for has arrived: 'Feedback Required' is answered (staff may ask again)
    if (kind === "feedback" && sprint.feedbackRequired) {
      await tx.update(projectSprints).set({ feedbackRequired: false }).where(eq(projectSprints.id, sprint.id));
    }
    const lines = [
      `${who(sender)} ${
        kind === "feedback"
          ? "sent feedback on a sprint."
          : kind === "question"
            ? "asked a question about a sprint."
            : "wants to continue with the next sprint."
      }`,
      "",
      `Project: ${sprint.projectTitle}`,
      `Sprint ${sprint.sprintOrder}: ${sprint.title} (${sprint.status})`,
    ];
    if (body) lines.push("", body);
    lines.push("", `Client projects: ${env.baseUrl}/dashboard/client-projects`);
    await enqueueMail(tx, {
      to: env.staffInbox,
      headers: replyTo(sender.email),
      subject: oneLine(`${SUBJECTS[kind]}: ${sprint.title} (${sprint.projectTitle})`),
      text: lines.join("\n"),
    });
    return { created: true };
  });
}

/** POST /api/submit-feedback and the sprint page. `feedback` is already trimmed and checked. */
export const submitSprintFeedback = (input: { sender: Sender; sprintId: string; feedback: string }) =>
  record({ sender: input.sender, sprintId: input.sprintId, kind: "feedback", body: input.feedback });

/** 'Ask Questions' on an In Progress sprint (beyond the spec: stored and e-mailed). */
export const askSprintQuestion = (input: { sender: Sender; sprintId: string; question: string }) =>
  record({ sender: input.sender, sprintId: input.sprintId, kind: "question", body: input.question });

/**
 * POST /api/continue-next-sprint: the decision is kept once per sprint, and only for a sprint
 * In Review or Completed (a conflict otherwise); another client's or an unknown sprint is not_found.
 */
export const continueNextSprint = (input: { sender: Sender; sprintId: string }) =>
  record({ sender: input.sender, sprintId: input.sprintId, kind: "continue_next_sprint", body: "", once: true });
