import { and, asc, eq, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientProjects, projectSprints } from "~/db/schema";
import { sprintReviewReminderNotice } from "~/domain/client-notifications";
import { formatDate } from "~/domain/format";
import { dueReviewReminder, REVIEW_REMINDER_WORKING_DAYS } from "~/domain/review-reminders";
import { notifyClient, portalLink } from "./project-notifications.server";

/** How many waiting sprints one run looks at; the next run (a quarter of an hour later) takes the rest. */
const BATCH = 200;

/**
 * The review reminders' job: each sprint still In Review whose client has not signed it off gets a
 * reminder after 3 working days and another after 7 (`dueReviewReminder`, in the studio's time zone).
 * Each reminder is one transaction: the conditional `UPDATE … WHERE review_reminders = <sent so far>`
 * takes it, then the notice and its e-mail are queued; of two processes (or two runs) exactly one takes
 * it. A sprint leaving In Review, or sent for review again, is not reminded of the old request. Answers
 * the reminders queued.
 */
export async function sendDueReviewReminders({ now, timeZone }: { now: Date; timeZone: string }) {
  // 3 working days are 3 calendar days between the two local days at least, so more than 2 days of time:
  // only those rows are read (the partial index holds the sprints waiting for a reminder)
  const oldest = new Date(now.getTime() - (REVIEW_REMINDER_WORKING_DAYS[0] - 1) * 86_400_000);
  const waiting = await db
    .select({
      id: projectSprints.id,
      projectId: projectSprints.projectId,
      projectTitle: clientProjects.title,
      title: projectSprints.title,
      requestedAt: projectSprints.reviewRequestedAt,
      remindersSent: projectSprints.reviewReminders,
    })
    .from(projectSprints)
    .innerJoin(clientProjects, eq(clientProjects.id, projectSprints.projectId))
    .where(
      and(
        eq(projectSprints.status, "In Review"),
        lt(projectSprints.reviewReminders, 2),
        lt(projectSprints.reviewRequestedAt, oldest),
      ),
    )
    .orderBy(asc(projectSprints.reviewRequestedAt))
    .limit(BATCH);
  const sent: { sprintId: string; reminder: 1 | 2 }[] = [];
  for (const sprint of waiting) {
    const { requestedAt } = sprint;
    if (!requestedAt) continue;
    const reminder = dueReviewReminder({
      requestedAt,
      remindersSent: sprint.remindersSent,
      now,
      timeZone,
    });
    if (!reminder) continue;
    const taken = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(projectSprints)
        .set({ reviewReminders: reminder })
        .where(
          and(
            eq(projectSprints.id, sprint.id),
            eq(projectSprints.status, "In Review"),
            eq(projectSprints.reviewReminders, sprint.remindersSent),
            eq(projectSprints.reviewRequestedAt, requestedAt),
          ),
        )
        .returning({ id: projectSprints.id });
      if (!row) return false;
      await notifyClient(tx, {
        projectId: sprint.projectId,
        notice: sprintReviewReminderNotice({
          projectTitle: sprint.projectTitle,
          sprintTitle: sprint.title,
          since: formatDate(requestedAt.toISOString().slice(0, 10)),
        }),
        link: portalLink(`/client-portal/sprint/${sprint.id}`),
      });
      return true;
    });
    if (taken) sent.push({ sprintId: sprint.id, reminder });
  }
  return sent;
}
