import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactInquiries, newsletterSubscribers } from "~/db/schema";
import { toCsv } from "~/domain/csv";
import { recordActivity } from "./activity.server";

type Actor = Parameters<typeof recordActivity>[1];

/** Contact-form inquiries, newest first. */
export function listInquiries({ limit = 500 } = {}) {
  return db
    .select({
      id: contactInquiries.id,
      name: contactInquiries.name,
      email: contactInquiries.email,
      company: contactInquiries.company,
      phone: contactInquiries.phone,
      service: contactInquiries.service,
      budget: contactInquiries.budget,
      message: contactInquiries.message,
      handled: contactInquiries.handled,
      createdAt: contactInquiries.createdAt,
    })
    .from(contactInquiries)
    .orderBy(desc(contactInquiries.createdAt))
    .limit(limit);
}

export async function setInquiryHandled({ actor, id, handled }: { actor: Actor; id: string; handled: boolean }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactInquiries)
      .set({ handled })
      .where(eq(contactInquiries.id, id))
      .returning({ name: contactInquiries.name });
    if (!row) return false;
    await recordActivity(tx, actor, {
      action: "update",
      entity: "inquiry",
      entityId: id,
      summary: `marked the inquiry from ${row.name} as ${handled ? "handled" : "new"}`,
    });
    return true;
  });
}

export function listSubscribers() {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt));
}

/** The subscriber list as CSV (email, status, subscribed, confirmed). */
export async function subscribersCsv() {
  const rows = await listSubscribers();
  return toCsv(
    ["email", "status", "subscribed_at", "confirmed_at"],
    rows.map((r) => [r.email, r.confirmedAt ? "confirmed" : "pending", r.createdAt, r.confirmedAt]),
  );
}
