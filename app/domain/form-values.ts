import type { z } from "zod";

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
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/** The first message of a failed parse, for a form with one field. */
export const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? "Invalid input";
