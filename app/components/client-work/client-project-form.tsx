import { useForm } from "~/components/form/use-form";
import { DialogContent } from "~/components/ui/dialog";
import { Field, Input } from "~/components/ui/input";
import type { ClientProjectRow } from "~/data/client-projects.server";
import { ClientProjectFormSchema } from "~/domain/schemas/client-work";
import { CLIENT_PROJECT_STATUSES } from "~/domain/statuses";
import {
  ChoiceField,
  DialogFormActions,
  FieldGroup,
  FormAlert,
  RecordSelectField,
  TextField,
  TitleDescriptionFields,
} from "./form-parts";

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
  const { fetcher, formProps, field, fieldFor, isBusy, formError } = useForm({
    schema: ClientProjectFormSchema,
    onSuccess: onDone,
  });
  const form = { field, fieldFor };
  const isEdit = Boolean(project);
  return (
    <DialogContent
      title={isEdit ? "Edit Client Project" : "New Client Project"}
      description={isEdit ? `Update ${project?.title}.` : "Set up a project your client can follow in their portal."}
      className="max-w-2xl"
    >
      <fetcher.Form {...formProps}>
        <input type="hidden" name="intent" value="project.save" />
        {project ? <input type="hidden" name="id" value={project.id} /> : null}
        <FormAlert message={formError} />
        <div className="grid grid-cols-1 gap-8">
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
            <Field {...fieldFor("percentComplete")} label="Percent complete" hint="0 to 100">
              <Input
                {...field("percentComplete")}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                defaultValue={project?.percentComplete ?? 0}
              />
            </Field>
            <Field {...fieldFor("estimatedDelivery")} label="Estimated delivery">
              <Input {...field("estimatedDelivery")} type="date" defaultValue={project?.estimatedDelivery ?? ""} />
            </Field>
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
        </div>
        <DialogFormActions isBusy={isBusy} submitLabel={isEdit ? "Save Changes" : "Create Project"} />
      </fetcher.Form>
    </DialogContent>
  );
}
