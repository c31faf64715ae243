import { beforeEach, describe, expect, it } from "vitest";
import { profiles, users } from "~/db/schema";
import { FaqFormSchema } from "~/domain/schemas/content";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { createFaq, deleteFaq, listFaqsForDashboard, updateFaq } from "./faqs.server";

const db = useTestDatabase();
beforeEach(truncateAll);

async function staff() {
  await db.insert(users).values({ id: "theo", name: "Theo", email: "theo@studio.example", emailVerified: true });
  await db.insert(profiles).values({ id: "theo", email: "theo@studio.example", role: "author" });
  return { userId: "theo", email: "theo@studio.example" };
}

describe("FAQs", () => {
  it("lists by order and updates the category", async () => {
    const actor = await staff();
    const { id } = await createFaq({
      actor,
      input: FaqFormSchema.parse({ question: "Second?", answer: "A", orderPosition: "5" }),
    });
    await createFaq({ actor, input: FaqFormSchema.parse({ question: "First?", answer: "A", orderPosition: "1" }) });
    expect((await listFaqsForDashboard()).map((f) => f.question)).toEqual(["First?", "Second?"]);
    expect((await listFaqsForDashboard())[1]!.category).toBe("general");
    await updateFaq({
      actor,
      id,
      input: FaqFormSchema.parse({ question: "Second?", answer: "A", category: "pricing", orderPosition: "5" }),
    });
    expect((await listFaqsForDashboard())[1]!.category).toBe("pricing");
    expect(await deleteFaq({ actor, id })).toBe(true);
    expect(await deleteFaq({ actor, id })).toBe(false);
  });
});
