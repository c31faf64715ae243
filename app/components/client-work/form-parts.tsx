import type * as React from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/card";
import { DialogClose } from "~/components/ui/dialog";
import { Field, Input, Select, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";

/** Cancel and submit, at the foot of a dialog form; the submit shows a spinner while the action runs. */
export function DialogFormActions({ isBusy, submitLabel }: { isBusy: boolean; submitLabel: string }) {
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

/** A titled group of fields inside a dialog. */
export function FieldGroup({
  legend,
  children,
  className,
}: {
  legend?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start", className)}>
      {legend ? (
        <legend className="mb-3 text-xs font-semibold tracking-wider text-ink-subtle uppercase sm:col-span-2">
          {legend}
        </legend>
      ) : null}
      {children}
    </fieldset>
  );
}

/** A form-level message from the server (not tied to one field). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg bg-danger-50 px-4 py-3 text-sm text-danger-700 ring-1 ring-danger-600/25"
    >
      {message}
    </p>
  );
}

/** What the field helpers need from the form hook: a control's id, name and aria wiring, and its <Field>'s props. */
export type FieldKit = {
  field: (name: string) => { id: string; name: string; "aria-invalid"?: boolean; "aria-describedby"?: string };
  fieldFor: (name: string) => { id: string; error?: string | null };
};

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
      <Field {...form.fieldFor("title")} label="Title" required className="sm:col-span-2">
        <Input {...form.field("title")} defaultValue={title ?? ""} required maxLength={200} autoComplete="off" />
      </Field>
      <Field {...form.fieldFor("description")} label="Description" className="sm:col-span-2">
        <Textarea {...form.field("description")} defaultValue={description ?? ""} rows={3} />
      </Field>
    </>
  );
}

/** A labelled input (its asterisk follows `required`); the other props go to the input. */
export function TextField({
  form,
  name,
  label,
  hint,
  className,
  ...input
}: { form: FieldKit; name: string; label: string; hint?: string } & Omit<
  React.ComponentProps<"input">,
  "id" | "name" | "form"
>) {
  return (
    <Field {...form.fieldFor(name)} label={label} required={input.required} hint={hint} className={className}>
      <Input {...form.field(name)} {...input} />
    </Field>
  );
}

/** A select among a closed list of values, each its own label (a status, a type, a priority). */
export function ChoiceField({
  form,
  name,
  label,
  choices,
  defaultValue,
}: {
  form: FieldKit;
  name: string;
  label: string;
  choices: readonly string[];
  defaultValue: string;
}) {
  return (
    <Field {...form.fieldFor(name)} label={label}>
      <Select {...form.field(name)} defaultValue={defaultValue}>
        {choices.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * A full-width select of records ('Choose a …' first, disabled, when `prompt` is given; an enabled
 * empty choice when `none` is); the other props go to the select.
 */
export function RecordSelectField({
  form,
  name,
  label,
  prompt,
  none,
  records,
  ...select
}: {
  form: FieldKit;
  name: string;
  label: string;
  prompt?: string;
  none?: string;
  records: { id: string; label: string }[];
} & Omit<React.ComponentProps<"select">, "id" | "name" | "form" | "children">) {
  return (
    <Field {...form.fieldFor(name)} label={label} required={select.required} className="sm:col-span-2">
      <Select {...form.field(name)} {...select}>
        {prompt ? (
          <option value="" disabled>
            {prompt}
          </option>
        ) : null}
        {none ? <option value="">{none}</option> : null}
        {records.map((record) => (
          <option key={record.id} value={record.id}>
            {record.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Projects as a select offers them, by title. */
export const projectChoices = (projects: { id: string; title: string }[]) =>
  projects.map((p) => ({ id: p.id, label: p.title }));

export { RequiredMark as Required } from "~/components/ui/input";
