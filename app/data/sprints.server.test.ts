import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  activityLog,
  mailOutbox,
  projectNotifications,
  projectSprints,
  sprintClientMessages,
  sprintTickets,
} from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertStaffClientAndProject, sprintInput } from "../../tests/setup/fixtures";
import { insertClientProjects, staffActor } from "../../tests/setup/people";
import {
  createSprint,
  deleteSprint,
  listSprintOptions,
  listSprints,
  nextSprintOrders,
  setSprintStatus,
  updateSprint,
} from "./sprints.server";

const db = useTestDatabase();
const actor = staffActor;

const seed = insertStaffClientAndProject;
const sprint = sprintInput;

beforeEach(truncateAll);

describe("sprints", () => {
  it("numbers a new sprint after the highest existing one, or 1", async () => {
    const projectId = await seed();
    await createSprint({ actor, input: sprint(projectId, { title: "A" }) });
    await createSprint({ actor, input: sprint(projectId, { title: "B", sprintOrder: 5 }) });
    await createSprint({ actor, input: sprint(projectId, { title: "C" }) });
    const { rows } = await listSprints({ projectId });
    expect(rows.map((r) => [r.title, r.sprintOrder])).toEqual([
      ["A", 1],
      ["B", 5],
      ["C", 6],
    ]);
    expect(await nextSprintOrders()).toEqual({ [projectId]: 7 });
  });

  it("offers a ticket the sprints not yet Completed, and the next order from all of them", async () => {
    const projectId = await seed();
    const [other] = await insertClientProjects({ title: "Another" });
    const made: Record<string, string> = {};
    for (const [title, sprintOrder] of [
      ["Discovery", 1],
      ["Build", 2],
      ["Launch", 3],
    ] as const) {
      made[title] = (await createSprint({ actor, input: sprint(projectId, { title, sprintOrder }) })).id;
    }
    await createSprint({ actor, input: sprint(other!, { title: "Elsewhere", sprintOrder: 9 }) });
    await setSprintStatus({ actor, id: made.Discovery!, status: "Completed" });
    const titles = async () => (await listSprintOptions(projectId)).options.map((o) => o.title);
    expect(await titles()).toEqual(["Build", "Launch"]);
    expect((await listSprintOptions(projectId)).nextOrder).toBe(4);
    // the highest sprint completed: no longer offered, and still counted for the next order
    await setSprintStatus({ actor, id: made.Launch!, status: "Completed" });
    expect(await titles()).toEqual(["Build"]);
    expect((await listSprintOptions(projectId)).nextOrder).toBe(4);
    await setSprintStatus({ actor, id: made.Build!, status: "Completed" });
    expect(await listSprintOptions(projectId)).toEqual({ options: [], nextOrder: 4 });
  });

  it("refuses a sprint for a project that does not exist", async () => {
    await seed();
    await expect(createSprint({ actor, input: sprint("00000000-0000-4000-8000-000000000000") })).rejects.toThrow(
      "Project not found",
    );
  });

  it("notifies the client only when a sprint becomes Completed from another status", async () => {
    const projectId = await seed();
    const { id } = await createSprint({ actor, input: sprint(projectId, { title: "Dispatch" }) });
    expect((await setSprintStatus({ actor, id, status: "In Progress" })).isNotified).toBe(false);
    expect((await setSprintStatus({ actor, id, status: "Completed" })).isNotified).toBe(true);
    expect((await setSprintStatus({ actor, id, status: "Completed" })).isNotified).toBe(false);
    const notices = await db.select().from(projectNotifications);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ clientId: "client-1", projectId, notificationType: "sprint_completed" });
    const mail = await db.select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: "jordan@acme.example",
      subject: "Sprint completed: Dispatch",
      status: "pending",
    });
  });

  it("the edit form may set any status, and completing through it notifies too", async () => {
    const projectId = await seed();
    const { id } = await createSprint({ actor, input: sprint(projectId, { title: "Review", status: "In Review" }) });
    const result = await updateSprint({
      actor,
      input: { ...sprint(projectId, { title: "Review", status: "Completed" }), id },
    });
    expect(result.isNotified).toBe(true);
    const reopened = await updateSprint({
      actor,
      input: { ...sprint(projectId, { title: "Review", status: "Planned" }), id },
    });
    expect(reopened.isNotified).toBe(false);
    const [row] = await db.select().from(projectSprints).where(eq(projectSprints.id, id));
    expect(row?.status).toBe("Planned");
    expect(row?.sprintOrder).toBe(1);
    expect(await db.select().from(projectNotifications)).toHaveLength(1);
  });

  it("shows what the client said on each sprint, newest first", async () => {
    const projectId = await seed();
    const { id } = await createSprint({ actor, input: sprint(projectId) });
    await db.insert(sprintClientMessages).values([
      { sprintId: id, clientId: "client-1", kind: "question", body: "Older", createdAt: new Date("2026-01-02") },
      { sprintId: id, clientId: "client-1", kind: "feedback", body: "Newer", createdAt: new Date("2026-01-05") },
      { sprintId: id, clientId: "client-1", kind: "continue_next_sprint", body: "", createdAt: new Date("2026-01-03") },
    ]);
    const [row] = (await listSprints({ projectId })).rows;
    expect(row?.clientMessages.map((m) => m.kind)).toEqual(["feedback", "continue_next_sprint", "question"]);
    expect(row?.clientMessages[0]?.clientName).toBe("Jordan Blake");
  });

  it("lists 25 sprints a page in order, each with its own ticket counts and tickets", async () => {
    const projectId = await seed();
    const rows = await db
      .insert(projectSprints)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          projectId,
          title: `S${i + 1}`,
          startDate: "2026-01-01",
          endDate: "2026-01-14",
          sprintOrder: i + 1,
        })),
      )
      .returning({ id: projectSprints.id, sprintOrder: projectSprints.sprintOrder });
    const s27 = rows.find((r) => r.sprintOrder === 27)!;
    await db.insert(sprintTickets).values([
      { sprintId: s27.id, title: "Done", status: "Completed", position: 1 },
      { sprintId: s27.id, title: "Open", position: 2 },
    ]);

    const first = await listSprints({ projectId });
    expect(first.rows).toHaveLength(25);
    expect(first.info).toEqual({ page: 1, pageCount: 2, total: 30, size: 25 });
    expect(first.rows.map((r) => r.sprintOrder)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));

    const second = await listSprints({ projectId, page: 2, withTickets: true });
    expect(second.rows.map((r) => r.title)).toEqual(["S26", "S27", "S28", "S29", "S30"]);
    const withTickets = second.rows.find((r) => r.title === "S27")!;
    expect([withTickets.ticketCount, withTickets.ticketsDone]).toEqual([2, 1]);
    expect(withTickets.tickets.map((t) => t.title)).toEqual(["Done", "Open"]);
    expect(second.rows.find((r) => r.title === "S26")).toMatchObject({ ticketCount: 0, tickets: [] });
    // without tickets asked for, the counts still come
    const counted = (await listSprints({ projectId, page: 2 })).rows.find((r) => r.title === "S27")!;
    expect([counted.ticketCount, counted.ticketsDone, counted.tickets]).toEqual([2, 1, []]);
    // a page past the end shows the last page
    expect((await listSprints({ projectId, page: 40 })).info.page).toBe(2);
  });

  it("records every write in the activity log", async () => {
    const projectId = await seed();
    const { id } = await createSprint({ actor, input: sprint(projectId) });
    await deleteSprint({ actor, id });
    const log = await db.select().from(activityLog);
    expect(log.map((l) => [l.action, l.entity, l.actorEmail])).toEqual([
      ["create", "sprint", "staff@studio.example"],
      ["delete", "sprint", "staff@studio.example"],
    ]);
    await expect(deleteSprint({ actor, id })).rejects.toThrow("Sprint not found");
  });
});
