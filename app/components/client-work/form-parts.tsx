import type * as React from "react";
import { type FieldKit, FormAlert, TextAreaField, TextField } from "~/components/form/fields";
import { type FormOptions, useForm } from "~/components/form/use-form";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { DialogClose, DialogContent } from "~/components/ui/dialog";

/**
 * A client-work create/edit dialog (inside the screen's <Dialog>): its form posts `intent` (and the
 * record's id when editing) to the route action, shows the server's form-level message, and closes
 * through `onDone` once saved.
 */
export function DialogForm({
  noun,
  createLabel = `Create ${noun}`,
  description,
  className,
  schema,
  lists,
  extraCheck,
  onDone,
  intent,
  recordId,
  encType,
  children,
}: {
  /** 'New {noun}' or 'Edit {noun}' as the title */
  noun: string;
  /** a new record's submit button ('Create {noun}'); an edit's says 'Save Changes' */
  createLabel?: string;
  description: string;
  className?: string;
  intent: string;
  /** the record edited; none for a new one */
  recordId?: string;
  encType?: "multipart/form-data";
  onDone: () => void;
  children: (form: FieldKit) => React.ReactNode;
} & Pick<FormOptions, "schema" | "lists" | "extraCheck">) {
  const { fetcher, formProps, field, fieldFor, isBusy, formError } = useForm({
    schema,
    lists,
    extraCheck,
    onSuccess: onDone,
  });
  return (
    <DialogContent title={`${recordId ? "Edit" : "New"} ${noun}`} description={description} className={className}>
      <fetcher.Form encType={encType} {...formProps}>
        <input type="hidden" name="intent" value={intent} />
        {recordId ? <input type="hidden" name="id" value={recordId} /> : null}
        <FormAlert message={formError} />
        <div className="grid grid-cols-1 gap-8">{children({ field, fieldFor })}</div>
        <DialogFormActions isBusy={isBusy} submitLabel={recordId ? "Save Changes" : createLabel} />
      </fetcher.Form>
    </DialogContent>
  );
}

/** Cancel and submit, at the foot of a dialog form; the submit shows a spinner while the action runs. */
function DialogFormActions({ isBusy, submitLabel }: { isBusy: boolean; submitLabel: string }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="secondary">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={isBusy} aria-busy={isBusy || undefined}>
        {isBusy ? <Spinner label="Saving" /> : null}
        {submitLabel}
      </Button>
    </div>
  );
}

/** Title (required, up to 200 characters) and description, full width: how every client-work record starts. */
export function TitleDescriptionFields({
  form,
  title,
  description,
}: {
  form: FieldKit;
  title: string | undefined;
  description: string | null | undefined;
}) {
  return (
    <>
      <TextField
        form={form}
        name="title"
        label="Title"
        className="sm:col-span-2"
        defaultValue={title ?? ""}
        required
        maxLength={200}
        autoComplete="off"
      />
      <TextAreaField
        form={form}
        name="description"
        label="Description"
        className="sm:col-span-2"
        defaultValue={description ?? ""}
        rows={3}
      />
    </>
  );
}

/** Projects as a select offers them, by title. */
export const projectChoices = (projects: { id: string; title: string }[]) =>
  projects.map((p) => ({ id: p.id, label: p.title }));
