import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { contactInquiries, newsletterSubscribers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { toCsv } from "~/domain/csv";
import { EMPTY_FILTERS, type ListFilters, sortOf } from "~/domain/list-filters";
import { INQUIRY_LIST } from "~/domain/list-specs";
import { activityOf, type recordActivity } from "./activity.server";
import { csvStream, cursorText, olderThan } from "./csv-stream.server";
import { type PageRequest, readTalliedPage, withinDays } from "./pagination.server";

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

/** The inquiries a filter keeps: new (not handled) or handled, and the day each was received. */
export function inquiryWhere(filters: ListFilters = EMPTY_FILTERS) {
  const byStatus: Record<string, SQL> = {
    new: eq(contactInquiries.handled, false),
    handled: eq(contactInquiries.handled, true),
  };
  return and(filters.status ? byStatus[filters.status] : undefined, withinDays(contactInquiries.createdAt, filters));
}

const INQUIRY_ORDER: Record<string, SQL[]> = {
  newest: [desc(contactInquiries.createdAt)],
  oldest: [asc(contactInquiries.createdAt)],
  name: [asc(sql`lower(${contactInquiries.name})`), desc(contactInquiries.createdAt)],
};

/**
 * One page of the contact inquiries (25 a page), narrowed and ordered as the screen asks (newest first
 * unless told otherwise), how many of all are not handled yet, and how many there are at all.
 */
export async function listInquiries({
  filters = EMPTY_FILTERS,
  ...request
}: PageRequest & { filters?: ListFilters } = {}) {
  const where = inquiryWhere(filters);
  const order = INQUIRY_ORDER[sortOf(filters, INQUIRY_LIST)] ?? INQUIRY_ORDER.newest!;
  const { tally, ...list } = await readTalliedPage(
    contactInquiries,
    { ...request, where },
    {
      all: sql<number>`count(*)::int`,
      waiting: sql<number>`(count(*) filter (where not ${contactInquiries.handled}))::int`,
    },
    () =>
      db
        .select(INQUIRY_COLUMNS)
        .from(contactInquiries)
        .where(where)
        .orderBy(...order, asc(contactInquiries.id)),
  );
  return { ...list, newCount: tally.waiting, all: tally.all };
}

/**
 * The contact inquiries as CSV (streamed), newest first, narrowed by the same filters as the Inquiries tab
 * (its order is the export's own: newest first, read in batches).
 */
export function inquiriesCsvStream(filters: ListFilters = EMPTY_FILTERS) {
  const where = inquiryWhere(filters);
  return csvStream(
    ["received_at", "name", "email", "company", "phone", "service", "budget", "message", "handled"],
    async (after, limit) =>
      (
        await db
          .select({ ...INQUIRY_COLUMNS, at: cursorText(contactInquiries.createdAt) })
          .from(contactInquiries)
          .where(and(where, olderThan(contactInquiries.createdAt, contactInquiries.id, after)))
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
    if (!row) throw new AppError("not_found", "Inquiry not found", { toast: "screen" });
    await inquiryActivity(
      tx,
      actor,
      "update",
      id,
      `marked the inquiry from ${row.name} as ${handled ? "handled" : "new"}`,
    );
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
