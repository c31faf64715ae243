import { createClientProject, deleteClientProject, updateClientProject } from "~/data/client-projects.server";
import { createInvoice, deleteInvoice, issueInvoice, markInvoicePaid, updateInvoice } from "~/data/invoices.server";
import { reorderProjectTickets, reorderSprints, reorderSprintTickets } from "~/data/reorder.server";
import { createSprint, deleteSprint, setSprintStatus, updateSprint } from "~/data/sprints.server";
import { assignTeamMember, removeTeamMember } from "~/data/team-assignments.server";
import { sendTestimonialRequest } from "~/data/testimonial-requests.server";
import {
  createProjectTicket,
  createSprintTicket,
  deleteProjectTicket,
  deleteSprintTicket,
  setSprintTicketStatus,
  updateProjectTicket,
  updateSprintTicket,
} from "~/data/tickets.server";
import { withClientNotified, withInvoiceIssued } from "~/domain/client-notifications";
import {
  ClientProjectFormSchema,
  InvoiceFormSchema,
  ProjectIdSchema,
  ProjectTicketFormSchema,
  ProjectTicketReorderSchema,
  RecordIdSchema,
  SprintFormSchema,
  SprintReorderSchema,
  SprintStatusSchema,
  SprintTicketFormSchema,
  SprintTicketReorderSchema,
  TeamAssignmentFormSchema,
  TicketStatusSchema,
} from "~/domain/schemas/client-work";
import { errorFields, log } from "~/platform/foundation/log.server";
import { deleteObject, savePdf, UploadError } from "~/platform/storage.server";
import { fail, ok } from "~/web/action-result.server";
import { requireStaff, type StaffViewer } from "~/web/guards.server";
import { dispatchIntent, type IntentHandler, type Intents, intent } from "~/web/intents.server";
import { deleteFileIntent, uploadFileIntent } from "~/web/project-file-actions.server";
import { threadPostIntent } from "~/web/thread-actions.server";

/**
 * The writes of client work, shared by the client projects, sprints, invoices and testimonial
 * requests screens. Each form names its `intent`; each screen offers the intents it shows. A refusal
 * keeps the screen's toast ('Failed to save sprint'…) and shows its reason at the field or the form.
 */
export type ClientWorkIntent = keyof ReturnType<typeof clientWorkIntents>;
type Options = { sprintStatusToast: "marked" | "updated" };

const work = <S extends Parameters<typeof intent>[0]["schema"]>(
  schema: S,
  failMessage: string,
  write: Parameters<typeof intent<S, StaffViewer>>[1],
  lists?: readonly string[],
) => intent<S, StaffViewer>({ schema, failMessage, lists, toast: "screen" }, write);

/** A drag-and-drop reorder: its refusal ('not in this list any more') is the toast itself. */
const reorder = <S extends Parameters<typeof intent>[0]["schema"]>(
  schema: S,
  failMessage: string,
  write: Parameters<typeof intent<S, StaffViewer>>[1],
) => intent<S, StaffViewer>({ schema, failMessage, lists: ["ids"], invalidToast: "first-message" }, write);

