import { beforeEach, describe, expect, it } from "vitest";
import { clientInvoices, clientProjects, projectSprints, sprintTickets } from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { ADMIN, actorOf, CLIENT, insertPeople } from "../../tests/setup/people";
import {
  createClientProject,
  deleteClientProject,
  listClientOptions,
  listClientProjects,
  updateClientProject,
} from "./client-projects.server";

const db = useTestDatabase();
const actor = actorOf(ADMIN);

async function seed() {
  await insertPeople([ADMIN, { ...CLIENT, fullName: "Jordan", organizationName: "Acme" }]);
}

const form = (extra: Record<string, unknown> = {}) => ({
  id: null,
  clientId: "client-1",
  title: "Portal",
  status: "In Progress" as const,
  description: null,
  percentComplete: 0,
  estimatedDelivery: null,
  contactPersonName: "Maya",
  contactPersonRole: "Lead",
  contactPersonEmail: "admin@studio.example",
  contactPersonPhone: null,
  ...extra,
});

beforeEach(truncateAll);

describe("client projects", () => {
  it("lists the share of work done next to the team's estimate, counted as the portal counts it", async () => {
    await seed();
    const { id } = await createClientProject({ actor, input: form({ percentComplete: 55 }) });
    const [done, open] = await db
      .insert(projectSprints)
      .values([
        { projectId: id, title: "A", status: "Completed" },
        { projectId: id, title: "B" },
      ])
      .returning({ id: projectSprints.id });
    // without tasks the sprints count: 1 of 2
    expect((await listClientProjects()).rows[0]).toMatchObject({
      percentComplete: 55,
      workDone: { percent: 50, done: 1, total: 2, basis: "sprints" },
    });
    await db.insert(sprintTickets).values([
      { sprintId: done!.id, title: "t1", status: "Completed" },
      { sprintId: done!.id, title: "t2", status: "Completed" },
      { sprintId: open!.id, title: "t3", status: "In progress" },
    ]);
    expect((await listClientProjects()).rows[0]).toMatchObject({
      percentComplete: 55,
      workDone: { percent: 67, done: 2, total: 3, basis: "tickets" },
    });
  });

  it("offers only clients as owners and refuses anyone else", async () => {
    await seed();
    expect((await listClientOptions()).map((c) => c.id)).toEqual(["client-1"]);
    await expect(createClientProject({ actor, input: form({ clientId: "admin-1" }) })).rejects.toThrow(
      "Choose a client",
    );
  });

  it("creates, lists with the client and sprint counts, updates and deletes with everything in it", async () => {
    await seed();
    const { id } = await createClientProject({ actor, input: form() });
    await db.insert(projectSprints).values([
      { projectId: id, title: "A", status: "Completed" },
      { projectId: id, title: "B" },
    ]);
    await db.insert(clientInvoices).values({
      projectId: id,
      clientId: "client-1",
      invoiceNumber: "1",
      invoiceName: "x",
      amount: "1.00",
      invoiceDate: "2026-01-01",
    });
    await updateClientProject({
      actor,
      input: {
        ...form({ title: "Portal v2", status: "Completed", percentComplete: 100 }),
        id,
      },
    });
    const [row] = (await listClientProjects()).rows;
    expect(row).toMatchObject({
      title: "Portal v2",
      status: "Completed",
      percentComplete: 100,
      clientName: "Jordan",
      clientOrganization: "Acme",
      sprintCount: 2,
      sprintsDone: 1,
    });
    await deleteClientProject({ actor, id });
    expect((await listClientProjects()).rows).toEqual([]);
    expect(await db.select().from(projectSprints)).toEqual([]);
    expect(await db.select().from(clientInvoices)).toEqual([]);
  });
  it("lists 25 projects a page, newest first, and counts every project by status", async () => {
    await seed();
    await db.insert(clientProjects).values(
      Array.from({ length: 27 }, (_, i) => ({
        clientId: "client-1",
        title: `P${i}`,
        status: i % 3 === 0 ? ("Completed" as const) : ("In Progress" as const),
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = await listClientProjects();
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.title).toBe("P26");
    expect(first.info).toMatchObject({ page: 1, pageCount: 2, total: 27 });
    expect(first.statusCounts).toEqual({ Completed: 9, "In Progress": 18 });
    expect((await listClientProjects({ page: 2 })).rows.map((r) => r.title)).toEqual(["P1", "P0"]);
  });
});
