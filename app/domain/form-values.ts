/** The issues of a refused form: each with the field it belongs to (its path) and a message. */
export type FormIssues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/**
 * What the form kit checks a form with, in the browser and on the server: a zod schema, or the small
 * rules of the public forms (domain/schemas/public-form.ts), which keep zod out of visitors' pages.
 */
export type FormSchema<T = unknown> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: FormIssues };
};

/** The value a form schema gives for a valid form. */
export type FormOutput<S> = S extends FormSchema<infer T> ? T : never;

/**
 * A posted form as the plain object its zod schema parses: each field's first text value; the fields
 * named in `lists` (checkboxes, repeated inputs) as arrays, empty when none was sent. Files are left out.
 */
export function formValues(form: FormData, lists: readonly string[] = []) {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    if (lists.includes(key)) continue;
    const value = form.get(key);
    if (typeof value === "string") out[key] = value;
  }
  for (const key of lists) out[key] = form.getAll(key).filter((v) => typeof v === "string");
  return out;
}

/** A schema's messages by field (the first for each); an issue without a path belongs to the whole form. */
export function fieldErrors(error: FormIssues) {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** The first message of a failed parse, for a form with one field. */
export const firstMessage = (error: FormIssues) => error.issues[0]?.message ?? "Invalid input";
