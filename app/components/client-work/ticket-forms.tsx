import { DialogContent } from "~/components/ui/dialog";
import { Field, Input, Select, Textarea } from "~/components/ui/input";
import {
  PROJECT_TICKET_TYPES,
  ProjectTicketFormSchema,
  SPRINT_TICKET_TYPES,
  SprintTicketFormSchema,
  TICKET_PRIORITIES,
} from "~/domain/schemas/client-work";
import { TICKET_STATUSES } from "~/domain/statuses";
import { DialogFormActions, FieldGroup, FormAlert } from "./form-parts";
import { useActionForm } from "./use-action-form";

export type SprintTicketValue = {
  id: string;
  sprintId: string;
  title: string;
  description: string | null;
  type: string;
  status: string;
};

/** A sprint ticket: defaults type Fullstack, status Not started; goes at the end of its sprint. */
export function SprintTicketFormDialog({
  ticket,
  sprintId,
  sprints,
  onDone,
}: {
  ticket: SprintTicketValue | null;
  sprintId: string | null;
  sprints: { id: string; title: string; sprintOrder: number }[];
  onDone: () => void;
}) {
  const { fetcher, formProps, errors, field, fieldFor, isBusy, formError } = useActionForm({
    schema: SprintTicketFormSchema,
    onSuccess: onDone,
  });
  const isEdit = Boolean(ticket);
  return (
    <DialogContent
      title={isEdit ? "Edit Ticket" : "New Ticket"}
      description={
        isEdit
          ? "Completing a ticket notifies the client."
          : "Add a task to the sprint; it goes at the end of the list."
      }
    >
      <fetcher.Form method="post" {...formProps}>
        <input type="hidden" name="intent" value="sprint-ticket.save" />
        {ticket ? <input type="hidden" name="id" value={ticket.id} /> : null}
        <FormAlert message={formError} />
        <FieldGroup>
          <Field {...fieldFor("sprintId")} label="Sprint" required className="sm:col-span-2">
            <Select {...field("sprintId")} defaultValue={ticket?.sprintId ?? sprintId ?? ""} required>
              <option value="" disabled>
                Choose a sprint…
              </option>
              {sprints.map((s) => (
                <option key={s.id} value={s.id}>
                  Sprint {s.sprintOrder}: {s.title}
                </option>
              ))}
            </Select>
          </Field>
          <Field {...fieldFor("title")} label="Title" required className="sm:col-span-2">
            <Input {...field("title")} defaultValue={ticket?.title ?? ""} required maxLength={200} autoComplete="off" />
          </Field>
          <Field {...fieldFor("description")} label="Description" className="sm:col-span-2">
            <Textarea {...field("description")} defaultValue={ticket?.description ?? ""} rows={3} />
          </Field>
          <Field {...fieldFor("type")} label="Type">
            <Select {...field("type")} defaultValue={ticket?.type ?? "Fullstack"}>
              {SPRINT_TICKET_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </Select>
          </Field>
          <Field {...fieldFor("status")} label="Status">
            <Select {...field("status")} defaultValue={ticket?.status ?? "Not started"}>
              {TICKET_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
          </Field>
        </FieldGroup>
        <DialogFormActions isBusy={isBusy} submitLabel={isEdit ? "Save Changes" : "Create Ticket"} />
      </fetcher.Form>
    </DialogContent>
  );
}

export type ProjectTicketValue = Omit<SprintTicketValue, "sprintId"> & {
  projectId: string;
  sprintId: string | null;
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
  sprints: { id: string; title: string; sprintOrder: number }[];
  assignees: string[];
  onDone: () => void;
}) {
  const { fetcher, formProps, errors, field, fieldFor, isBusy, formError } = useActionForm({
    schema: ProjectTicketFormSchema,
    onSuccess: onDone,
  });
  const isEdit = Boolean(ticket);
  const listId = `${field("assignedTo").id}-options`;
  return (
    <DialogContent
      title={isEdit ? "Edit Ticket" : "New Ticket"}
      description="A task, bug or feature request on this project."
    >
      <fetcher.Form method="post" {...formProps}>
        <input type="hidden" name="intent" value="project-ticket.save" />
        <input type="hidden" name="projectId" value={projectId} />
        {ticket ? <input type="hidden" name="id" value={ticket.id} /> : null}
        <FormAlert message={formError} />
        <FieldGroup>
          <Field {...fieldFor("title")} label="Title" required className="sm:col-span-2">
            <Input {...field("title")} defaultValue={ticket?.title ?? ""} required maxLength={200} autoComplete="off" />
          </Field>
          <Field {...fieldFor("description")} label="Description" className="sm:col-span-2">
            <Textarea {...field("description")} defaultValue={ticket?.description ?? ""} rows={3} />
          </Field>
          <Field {...fieldFor("type")} label="Type">
            <Select {...field("type")} defaultValue={ticket?.type ?? "Fullstack"}>
              {PROJECT_TICKET_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </Select>
          </Field>
          <Field {...fieldFor("priority")} label="Priority">
            <Select {...field("priority")} defaultValue={ticket?.priority ?? "Medium"}>
              {TICKET_PRIORITIES.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </Select>
          </Field>
          <Field {...fieldFor("status")} label="Status">
            <Select {...field("status")} defaultValue={ticket?.status ?? "Not started"}>
              {TICKET_STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </Select>
          </Field>
          <Field {...fieldFor("assignedTo")} label="Assigned to">
            <Input {...field("assignedTo")} defaultValue={ticket?.assignedTo ?? ""} list={listId} autoComplete="off" />
            <datalist id={listId}>
              {assignees.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </Field>
          <Field {...fieldFor("sprintId")} label="Sprint" className="sm:col-span-2">
            <Select {...field("sprintId")} defaultValue={ticket?.sprintId ?? ""}>
              <option value="">No sprint</option>
              {sprints.map((s) => (
                <option key={s.id} value={s.id}>
                  Sprint {s.sprintOrder}: {s.title}
                </option>
              ))}
            </Select>
          </Field>
        </FieldGroup>
        <DialogFormActions isBusy={isBusy} submitLabel={isEdit ? "Save Changes" : "Create Ticket"} />
      </fetcher.Form>
    </DialogContent>
  );
}
