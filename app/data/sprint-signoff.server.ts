import { and, eq, inArray } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { clientInvoices, clientProjects, projectSprints, sprintClientMessages } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { toIsoDate } from "~/domain/dates";
import { ALREADY_APPROVED_MESSAGE, NOT_IN_REVIEW_MESSAGE } from "~/domain/schemas/portal";
import { env } from "~/platform/foundation/env.server";
import { enqueueMail, replyTo } from "~/platform/mail.server";
import { activityOf } from "./activity.server";
import { issueDraftInvoice } from "./invoice-issue.server";
import { findOwnSprint } from "./portal.server";

/**
 * The client's sign-off of a sprint In Review: approve it (Completed, final) or request changes (back
 * to In Progress, with a note). Each is one transaction: the conditional status change (`WHERE status =
 * 'In Review'`, so of two clicks or two tabs exactly one wins), the review row of the sprint's history,
 * the staff e-mail, the activity row and, on approval, the linked milestone invoice issued with the
 * client's e-mail.
 */

export type Reviewer = { userId: string; email: string; fullName: string | null; ip?: string | null };

const sprintActivity = activityOf("sprint");
const who = (r: Reviewer) => (r.fullName ? `${r.fullName} <${r.email}>` : r.email);
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * Move one of the reviewer's own sprints from In Review to `to`; the sprint when this request did it.
 * Another client's or a missing sprint is a 404; a sprint no longer In Review (approved in another tab,
 * set back by staff) is a 409.
 */
async function leaveReview(tx: Transaction, reviewer: Reviewer, sprintId: string, to: "Completed" | "In Progress") {
  const sprint = await findOwnSprint(tx, { clientId: reviewer.userId, sprintId });
  if (!sprint) throw new AppError("not_found", "Sprint not found");
  const own = tx
    .select({ id: clientProjects.id })
    .from(clientProjects)
    .where(eq(clientProjects.clientId, reviewer.userId));
  const [moved] = await tx
    .update(projectSprints)
    .set({ status: to, feedbackRequired: false })
    .where(
      and(
        eq(projectSprints.id, sprint.id),
        eq(projectSprints.status, "In Review"),
        inArray(projectSprints.projectId, own),
      ),
    )
    .returning({ id: projectSprints.id });
  if (!moved) throw new AppError("conflict", NOT_IN_REVIEW_MESSAGE);
  return sprint;
}

async function mailStaff(tx: Transaction, reviewer: Reviewer, subject: string, lines: string[]) {
  await enqueueMail(tx, {
    to: env.staffInbox,
    headers: replyTo(reviewer.email),
    subject: oneLine(subject),
    text: [...lines, "", `Client projects: ${env.baseUrl}/dashboard/client-projects`].join("\n"),
  });
}

/**
 * 'Approve Sprint': the sprint becomes Completed, the approval is recorded (once per sprint: the
 * unique index `sprint_client_messages_approved_once`), and a draft milestone invoice linked to the
 * sprint is issued: Pending, dated the approval day, due after the term it was drafted with.
 */
export async function approveSprint({
  reviewer,
  sprintId,
  now = new Date(),
}: {
  reviewer: Reviewer;
  sprintId: string;
  now?: Date;
}) {
  return db.transaction(async (tx) => {
    const sprint = await leaveReview(tx, reviewer, sprintId, "Completed");
    // an approval is final: a sprint staff put back In Review after it is not approved twice (the whole change is undone)
    const approval = await tx
      .insert(sprintClientMessages)
      .values({ sprintId: sprint.id, clientId: reviewer.userId, kind: "approved" })
      .onConflictDoNothing()
      .returning({ id: sprintClientMessages.id });
    if (approval.length === 0) throw new AppError("conflict", ALREADY_APPROVED_MESSAGE);
    const issued = await issueDraftInvoice(tx, {
      match: { sprintId: sprint.id },
      actor: reviewer,
      today: toIsoDate(now),
      sprint: { title: sprint.title, approved: true },
      summary: (number) => `Invoice ${number} issued on approval of sprint ${sprint.title}`,
    });
    await sprintActivity(tx, reviewer, "update", sprint.id, `Client approved sprint ${sprint.title}`, {
      status: { from: "In Review", to: "Completed" },
    });
    await mailStaff(tx, reviewer, `Sprint approved: ${sprint.title} (${sprint.projectTitle})`, [
      `${who(reviewer)} approved a sprint.`,
      "",
      `Project: ${sprint.projectTitle}`,
      `Sprint ${sprint.sprintOrder}: ${sprint.title} (now Completed)`,
      ...(issued ? ["", `Invoice ${issued.invoiceNumber} was issued, due ${issued.dueDate}.`] : []),
    ]);
    return { sprintId: sprint.id, invoice: issued };
  });
}

/** 'Request Changes': the sprint goes back to In Progress with the client's note for the team. */
export async function requestSprintChanges({
  reviewer,
  sprintId,
  note,
}: {
  reviewer: Reviewer;
  sprintId: string;
  note: string;
}) {
  return db.transaction(async (tx) => {
    const sprint = await leaveReview(tx, reviewer, sprintId, "In Progress");
    await tx
      .insert(sprintClientMessages)
      .values({ sprintId: sprint.id, clientId: reviewer.userId, kind: "changes_requested", body: note });
    await sprintActivity(tx, reviewer, "update", sprint.id, `Client requested changes to sprint ${sprint.title}`, {
      status: { from: "In Review", to: "In Progress" },
    });
    await mailStaff(tx, reviewer, `Changes requested: ${sprint.title} (${sprint.projectTitle})`, [
      `${who(reviewer)} requested changes to a sprint.`,
      "",
      `Project: ${sprint.projectTitle}`,
      `Sprint ${sprint.sprintOrder}: ${sprint.title} (back to In Progress)`,
      "",
      note,
    ]);
    return { sprintId: sprint.id };
  });
}

/** The linked milestone invoice the client is about to issue by approving (number and amount), if any. */
export async function findMilestoneInvoice({ clientId, sprintId }: { clientId: string; sprintId: string }) {
  const [row] = await db
    .select({
      invoiceNumber: clientInvoices.invoiceNumber,
      amount: clientInvoices.amount,
      currency: clientInvoices.currency,
    })
    .from(clientInvoices)
    .innerJoin(clientProjects, eq(clientProjects.id, clientInvoices.projectId))
    .where(
      and(
        eq(clientInvoices.sprintId, sprintId),
        eq(clientInvoices.paymentStatus, "Draft"),
        eq(clientProjects.clientId, clientId),
      ),
    )
    .limit(1);
  return row ?? null;
}
