import { describe, expect, it } from "vitest";
import { dateFormat, numberFormat } from "./intl";
import { formatMoney } from "./money";

describe("kept Intl formatters", () => {
  it("builds one formatter per set of options and hands the same one back", () => {
    const usd = numberFormat({ style: "currency", currency: "USD" });
    expect(numberFormat({ style: "currency", currency: "USD" })).toBe(usd);
    expect(numberFormat({ style: "currency", currency: "EUR" })).not.toBe(usd);
    expect(usd.format(1250.5)).toBe("$1,250.50");
    const day = dateFormat({ month: "short", day: "numeric", timeZone: "UTC" });
    expect(dateFormat({ month: "short", day: "numeric", timeZone: "UTC" })).toBe(day);
    expect(day.format(new Date("2026-11-27T23:30:00Z"))).toBe("Nov 27");
  });

  it("throws for options Intl refuses, as Intl does, and the money format falls back", () => {
    expect(() => numberFormat({ style: "currency", currency: "NOT A CURRENCY" })).toThrow(RangeError);
    expect(formatMoney("18400.50", "NOT A CURRENCY")).toBe("NOT A CURRENCY 18400.50");
    expect(formatMoney("18400.50", "USD")).toBe("$18,400.50");
  });
});
