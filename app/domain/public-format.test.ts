import { describe, expect, it } from "vitest";
import { formatLongDate, formatMonthYear, formatShortDate, monthsBetween } from "./public-format";

describe("public date formats", () => {
  it("prints the long US format in UTC", () => {
    expect(formatLongDate(new Date("2026-11-21T23:30:00Z"))).toBe("November 21, 2026");
    expect(formatLongDate("2025-03-03")).toBe("March 3, 2025");
    expect(formatShortDate("2025-03-03")).toBe("Mar 3, 2025");
    expect(formatMonthYear("2025-09-30")).toBe("September 2025");
  });

  it("counts project months inclusively", () => {
    expect(monthsBetween("2025-03-03", "2025-09-30")).toBe(7);
    expect(monthsBetween("2025-05-05", "2025-07-04")).toBe(2);
    expect(monthsBetween("2025-05-05", "2025-05-06")).toBe(1);
  });
});
