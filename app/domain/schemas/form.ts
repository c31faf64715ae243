import { z } from "~/domain/schemas/zod";

/** Form helpers shared by the browser and the server schemas. */

/** PostgreSQL cannot store the NUL character in text: refused with a field message, never a 500. */
export const NUL_MESSAGE = "Remove the invisible NUL character from this text";

/** Every text field starts here, so none can carry a NUL character to the database. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !v.includes("\u0000"), NUL_MESSAGE);

/** '' and whitespace become null: 'Empty optional values are saved as null'. */
export const optionalText = text()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const requiredText = (message: string) => text({ error: message }).trim().min(1, message);

/** The numbers a number input can post ('12', '-3', '1.5', '1e9'); anything else is non-numeric. */
const NUMBER_RE = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A posted number, or null when it is non-numeric (blank, 'abc', 'NaN', 'Infinity'). Numbers past
 * the safe integers ('1e400', '1e300') come back as ±Number.MAX_SAFE_INTEGER, so a range check
 * refuses them with its own message.
 */
export function numberFrom(value: unknown) {
  const n =
    typeof value === "number"
      ? value
      : NUMBER_RE.test(String(value ?? "").trim())
        ? Number(String(value).trim())
        : Number.NaN;
  if (Number.isNaN(n)) return null;
  return Math.abs(n) > Number.MAX_SAFE_INTEGER ? Math.sign(n) * Number.MAX_SAFE_INTEGER : n;
}

/** A whole number in [min, max]; non-numeric becomes 0, out of range or fractional is refused. */
const wholeNumberOrZero = (min: number, max: number, message: string, wholeMessage = message) =>
  z.preprocess((v) => numberFrom(v) ?? 0, z.number().int(wholeMessage).min(min, message).max(max, message));

export const ORDER_MAX = 1_000_000;
export const ORDER_MESSAGE = `Enter a whole number from 0 to ${ORDER_MAX.toLocaleString("en-US")}`;
/** 'display or order position non-numeric becomes 0'. */
export const intOrZero = wholeNumberOrZero(0, ORDER_MAX, ORDER_MESSAGE);

export const PERCENT_MESSAGE = "Percent must be between 0 and 100";
/** 'percent complete 0 to 100 (non-numeric becomes 0)'; '1e9' is a number, and out of range. */
export const percent = wholeNumberOrZero(0, 100, PERCENT_MESSAGE, "Percent must be a whole number");

export const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

export const optionalUrl = text()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional()
  .transform((v) => v ?? null)
  .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), "Enter a valid URL starting with http:// or https://");

export const optionalEmail = text()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional()
  .transform((v) => v ?? null)
  .refine((v) => v === null || z.email().safeParse(v).success, "Enter a valid email address");

/** Dates the product stores: a real calendar day in these years. */
export const DATE_MIN_YEAR = 2000;
export const DATE_MAX_YEAR = 2100;
export const DATE_MESSAGE = "Enter a valid date";
export const DATE_RANGE_MESSAGE = `Enter a date between ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}`;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a day that exists ('2026-02-30' does not). */
export function isCalendarDate(value: string) {
  const match = DATE_RE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isDateInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
};

export const isoDate = text()
  .regex(DATE_RE, "Enter a date")
  .refine(isCalendarDate, DATE_MESSAGE)
  .refine((v) => !isCalendarDate(v) || isDateInRange(v), DATE_RANGE_MESSAGE);

export const optionalDate = text()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .optional()
  .transform((v) => v ?? null)
  .refine((v) => v === null || isCalendarDate(v), DATE_MESSAGE)
  .refine((v) => v === null || !isCalendarDate(v) || isDateInRange(v), DATE_RANGE_MESSAGE);

/** 'feature, technology and skill entries are trimmed and blanks ignored'. */
export function cleanList(values: unknown[]) {
  return values.map((v) => String(v ?? "").trim()).filter((v) => v !== "");
}

/** A list field posted as repeated inputs (name="features") from FormData. */
export function listFrom(form: FormData, name: string) {
  return cleanList(form.getAll(name));
}

/** A `datetime-local` value ("2026-11-24T09:00", seconds optional), read as UTC. */
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
export const DATE_TIME_MESSAGE = "Enter a date and time";

/** An optional UTC moment from a `datetime-local` field: blank is null; impossible or out-of-range times are refused. */
export const optionalUtcDateTime = text()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const match = DATE_TIME_RE.exec(v);
    const [year, month, day, hour, minute, second = "0"] = match ? match.slice(1) : [];
    const date = new Date(
      Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)),
    );
    if (
      !match ||
      Number.isNaN(date.getTime()) ||
      date.getUTCDate() !== Number(day) ||
      date.getUTCHours() !== Number(hour) ||
      date.getUTCMinutes() !== Number(minute)
    ) {
      ctx.addIssue({ code: "custom", message: DATE_TIME_MESSAGE });
      return z.NEVER;
    }
    if (!isDateInRange(v)) {
      ctx.addIssue({ code: "custom", message: DATE_RANGE_MESSAGE });
      return z.NEVER;
    }
    return date;
  });
