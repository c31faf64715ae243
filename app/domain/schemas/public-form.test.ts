import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/domain/form-values";
import { ContactSchema } from "../contact";
import { NewsletterSchema } from "../newsletter";
import { choiceField, formRules, NUL_MESSAGE, textField } from "./public-form";

const valid = { name: "Ada", email: "ada@example.com", service: "crm", message: "Hello there" };

describe("public form rules", () => {
  it("trims, checks length after trimming, and reports every field at once", () => {
    const rules = formRules<{ a: string; b: string | null }>({
      a: textField({ required: "A is required", max: 3, tooLong: "A is too long" }),
      b: textField({ max: 2, tooLong: "B is too long" }),
    });
    expect(rules.parse({ a: "  abc  ", b: "  ", extra: "dropped" })).toEqual({ a: "abc", b: null });
    expect(fieldErrors(rules.safeParse({ a: "abcd", b: "abc" }).error!)).toEqual({
      a: "A is too long",
      b: "B is too long",
    });
    expect(fieldErrors(rules.safeParse({ a: 7 }).error!)).toEqual({ a: "A is required" });
    expect(fieldErrors(rules.safeParse(null).error!)).toEqual({ form: "Invalid input: expected a form" });
    expect(() => rules.parse({})).toThrow("A is required");
  });

  it("refuses the NUL character before anything else", () => {
    expect(fieldErrors(ContactSchema.safeParse({ ...valid, message: "\u0000" }).error!).message).toBe(NUL_MESSAGE);
    expect(fieldErrors(ContactSchema.safeParse({ ...valid, company: "a\u0000" }).error!).company).toBe(NUL_MESSAGE);
  });

  it("checks e-mail addresses like zod's z.email() and lower-cases the newsletter's", () => {
    for (const bad of ["ada", "ada@", "ada@example", "ada@example.c", "a..b@example.com", "ada@-x.com", "ad a@x.com"]) {
      expect(NewsletterSchema.safeParse({ email: bad }).success, bad).toBe(false);
    }
    for (const good of ["ada@example.com", "a.b+c@sub.example.org", "o'neil@example.ie"]) {
      expect(ContactSchema.safeParse({ ...valid, email: good }).success, good).toBe(true);
    }
    expect(NewsletterSchema.parse({ email: " Ada@Example.COM " })).toEqual({ email: "ada@example.com" });
    expect(NewsletterSchema.safeParse({ email: `${"a".repeat(250)}@example.com` }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
  });

  it("accepts only listed choices; an optional choice may be blank", () => {
    const rules = formRules<{ c: "x" | "y"; d: "x" | null }>({
      c: choiceField(["x", "y"], "Choose c"),
      d: choiceField(["x"], "Choose d", { optional: true }),
    });
    expect(rules.parse({ c: "y", d: "" })).toEqual({ c: "y", d: null });
    expect(fieldErrors(rules.safeParse({ c: "z", d: "y" }).error!)).toEqual({ c: "Choose c", d: "Choose d" });
  });
});
