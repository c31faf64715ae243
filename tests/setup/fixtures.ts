import { db } from "~/db/client.server";
import { clientInvoices, clientProjects, projectSprints } from "~/db/schema";
import { ContactSchema } from "~/domain/contact";
import { insertClientProjects, insertPeople } from "./people";

/** The staff member and the client of people.ts, and one project of the client: its id. */
export async function insertStaffClientAndProject() {
  await insertPeople();
  const [projectId] = await insertClientProjects({});
  return projectId!;
}

/** Insert one client project of `clientId` ("Fleet Platform" unless said otherwise) and return its row. */
export async function insertProject(clientId: string, values: Partial<typeof clientProjects.$inferInsert> = {}) {
  const [row] = await db
    .insert(clientProjects)
    .values({ clientId, title: "Fleet Platform", ...values })
    .returning();
  return row!;
}

/** Insert one sprint of `projectId` ("Build" unless said otherwise) and return its row. */
export async function insertSprint(projectId: string, values: Partial<typeof projectSprints.$inferInsert> = {}) {
  const [row] = await db
    .insert(projectSprints)
    .values({ projectId, title: "Build", ...values })
    .returning();
  return row!;
}

/**
 * Insert `count` invoices of one project for the paging tests: numbered N-0, N-1…, one a minute from
 * `from` (so the newest is the last), the first `paid` of them Paid and the others Pending.
 */
export function insertInvoiceRun(p: {
  projectId: string;
  clientId: string;
  count: number;
  paid: number;
  amount: string;
  from: Date;
}) {
  const invoiceDate = p.from.toISOString().slice(0, 10);
  return db.insert(clientInvoices).values(
    Array.from({ length: p.count }, (_, i) => ({
      projectId: p.projectId,
      clientId: p.clientId,
      invoiceNumber: `N-${i}`,
      invoiceName: "x",
      amount: p.amount,
      invoiceDate,
      paymentStatus: i < p.paid ? ("Paid" as const) : ("Pending" as const),
      createdAt: new Date(p.from.getTime() + i * 60_000),
    })),
  );
}

/** The sprint form of a new sprint of `projectId` (Planned, two weeks from 1 January 2026), with `extra` on top. */
export const sprintInput = (projectId: string, extra: Record<string, unknown> = {}) => ({
  id: null,
  projectId,
  title: "Sprint",
  description: null,
  startDate: "2026-01-01",
  endDate: "2026-01-14",
  status: "Planned" as const,
  deliverables: [],
  previewLink: null,
  feedbackRequired: false,
  sprintOrder: undefined,
  ...extra,
});

/** The ticket form of a new ticket in `sprintId` (Fullstack, Not started), with `extra` on top. */
export const sprintTicketInput = (sprintId: string, extra: Record<string, unknown> = {}) => ({
  id: null,
  sprintId,
  title: "Ticket",
  description: null,
  type: "Fullstack" as const,
  status: "Not started" as const,
  ...extra,
});

/** The invoice form of a new invoice of `projectId` (INV-1, USD 18400.50, Pending, no due date), with `extra` on top. */
export const invoiceInput = (projectId: string, extra: Record<string, unknown> = {}) => ({
  id: null,
  projectId,
  invoiceNumber: "INV-1",
  invoiceName: "Kick-off",
  amount: "18400.50",
  currency: "USD" as const,
  invoiceDate: "2026-01-31",
  dueDate: null,
  paymentStatus: "Pending" as const,
  sprintId: null as string | null,
  ...extra,
});

/** A valid contact form (Ada Lovelace asking about SaaS), with `extra` on top. */
export const contactInput = (extra: Record<string, unknown> = {}) =>
  ContactSchema.parse({
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines",
    service: "saas",
    budget: "10k-20k",
    message: "We need a platform.",
    ...extra,
  });

/** What a promise was rejected with, or null when it resolved: for asserting on an expected refusal. */
export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
