import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { DialogContent } from "~/components/ui/dialog";
import { Field, Input, Label, Select, Textarea } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { SprintFormSchema } from "~/domain/schemas/client-work";
import { nextSprintOrder } from "~/domain/sprint-order";
import { SPRINT_STATUSES } from "~/domain/statuses";
import { DialogFormActions, FieldGroup, FormAlert, Required } from "./form-parts";
import { useActionForm } from "./use-action-form";

export type SprintFormValue = {
  id: string;
  projectId: string;
  title: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  status: string;
  deliverables: string[];
  previewLink: string | null;
  feedbackRequired: boolean;
  sprintOrder: number;
};

const LISTS = ["deliverables"] as const;

/**
 * Create or edit a sprint. The order defaults to the project's highest plus 1; with
 * no project fixed, a project select comes first and the default follows the chosen project.
 */
export function SprintFormDialog({
  sprint,
  projectId,
  projects,
  nextOrders,
  onDone,
}: {
  sprint: SprintFormValue | null;
  /** the project the sprint belongs to, when the screen has one */
  projectId: string | null;
  projects: { id: string; title: string }[];
  nextOrders: Record<string, number>;
  onDone: () => void;
}) {
  const { fetcher, formProps, errors, field, isBusy, formError } = useActionForm({
    schema: SprintFormSchema,
    lists: LISTS,
    onSuccess: onDone,
  });
  const [chosenProject, setChosenProject] = useState(sprint?.projectId ?? projectId ?? "");
  const [deliverables, setDeliverables] = useState(() =>
    (sprint?.deliverables.length ? sprint.deliverables : [""]).map((value, i) => ({ key: i, value })),
  );
  const [nextKey, setNextKey] = useState(deliverables.length);
  const defaultOrder = sprint?.sprintOrder ?? (chosenProject ? (nextOrders[chosenProject] ?? nextSprintOrder([])) : 1);
  const isEdit = Boolean(sprint);

  return (
    <DialogContent
      title={isEdit ? "Edit Sprint" : "New Sprint"}
      description={
        isEdit ? "Any status may be set here; completing a sprint notifies the client." : "Plan the next piece of work."
      }
      className="max-w-2xl"
    >
      <fetcher.Form method="post" {...formProps}>
        <input type="hidden" name="intent" value="sprint.save" />
        {sprint ? <input type="hidden" name="id" value={sprint.id} /> : null}
        <FormAlert message={formError} />
        <div className="grid grid-cols-1 gap-8">
          <FieldGroup legend="Sprint">
            {sprint || projectId ? (
              <input type="hidden" name="projectId" value={sprint?.projectId ?? projectId ?? ""} />
            ) : (
              <Field
                id={field("projectId").id}
                label={
                  <>
                    Project
                    <Required />
                  </>
                }
                error={errors.projectId}
                className="sm:col-span-2"
              >
                <Select
                  {...field("projectId")}
                  value={chosenProject}
                  onChange={(e) => setChosenProject(e.target.value)}
                  required
                >
                  <option value="" disabled>
                    Choose a project…
                  </option>
                  {projects.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.title}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <Field
              id={field("title").id}
              label={
                <>
                  Title
                  <Required />
                </>
              }
              error={errors.title}
              className="sm:col-span-2"
            >
              <Input
                {...field("title")}
                defaultValue={sprint?.title ?? ""}
                required
                maxLength={200}
                autoComplete="off"
              />
            </Field>
            <Field
              id={field("description").id}
              label="Description"
              error={errors.description}
              className="sm:col-span-2"
            >
              <Textarea {...field("description")} defaultValue={sprint?.description ?? ""} rows={3} />
            </Field>
            <Field
              id={field("startDate").id}
              label={
                <>
                  Start date
                  <Required />
                </>
              }
              error={errors.startDate}
            >
              <Input {...field("startDate")} type="date" defaultValue={sprint?.startDate ?? ""} required />
            </Field>
            <Field
              id={field("endDate").id}
              label={
                <>
                  End date
                  <Required />
                </>
              }
              error={errors.endDate}
            >
              <Input {...field("endDate")} type="date" defaultValue={sprint?.endDate ?? ""} required />
            </Field>
            <Field id={field("status").id} label="Status" error={errors.status}>
              <Select {...field("status")} defaultValue={sprint?.status ?? "Planned"}>
                {SPRINT_STATUSES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </Select>
            </Field>
            <Field
              id={field("sprintOrder").id}
              label={
                <>
                  Sprint order
                  <Required />
                </>
              }
              error={errors.sprintOrder}
            >
              <Input
                key={defaultOrder}
                {...field("sprintOrder")}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                defaultValue={defaultOrder}
                required
              />
            </Field>
          </FieldGroup>

          <FieldGroup legend="Delivery" className="sm:grid-cols-1">
            <div className="grid grid-cols-1 gap-2">
              <Label htmlFor={`${field("deliverables").id}-0`}>Deliverables</Label>
              <ul className="grid grid-cols-1 gap-2">
                {deliverables.map((row, i) => (
                  <li key={row.key} className="flex gap-2">
                    <Input
                      id={`${field("deliverables").id}-${i}`}
                      name="deliverables"
                      defaultValue={row.value}
                      placeholder="e.g. Clickable prototype"
                      aria-label={`Deliverable ${i + 1}`}
                      autoComplete="off"
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove deliverable ${i + 1}`}
                      onClick={() => setDeliverables((rows) => rows.filter((r) => r.key !== row.key))}
                    >
                      <X />
                    </Button>
                  </li>
                ))}
              </ul>
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setDeliverables((rows) => [...rows, { key: nextKey, value: "" }]);
                    setNextKey((k) => k + 1);
                  }}
                >
                  <Plus aria-hidden="true" />
                  Add Deliverable
                </Button>
              </div>
            </div>
            <Field
              id={field("previewLink").id}
              label="Preview link"
              error={errors.previewLink}
              hint="Where the client can try the work"
            >
              <Input
                {...field("previewLink")}
                type="url"
                defaultValue={sprint?.previewLink ?? ""}
                placeholder="https://"
              />
            </Field>
            <Switch
              id={field("feedbackRequired").id}
              name="feedbackRequired"
              defaultChecked={sprint?.feedbackRequired ?? false}
              label="Ask the client for feedback on this sprint"
            />
          </FieldGroup>
        </div>
        <DialogFormActions isBusy={isBusy} submitLabel={isEdit ? "Save Changes" : "Create Sprint"} />
      </fetcher.Form>
    </DialogContent>
  );
}
