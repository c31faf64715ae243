import { Plus, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { DialogContent } from "~/components/ui/dialog";
import { Field, Input, Label } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { SprintFormSchema } from "~/domain/schemas/client-work";
import { nextSprintOrder } from "~/domain/sprint-order";
import { SPRINT_STATUSES } from "~/domain/statuses";
import {
  ChoiceField,
  DialogFormActions,
  FieldGroup,
  FormAlert,
  projectChoices,
  RecordSelectField,
  TitleDescriptionFields,
} from "./form-parts";

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
  const { fetcher, formProps, field, fieldFor, isBusy, formError } = useForm({
    schema: SprintFormSchema,
    lists: LISTS,
    onSuccess: onDone,
  });
  const form = { field, fieldFor };
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
      <fetcher.Form {...formProps}>
        <input type="hidden" name="intent" value="sprint.save" />
        {sprint ? <input type="hidden" name="id" value={sprint.id} /> : null}
        <FormAlert message={formError} />
        <div className="grid grid-cols-1 gap-8">
          <FieldGroup legend="Sprint">
            {sprint || projectId ? (
              <input type="hidden" name="projectId" value={sprint?.projectId ?? projectId ?? ""} />
            ) : (
              <RecordSelectField
                form={form}
                name="projectId"
                label="Project"
                prompt="Choose a project…"
                records={projectChoices(projects)}
                value={chosenProject}
                onChange={(e) => setChosenProject(e.target.value)}
                required
              />
            )}
            <TitleDescriptionFields form={form} title={sprint?.title} description={sprint?.description} />
            <Field {...fieldFor("startDate")} label="Start date" required>
              <Input {...field("startDate")} type="date" defaultValue={sprint?.startDate ?? ""} required />
            </Field>
            <Field {...fieldFor("endDate")} label="End date" required>
              <Input {...field("endDate")} type="date" defaultValue={sprint?.endDate ?? ""} required />
            </Field>
            <ChoiceField
              form={form}
              name="status"
              label="Status"
              choices={SPRINT_STATUSES}
              defaultValue={sprint?.status ?? "Planned"}
            />
            <Field {...fieldFor("sprintOrder")} label="Sprint order" required>
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
            <Field {...fieldFor("previewLink")} label="Preview link" hint="Where the client can try the work">
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
