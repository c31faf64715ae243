import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange, formatDateTime, formatRange, plural } from "./format";
import { initials } from "./initials";

describe("display formats", () => {
  it("shows calendar dates without shifting a day, and a fallback for nothing", () => {
    expect(formatDate("2026-11-03")).toBe("Nov 3, 2026");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date", "Not set")).toBe("Not set");
    expect(formatDateTime("2026-11-03T10:00:00Z")).toBe("Nov 3, 2026, 10:00 AM UTC");
  });

  it("shows sprint ranges on staff screens and in the portal", () => {
    expect(formatRange("2026-11-03", "2026-11-17")).toBe("Nov 3, 2026 – Nov 17, 2026");
    expect(formatRange(null, null)).toBe("No dates set");
    expect(formatDateRange("2026-11-03", "2026-11-17")).toBe("Nov 3 – Nov 17, 2026");
    expect(formatDateRange(null, "2026-11-17")).toBe("Until Nov 17, 2026");
  });

  it("makes initials from a name, else from an e-mail", () => {
    expect(initials("Jordan Blake")).toBe("JB");
    expect(initials("  ", "priya.raman@globex.example")).toBe("PR");
    expect(initials(null)).toBe("?");
    expect(initials("Dr. Ravi Patel")).toBe("RP");
    expect(initials("Ana María de la Cruz")).toBe("AC");
    expect(initials("Cher")).toBe("C");
    expect(plural(1, "ticket")).toBe("1 ticket");
    expect(plural(3, "ticket")).toBe("3 tickets");
  });
});
