import { describe, expect, it } from "vitest";
import { formValues } from "~/domain/form-values";
import {
  ClientProjectFormSchema,
  DUE_BEFORE_INVOICE_MESSAGE,
  InvoiceFormSchema,
  SprintFormSchema,
  TeamAssignmentFormSchema,
} from "./client-work";

const PROJECT = "0b4c3c0e-58a4-4a36-9d3c-6a1f4f9f2a11";

function form(entries: [string, string][]) {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

describe("client project form", () => {
  const base = {
    clientId: "user_1",
    title: "Portal",
    contactPersonName: "Maya",
    contactPersonRole: "Lead",
    contactPersonEmail: "maya@studio.example",
  };
  it("defaults status to In Progress and percent to 0; non-numeric percent becomes 0", () => {
    const parsed = ClientProjectFormSchema.parse({ ...base, percentComplete: "abc", status: "" });
    expect(parsed.status).toBe("In Progress");
    expect(parsed.percentComplete).toBe(0);
  });
  it("refuses a percent outside 0 to 100 and a bad contact e-mail", () => {
    const result = ClientProjectFormSchema.safeParse({ ...base, percentComplete: "140", contactPersonEmail: "x" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["percentComplete", "contactPersonEmail"]));
  });
  it("requires the title and the contact name, role and e-mail", () => {
    const result = ClientProjectFormSchema.safeParse({ clientId: "user_1" });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(["title", "contactPersonName", "contactPersonRole", "contactPersonEmail"]),
    );
  });
});

describe("sprint form", () => {
  const base = { projectId: PROJECT, title: "S1", startDate: "2026-01-01", endDate: "2026-01-14" };
  it("keeps a blank order for the server to fill, refuses an order below 1", () => {
    expect(SprintFormSchema.parse({ ...base, sprintOrder: "" }).sprintOrder).toBeUndefined();
    expect(SprintFormSchema.parse({ ...base, sprintOrder: "3" }).sprintOrder).toBe(3);
    expect(SprintFormSchema.safeParse({ ...base, sprintOrder: "0" }).error?.issues[0]?.message).toBe(
      "Sprint order must be at least 1",
    );
  });
  it("defaults to Planned and drops blank deliverables", () => {
    const parsed = SprintFormSchema.parse(
      formValues(form([...Object.entries(base), ["deliverables", " A "], ["deliverables", " "]]), ["deliverables"]),
    );
    expect(parsed.status).toBe("Planned");
    expect(parsed.deliverables).toEqual(["A"]);
    expect(parsed.feedbackRequired).toBe(false);
  });
  it("requires both dates, in order", () => {
    expect(SprintFormSchema.safeParse({ ...base, endDate: "" }).success).toBe(false);
    expect(SprintFormSchema.safeParse({ ...base, endDate: "2025-12-31" }).error?.issues[0]?.path).toEqual(["endDate"]);
  });
});

describe("invoice form", () => {
  const base = { projectId: PROJECT, invoiceNumber: "INV-1", invoiceName: "Kick-off", invoiceDate: "2026-01-01" };
  it("keeps the amount an exact decimal string and defaults currency and status", () => {
    const parsed = InvoiceFormSchema.parse({ ...base, amount: "1250.5" });
    expect(parsed.amount).toBe("1250.50");
    expect(parsed.currency).toBe("USD");
    expect(parsed.paymentStatus).toBe("Pending");
    expect(parsed.dueDate).toBeNull();
  });
  it.each(["", "12.345", "-5", "1,000", "ten"])("refuses the amount %j", (amount) => {
    expect(InvoiceFormSchema.safeParse({ ...base, amount }).success).toBe(false);
  });
  it("offers only USD, EUR and GBP", () => {
    expect(InvoiceFormSchema.safeParse({ ...base, amount: "1", currency: "JPY" }).success).toBe(false);
  });
});

describe("team assignment form", () => {
  it("requires a member and a role", () => {
    const result = TeamAssignmentFormSchema.safeParse({ projectId: PROJECT, userId: "", role: " " });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(["userId", "role"]);
  });
  it("reads the lead switch", () => {
    expect(
      TeamAssignmentFormSchema.parse({ projectId: PROJECT, userId: "u", role: "Developer", isLead: "on" }).isLead,
    ).toBe(true);
  });
});

describe("hostile input on the client-work forms", () => {
  const invoice = {
    projectId: PROJECT,
    invoiceNumber: "INV-1",
    invoiceName: "Kick-off",
    invoiceDate: "2026-01-01",
    amount: "1",
  };
  it("refuses a due date before the invoice date, with a message on the due date", () => {
    const result = InvoiceFormSchema.safeParse({ ...invoice, dueDate: "2025-12-31" });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["dueDate", DUE_BEFORE_INVOICE_MESSAGE]]);
    expect(InvoiceFormSchema.parse({ ...invoice, dueDate: "2026-01-01" }).dueDate).toBe("2026-01-01");
  });
  it.each(["2026-02-30", "9999-12-31"])("refuses the invoice date %s", (invoiceDate) => {
    expect(InvoiceFormSchema.safeParse({ ...invoice, invoiceDate }).error?.issues[0]?.path).toEqual(["invoiceDate"]);
  });
  it("refuses percentComplete=1e9 instead of storing 1", () => {
    const result = ClientProjectFormSchema.safeParse({
      clientId: "user_1",
      title: "Portal",
      contactPersonName: "Maya",
      contactPersonRole: "Lead",
      contactPersonEmail: "maya@studio.example",
      percentComplete: "1e9",
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Percent must be between 0 and 100"]);
  });
  it("refuses a sprint order past 32 bits or not a number, and ids that are not UUIDs", () => {
    const sprint = { projectId: PROJECT, title: "S1", startDate: "2026-01-01", endDate: "2026-01-14" };
    for (const sprintOrder of ["2147483648", "1e9", "NaN", "Infinity", "1e400"]) {
      expect(SprintFormSchema.safeParse({ ...sprint, sprintOrder }).success).toBe(false);
    }
    for (const projectId of ["-".repeat(36), "x\u0000", "' OR 1=1 --"]) {
      expect(SprintFormSchema.safeParse({ ...sprint, projectId }).success).toBe(false);
    }
  });
  it("refuses NUL in a text field and in a list entry", () => {
    const sprint = { projectId: PROJECT, title: "S1", startDate: "2026-01-01", endDate: "2026-01-14" };
    expect(SprintFormSchema.safeParse({ ...sprint, title: "a\u0000" }).success).toBe(false);
    expect(SprintFormSchema.safeParse({ ...sprint, deliverables: ["ok", "a\u0000"] }).success).toBe(false);
    expect(TeamAssignmentFormSchema.safeParse({ projectId: PROJECT, userId: "u\u0000", role: "Dev" }).success).toBe(
      false,
    );
  });
});
