import { describe, expect, it } from "vitest";
import { ContactSchema } from "~/domain/contact";
import { NewsletterSchema } from "~/domain/newsletter";
import {
  DATE_MESSAGE,
  DATE_RANGE_MESSAGE,
  intOrZero,
  isCalendarDate,
  isoDate,
  NUL_MESSAGE,
  numberFrom,
  ORDER_MESSAGE,
  optionalDate,
  optionalEmail,
  optionalText,
  optionalUrl,
  PERCENT_MESSAGE,
  percent,
  requiredText,
  text,
} from "./form";

const messages = (
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe("text fields refuse the NUL character (the database cannot store it)", () => {
  it.each([
    ["text", text()],
    ["optionalText", optionalText],
    ["requiredText", requiredText("Title is required")],
    ["optionalUrl", optionalUrl],
    ["optionalEmail", optionalEmail],
    ["optionalDate", optionalDate],
  ] as const)("%s", (_, schema) => {
    expect(messages(schema, "a\u0000b")).toContain(NUL_MESSAGE);
  });
  it("covers the visitor's contact form and the newsletter box", () => {
    const contact = { name: "Ada", email: "ada@example.com", service: "crm", message: "Hello" };
    expect(ContactSchema.safeParse(contact).success).toBe(true);
    for (const field of ["name", "company", "phone", "message"]) {
      expect(messages(ContactSchema, { ...contact, [field]: "a\u0000b" })).toContain(NUL_MESSAGE);
    }
    expect(NewsletterSchema.safeParse({ email: "ada\u0000@example.com" }).success).toBe(false);
  });
  it("keeps other text as it was", () => {
    expect(optionalText.parse("  hello ")).toBe("hello");
    expect(requiredText("x").parse("héllo \u00e9 <b>")).toBe("héllo \u00e9 <b>");
  });
});

describe("dates", () => {
  it.each(["2026-02-28", "2024-02-29", "2000-01-01", "2100-12-31"])("accepts the real day %s", (day) => {
    expect(isoDate.parse(day)).toBe(day);
    expect(optionalDate.parse(day)).toBe(day);
  });
  it.each(["2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "0000-00-00"])(
    "refuses the impossible day %s",
    (day) => {
      expect(isCalendarDate(day)).toBe(false);
      expect(messages(optionalDate, day)).toEqual([DATE_MESSAGE]);
      expect(isoDate.safeParse(day).success).toBe(false);
    },
  );
  it.each(["9999-12-31", "1999-12-31", "2101-01-01"])("refuses %s, outside the years kept", (day) => {
    expect(messages(optionalDate, day)).toEqual([DATE_RANGE_MESSAGE]);
    expect(messages(isoDate, day)).toEqual([DATE_RANGE_MESSAGE]);
  });
  it("refuses what is not a date and keeps a blank optional date as null", () => {
    expect(isoDate.safeParse("20260101").success).toBe(false);
    expect(optionalDate.parse("  ")).toBeNull();
  });
});

describe("numbers", () => {
  it("reads what a number input can post, and nothing else", () => {
    expect(numberFrom("12")).toBe(12);
    expect(numberFrom(" 1e9 ")).toBe(1e9);
    expect(numberFrom("-3.5")).toBe(-3.5);
    for (const v of ["", "abc", "NaN", "Infinity", "0x10", "12abc", null, undefined]) expect(numberFrom(v)).toBeNull();
    expect(numberFrom("1e400")).toBe(Number.MAX_SAFE_INTEGER);
  });
  it("percent: non-numeric becomes 0, '1e9' and other numbers out of 0 to 100 are refused", () => {
    expect(percent.parse("abc")).toBe(0);
    expect(percent.parse("NaN")).toBe(0);
    expect(percent.parse("Infinity")).toBe(0);
    expect(percent.parse("55")).toBe(55);
    for (const v of ["1e9", "2147483648", "101", "-1", "1e400"])
      expect(messages(percent, v)).toEqual([PERCENT_MESSAGE]);
    expect(percent.safeParse("50.5").success).toBe(false);
  });
  it("order position: non-numeric becomes 0, past 32 bits or negative is refused", () => {
    expect(intOrZero.parse("x")).toBe(0);
    expect(intOrZero.parse("7")).toBe(7);
    for (const v of ["2147483648", "99999999999999999999", "1e9", "-5", "1.5"]) {
      expect(messages(intOrZero, v)).toEqual([ORDER_MESSAGE]);
    }
  });
});
