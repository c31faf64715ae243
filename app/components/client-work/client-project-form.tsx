import { EntityFormDialog } from "~/components/dashboard/entity-form";
import { ChoiceField, FieldGroup, RecordSelectField, TextField } from "~/components/form/fields";
import type { ClientProjectRow } from "~/data/client-projects.server";
import { ClientProjectFormSchema } from "~/domain/schemas/client-work";
import { CLIENT_PROJECT_STATUSES } from "~/domain/statuses";
import { TitleDescriptionFields } from "./form-parts";

export type ClientOption = { id: string; fullName: string | null; email: string; organizationName: string | null };

/** The contact person's fields: name, role and e-mail are required, the phone is not. */
const CONTACT_FIELDS = [
  { name: "contactPersonName", label: "Name", type: "text", required: true },
  { name: "contactPersonRole", label: "Role", type: "text", required: true },
  { name: "contactPersonEmail", label: "E-mail", type: "email", required: true },
  { name: "contactPersonPhone", label: "Phone", type: "tel", required: false },
] as const;

/** Client projects: the create/edit dialog (client chosen among profiles with role client). */
export function ClientProjectFormDialog({
  project,
  clients,
  onDone,
}: {
  project: ClientProjectRow | null;
  clients: ClientOption[];
  onDone: () => void;
}) {
  const isEdit = Boolean(project);
  return (
    <EntityFormDialog
      noun="Client Project"
      createLabel="Create Project"
      description={isEdit ? `Update ${project?.title}.` : "Set up a project your client can follow in their portal."}
      size="lg"
      schema={ClientProjectFormSchema}
      onDone={onDone}
      intent="project.save"
      recordId={project?.id}
    >
      {(form) => (
        <>
          <FieldGroup legend="Project">
            <RecordSelectField
              form={form}
              name="clientId"
              label="Client"
              prompt="Choose a client…"
              records={clients.map((c) => ({
                id: c.id,
                label: `${c.fullName ?? c.email}${c.organizationName ? ` · ${c.organizationName}` : ""} (${c.email})`,
              }))}
              defaultValue={project?.clientId ?? ""}
              required
            />
            <TitleDescriptionFields form={form} title={project?.title} description={project?.description} />
            <ChoiceField
              form={form}
              name="status"
              label="Status"
              choices={CLIENT_PROJECT_STATUSES}
              defaultValue={project?.status ?? "In Progress"}
            />
            <TextField
              form={form}
              name="percentComplete"
              label="Percent complete"
              hint="0 to 100"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              defaultValue={project?.percentComplete ?? 0}
            />
            <TextField
              form={form}
              name="estimatedDelivery"
              label="Estimated delivery"
              type="date"
              defaultValue={project?.estimatedDelivery ?? ""}
            />
          </FieldGroup>
          <FieldGroup legend="Contact person">
            {CONTACT_FIELDS.map(({ name, label, type, required }) => (
              <TextField
                key={name}
                form={form}
                name={name}
                label={label}
                type={type}
                defaultValue={project?.[name] ?? ""}
                required={required}
                autoComplete="off"
              />
            ))}
          </FieldGroup>
        </>
      )}
    </EntityFormDialog>
  );
}
