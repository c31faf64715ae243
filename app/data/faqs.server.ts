import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { faqs } from "~/db/schema";
import type { FaqForm } from "~/domain/schemas/content";
import { contentRecords } from "./content-records.server";
import { type PageRequest, readTablePage } from "./pagination.server";

/** One page of FAQs by order_position ascending. */
export function listFaqsForDashboard(request: PageRequest = {}) {
  return readTablePage(faqs, request, () =>
    db
      .select({
        id: faqs.id,
        question: faqs.question,
        answer: faqs.answer,
        category: faqs.category,
        orderPosition: faqs.orderPosition,
        createdAt: faqs.createdAt,
      })
      .from(faqs)
      .orderBy(asc(faqs.orderPosition), asc(faqs.createdAt), asc(faqs.id)),
  );
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export const {
  create: createFaq,
  update: updateFaq,
  remove: deleteFaq,
} = contentRecords({
  table: faqs,
  entity: "faq",
  nameColumn: faqs.question,
  name: (input: FaqForm) => input.question,
  values: (input) => input,
  summary: {
    create: (question) => `added the FAQ "${short(question)}"`,
    update: (question) => `updated the FAQ "${short(question)}"`,
    delete: (question) => `deleted the FAQ "${short(question)}"`,
  },
});
