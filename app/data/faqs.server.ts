import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { faqs } from "~/db/schema";
import type { FaqForm } from "~/domain/schemas/content";
import { recordActivity } from "./activity.server";

type Actor = Parameters<typeof recordActivity>[1];

/** FAQs by order_position ascending. */
export function listFaqsForDashboard() {
  return db
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      category: faqs.category,
      orderPosition: faqs.orderPosition,
      createdAt: faqs.createdAt,
    })
    .from(faqs)
    .orderBy(asc(faqs.orderPosition), asc(faqs.createdAt));
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export async function createFaq({ actor, input }: { actor: Actor; input: FaqForm }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(faqs).values(input).returning({ id: faqs.id });
    await recordActivity(tx, actor, {
      action: "create",
      entity: "faq",
      entityId: row!.id,
      summary: `added the FAQ "${short(input.question)}"`,
    });
    return row!;
  });
}

export async function updateFaq({ actor, id, input }: { actor: Actor; id: string; input: FaqForm }) {
  return db.transaction(async (tx) => {
    const rows = await tx.update(faqs).set(input).where(eq(faqs.id, id)).returning({ id: faqs.id });
    if (rows.length === 0) return false;
    await recordActivity(tx, actor, {
      action: "update",
      entity: "faq",
      entityId: id,
      summary: `updated the FAQ "${short(input.question)}"`,
    });
    return true;
  });
}

export async function deleteFaq({ actor, id }: { actor: Actor; id: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning({ question: faqs.question });
    if (!row) return false;
    await recordActivity(tx, actor, {
      action: "delete",
      entity: "faq",
      entityId: id,
      summary: `deleted the FAQ "${short(row.question)}"`,
    });
    return true;
  });
}
