import { asc, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactInquiries, newsletterSubscribers } from "~/db/schema";
import { toCsv } from "~/domain/csv";
import { activityOf, type recordActivity } from "./activity.server";
import { csvStream, cursorText, olderThan } from "./csv-stream.server";
import { type PageRequest, readTalliedPage } from "./pagination.server";

type Actor = Parameters<typeof recordActivity>[1];

/** What the Inquiries tab and its export show of an inquiry (never the sender's IP). */
const INQUIRY_COLUMNS = {
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
};

/** One page of the contact inquiries (25 a page), newest first, and how many of all are not handled yet. */
export async function listInquiries(request: PageRequest = {}) {
  const { tally, ...list } = await readTalliedPage(
    contactInquiries,
    request,
    { waiting: sql<number>`(count(*) filter (where not ${contactInquiries.handled}))::int` },
    () =>
      db
        .select(INQUIRY_COLUMNS)
        .from(contactInquiries)
        .orderBy(desc(contactInquiries.createdAt), asc(contactInquiries.id)),
  );
  return { ...list, newCount: tally.waiting };
}

/** Every contact inquiry as CSV (streamed), newest first, as the Inquiries tab lists them. */
export function inquiriesCsvStream() {
  return csvStream(
    ["received_at", "name", "email", "company", "phone", "service", "budget", "message", "handled"],
    async (after, limit) =>
      (
        await db
          .select({ ...INQUIRY_COLUMNS, at: cursorText(contactInquiries.createdAt) })
          .from(contactInquiries)
          .where(olderThan(contactInquiries.createdAt, contactInquiries.id, after))
          .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
          .limit(limit)
      ).map((row) => ({ ...row, cursor: { at: row.at, id: row.id } })),
    (r) => [r.createdAt, r.name, r.email, r.company, r.phone, r.service, r.budget, r.message, r.handled ? "yes" : "no"],
  );
}

const inquiryActivity = activityOf("inquiry");

export async function setInquiryHandled({ actor, id, handled }: { actor: Actor; id: string; handled: boolean }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactInquiries)
      .set({ handled })
      .where(eq(contactInquiries.id, id))
      .returning({ name: contactInquiries.name });
    if (!row) return false;
    await inquiryActivity(
      tx,
      actor,
      "update",
      id,
      `marked the inquiry from ${row.name} as ${handled ? "handled" : "new"}`,
    );
    return true;
  });
}

/** One page of the newsletter's subscribers (25 a page), newest first, and how many of all confirmed. */
export async function listSubscribers(request: PageRequest = {}) {
  const { tally, ...list } = await readTalliedPage(
    newsletterSubscribers,
    request,
    { confirmed: sql<number>`(count(${newsletterSubscribers.confirmedAt}))::int` },
    allSubscribers,
  );
  return { ...list, confirmedCount: tally.confirmed };
}

function allSubscribers() {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id))
    .$dynamic();
}

/** The subscriber list as CSV (email, status, subscribed, confirmed). */
export async function subscribersCsv() {
  const rows = await allSubscribers();
  return toCsv(
    ["email", "status", "subscribed_at", "confirmed_at"],
    rows.map((r) => [r.email, r.confirmedAt ? "confirmed" : "pending", r.createdAt, r.confirmedAt]),
  );
}
