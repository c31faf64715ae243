import { EntityFormDialog } from "~/components/dashboard/entity-form";
import { ChoiceField, FieldGroup, type FieldKit, RecordSelectField, TextField } from "~/components/form/fields";
import {
  PROJECT_TICKET_TYPES,
  ProjectTicketFormSchema,
  SPRINT_TICKET_TYPES,
  SprintTicketFormSchema,
  TICKET_PRIORITIES,
} from "~/domain/schemas/client-work";
import { TICKET_STATUSES } from "~/domain/statuses";
import { TitleDescriptionFields } from "./form-parts";

export type SprintTicketValue = {
  id: string;
  sprintId: string;
  title: string;
  description: string | null;
  type: string;
  status: string;
};

/** A sprint a ticket may belong to, as the forms offer it ('Sprint 2: Checkout'). */
export type SprintOption = { id: string; title: string; sprintOrder: number };

/**
 * The sprint choice: the sprints the server offers (those not yet Completed), and the ticket's own sprint
 * when it is not among them (a Completed one), so that editing a ticket keeps its sprint.
 */
export const sprintChoices = (sprints: SprintOption[], own?: SprintOption | null) =>
  (own && !sprints.some((s) => s.id === own.id)
    ? [...sprints, own].sort((a, b) => a.sprintOrder - b.sprintOrder)
    : sprints
  ).map((s) => ({ id: s.id, label: `Sprint ${s.sprintOrder}: ${s.title}` }));

/**
 * What both kinds of ticket have: title, description, type (default Fullstack), then what the kind
 * adds (a project ticket's priority), then status (default Not started).
 */
function TicketFields({
  form,
  ticket,
  types,
  children,
}: {
  form: FieldKit;
  ticket: { title: string; description: string | null; type: string; status: string } | null;
  types: readonly string[];
  children?: React.ReactNode;
}) {
  return (
    <>
      <TitleDescriptionFields form={form} title={ticket?.title} description={ticket?.description} />
      <ChoiceField form={form} name="type" label="Type" choices={types} defaultValue={ticket?.type ?? "Fullstack"} />
      {children}
      <ChoiceField
        form={form}
        name="status"
        label="Status"
        choices={TICKET_STATUSES}
        defaultValue={ticket?.status ?? "Not started"}
      />
    </>
  );
}

/** A sprint ticket: defaults type Fullstack, status Not started; goes at the end of its sprint. */
export function SprintTicketFormDialog({
  ticket,
  sprint,
  sprints,
  onDone,
}: {
  ticket: SprintTicketValue | null;
  /** the sprint whose ticket this is (or gets) */
  sprint: SprintOption | null;
  sprints: SprintOption[];
  onDone: () => void;
}) {
  const isEdit = Boolean(ticket);
  return (
    <EntityFormDialog
      noun="Ticket"
      description={
        isEdit
          ? "Completing a ticket notifies the client."
          : "Add a task to the sprint; it goes at the end of the list."
      }
      size="md"
      schema={SprintTicketFormSchema}
      onDone={onDone}
      intent="sprint-ticket.save"
      recordId={ticket?.id}
    >
      {(form) => (
        <FieldGroup>
          <RecordSelectField
            form={form}
            name="sprintId"
            label="Sprint"
            prompt="Choose a sprint…"
            records={sprintChoices(sprints, sprint)}
            defaultValue={ticket?.sprintId ?? sprint?.id ?? ""}
            required
          />
          <TicketFields form={form} ticket={ticket} types={SPRINT_TICKET_TYPES} />
        </FieldGroup>
      )}
    </EntityFormDialog>
  );
}

export type ProjectTicketValue = Omit<SprintTicketValue, "sprintId"> & {
  projectId: string;
  sprintId: string | null;
  /** the ticket's sprint, when it has one (offered even when Completed) */
  sprintTitle?: string | null;
  sprintOrder?: number | null;
  priority: string;
  assignedTo: string | null;
};

/** A project ticket: type, status, priority, assignee and an optional sprint of the same project. */
export function ProjectTicketFormDialog({
  ticket,
  projectId,
  sprints,
  assignees,
  onDone,
}: {
  ticket: ProjectTicketValue | null;
  projectId: string;
  sprints: SprintOption[];
  assignees: string[];
  onDone: () => void;
}) {
  return (
    <EntityFormDialog
      noun="Ticket"
      description="A task, bug or feature request on this project."
      size="md"
      schema={ProjectTicketFormSchema}
      onDone={onDone}
      intent="project-ticket.save"
      recordId={ticket?.id}
    >
      {(form) => (
        <FieldGroup>
          <input type="hidden" name="projectId" value={projectId} />
          <TicketFields form={form} ticket={ticket} types={PROJECT_TICKET_TYPES}>
            <ChoiceField
              form={form}
              name="priority"
              label="Priority"
              choices={TICKET_PRIORITIES}
              defaultValue={ticket?.priority ?? "Medium"}
            />
          </TicketFields>
          <TextField
            form={form}
            name="assignedTo"
            label="Assigned to"
            defaultValue={ticket?.assignedTo ?? ""}
            list={`${form.field("assignedTo").id}-options`}
            autoComplete="off"
          />
          <datalist id={`${form.field("assignedTo").id}-options`}>
            {assignees.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <RecordSelectField
            form={form}
            name="sprintId"
            label="Sprint"
            none="No sprint"
            records={sprintChoices(
              sprints,
              ticket?.sprintId && ticket.sprintTitle != null && ticket.sprintOrder != null
                ? { id: ticket.sprintId, title: ticket.sprintTitle, sprintOrder: ticket.sprintOrder }
                : null,
            )}
            defaultValue={ticket?.sprintId ?? ""}
          />
        </FieldGroup>
      )}
    </EntityFormDialog>
  );
}
