import net from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, projectNotifications, projectSprints } from "~/db/schema";
import { deliverDueMail } from "~/server/mail.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertClientProjects, insertPeople, staffActor } from "../../tests/setup/people";
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

/** A port nothing listens on: the "mail server is down" case. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer | undefined;
async function startSmtp() {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  const server = smtp.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return (server.address() as net.AddressInfo).port;
}

beforeEach(async () => {
  await truncateAll();
  received.length = 0;
});
afterAll(async () => {
  process.env.SMTP_URL = "";
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe("client notification outbox (nothing is lost when SMTP is down)", () => {
  it("writes the notification and the mail with the status change, keeps the mail while SMTP is down, sends it later", async () => {
    const sprintId = await seedSprint();
    process.env.BASE_URL = "https://studio.example";
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;

    const result = await setSprintStatus(actor, { id: sprintId, status: "Completed" });
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
    process.env.SMTP_URL = `smtp://127.0.0.1:${await startSmtp()}`;
    expect(await deliverDueMail()).toEqual({ sent: 0, failed: 0 }); // not due yet
    const up = await deliverDueMail({ now: new Date(Date.now() + 5 * 60_000) });
    expect(up).toEqual({ sent: 1, failed: 0 });
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, pending!.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["jordan@acme.example"]);
    const body = received[0]!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain("Subject: Sprint completed: Driver app");
    expect(body).toContain(`https://studio.example/client-portal/sprint/${sprintId}`);
  });

  it("writes nothing for the client when the status change itself fails", async () => {
    await seedSprint();
    await expect(
      setSprintStatus(actor, { id: "00000000-0000-4000-8000-000000000000", status: "Completed" }),
    ).rejects.toThrow("Sprint not found");
    expect(await db.select().from(projectNotifications)).toHaveLength(0);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });
});
