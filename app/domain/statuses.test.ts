import { describe, expect, it } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import {
  isTicketDone,
  normalizeClientProjectStatus,
  normalizeInvoiceStatus,
  normalizeSprintStatus,
  normalizeTicketStatus,
} from "./statuses";

describe("status normalisation", () => {
  itMaps("sprint %j is %s", normalizeSprintStatus, [
    ["", "Planned"],
    [null, "Planned"],
    ["Not Started", "Planned"],
    ["Planned", "Planned"],
    ["In Progress", "In Progress"],
    ["in progress", "In Progress"],
    ["In Review", "In Review"],
    ["Completed", "Completed"],
  ]);

  itMaps("ticket %j is %s", normalizeTicketStatus, [
    ["Open", "Not started"],
    ["Not started", "Not started"],
    ["In Progress", "In progress"],
    ["In progress", "In progress"],
    ["Resolved", "Completed"],
    ["Closed", "Completed"],
    ["Completed", "Completed"],
  ]);

  it("counts Resolved, Closed and Completed as done, and nothing else", () => {
    expect(["Resolved", "Closed", "Completed"].every(isTicketDone)).toBe(true);
    expect(["Open", "Not started", "In Progress", "In progress"].some(isTicketDone)).toBe(false);
  });

  it("normalises invoice and client-project spellings", () => {
    expect(normalizeInvoiceStatus("paid")).toBe("Paid");
    expect(normalizeInvoiceStatus("PAID")).toBe("Paid");
    expect(normalizeInvoiceStatus("canceled")).toBe("Cancelled");
    expect(normalizeClientProjectStatus("on hold")).toBe("On Hold");
    expect(normalizeClientProjectStatus("In progress")).toBe("In Progress");
  });

  it("refuses an unknown status instead of guessing", () => {
    expect(() => normalizeSprintStatus("Someday")).toThrow(RangeError);
    expect(() => normalizeTicketStatus("Blocked")).toThrow(RangeError);
  });
});
