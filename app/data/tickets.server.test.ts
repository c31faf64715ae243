import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, projectNotifications, projectSprints, projectTickets, sprintTickets } from "~/db/schema";
import { EMPTY_FILTERS, type ListFilters } from "~/domain/list-filters";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { sprintTicketInput } from "../../tests/setup/fixtures";
import { insertClientProjects, insertPeople, staffActor } from "../../tests/setup/people";
import {
  createProjectTicket,
  createSprintTicket,
  deleteSprintTicket,
  listAllTickets,
  listProjectTickets,
  setSprintTicketStatus,
  ticketsCsvStream,
  updateSprintTicket,
} from "./tickets.server";

const db = useTestDatabase();
const actor = staffActor;

async function seed() {
  await insertPeople();
  const [a, b] = await insertClientProjects({}, { title: "Other" });
  const [s1, s2, other] = await db
    .insert(projectSprints)
    .values([
      { projectId: a!, title: "Sprint one", sprintOrder: 1 },
      { projectId: a!, title: "Sprint two", sprintOrder: 2 },
      { projectId: b!, title: "Elsewhere", sprintOrder: 1 },
    ])
    .returning({ id: projectSprints.id });
  return { projectId: a!, otherProjectId: b!, s1: s1!.id, s2: s2!.id, otherSprint: other!.id };
}

const ticket = sprintTicketInput;

beforeEach(truncateAll);

describe("sprint tickets", () => {
  it("puts a new ticket at the end: its position is the current count", async () => {
    const { s1 } = await seed();
    expect((await createSprintTicket({ actor, input: ticket(s1, { title: "A" }) })).position).toBe(0);
    expect((await createSprintTicket({ actor, input: ticket(s1, { title: "B" }) })).position).toBe(1);
    const { id } = await createSprintTicket({ actor, input: ticket(s1, { title: "C" }) });
    await deleteSprintTicket({ actor, id });
    expect((await createSprintTicket({ actor, input: ticket(s1, { title: "D" }) })).position).toBe(2);
  });

  it("Start then Complete: completing notifies the client with the ticket and sprint named", async () => {
    const { s1 } = await seed();
    const { id } = await createSprintTicket({ actor, input: ticket(s1, { title: "Login screen" }) });
    expect((await setSprintTicketStatus({ actor, id, status: "In progress" })).isNotified).toBe(false);
    expect((await setSprintTicketStatus({ actor, id, status: "Completed" })).isNotified).toBe(true);
    const [notice] = await db.select().from(projectNotifications);
    expect(notice?.notificationType).toBe("ticket_completed");
    expect(notice?.message).toContain('"Login screen"');
    expect(notice?.message).toContain('"Sprint one"');
    const mail = await db.select().from(mailOutbox);
    expect(mail.map((m) => m.to)).toEqual(["jordan@acme.example"]);
  });

  it("the edit form completing a ticket notifies; editing a completed one does not again", async () => {
    const { s1 } = await seed();
    const { id } = await createSprintTicket({ actor, input: ticket(s1) });
    expect(
      (await updateSprintTicket({ actor, input: { ...ticket(s1, { status: "Completed" }), id } })).isNotified,
    ).toBe(true);
    expect(
      (await updateSprintTicket({ actor, input: { ...ticket(s1, { status: "Completed", title: "x" }), id } }))
        .isNotified,
    ).toBe(false);
    expect(await db.select().from(projectNotifications)).toHaveLength(1);
  });

  it("moves a ticket only to a sprint of the same project, at the end", async () => {
    const { s1, s2, otherSprint } = await seed();
    await createSprintTicket({ actor, input: ticket(s2, { title: "Already there" }) });
    const { id } = await createSprintTicket({ actor, input: ticket(s1) });
    await updateSprintTicket({ actor, input: { ...ticket(s2), id } });
    const rows = await db.select().from(sprintTickets);
    expect(rows.find((r) => r.id === id)).toMatchObject({ sprintId: s2, position: 1 });
    await expect(updateSprintTicket({ actor, input: { ...ticket(otherSprint), id } })).rejects.toThrow(
      "Choose a sprint of the same project",
    );
  });
});

