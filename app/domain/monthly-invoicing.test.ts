import { describe, expect, it } from "vitest";
import { lastMonths, monthLabel, monthlySeries, monthWindow } from "./monthly-invoicing";

describe("monthly invoicing", () => {
  it("ends the 12-month window with today's month, across a year boundary", () => {
    const months = lastMonths(new Date("2026-01-31T23:59:59Z"));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-02");
    expect(months[11]).toBe("2026-01");
    expect(monthWindow(new Date("2026-01-31T23:59:59Z"))).toEqual({ from: "2025-02-01", until: "2026-02-01" });
    expect(monthWindow(new Date("2026-12-01T00:00:00Z"))).toEqual({ from: "2026-01-01", until: "2027-01-01" });
  });

  it("fills every month per currency, sums exactly, puts the most invoiced currency first", () => {
    const series = monthlySeries(
      [
        { month: "2026-03", currency: "EUR", invoiced: "0.10", paid: "0" },
        { month: "2026-03", currency: "EUR", invoiced: "0.20", paid: "0.2" },
        { month: "2026-02", currency: "USD", invoiced: "1000", paid: "0" },
        { month: "2024-01", currency: "GBP", invoiced: "5", paid: "5" },
      ],
      new Date("2026-03-10T00:00:00Z"),
    );
    expect(series.map((s) => s.currency)).toEqual(["USD", "EUR"]);
    expect(series[1]?.points[11]).toEqual({ month: "2026-03", label: "Mar 2026", invoiced: "0.30", paid: "0.20" });
    expect(series[0]?.points[0]).toMatchObject({ month: "2025-04", invoiced: "0.00", paid: "0.00" });
  });

  it("labels months for the table and the axis", () => {
    expect(monthLabel("2026-03")).toBe("Mar 2026");
    expect(monthLabel("2026-03", true)).toBe("Mar");
    expect(monthLabel("2026-01", true)).toBe("Jan 26");
  });
});
