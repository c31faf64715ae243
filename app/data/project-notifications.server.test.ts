import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { deliverDueMail } from "~/background/mail-sender.server";
import { mailOutbox, projectNotifications, projectSprints } from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertClientProjects, insertPeople, staffActor } from "../../tests/setup/people";
import { closedPort, type SmtpSink, startSmtpSink } from "../../tests/support/smtp";
import { setSprintStatus } from "./sprints.server";

const db = useTestDatabase();
const actor = staffActor;

async function seedSprint() {
  await insertPeople();
  const [projectId] = await insertClientProjects({});
  const [sprint] = await db
    .insert(projectSprints)
    .values({ projectId: projectId!, title: "Driver app", status: "In Progress" })
    .returning({ id: projectSprints.id });
  return sprint!.id;
}

let smtp: SmtpSink | undefined;

beforeEach(async () => {
  await truncateAll();
});
afterAll(async () => {
  process.env.SMTP_URL = "";
  await smtp?.close();
});

describe("client notification outbox (nothing is lost when SMTP is down)", () => {
  it("writes the notification and the mail with the status change, keeps the mail while SMTP is down, sends it later", async () => {
    const sprintId = await seedSprint();
    process.env.BASE_URL = "https://studio.example";
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;

    const result = await setSprintStatus({ actor, id: sprintId, status: "Completed" });
    expect(result.isNotified).toBe(true);

    const [notice] = await db.select().from(projectNotifications);
    expect(notice).toMatchObject({ notificationType: "sprint_completed", clientId: "client-1", read: false });
    expect(notice?.title).toBe("Sprint completed: Driver app");

    // the mail server is down: the mail stays pending, with the error and a later retry time
    const down = await deliverDueMail();
    expect(down).toEqual({ sent: 0, failed: 1 });
    const [pending] = await db.select().from(mailOutbox);
    expect(pending).toMatchObject({ to: "jordan@acme.example", status: "pending", attempts: 1 });
    expect(pending?.lastError).toBeTruthy();
    expect(pending!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // back up: the next run after the retry time delivers it over a real SMTP conversation
    smtp = await startSmtpSink();
    process.env.SMTP_URL = smtp.url;
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 0 }); // not due yet
    const up = await deliverDueMail({ now: new Date(Date.now() + 5 * 60_000) });
    expect(up).toEqual({ sent: 1, failed: 0 });
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, pending!.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.to).toEqual(["jordan@acme.example"]);
    const body = smtp.messages[0]!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain("Subject: Sprint completed: Driver app");
    // an automatic mail says so (RFC 3834): no vacation reply is sent back to the studio
    expect(body).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
    expect(body).toContain(`https://studio.example/client-portal/sprint/${sprintId}`);
  });

  it("writes nothing for the client when the status change itself fails", async () => {
    await seedSprint();
    await expect(
      setSprintStatus({ actor, id: "00000000-0000-4000-8000-000000000000", status: "Completed" }),
    ).rejects.toThrow("Sprint not found");
    expect(await db.select().from(projectNotifications)).toHaveLength(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });
});
