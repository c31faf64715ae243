import { type FieldKit, TextAreaField, TextField } from "~/components/form/fields";

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
