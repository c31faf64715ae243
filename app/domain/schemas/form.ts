import { z } from "zod";

/** Form helpers shared by the browser and the server schemas (spec 2 §5 rules). */

/** '' and whitespace become null: 'Empty optional values are saved as null'. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const requiredText = (message: string) => z.string().trim().min(1, message);

/** 'display or order position non-numeric becomes 0'. */
export const intOrZero = z.preprocess((v) => {
  const n = Number.parseInt(String(v ?? ""), 10);
  return Number.isFinite(n) ? n : 0;
}, z.number().int());

/** 'percent complete 0 to 100 (non-numeric becomes 0)'. */
export const percent = z.preprocess(
  (v) => {
    const n = Number.parseInt(String(v ?? ""), 10);
    return Number.isFinite(n) ? n : 0;
  },
  z.number().int().min(0, "Percent must be between 0 and 100").max(100, "Percent must be between 0 and 100"),
);

export const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

export const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional()
  .transform((v) => v ?? null)
  .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), "Enter a valid URL starting with http:// or https://");

export const optionalEmail = z
  .string()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional()
  .transform((v) => v ?? null)
  .refine((v) => v === null || z.email().safeParse(v).success, "Enter a valid email address");

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date");
export const optionalDate = z
  .string()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional()
  .transform((v) => v ?? null)
  .refine((v) => v === null || /^\d{4}-\d{2}-\d{2}$/.test(v), "Enter a valid date");

/** 'feature, technology and skill entries are trimmed and blanks ignored'. */
export function cleanList(values: unknown[]) {
  return values.map((v) => String(v ?? "").trim()).filter((v) => v !== "");
}

/** A list field posted as repeated inputs (name="features") from FormData. */
export function listFrom(form: FormData, name: string) {
  return cleanList(form.getAll(name));
}