describe("project tickets", () => {
  it("keeps tickets in position order with their optional sprint", async () => {
    const { projectId, s2 } = await seed();
    const base = {
      id: null,
      projectId,
      description: null,
      type: "Bug" as const,
      status: "Not started" as const,
      priority: "High" as const,
      assignedTo: null,
    };
    await createProjectTicket({ actor, input: { ...base, title: "First", sprintId: null } });
    await createProjectTicket({ actor, input: { ...base, title: "Second", sprintId: s2 } });
    const { rows } = await listProjectTickets({ projectId });
    expect(rows.map((r) => [r.title, r.position, r.sprintTitle])).toEqual([
      ["First", 0, null],
      ["Second", 1, "Sprint two"],
    ]);
  });

  it("lists a project's tickets 25 a page by position, counting them all", async () => {
    const { projectId, otherProjectId } = await seed();
    await db
      .insert(projectTickets)
      .values([
        ...Array.from({ length: 27 }, (_, i) => ({ projectId, title: `T${i}`, position: i })),
        { projectId: otherProjectId, title: "Not this project", position: 0 },
      ]);
    const first = await listProjectTickets({ projectId });
    expect(first.rows).toHaveLength(25);
    expect(first.info).toMatchObject({ page: 1, pageCount: 2, total: 27 });
    expect((await listProjectTickets({ projectId, page: 2 })).rows.map((t) => t.title)).toEqual(["T25", "T26"]);
  });

  it("refuses a sprint of another project", async () => {
    const { projectId, otherSprint } = await seed();
    await expect(
      createProjectTicket({
        actor,
        input: {
          id: null,
          projectId,
          sprintId: otherSprint,
          title: "X",
          description: null,
          type: "Bug",
          status: "Not started",
          priority: "Medium",
          assignedTo: null,
        },
      }),
    ).rejects.toThrow("Choose a sprint of this project");
  });
});

describe("the tickets export", () => {
  it("lists sprint and project tickets of one project or all, newest first, each once across batches", async () => {
    const { projectId, otherProjectId, s1, otherSprint } = await seed();
    await db.insert(sprintTickets).values([
      { sprintId: s1, title: "=cmd", createdAt: new Date("2026-11-01T10:00:00Z") },
      { sprintId: otherSprint, title: "Elsewhere ticket", createdAt: new Date("2026-11-02T10:00:00Z") },
    ]);
    await db.insert(projectTickets).values([
      {
        projectId,
        sprintId: s1,
        title: "Linked",
        priority: "High",
        assignedTo: "Dana",
        createdAt: new Date("2026-11-03T10:00:00Z"),
      },
      { projectId: otherProjectId, title: "Loose", createdAt: new Date("2026-11-04T10:00:00Z") },
    ]);
    const csv = async (id?: string, batch?: number) =>
      (await new Response(ticketsCsvStream({ projectId: id }, batch)).text()).trimEnd().split("\r\n");
    const mine = await csv(projectId);
    expect(mine[0]).toBe("kind,client_project,sprint,title,type,status,priority,assigned_to,created_at");
    expect(mine.slice(1).map((l) => l.split(",").slice(0, 4).join(","))).toEqual([
      "project,Fleet Platform,Sprint one,Linked",
      "sprint,Fleet Platform,Sprint one,'=cmd",
    ]);
    expect((await csv()).length).toBe(5);
    // batches of one: every row still comes once
    expect((await csv(undefined, 1)).slice(1).map((l) => l.split(",")[3])).toEqual([
      "Loose",
      "Linked",
      "Elsewhere ticket",
      "'=cmd",
    ]);
  });
});

