import { Plus, X } from "lucide-react";
import { useState } from "react";
import { EntityFormDialog } from "~/components/dashboard/entity-form";
import { ChoiceField, FieldGroup, RecordSelectField, TextField } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { SprintFormSchema } from "~/domain/schemas/client-work";
import { nextSprintOrder } from "~/domain/sprint-order";
import { SPRINT_STATUSES } from "~/domain/statuses";
import { projectChoices, TitleDescriptionFields } from "./form-parts";

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
  const [chosenProject, setChosenProject] = useState(sprint?.projectId ?? projectId ?? "");
  const [deliverables, setDeliverables] = useState(() =>
    (sprint?.deliverables.length ? sprint.deliverables : [""]).map((value, i) => ({ key: i, value })),
  );
  const [nextKey, setNextKey] = useState(deliverables.length);
  const defaultOrder = sprint?.sprintOrder ?? (chosenProject ? (nextOrders[chosenProject] ?? nextSprintOrder([])) : 1);
  const isEdit = Boolean(sprint);

  return (
    <EntityFormDialog
      noun="Sprint"
      description={
        isEdit ? "Any status may be set here; completing a sprint notifies the client." : "Plan the next piece of work."
      }
      size="lg"
      schema={SprintFormSchema}
      lists={LISTS}
      onDone={onDone}
      intent="sprint.save"
      recordId={sprint?.id}
    >
      {(form) => (
        <>
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
            {(["startDate", "endDate"] as const).map((name) => (
              <TextField
                key={name}
                form={form}
                name={name}
                label={name === "startDate" ? "Start date" : "End date"}
                type="date"
                defaultValue={sprint?.[name] ?? ""}
                required
              />
            ))}
            <ChoiceField
              form={form}
              name="status"
              label="Status"
              choices={SPRINT_STATUSES}
              defaultValue={sprint?.status ?? "Planned"}
            />
            <TextField
              key={defaultOrder}
              form={form}
              name="sprintOrder"
              label="Sprint order"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={defaultOrder}
              required
            />
          </FieldGroup>

          <FieldGroup legend="Delivery" className="sm:grid-cols-1">
            <div className="grid grid-cols-1 gap-2">
              <Label htmlFor={`${form.field("deliverables").id}-0`}>Deliverables</Label>
              <ul className="grid grid-cols-1 gap-2">
                {deliverables.map((row, i) => (
                  <li key={row.key} className="flex gap-2">
                    <Input
                      id={`${form.field("deliverables").id}-${i}`}
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
            <TextField
              form={form}
              name="previewLink"
              label="Preview link"
              hint="Where the client can try the work"
              type="url"
              defaultValue={sprint?.previewLink ?? ""}
              placeholder="https://"
            />
            <Switch
              id={form.field("feedbackRequired").id}
              name="feedbackRequired"
              defaultChecked={sprint?.feedbackRequired ?? false}
              label="Ask the client for feedback on this sprint"
            />
          </FieldGroup>
        </>
      )}
    </EntityFormDialog>
  );
}
