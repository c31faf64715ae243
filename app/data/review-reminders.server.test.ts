import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, projectNotifications, projectSprints } from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertSprint } from "../../tests/setup/fixtures";
import { CLIENT, insertClientProjects, insertPeople, STAFF, staffActor } from "../../tests/setup/people";
import { readPortalProjects, signOffsWaitingOf } from "./portal.server";
import { sendDueReviewReminders } from "./review-reminders.server";
import { setSprintStatus } from "./sprints.server";

const db = useTestDatabase();
beforeEach(truncateAll);

// Friday 20 November 2026, 10:00 UTC
const SENT = new Date("2026-11-20T10:00:00Z");
const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

async function seed() {
  await insertPeople([STAFF, CLIENT]);
  const [projectId] = await insertClientProjects({ title: "Fleet" });
  const sprint = await insertSprint(projectId!, { title: "Dispatch board", status: "In Progress" });
  return { projectId: projectId!, sprintId: sprint.id };
}

const clientMails = () => db.select().from(mailOutbox).where(eq(mailOutbox.to, CLIENT.email));

describe("a sprint sent for the client's review", () => {
  it("tells the client once, in the portal and by e-mail, and shows at the top of their portal", async () => {
    const { sprintId } = await seed();
    expect(signOffsWaitingOf(await readPortalProjects(CLIENT.id))).toEqual([]);
    const { isNotified } = await setSprintStatus({ actor: staffActor, id: sprintId, status: "In Review", now: SENT });
    expect(isNotified).toBe(true);

    const notices = await db.select().from(projectNotifications);
    expect(notices.map((n) => [n.notificationType, n.title])).toEqual([
      ["sprint_review", "Your sign-off is needed: Dispatch board"],
    ]);
    const mails = await clientMails();
    expect(mails.map((m) => m.subject)).toEqual(["Your sign-off is needed: Dispatch board"]);
    expect(mails[0]!.text).toContain(`/client-portal/sprint/${sprintId}`);
    const [row] = await db.select().from(projectSprints).where(eq(projectSprints.id, sprintId));
    expect([row!.reviewRequestedAt?.toISOString(), row!.reviewReminders]).toEqual([SENT.toISOString(), 0]);

    expect(signOffsWaitingOf(await readPortalProjects(CLIENT.id))).toEqual([
      { sprintId, sprintTitle: "Dispatch board", projectTitle: "Fleet" },
    ]);
    // another client sees nothing of it
    expect(signOffsWaitingOf(await readPortalProjects("someone-else"))).toEqual([]);
  });

  it("reminds after 3 working days and after 7, each once, whatever runs twice at the same moment", async () => {
    const { sprintId } = await seed();
    await setSprintStatus({ actor: staffActor, id: sprintId, status: "In Review", now: SENT });
    const run = (iso: string) => sendDueReviewReminders({ now: day(iso), timeZone: "UTC" });

    // Tuesday is 2 working days after Friday: nothing yet
    expect(await run("2026-11-24")).toEqual([]);
    // Wednesday: the first reminder, taken by exactly one of two runs at once
    const both = await Promise.all([run("2026-11-25"), run("2026-11-25")]);
    expect(both.flat()).toEqual([{ sprintId, reminder: 1 }]);
    expect(await run("2026-11-26")).toEqual([]);
    // the 7th working day: the second and last
    expect(await run("2026-12-01")).toEqual([{ sprintId, reminder: 2 }]);
    expect(await run("2026-12-20")).toEqual([]);

    const subjects = (await clientMails()).map((m) => m.subject);
    expect(subjects).toEqual([
      "Your sign-off is needed: Dispatch board",
      "Reminder: Dispatch board awaits your sign-off",
      "Reminder: Dispatch board awaits your sign-off",
    ]);
    const reminder = (await clientMails())[1]!;
    expect(reminder.text).toContain("has been waiting for your review since Nov 20, 2026");
  });

  it("stops reminding once the sprint leaves In Review, and starts again from a new request", async () => {
    const { sprintId } = await seed();
    await setSprintStatus({ actor: staffActor, id: sprintId, status: "In Review", now: SENT });
    await setSprintStatus({ actor: staffActor, id: sprintId, status: "In Progress", now: day("2026-11-23") });
    expect(await sendDueReviewReminders({ now: day("2026-11-26"), timeZone: "UTC" })).toEqual([]);

    await setSprintStatus({ actor: staffActor, id: sprintId, status: "In Review", now: day("2026-11-24") });
    expect(await sendDueReviewReminders({ now: day("2026-11-26"), timeZone: "UTC" })).toEqual([]);
    expect(await sendDueReviewReminders({ now: day("2026-11-27"), timeZone: "UTC" })).toEqual([
      { sprintId, reminder: 1 },
    ]);
    // two requests, one reminder of the second
    expect((await clientMails()).map((m) => m.subject.split(":")[0])).toEqual([
      "Your sign-off is needed",
      "Your sign-off is needed",
      "Reminder",
    ]);
  });
});