function clientWorkIntents({ sprintStatusToast }: Options) {
  return {
    "project.save": work(ClientProjectFormSchema, "Failed to save project", async (input, { viewer: actor }) => {
      if (input.id) {
        await updateClientProject({ actor, input: { ...input, id: input.id } });
        return ok("Client project updated successfully");
      }
      await createClientProject({ actor, input });
      return ok("Client project created successfully");
    }),
    "project.delete": work(RecordIdSchema, "Failed to delete project", async ({ id }, { viewer: actor }) => {
      await deleteClientProject({ actor, id });
      return ok("Client project deleted successfully");
    }),

    "sprint.save": work(
      SprintFormSchema,
      "Failed to save sprint",
      async (input, { viewer: actor }) => {
        if (input.id) {
          const { isNotified, invoice } = await updateSprint({ actor, input: { ...input, id: input.id } });
          return ok(withInvoiceIssued(withClientNotified("Sprint updated successfully", isNotified), invoice));
        }
        await createSprint({ actor, input });
        return ok("Sprint created successfully");
      },
      ["deliverables"],
    ),
    "sprint.status": work(SprintStatusSchema, "Failed to update sprint status", async (input, { viewer: actor }) => {
      const { isNotified, status, invoice } = await setSprintStatus({ actor, ...input });
      const message =
        sprintStatusToast === "updated" ? `Sprint status updated to ${status}` : `Sprint marked as ${status}`;
      return ok(withInvoiceIssued(withClientNotified(message, isNotified), invoice));
    }),
    "sprint.reorder": reorder(SprintReorderSchema, "Failed to reorder sprints", async (input, { viewer: actor }) => {
      await reorderSprints({ actor, ...input });
      return ok("Sprints reordered");
    }),
    "sprint.delete": work(RecordIdSchema, "Failed to delete sprint", async ({ id }, { viewer: actor }) => {
      await deleteSprint({ actor, id });
      return ok("Sprint deleted successfully");
    }),

    "sprint-ticket.save": work(SprintTicketFormSchema, "Failed to save ticket", async (input, { viewer: actor }) => {
      if (input.id) {
        const { isNotified } = await updateSprintTicket({ actor, input: { ...input, id: input.id } });
        return ok(withClientNotified("Ticket updated successfully", isNotified));
      }
      await createSprintTicket({ actor, input });
      return ok("Ticket created successfully");
    }),
    "sprint-ticket.status": work(TicketStatusSchema, "Failed to update ticket status", async (input, { viewer }) => {
      const { isNotified, status } = await setSprintTicketStatus({ actor: viewer, ...input });
      return ok(withClientNotified(`Ticket marked as ${status}`, isNotified));
    }),
    "sprint-ticket.reorder": reorder(
      SprintTicketReorderSchema,
      "Failed to reorder tickets",
      async (input, { viewer: actor }) => {
        await reorderSprintTickets({ actor, ...input });
        return ok("Tickets reordered");
      },
    ),
    "sprint-ticket.delete": work(RecordIdSchema, "Failed to delete ticket", async ({ id }, { viewer: actor }) => {
      await deleteSprintTicket({ actor, id });
      return ok("Ticket deleted successfully");
    }),

    "project-ticket.save": work(ProjectTicketFormSchema, "Failed to save ticket", async (input, { viewer: actor }) => {
      if (input.id) {
        await updateProjectTicket({ actor, input: { ...input, id: input.id } });
        return ok("Ticket updated successfully");
      }
      await createProjectTicket({ actor, input });
      return ok("Ticket created successfully");
    }),
    "project-ticket.reorder": reorder(
      ProjectTicketReorderSchema,
      "Failed to reorder tickets",
      async (input, { viewer: actor }) => {
        await reorderProjectTickets({ actor, ...input });
        return ok("Tickets reordered");
      },
    ),
    "project-ticket.delete": work(RecordIdSchema, "Failed to delete ticket", async ({ id }, { viewer: actor }) => {
      await deleteProjectTicket({ actor, id });
      return ok("Ticket deleted successfully");
    }),

    "invoice.save": saveInvoice,
    "invoice.paid": work(RecordIdSchema, "Failed to update invoice status", async ({ id }, { viewer: actor }) => {
      await markInvoicePaid({ actor, id });
      return ok("Invoice marked as paid");
    }),
    "invoice.issue": work(RecordIdSchema, "Failed to issue invoice", async ({ id }, { viewer: actor }) => {
      const invoice = await issueInvoice({ actor, id });
      return ok(`Invoice ${invoice.invoiceNumber} issued. Client has been notified.`);
    }),
    "invoice.delete": work(RecordIdSchema, "Failed to delete invoice", async ({ id }, { viewer: actor }) => {
      await deleteInvoice({ actor, id });
      return ok("Invoice deleted successfully");
    }),

    // shared files on the project's manage view: staff upload into any project, and delete
    "file.upload": uploadFileIntent<StaffViewer>(() => ({ staff: true })),
    "file.delete": deleteFileIntent,

    "team.assign": work(TeamAssignmentFormSchema, "Failed to assign team member", async (input, { viewer: actor }) => {
      await assignTeamMember({ actor, input });
      return ok("Team member assigned successfully");
    }),
    "team.remove": work(
      RecordIdSchema.and(ProjectIdSchema),
      "Failed to remove team member",
      async ({ id, projectId }, { viewer: actor }) => {
        await removeTeamMember({ actor, id, projectId });
        return ok("Team member removed successfully");
      },
    ),

    // a message on a sprint's or a task's conversation, with an optional file
    "thread.post": threadPostIntent(),

    "testimonial.request": work(
      ProjectIdSchema,
      "Failed to send testimonial request",
      async ({ projectId }, { viewer: actor }) => {
        const { clientName } = await sendTestimonialRequest({ actor, projectId });
        return ok(`Testimonial request notification sent to ${clientName}`);
      },
    ),
  } satisfies Intents<StaffViewer>;
}

/** An invoice with its optional PDF: the file is stored first, and removed again if the row is not written. */
const saveInvoice: IntentHandler<StaffViewer> = async (context) => {
  const file = context.form.get("file");
  let fileKey: string | null = null;
  const write = work(InvoiceFormSchema, "Failed to save invoice", async (input, { viewer: actor }) => {
    if (file instanceof File && file.size > 0) {
      try {
        // invoices/invoice-{timestamp}-{random}.pdf, private (served by /files/invoices/:id only)
        fileKey = (await savePdf(file, "invoices", `invoice-${Date.now()}`)).key;
      } catch (error) {
        if (error instanceof UploadError) return fail("Failed to upload file", 400, { file: error.message });
        // the storage is away: nothing was written, the same form can be sent again
        log.error("invoice file not stored", errorFields(error));
        return fail("Failed to upload file", 503, { file: "The file could not be stored. Please try again." });
      }
    }
    if (input.id) await updateInvoice({ actor, input: { ...input, id: input.id }, fileKey });
    else await createInvoice({ actor, input, fileKey });
    isSaved = true;
    return ok(input.id ? "Invoice updated successfully" : "Invoice created successfully");
  });
  let isSaved = false;
  const response = await write(context);
  // the row was not written: do not keep its file
  if (fileKey && !isSaved) await deleteObject(fileKey).catch(() => undefined);
  return response;
};

/** A staff screen's action: checks the staff member first, then runs the posted intent if this screen offers it (anything else is a 400). */
export async function handleClientWorkAction(
  request: Request,
  offered: readonly ClientWorkIntent[],
  options: Options = { sprintStatusToast: "marked" },
) {
  const viewer = await requireStaff(request);
  const all = clientWorkIntents(options);
  const intents: Intents<StaffViewer> = {};
  for (const name of offered) intents[name] = all[name];
  return dispatchIntent(request, viewer, intents);
}
