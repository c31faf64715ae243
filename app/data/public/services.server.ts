/** Services and FAQs as the public site shows them; the built-in samples while the tables are empty. */
import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { faqs, services } from "~/db/schema";
import { SAMPLE_FAQS, SAMPLE_SERVICES } from "~/domain/sample-content";

/** At most 3 services on the home page. */
export const HOME_SERVICE_LIMIT = 3;

export type PublicService = {
  id: string;
  title: string;
  description: string;
  features: string[];
  priceStarting: string | null;
  iconName: string | null;
};

/** What the public pages and the dashboard's list both show of a service. */
export const SERVICE_COLUMNS = {
  id: services.id,
  title: services.title,
  description: services.description,
  features: services.features,
  priceStarting: services.priceStarting,
  iconName: services.iconName,
};

/** Services oldest first; the built-in samples when the table is empty. */
export async function listServices({ limit }: { limit?: number } = {}): Promise<PublicService[]> {
  const query = db.select(SERVICE_COLUMNS).from(services).orderBy(asc(services.createdAt), asc(services.title));
  const rows = limit ? await query.limit(limit) : await query;
  if (rows.length > 0) return rows;
  const samples = SAMPLE_SERVICES.map((s) => ({ ...s, features: [...s.features] }));
  return limit ? samples.slice(0, limit) : samples;
}

export type PublicFaq = { id: string; question: string; answer: string };

/** FAQs by order_position; the built-in samples when the table is empty. */
export async function listFaqs(): Promise<PublicFaq[]> {
  const rows = await db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.orderPosition), asc(faqs.createdAt));
  return rows.length > 0 ? rows : SAMPLE_FAQS.map((f) => ({ ...f }));
}
