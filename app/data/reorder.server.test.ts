import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog, faqs, projectSprints, sprintTickets, teamMembers } from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertSprint, insertStaffClientAndProject } from "../../tests/setup/fixtures";
import { insertActor, staffActor, THEO } from "../../tests/setup/people";
import { readContentVersion } from "./content-version.server";
import { listFaqsForDashboard } from "./faqs.server";
import { reorderFaqs, reorderSprints, reorderSprintTickets, reorderTeamMembers } from "./reorder.server";

const db = useTestDatabase();
beforeEach(truncateAll);

/** FAQs Q1…Qn with order numbers 1…n; their ids by question. */
async function insertFaqs(n: number) {
  const rows = await db
    .insert(faqs)
    .values(Array.from({ length: n }, (_, i) => ({ question: `Q${i + 1}`, answer: "A", orderPosition: i + 1 })))
    .returning({ id: faqs.id, question: faqs.question });
  return Object.fromEntries(rows.map((r) => [r.question, r.id])) as Record<string, string>;
}

const faqOrder = async () =>
  (await db.select({ q: faqs.question, n: faqs.orderPosition }).from(faqs).orderBy(asc(faqs.orderPosition))).map(
    (r) => `${r.q}:${r.n}`,
  );

describe("reorder", () => {
  it("writes the new order of the FAQs with one activity row, and empties the public page cache", async () => {
    const actor = await insertActor(THEO);
    const id = await insertFaqs(3);
    const before = await readContentVersion();
    await reorderFaqs({ actor, ids: [id.Q3!, id.Q1!, id.Q2!] });
    expect(await faqOrder()).toEqual(["Q3:1", "Q1:2", "Q2:3"]);
    const activity = await db.select().from(activityLog).where(eq(activityLog.entity, "faq"));
    expect(activity.map((a) => a.summary)).toEqual(["reordered the FAQs"]);
    expect(Number(await readContentVersion())).toBeGreaterThan(Number(before));
  });

  it("keeps a page's place among the others: the moved rows share out the numbers they had", async () => {
    const actor = await insertActor(THEO);
    await insertFaqs(30);
    const second = await listFaqsForDashboard({ page: 2 });
    expect(second.rows.map((r) => r.question)).toEqual(["Q26", "Q27", "Q28", "Q29", "Q30"]);
    const reversed = second.rows.map((r) => r.id).reverse();
    await reorderFaqs({ actor, ids: reversed });
    const first = await listFaqsForDashboard({ page: 1 });
    expect(first.rows.map((r) => r.question)).toEqual(Array.from({ length: 25 }, (_, i) => `Q${i + 1}`));
    const after = await listFaqsForDashboard({ page: 2 });
    expect(after.rows.map((r) => [r.question, r.orderPosition])).toEqual([
      ["Q30", 26],
      ["Q29", 27],
      ["Q28", 28],
      ["Q27", 29],
      ["Q26", 30],
    ]);
  });

  it("refuses ids outside the group and duplicates with a 400, writing nothing", async () => {
    const actor = await insertActor(THEO);
    const id = await insertFaqs(2);
    const [member] = await db.insert(teamMembers).values({ name: "Ada", role: "Dev" }).returning();
    const order = await faqOrder();
    await expect(reorderFaqs({ actor, ids: [id.Q2!, member!.id] })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/not in this list/),
    });
    await expect(reorderFaqs({ actor, ids: [id.Q2!, id.Q2!] })).rejects.toMatchObject({ status: 400 });
    await expect(reorderTeamMembers({ actor, ids: [id.Q1!] })).rejects.toMatchObject({ status: 400 });
    expect(await faqOrder()).toEqual(order);
    expect(await db.select().from(activityLog)).toEqual([]);
  });

  it("reorders the sprints of one project only, and the tickets of one sprint only", async () => {
    const projectId = await insertStaffClientAndProject();
    const a = await insertSprint(projectId, { title: "A", sprintOrder: 1 });
    const b = await insertSprint(projectId, { title: "B", sprintOrder: 2 });
    await reorderSprints({ actor: staffActor, projectId, ids: [b.id, a.id] });
    const sprints = await db
      .select({ title: projectSprints.title, n: projectSprints.sprintOrder })
      .from(projectSprints)
      .orderBy(asc(projectSprints.sprintOrder));
    expect(sprints).toEqual([
      { title: "B", n: 1 },
      { title: "A", n: 2 },
    ]);

    const tickets = await db
      .insert(sprintTickets)
      .values([
        { sprintId: a.id, title: "T1", position: 0 },
        { sprintId: a.id, title: "T2", position: 1 },
        { sprintId: b.id, title: "Other", position: 0 },
      ])
      .returning();
    const [t1, t2, other] = tickets;
    await expect(
      reorderSprintTickets({ actor: staffActor, sprintId: a.id, ids: [t2!.id, other!.id] }),
    ).rejects.toMatchObject({ status: 400 });
    await reorderSprintTickets({ actor: staffActor, sprintId: a.id, ids: [t2!.id, t1!.id] });
    const inA = await db
      .select({ title: sprintTickets.title })
      .from(sprintTickets)
      .where(eq(sprintTickets.sprintId, a.id))
      .orderBy(asc(sprintTickets.position));
    expect(inA.map((t) => t.title)).toEqual(["T2", "T1"]);
    await expect(
      reorderSprints({ actor: staffActor, projectId: crypto.randomUUID(), ids: [a.id] }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("runs concurrent reorders of one list one after the other: the numbers stay the same set", async () => {
    const actor = await insertActor(THEO);
    const id = await insertFaqs(4);
    const all = ["Q1", "Q2", "Q3", "Q4"].map((q) => id[q]!);
    const orders = [
      [all[3]!, all[2]!, all[1]!, all[0]!],
      [all[1]!, all[0]!, all[3]!, all[2]!],
      [all[2]!, all[3]!, all[0]!, all[1]!],
    ];
    await Promise.all(orders.map((ids) => reorderFaqs({ actor, ids })));
    const rows = await db.select({ id: faqs.id, n: faqs.orderPosition }).from(faqs).orderBy(asc(faqs.orderPosition));
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4]);
    // the last one to write wins whole: the order is one of those asked for, never a mix
    expect(orders.map((o) => o.join())).toContain(rows.map((r) => r.id).join());
    expect(await db.select().from(activityLog).where(eq(activityLog.entity, "faq"))).toHaveLength(3);
  });
});
