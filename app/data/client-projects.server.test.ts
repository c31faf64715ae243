import { beforeEach, describe, expect, it } from "vitest";
import { clientInvoices, clientProjects, projectSprints, sprintTickets } from "~/db/schema";
import { EMPTY_FILTERS, type ListFilters } from "~/domain/list-filters";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { ADMIN, actorOf, CLIENT, insertClientProjects, insertPeople } from "../../tests/setup/people";
import {
  clientProjectPosition,
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

describe("the client projects screen's filters", () => {
  async function seedList() {
    await insertPeople([
      ADMIN,
      CLIENT,
      { id: "client-2", email: "priya@globex.example", role: "client", fullName: "Priya" },
    ]);
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    const [a, b, c, d] = await insertClientProjects(
      {
        title: "Bravo",
        status: "In Progress",
        percentComplete: 40,
        estimatedDelivery: "2026-06-01",
        createdAt: at("2026-01-05"),
      },
      {
        title: "Alpha",
        status: "Completed",
        percentComplete: 100,
        estimatedDelivery: "2026-03-01",
        createdAt: at("2026-02-10"),
      },
      { title: "Delta", status: "On Hold", percentComplete: 10, createdAt: at("2026-03-15"), clientId: "client-2" },
      {
        title: "Charlie",
        status: "In Progress",
        percentComplete: 70,
        estimatedDelivery: "2026-04-01",
        createdAt: at("2026-04-20"),
      },
    );
    return { a: a!, b: b!, c: c!, d: d! };
  }
  const titles = async (f: Partial<ListFilters>, clientId?: string) =>
    (await listClientProjects({ clientId, filters: { ...EMPTY_FILTERS, ...f } })).rows.map((r) => r.title);

  it("narrows by status, client and start day, in the order asked, and still counts every project by status", async () => {
    await seedList();
    expect(await titles({})).toEqual(["Charlie", "Delta", "Alpha", "Bravo"]);
    expect(await titles({ status: "In Progress" })).toEqual(["Charlie", "Bravo"]);
    expect(await titles({}, "client-2")).toEqual(["Delta"]);
    expect(await titles({ from: "2026-02-10", to: "2026-03-15" })).toEqual(["Delta", "Alpha"]);
    expect(await titles({ sort: "oldest" })).toEqual(["Bravo", "Alpha", "Delta", "Charlie"]);
    expect(await titles({ sort: "title" })).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
    expect(await titles({ sort: "delivery" })).toEqual(["Alpha", "Charlie", "Bravo", "Delta"]);
    expect(await titles({ sort: "progress" })).toEqual(["Alpha", "Charlie", "Bravo", "Delta"]);
    const narrowed = await listClientProjects({ filters: { ...EMPTY_FILTERS, status: "Completed" } });
    expect(narrowed.info.total).toBe(1);
    expect(narrowed.statusCounts).toEqual({ "In Progress": 2, Completed: 1, "On Hold": 1 });
  });

  it("finds where a project stands in the list as filtered and ordered, or nowhere when left out", async () => {
    const { a, b, c, d } = await seedList();
    expect(await clientProjectPosition({ id: a })).toBe(4);
    expect(await clientProjectPosition({ id: d })).toBe(1);
    expect(await clientProjectPosition({ id: d, filters: { ...EMPTY_FILTERS, sort: "title" } })).toBe(3);
    expect(await clientProjectPosition({ id: a, filters: { ...EMPTY_FILTERS, status: "In Progress" } })).toBe(2);
    expect(await clientProjectPosition({ id: b, filters: { ...EMPTY_FILTERS, status: "In Progress" } })).toBeNull();
    expect(await clientProjectPosition({ id: c, clientId: "client-2" })).toBe(1);
    expect(await clientProjectPosition({ id: "00000000-0000-4000-8000-000000000000" })).toBeNull();
    // the position agrees with the pages: 30 projects, the 27th newest is the second on page 2
    await insertClientProjects(
      ...Array.from({ length: 26 }, (_, i) => ({ title: `P${i}`, createdAt: new Date(Date.UTC(2026, 5, 1 + i)) })),
    );
    const page2 = await listClientProjects({ page: 2 });
    expect(await clientProjectPosition({ id: page2.rows[1]!.id })).toBe(27);
  });
});
