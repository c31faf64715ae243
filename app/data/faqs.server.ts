import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { faqs } from "~/db/schema";
import { EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { FAQ_LIST } from "~/domain/list-specs";
import type { FAQ_CATEGORIES, FaqForm } from "~/domain/schemas/content";
import { faq } from "~/records/faq";
import { contentRecords } from "./content-records.server";
import { matchesText, type PageRequest } from "./pagination.server";

/** The dashboard's page of the list and the create, update and delete of one record. */
export const faqRecords = contentRecords(faqs, faq, {
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
});

const FAQ_ORDER: Record<string, SQL[]> = {
  question: [asc(sql`lower(${faqs.question})`), asc(faqs.id)],
  newest: [desc(faqs.createdAt), desc(faqs.id)],
};

/**
 * One page of FAQs (by order_position unless told otherwise), narrowed to a category and to a few words
 * of the question or answer.
 */
export function listFaqsForDashboard({
  filters = EMPTY_FILTERS,
  category,
  ...request
}: PageRequest & { filters?: ListFilters; category?: (typeof FAQ_CATEGORIES)[number] } = {}) {
  return faqRecords.listNarrowed({
    ...request,
    where: and(
      category ? eq(faqs.category, category) : undefined,
      matchesText(filters.q, [faqs.question, faqs.answer]),
    ),
    orderBy: FAQ_ORDER[sortOf(filters, FAQ_LIST)],
  });
}
export const { create: createFaq, update: updateFaq, remove: deleteFaq } = faqRecords;
