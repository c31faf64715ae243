import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/domain/form-values";
import {
  BUDGET_OPTIONS,
  budgetLabel,
  ContactSchema,
  contactHrefFor,
  contactServiceFor,
  inquiryMail,
  isRateLimited,
  knownService,
  SERVICE_OPTIONS,
  serviceLabel,
} from "./contact";

const valid = { name: "Ada", email: "ada@example.com", service: "crm", message: "Hello there" };

describe("contact form rules", () => {
  it("offers the spec's service and budget options", () => {
    expect(SERVICE_OPTIONS.map((o) => o.value)).toEqual([
      "crm",
      "saas",
      "mvp",
      "employee",
      "api",
      "consulting",
      "other",
    ]);
    expect(BUDGET_OPTIONS.map((o) => o.value)).toEqual(["under-2k", "2k-5k", "5k-10k", "10k-20k", "over-20k"]);
  });

  it("accepts the required fields alone and turns empty optional fields into null", () => {
    const parsed = ContactSchema.parse({ ...valid, company: "  ", phone: "", budget: "" });
    expect(parsed).toEqual({ ...valid, company: null, phone: null, budget: null });
  });

  it("requires name, a valid email, a service and a message", () => {
    const result = ContactSchema.safeParse({ name: " ", email: "not-an-email", service: "", message: "" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid email address",
      service: "Please choose a service",
      message: "Please enter a message",
    });
  });

  it("treats missing fields like empty ones", () => {
    const result = ContactSchema.safeParse({});
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(["email", "message", "name", "service"]);
  });

  it("refuses options outside the lists and a bad phone number", () => {
    const result = ContactSchema.safeParse({ ...valid, service: "hacking", budget: "a-million", phone: "call me" });
    expect(fieldErrors(result.error!)).toEqual({
      service: "Please choose a service",
      budget: "Please choose a budget from the list",
      phone: "Please enter a valid phone number",
    });
  });

  it("limits inquiries per address to 5 in the window", () => {
    expect(isRateLimited(4)).toBe(false);
    expect(isRateLimited(5)).toBe(true);
  });

  it("writes a staff e-mail with every field", () => {
    const mail = inquiryMail(
      { ...valid, company: "Analytical Engines", phone: null, budget: "5k-10k" },
      new Date("2026-11-21T10:00:00Z"),
    );
    expect(mail.subject).toBe("New inquiry: Custom CRM System from Ada");
    expect(mail.text).toContain("Company: Analytical Engines");
    expect(mail.text).toContain("Budget: €5,000 – €10,000");
    expect(mail.text).toContain("Hello there");
  });
});

describe("a service's Get Started and the inquiry labels", () => {
  it.each([
    ["Custom CRM Systems", "crm"],
    ["SaaS Platforms", "saas"],
    ["MVP Development", "mvp"],
    ["Employee Management Systems", "employee"],
    ["API Development & Integration", "api"],
    ["Technical Consulting", "consulting"],
    ["Mobile Applications", "other"],
    ["Product Design", "other"],
  ])("%s leads to the form with %s chosen", (title, value) => {
    expect(contactServiceFor(title)).toBe(value);
    expect(contactHrefFor(title)).toBe(`/contact?service=${value}`);
  });

  it("takes only the form's own values from the address", () => {
    expect(knownService("saas")).toBe("saas");
    for (const junk of [null, undefined, "", "SAAS", "<script>", "toString", "__proto__"]) {
      expect(knownService(junk)).toBeNull();
    }
  });

  it("shows the labels the visitor chose, not the stored codes", () => {
    expect(serviceLabel("saas")).toBe("SaaS Platform");
    expect(budgetLabel("10k-20k")).toBe("€10,000 – €20,000");
    expect(budgetLabel(null)).toBe("Not specified");
  });
});
