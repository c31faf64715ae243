import type { z } from "zod";
import { createClientProject, deleteClientProject, updateClientProject } from "~/data/client-projects.server";
import { createInvoice, deleteInvoice, markInvoicePaid, updateInvoice } from "~/data/invoices.server";
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
import { AppError } from "~/domain/app-error";
import { withClientNotified } from "~/domain/client-notifications";
import {
  ClientProjectFormSchema,
  formValues,
  InvoiceFormSchema,
  ProjectIdSchema,
  ProjectTicketFormSchema,
  RecordIdSchema,
  SprintFormSchema,
  SprintStatusSchema,
  SprintTicketFormSchema,
  TeamAssignmentFormSchema,
  TicketStatusSchema,
} from "~/domain/schemas/client-work";
import { attempt, fail, invalid, ok } from "~/server/action-result.server";
import type { StaffViewer } from "~/server/guards.server";
import { errorFields, log } from "~/server/log.server";
import { deleteObject, savePdf, UploadError } from "~/server/storage.server";

/**
 * The writes of client work, shared by the client projects, sprints, invoices and testimonial
 * requests screens. Each form names its `intent`; each screen allows the intents it shows.
 * Messages and toasts are the spec's.
 */
export type ClientWorkIntent = keyof typeof HANDLERS;
type Options = { sprintStatusToast: "marked" | "updated" };
type Handler = (form: FormData, actor: StaffViewer, options: Options) => ReturnType<typeof ok> | Promise<unknown>;

/** Parse with the form's schema; a bad form is a 400 with field messages and the spec's toast. */
function parse<S extends z.ZodType>(schema: S, form: FormData, failMessage: string, lists: string[] = []) {
  const result = schema.safeParse(formValues(form, lists));
  return result.success
    ? ({ ok: true, value: result.data } as const)
    : ({ ok: false, response: invalid(failMessage, result.error) } as const);
}

/** Expected refusals keep the spec's toast; the reason goes to its field (or the form). */
async function run(failMessage: string, write: () => Promise<ReturnType<typeof ok>>) {
  return attempt(failMessage, async () => {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Lists 'Project not found' as a message of its own
      const toast = error.message === "Project not found" ? error.message : failMessage;
      return fail(toast, error.status, { [error.field ?? "form"]: error.message });
    }
  });
}

