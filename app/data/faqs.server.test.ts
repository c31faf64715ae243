import { beforeEach, describe, expect, it } from "vitest";
import { FaqFormSchema } from "~/domain/schemas/content";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { insertActor, THEO } from "../../tests/setup/people";
import { createFaq, deleteFaq, listFaqsForDashboard, updateFaq } from "./faqs.server";

useTestDatabase();
beforeEach(truncateAll);

describe("FAQs", () => {
  it("lists by order and updates the category", async () => {
    const actor = await insertActor(THEO);
    const { id } = await createFaq({
      actor,
      input: FaqFormSchema.parse({ question: "Second?", answer: "A", orderPosition: "5" }),
    });
    await createFaq({ actor, input: FaqFormSchema.parse({ question: "First?", answer: "A", orderPosition: "1" }) });
    expect((await listFaqsForDashboard()).rows.map((f) => f.question)).toEqual(["First?", "Second?"]);
    expect((await listFaqsForDashboard()).rows[1]!.category).toBe("general");
    await updateFaq({
      actor,
      id,
      input: FaqFormSchema.parse({ question: "Second?", answer: "A", category: "pricing", orderPosition: "5" }),
    });
    expect((await listFaqsForDashboard()).rows[1]!.category).toBe("pricing");
    expect(await deleteFaq({ actor, id })).toBe(true);
    expect(await deleteFaq({ actor, id })).toBe(false);
  });

  it("reads one page of 25 in SQL, with the total; a page past the end shows the last page", async () => {
    const actor = await insertActor(THEO);
    for (let i = 1; i <= 30; i++) {
      await createFaq({
        actor,
        input: FaqFormSchema.parse({ question: `Q${i}?`, answer: "A", orderPosition: String(i) }),
      });
    }
    const first = await listFaqsForDashboard();
    expect(first.info).toEqual({ total: 30, page: 1, pageCount: 2, size: 25 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]!.question).toBe("Q1?");
    const second = await listFaqsForDashboard({ page: 2 });
    expect(second.rows.map((f) => f.question)).toEqual(["Q26?", "Q27?", "Q28?", "Q29?", "Q30?"]);
    expect((await listFaqsForDashboard({ page: 99 })).info.page).toBe(2);
    for (const page of [0, -3]) expect((await listFaqsForDashboard({ page })).info.page).toBe(1);
  });
});
