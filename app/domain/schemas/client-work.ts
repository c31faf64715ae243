import { AMOUNT_PATTERN, normalizeAmount } from "~/domain/money";
import { z } from "~/domain/schemas/zod";
import { CLIENT_PROJECT_STATUSES, INVOICE_STATUSES, SPRINT_STATUSES, TICKET_STATUSES } from "~/domain/statuses";
import { ReorderSchema } from "./content";
import {
  checkbox,
  cleanList,
  isoDate,
  numberFrom,
  optionalDate,
  optionalText,
  optionalUrl,
  percent,
  requiredText,
  text,
} from "./form";

/**
 * The forms of client work: one schema per form, used by the browser for
 * instant field messages and by the route action on the server.
 */

export const SPRINT_TICKET_TYPES = ["Frontend", "Backend", "Fullstack"] as const;
export const PROJECT_TICKET_TYPES = ["Frontend", "Backend", "Fullstack", "Design", "Bug", "Feature"] as const;
export const TICKET_PRIORITIES = ["Low", "Medium", "High"] as const;
export const CURRENCIES = ["USD", "EUR", "GBP"] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id from a hidden field: refused with a 400 before it reaches the database. */
export const recordId = (message = "Unknown record") => text({ error: message }).trim().regex(UUID, message);

const optionalId = text()
  .trim()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || UUID.test(v), "Unknown record");

/** A profile id (better-auth ids are not UUIDs). */
const profileId = (message: string) => text({ error: message }).trim().min(1, message).max(100, message);

const choice = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number], message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === "" ? fallback : v), z.enum(values, { error: message }));

export const ClientProjectFormSchema = z.object({
  id: optionalId,
  clientId: profileId("Choose a client"),
  title: requiredText("Title is required").max(200, "Title is too long"),
  status: choice(CLIENT_PROJECT_STATUSES, "In Progress", "Choose a status"),
  description: optionalText,
  percentComplete: percent,
  estimatedDelivery: optionalDate,
  contactPersonName: requiredText("Contact name is required").max(200),
  contactPersonRole: requiredText("Contact role is required").max(200),
  contactPersonEmail: text({ error: "Contact email is required" })
    .trim()
    .min(1, "Contact email is required")
    .pipe(z.email("Enter a valid email address")),
  contactPersonPhone: optionalText,
});
export type ClientProjectForm = z.infer<typeof ClientProjectFormSchema>;

/** Sprint title, start date and end date are required; order at least 1 (blank: the next one). */
export const SprintFormSchema = z
  .object({
    id: optionalId,
    projectId: recordId("Choose a project"),
    title: requiredText("Title is required").max(200, "Title is too long"),
    description: optionalText,
    startDate: text({ error: "Start date is required" }).trim().min(1, "Start date is required").pipe(isoDate),
    endDate: text({ error: "End date is required" }).trim().min(1, "End date is required").pipe(isoDate),
    status: choice(SPRINT_STATUSES, "Planned", "Choose a status"),
    deliverables: z.array(text()).default([]).transform(cleanList),
    previewLink: optionalUrl,
    feedbackRequired: checkbox,
    sprintOrder: z.preprocess(
      (v) => (v === undefined || v === null || String(v).trim() === "" ? undefined : (numberFrom(v) ?? Number.NaN)),
      z
        .number({ error: "Sprint order must be a whole number" })
        .int("Sprint order must be a whole number")
        .min(1, "Sprint order must be at least 1")
        .max(10_000, "Sprint order is too large")
        .optional(),
    ),
  })
  .refine((s) => s.endDate >= s.startDate, {
    path: ["endDate"],
    message: "End date must be on or after the start date",
  });
export type SprintForm = z.infer<typeof SprintFormSchema>;

