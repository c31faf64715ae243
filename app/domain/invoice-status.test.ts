import { describe, expect, it } from "vitest";
import {
  clientInvoiceDisplay,
  defaultDueDate,
  invoiceListStatus,
  issuedDates,
  projectDueIndicator,
} from "./invoice-status";

const today = new Date("2026-11-21T15:30:00Z");
const due = (dueDate: string | null, paymentStatus = "Pending") => ({ dueDate, paymentStatus });

describe("client portal invoice display", () => {
  it.each([
    [due("2026-11-01", "paid"), "Paid", "success"],
    [due("2026-11-01", "PAID"), "Paid", "success"],
    [due(null, "Pending"), "Pending", "neutral"],
    [due(null, "Cancelled"), "Cancelled", "neutral"],
    [due("2026-11-20"), "Overdue", "danger"],
    [due("2026-11-21"), "Due Very Soon", "orange"],
    [due("2026-11-28"), "Due Very Soon", "orange"],
    [due("2026-11-29"), "Due Soon", "yellow"],
    [due("2026-12-05"), "Due Soon", "yellow"],
    [due("2026-12-06"), "Pending", "info"],
  ])("%j shows %s (%s)", (invoice, label, tone) => {
    const shown = clientInvoiceDisplay(invoice, today);
    expect(shown.label).toBe(label);
    expect(shown.tone).toBe(tone);
  });

  it("counts the days overdue", () => {
    expect(clientInvoiceDisplay(due("2026-11-11"), today).message).toBe("10 days overdue");
    expect(clientInvoiceDisplay(due("2026-11-20"), today).message).toBe("1 day overdue");
  });
});

describe("project view due indicator", () => {
  it.each([
    [null, "No Due Date"],
    ["2026-11-20", "Overdue"],
    ["2026-11-21", "Due Soon"],
    ["2026-11-28", "Due Soon"],
    ["2026-11-29", "Due In 2 Weeks"],
    ["2026-12-05", "Due In 2 Weeks"],
    ["2026-12-06", "On Track"],
  ])("%s is %s", (dueDate, label) => {
    expect(projectDueIndicator(dueDate, today).label).toBe(label);
  });
});

describe("invoices screen status (the 15-day rule)", () => {
  it("keeps Paid, shows the stored status without a due date", () => {
    expect(invoiceListStatus(due("2026-01-01", "Paid"), today)).toMatchObject({ label: "Paid", message: null });
    expect(invoiceListStatus(due(null, "Overdue"), today)).toMatchObject({ label: "Overdue", message: null });
  });
  it("gives the spec's messages at each edge", () => {
    expect(invoiceListStatus(due("2026-11-16"), today)).toMatchObject({
      label: "Overdue",
      message: "5 days overdue - Interest and fees may apply",
    });
    expect(invoiceListStatus(due("2026-11-21"), today)).toMatchObject({ label: "Due Soon", message: "Due in 0 days" });
    expect(invoiceListStatus(due("2026-12-06"), today)).toMatchObject({ label: "Due Soon", message: "Due in 15 days" });
    expect(invoiceListStatus(due("2026-12-07"), today)).toMatchObject({ label: "Pending", message: null });
  });
});

describe("due-date default", () => {
  it("is 30 days after the invoice date", () => {
    expect(defaultDueDate("2026-11-21")).toBe("2026-12-21");
    expect(defaultDueDate("2026-02-10")).toBe("2026-03-12");
  });
});

describe("issuedDates (a milestone invoice issued on its sprint's approval)", () => {
  it("keeps the drafted term, counted from the approval day", () => {
    expect(issuedDates({ invoiceDate: "2026-04-01", dueDate: "2026-04-15" }, "2026-05-10")).toEqual({
      invoiceDate: "2026-05-10",
      dueDate: "2026-05-24",
    });
  });

  it("gives 30 days without a due date, and never a due date before the issue day", () => {
    expect(issuedDates({ invoiceDate: "2026-04-01", dueDate: null }, "2026-12-15").dueDate).toBe("2027-01-14");
    expect(issuedDates({ invoiceDate: "2026-04-10", dueDate: "2026-04-01" }, "2026-05-10").dueDate).toBe("2026-05-10");
  });
});
