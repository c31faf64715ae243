import { DialogContent } from "~/components/ui/dialog";
import { Field, Input, Select, Textarea } from "~/components/ui/input";
import type { ClientProjectRow } from "~/data/client-projects.server";
import { ClientProjectFormSchema } from "~/domain/schemas/client-work";
import { CLIENT_PROJECT_STATUSES } from "~/domain/statuses";
import { DialogFormActions, FieldGroup, FormAlert } from "./form-parts";
import { useActionForm } from "./use-action-form";

export type ClientOption = { id: string; fullName: string | null; email: string; organizationName: string | null };

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
  const { fetcher, formProps, errors, field, fieldFor, isBusy, formError } = useActionForm({
    schema: ClientProjectFormSchema,
    onSuccess: onDone,
  });
  const isEdit = Boolean(project);
  return (
    <DialogContent
      title={isEdit ? "Edit Client Project" : "New Client Project"}
      description={isEdit ? `Update ${project?.title}.` : "Set up a project your client can follow in their portal."}
      className="max-w-2xl"
    >
      <fetcher.Form method="post" {...formProps}>
        <input type="hidden" name="intent" value="project.save" />
        {project ? <input type="hidden" name="id" value={project.id} /> : null}
        <FormAlert message={formError} />
        <div className="grid grid-cols-1 gap-8">
          <FieldGroup legend="Project">
            <Field {...fieldFor("clientId")} label="Client" required className="sm:col-span-2">
              <Select {...field("clientId")} defaultValue={project?.clientId ?? ""} required>
                <option value="" disabled>
                  Choose a client…
                </option>
                {clients.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.fullName ?? c.email}
                    {c.organizationName ? ` · ${c.organizationName}` : ""} ({c.email})
                  </option>
                ))}
              </Select>
            </Field>
            <Field {...fieldFor("title")} label="Title" required className="sm:col-span-2">
              <Input
                {...field("title")}
                defaultValue={project?.title ?? ""}
                required
                maxLength={200}
                autoComplete="off"
              />
            </Field>
            <Field {...fieldFor("description")} label="Description" className="sm:col-span-2">
              <Textarea {...field("description")} defaultValue={project?.description ?? ""} rows={3} />
            </Field>
            <Field {...fieldFor("status")} label="Status">
              <Select {...field("status")} defaultValue={project?.status ?? "In Progress"}>
                {CLIENT_PROJECT_STATUSES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </Select>
            </Field>
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
            <Field {...fieldFor("contactPersonName")} label="Name" required>
              <Input
                {...field("contactPersonName")}
                defaultValue={project?.contactPersonName ?? ""}
                required
                autoComplete="off"
              />
            </Field>
            <Field {...fieldFor("contactPersonRole")} label="Role" required>
              <Input
                {...field("contactPersonRole")}
                defaultValue={project?.contactPersonRole ?? ""}
                required
                autoComplete="off"
              />
            </Field>
            <Field {...fieldFor("contactPersonEmail")} label="E-mail" required>
              <Input
                {...field("contactPersonEmail")}
                type="email"
                defaultValue={project?.contactPersonEmail ?? ""}
                required
                autoComplete="off"
              />
            </Field>
            <Field {...fieldFor("contactPersonPhone")} label="Phone">
              <Input
                {...field("contactPersonPhone")}
                type="tel"
                defaultValue={project?.contactPersonPhone ?? ""}
                autoComplete="off"
              />
            </Field>
          </FieldGroup>
        </div>
        <DialogFormActions isBusy={isBusy} submitLabel={isEdit ? "Save Changes" : "Create Project"} />
      </fetcher.Form>
    </DialogContent>
  );
}