describe("the tickets screen", () => {
  it("pages every order through both kinds of ticket: each row once, in the same order as one long page", async () => {
    const { projectId, s1 } = await seed();
    await db.insert(sprintTickets).values(
      Array.from({ length: 7 }, (_, i) => ({
        sprintId: s1,
        title: `Sprint task ${String.fromCharCode(97 + ((i * 5) % 7))}`,
        status: i % 3 === 0 ? ("Completed" as const) : ("Not started" as const),
        // two share a time: the id decides between them, the same way on every page
        createdAt: new Date(Date.UTC(2026, 10, 1 + Math.min(i, 5))),
      })),
    );
    await db.insert(projectTickets).values(
      Array.from({ length: 5 }, (_, i) => ({
        projectId,
        title: `Project task ${i}`,
        status: i % 2 === 0 ? ("In progress" as const) : ("Not started" as const),
        createdAt: new Date(Date.UTC(2026, 10, 3, i)),
      })),
    );
    for (const sort of ["newest", "oldest", "updated", "title", "status", "project"]) {
      const filters = { ...EMPTY_FILTERS, sort };
      const whole = (await listAllTickets({ filters, size: 100 })).rows.map((r) => r.id);
      const paged: string[] = [];
      for (let page = 1; page <= 4; page++) {
        paged.push(...(await listAllTickets({ filters, page, size: 3 })).rows.map((r) => r.id));
      }
      expect(whole, sort).toHaveLength(12);
      expect(paged, sort).toEqual(whole);
    }
  });

  it("lists sprint and project tickets in one list, narrowed by project, status and day, in the order asked", async () => {
    const { projectId, otherProjectId, s1, otherSprint } = await seed();
    await db.insert(sprintTickets).values([
      { sprintId: s1, title: "beta", status: "Completed", createdAt: new Date("2026-11-01T23:59:59Z") },
      { sprintId: otherSprint, title: "Alpha", status: "In progress", createdAt: new Date("2026-11-02T00:00:00Z") },
    ]);
    await db.insert(projectTickets).values([
      { projectId, sprintId: s1, title: "gamma", assignedTo: "Dana", createdAt: new Date("2026-11-03T10:00:00Z") },
      { projectId: otherProjectId, title: "Delta", createdAt: new Date("2026-11-04T10:00:00Z") },
    ]);
    const titles = async (args: Parameters<typeof listAllTickets>[0]) =>
      (await listAllTickets(args)).rows.map((r) => r.title);
    const filters = (f: Partial<ListFilters>) => ({ ...EMPTY_FILTERS, ...f });

    expect(await titles({})).toEqual(["Delta", "gamma", "Alpha", "beta"]);
    expect(await titles({ projectId })).toEqual(["gamma", "beta"]);
    expect(await titles({ filters: filters({ status: "open" }) })).toEqual(["Delta", "gamma", "Alpha"]);
    expect(await titles({ filters: filters({ status: "Completed" }) })).toEqual(["beta"]);
    // whole UTC days, both ends included
    expect(await titles({ filters: filters({ from: "2026-11-02", to: "2026-11-03" }) })).toEqual(["gamma", "Alpha"]);
    expect(await titles({ filters: filters({ to: "2026-11-01" }) })).toEqual(["beta"]);
    expect(await titles({ filters: filters({ sort: "title" }) })).toEqual(["Alpha", "beta", "Delta", "gamma"]);
    expect(await titles({ filters: filters({ sort: "status" }) })).toEqual(["Alpha", "Delta", "gamma", "beta"]);
    expect(await titles({ filters: filters({ sort: "project", status: "open" }) })).toEqual([
      "gamma",
      "Delta",
      "Alpha",
    ]);

    const page = await listAllTickets({ page: 2, size: 3 });
    expect(page.info).toMatchObject({ page: 2, pageCount: 2, total: 4 });
    expect(page.rows.map((r) => [r.title, r.kind])).toEqual([["beta", "sprint"]]);
    const [linked] = (await listAllTickets({ filters: filters({ sort: "title" }), projectId })).rows.filter(
      (r) => r.kind === "project",
    );
    expect(linked).toMatchObject({ title: "gamma", sprint: "Sprint one", projectId, assignedTo: "Dana" });

    // the export reads the same narrowed rows
    const csv = (await new Response(ticketsCsvStream({ filters: filters({ status: "open" }) })).text()).trimEnd();
    expect(
      csv
        .split("\r\n")
        .slice(1)
        .map((l) => l.split(",")[3]),
    ).toEqual(["Delta", "gamma", "Alpha"]);
  });
});