const HANDLERS = {
  "project.save": async (form, actor) => {
    const parsed = parse(ClientProjectFormSchema, form, "Failed to save project");
    if (!parsed.ok) return parsed.response;
    const input = parsed.value;
    return run("Failed to save project", async () => {
      if (input.id) {
        await updateClientProject(actor, { ...input, id: input.id });
        return ok("Client project updated successfully");
      }
      await createClientProject(actor, input);
      return ok("Client project created successfully");
    });
  },
  "project.delete": async (form, actor) => {
    const parsed = parse(RecordIdSchema, form, "Failed to delete project");
    if (!parsed.ok) return parsed.response;
    return run("Failed to delete project", async () => {
      await deleteClientProject(actor, parsed.value.id);
      return ok("Client project deleted successfully");
    });
  },

  "sprint.save": async (form, actor) => {
    const parsed = parse(SprintFormSchema, form, "Failed to save sprint", ["deliverables"]);
    if (!parsed.ok) return parsed.response;
    const input = parsed.value;
    return run("Failed to save sprint", async () => {
      if (input.id) {
        const { isNotified } = await updateSprint(actor, { ...input, id: input.id });
        return ok(withClientNotified("Sprint updated successfully", isNotified));
      }
      await createSprint(actor, input);
      return ok("Sprint created successfully");
    });
  },
  "sprint.status": async (form, actor, options) => {
    const parsed = parse(SprintStatusSchema, form, "Failed to update sprint status");
    if (!parsed.ok) return parsed.response;
    return run("Failed to update sprint status", async () => {
      const { isNotified, status } = await setSprintStatus(actor, parsed.value);
      const message =
        options.sprintStatusToast === "updated" ? `Sprint status updated to ${status}` : `Sprint marked as ${status}`;
      return ok(withClientNotified(message, isNotified));
    });
  },
  "sprint.delete": async (form, actor) => {
    const parsed = parse(RecordIdSchema, form, "Failed to delete sprint");
    if (!parsed.ok) return parsed.response;
    return run("Failed to delete sprint", async () => {
      await deleteSprint(actor, parsed.value.id);
      return ok("Sprint deleted successfully");
    });
  },

  "sprint-ticket.save": async (form, actor) => {
    const parsed = parse(SprintTicketFormSchema, form, "Failed to save ticket");
    if (!parsed.ok) return parsed.response;
    const input = parsed.value;
    return run("Failed to save ticket", async () => {
      if (input.id) {
        const { isNotified } = await updateSprintTicket(actor, { ...input, id: input.id });
        return ok(withClientNotified("Ticket updated successfully", isNotified));
      }
      await createSprintTicket(actor, input);
      return ok("Ticket created successfully");
    });
  },
  "sprint-ticket.status": async (form, actor) => {
    const parsed = parse(TicketStatusSchema, form, "Failed to update ticket status");
    if (!parsed.ok) return parsed.response;
    return run("Failed to update ticket status", async () => {
      const { isNotified, status } = await setSprintTicketStatus(actor, parsed.value);
      return ok(withClientNotified(`Ticket marked as ${status}`, isNotified));
    });
  },
  "sprint-ticket.delete": async (form, actor) => {
    const parsed = parse(RecordIdSchema, form, "Failed to delete ticket");
    if (!parsed.ok) return parsed.response;
    return run("Failed to delete ticket", async () => {
      await deleteSprintTicket(actor, parsed.value.id);
      return ok("Ticket deleted successfully");
    });
  },

  "project-ticket.save": async (form, actor) => {
    const parsed = parse(ProjectTicketFormSchema, form, "Failed to save ticket");
    if (!parsed.ok) return parsed.response;
    const input = parsed.value;
    return run("Failed to save ticket", async () => {
      if (input.id) {
        await updateProjectTicket(actor, { ...input, id: input.id });
        return ok("Ticket updated successfully");
      }
      await createProjectTicket(actor, input);
      return ok("Ticket created successfully");
    });
  },
  "project-ticket.delete": async (form, actor) => {
    const parsed = parse(RecordIdSchema, form, "Failed to delete ticket");
    if (!parsed.ok) return parsed.response;
    return run("Failed to delete ticket", async () => {
      await deleteProjectTicket(actor, parsed.value.id);
      return ok("Ticket deleted successfully");
    });
  },

  "invoice.save": async (form, actor) => {
    const parsed = parse(InvoiceFormSchema, form, "Failed to save invoice");
    if (!parsed.ok) return parsed.response;
    const input = parsed.value;
    const file = form.get("file");
    let fileKey: string | null = null;
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
    let isSaved = false;
    const response = await run("Failed to save invoice", async () => {
      if (input.id) await updateInvoice(actor, { ...input, id: input.id }, fileKey);
      else await createInvoice(actor, input, fileKey);
      isSaved = true;
      return ok(input.id ? "Invoice updated successfully" : "Invoice created successfully");
    });
    // the row was not written: do not keep its file
    if (fileKey && !isSaved) await deleteObject(fileKey).catch(() => undefined);
    return response;
  },
  "invoice.paid": async (form, actor) => {
    const parsed = parse(RecordIdSchema, form, "Failed to update invoice status");
    if (!parsed.ok) return parsed.response;
    return run("Failed to update invoice status", async () => {
      await markInvoicePaid(actor, parsed.value.id);
      return ok("Invoice marked as paid");
    });
  },
  "invoice.delete": async (form, actor) => {
    const parsed = parse(RecordIdSchema, form, "Failed to delete invoice");
    if (!parsed.ok) return parsed.response;
    return run("Failed to delete invoice", async () => {
      await deleteInvoice(actor, parsed.value.id);
      return ok("Invoice deleted successfully");
    });
  },

  "team.assign": async (form, actor) => {
    const parsed = parse(TeamAssignmentFormSchema, form, "Failed to assign team member");
    if (!parsed.ok) return parsed.response;
    return run("Failed to assign team member", async () => {
      await assignTeamMember(actor, parsed.value);
      return ok("Team member assigned successfully");
    });
  },
  "team.remove": async (form, actor) => {
    const id = parse(RecordIdSchema, form, "Failed to remove team member");
    const project = parse(ProjectIdSchema, form, "Failed to remove team member");
    if (!id.ok) return id.response;
    if (!project.ok) return project.response;
    return run("Failed to remove team member", async () => {
      await removeTeamMember(actor, { id: id.value.id, projectId: project.value.projectId });
      return ok("Team member removed successfully");
    });
  },

  "testimonial.request": async (form, actor) => {
    const parsed = parse(ProjectIdSchema, form, "Failed to send testimonial request");
    if (!parsed.ok) return parsed.response;
    return run("Failed to send testimonial request", async () => {
      const { clientName } = await sendTestimonialRequest(actor, parsed.value.projectId);
      return ok(`Testimonial request notification sent to ${clientName}`);
    });
  },
} satisfies Record<string, Handler>;

/** Run the posted intent if this screen offers it; anything else is a 400. */
export async function handleClientWorkAction(
  request: Request,
  viewer: StaffViewer,
  allowed: readonly ClientWorkIntent[],
  options: Options = { sprintStatusToast: "marked" },
) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail("The form could not be read", 400);
  }
  const intent = String(form.get("intent") ?? "") as ClientWorkIntent;
  if (!allowed.includes(intent) || !(intent in HANDLERS)) return fail("Unknown action", 400);
  return HANDLERS[intent](form, viewer, options);
}
