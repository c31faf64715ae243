import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { truncateAll, useTestDatabase, warmUp } from "../../tests/setup/db";
import { refusal } from "../../tests/support/refusal";
import { continueNextSprint, submitSprintFeedback } from "./portal-messages.server";

// Runs on PGlite with the unit tests and on PostgreSQL with vitest.pg.config.ts (where races show).
const db = useTestDatabase();
beforeEach(truncateAll);

async function sprintWith(status: (typeof t.projectSprints.$inferInsert)["status"]) {
  const id = "burst-client";
  const email = `${id}@client.example`;
  await db.insert(t.users).values({ id, name: id, email, emailVerified: true });
  await db.insert(t.profiles).values({ id, email, role: "client", fullName: "Burst Client" });
  const [project] = await db.insert(t.clientProjects).values({ clientId: id, title: "Burst" }).returning();
  const [sprint] = await db
    .insert(t.projectSprints)
    .values({ projectId: project!.id, title: "Review me", status })
    .returning();
  return { sender: { userId: id, email, fullName: "Burst Client" }, sprintId: sprint!.id };
}

describe("continue to the next sprint under a burst", () => {
  it("keeps one decision and sends one staff e-mail when 20 arrive at once", async () => {
    const { sender, sprintId } = await sprintWith("In Review");
    await warmUp();
    const results = await Promise.all(Array.from({ length: 20 }, () => continueNextSprint({ sender, sprintId })));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await db.select().from(t.sprintClientMessages)).toHaveLength(1);
    expect(await db.select().from(t.mailOutbox)).toHaveLength(1);
  });

  it.each(["In Progress", "Planned"] as const)("refuses a sprint %s, storing and sending nothing", async (status) => {
    const { sender, sprintId } = await sprintWith(status);
    expect(await refusal(continueNextSprint({ sender, sprintId }))).toMatchObject({ code: "conflict" });
    expect(await db.select().from(t.sprintClientMessages)).toHaveLength(0);
    expect(await db.select().from(t.mailOutbox)).toHaveLength(0);
  });
});

describe("feedback on a sprint that asks for it", () => {
  it("answers 'Feedback Required': the flag clears with the stored feedback", async () => {
    const { sender, sprintId } = await sprintWith("In Review");
    await db.update(t.projectSprints).set({ feedbackRequired: true }).where(eq(t.projectSprints.id, sprintId));
    expect(await submitSprintFeedback({ sender, sprintId, feedback: "Looks great" })).toEqual({ created: true });
    const [sprint] = await db.select().from(t.projectSprints).where(eq(t.projectSprints.id, sprintId));
    expect(sprint?.feedbackRequired).toBe(false);
    expect(await db.select().from(t.sprintClientMessages)).toHaveLength(1);
  });

  it("leaves another client's sprint flagged", async () => {
    const { sprintId } = await sprintWith("In Review");
    await db.update(t.projectSprints).set({ feedbackRequired: true }).where(eq(t.projectSprints.id, sprintId));
    const stranger = { userId: "stranger", email: "s@x.example", fullName: null };
    expect(await refusal(submitSprintFeedback({ sender: stranger, sprintId, feedback: "Hi" }))).toEqual({
      code: "not_found",
      message: "Sprint not found",
    });
    const [sprint] = await db.select().from(t.projectSprints).where(eq(t.projectSprints.id, sprintId));
    expect(sprint?.feedbackRequired).toBe(true);
  });
});
