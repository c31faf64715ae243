/**
 * Validation for the public site's forms (contact, newsletter): one set of rules that the browser
 * checks instantly and the server enforces, written without a validation library so that no visitor
 * downloads one. Same shape of answer as zod's `safeParse` (`success`, `data`, `error.issues`).
 */

/** PostgreSQL cannot store the NUL character in text: refused with a field message, never a 500. */
export const NUL_MESSAGE = "Remove the invisible NUL character from this text";

/** The e-mail address pattern zod's `z.email()` uses by default. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type Issue = { path: PropertyKey[]; message: string };
type Check<T> = { ok: true; value: T } | { ok: false; messages: string[] };
export type FieldRule<T> = (value: unknown) => Check<T>;
export type ParseResult<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; data?: undefined; error: { issues: Issue[] } };
export type Output<S> = S extends { parse: (input: unknown) => infer T } ? T : never;

const fail = (...messages: string[]): { ok: false; messages: string[] } => ({ ok: false, messages });

type TextOptions = {
  /** the message when the field is missing or blank; without it the field is optional (blank is null) */
  required?: string;
  max: number;
  tooLong: string;
  /** the message for a value that is not an e-mail address */
  email?: string;
  /** a pattern a non-blank value must match, and the message when it does not */
  pattern?: { re: RegExp; message: string };
  lowerCase?: boolean;
};

/** A text field: no NUL character, trimmed, within `max` characters; then the format checks. */
export function textField(options: TextOptions & { required: string }): FieldRule<string>;
export function textField(options: TextOptions): FieldRule<string | null>;
export function textField({ required, max, tooLong, email, pattern, lowerCase }: TextOptions) {
  return (value: unknown): Check<string | null> => {
    if (value === undefined && !required) return { ok: true, value: null };
    if (typeof value !== "string") return fail(required ?? "Invalid input: expected text");
    const messages: string[] = [];
    if (value.includes("\u0000")) messages.push(NUL_MESSAGE);
    let text = value.trim();
    if (required && text.length < 1) messages.push(required);
    if (text.length > max) messages.push(tooLong);
    if (messages.length) return fail(...messages);
    if (email && !EMAIL.test(text)) return fail(email);
    if (!required && text === "") return { ok: true, value: null };
    if (pattern && !pattern.re.test(text)) return fail(pattern.message);
    if (lowerCase) text = text.toLowerCase();
    return { ok: true, value: text };
  };
}

/** One of the listed values; with `optional`, a missing or blank value is null. */
export function choiceField<const V extends string>(values: readonly V[], message: string): FieldRule<V>;
export function choiceField<const V extends string>(
  values: readonly V[],
  message: string,
  options: { optional: true },
): FieldRule<V | null>;
export function choiceField<const V extends string>(
  values: readonly V[],
  message: string,
  options?: { optional: true },
) {
  return (value: unknown): Check<V | null> => {
    if (options?.optional && (value === undefined || value === "")) return { ok: true, value: null };
    return (values as readonly unknown[]).includes(value) ? { ok: true, value: value as V } : fail(message);
  };
}

/** A form's rules, field by field: unknown fields are dropped, every field's problems are reported. */
export function formRules<T extends Record<string, unknown>>(fields: { [K in keyof T]: FieldRule<T[K]> }) {
  function safeParse(input: unknown): ParseResult<T> {
    if (typeof input !== "object" || input === null) {
      return { success: false, error: { issues: [{ path: [], message: "Invalid input: expected a form" }] } };
    }
    const data: Record<string, unknown> = {};
    const issues: Issue[] = [];
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const check = fields[key]((input as Record<string, unknown>)[key]);
      if (check.ok) data[key] = check.value;
      else for (const message of check.messages) issues.push({ path: [key], message });
    }
    return issues.length ? { success: false, error: { issues } } : { success: true, data: data as T };
  }
  return {
    safeParse,
    parse(input: unknown): T {
      const result = safeParse(input);
      if (!result.success) throw new Error(result.error.issues.map((i) => i.message).join("; "));
      return result.data;
    },
  };
}