export const SprintTicketFormSchema = z.object({
  id: optionalId,
  sprintId: recordId("Choose a sprint"),
  title: requiredText("Title is required").max(200, "Title is too long"),
  description: optionalText,
  type: choice(SPRINT_TICKET_TYPES, "Fullstack", "Choose a type"),
  status: choice(TICKET_STATUSES, "Not started", "Choose a status"),
});
export type SprintTicketForm = z.infer<typeof SprintTicketFormSchema>;

export const ProjectTicketFormSchema = z.object({
  id: optionalId,
  projectId: recordId("Choose a project"),
  sprintId: optionalId,
  title: requiredText("Title is required").max(200, "Title is too long"),
  description: optionalText,
  type: choice(PROJECT_TICKET_TYPES, "Fullstack", "Choose a type"),
  status: choice(TICKET_STATUSES, "Not started", "Choose a status"),
  priority: choice(TICKET_PRIORITIES, "Medium", "Choose a priority"),
  assignedTo: optionalText,
});
export type ProjectTicketForm = z.infer<typeof ProjectTicketFormSchema>;

export const DUE_BEFORE_INVOICE_MESSAGE = "Due date must be on or after the invoice date";

/** Number, name, amount and invoice date required; a blank due date defaults later. */
export const InvoiceFormSchema = z
  .object({
    id: optionalId,
    projectId: recordId("Choose a project"),
    invoiceNumber: requiredText("Invoice number is required").max(100),
    invoiceName: requiredText("Invoice name is required").max(200),
    amount: text({ error: "Amount is required" })
      .trim()
      .min(1, "Amount is required")
      .regex(AMOUNT_PATTERN, "Enter an amount such as 1250.00 (up to 2 decimals)")
      .transform((v) => normalizeAmount(v) as string),
    currency: choice(CURRENCIES, "USD", "Choose a currency"),
    invoiceDate: text({ error: "Invoice date is required" }).trim().min(1, "Invoice date is required").pipe(isoDate),
    dueDate: optionalDate,
    paymentStatus: choice(INVOICE_STATUSES, "Pending", "Choose a status"),
    /** a milestone invoice: issued when the client approves this sprint (of the invoice's project) */
    sprintId: optionalId,
  })
  .refine((i) => i.dueDate === null || i.dueDate >= i.invoiceDate, {
    path: ["dueDate"],
    message: DUE_BEFORE_INVOICE_MESSAGE,
  });
export type InvoiceForm = z.infer<typeof InvoiceFormSchema>;

/** Team assignment member and role are required; role defaults to Developer. */
export const TeamAssignmentFormSchema = z.object({
  projectId: recordId("Choose a project"),
  userId: profileId("Choose a team member"),
  role: requiredText("Role is required").max(100, "Role is too long"),
  isLead: checkbox,
});
export type TeamAssignmentForm = z.infer<typeof TeamAssignmentFormSchema>;

export const RecordIdSchema = z.object({ id: recordId() });
export const SprintStatusSchema = z.object({ id: recordId(), status: z.enum(SPRINT_STATUSES) });
export const TicketStatusSchema = z.object({ id: recordId(), status: z.enum(TICKET_STATUSES) });
export const ProjectIdSchema = z.object({ projectId: recordId("Unknown project") });

/** The sprints of one project in their new order (the page shown). */
export const SprintReorderSchema = ReorderSchema.extend({ projectId: recordId("Unknown project") });
/** The tickets of one sprint in their new order. */
export const SprintTicketReorderSchema = ReorderSchema.extend({ sprintId: recordId("Unknown sprint") });
/** The tickets of one project in their new order (the page shown). */
export const ProjectTicketReorderSchema = ReorderSchema.extend({ projectId: recordId("Unknown project") });

/** "No Reply Needed" on the overview: a conversation's latest client message, or a sprint's feedback. */
export const NoReplySchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("thread"),
    subjectKind: z.enum(["sprint", "sprint_ticket"], { error: "Unknown conversation" }),
    subjectId: recordId("Unknown conversation"),
    messageId: recordId("Unknown message"),
  }),
  z.object({ source: z.literal("sprint"), sprintId: recordId("Unknown sprint") }),
]);
