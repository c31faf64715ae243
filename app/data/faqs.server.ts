import { asc } from "drizzle-orm";
import { faqs } from "~/db/schema";
import type { FaqForm } from "~/domain/schemas/content";
import { contentRecords } from "./content-records.server";

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** The dashboard's page of the list and the create, update and delete of one record. */
export const faqRecords = contentRecords(faqs, "faq", {
  name: "question",
  values: (input: FaqForm) => input,
  columns: {
    id: faqs.id,
    question: faqs.question,
    answer: faqs.answer,
    category: faqs.category,
    orderPosition: faqs.orderPosition,
    createdAt: faqs.createdAt,
  },
  orderBy: [asc(faqs.orderPosition), asc(faqs.createdAt), asc(faqs.id)],
  created: (question) => `added the FAQ "${short(question)}"`,
  updated: (question) => `updated the FAQ "${short(question)}"`,
  deleted: (question) => `deleted the FAQ "${short(question)}"`,
});

/** One page of FAQs by order_position ascending. */
export const listFaqsForDashboard = faqRecords.list;
export const { create: createFaq, update: updateFaq, remove: deleteFaq } = faqRecords;
