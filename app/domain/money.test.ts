import { describe, expect, it } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import { formatMoney, normalizeAmount, sumAmounts } from "./money";

describe("amounts are exact decimals", () => {
  itMaps("%j is stored as %s", normalizeAmount, [
    ["1250", "1250.00"],
    ["1250.5", "1250.50"],
    [" 0.01 ", "0.01"],
    ["007.10", "7.10"],
    ["999999999999.99", "999999999999.99"],
  ]);

  it.each(["", "-1", "1.234", "1,000", "abc", "1e5", "1.", "1000000000000"])("%j is refused", (input) => {
    expect(normalizeAmount(input)).toBeNull();
  });

  it("formats without going through a float", () => {
    expect(formatMoney("18400.50", "USD")).toBe("$18,400.50");
    expect(formatMoney("7500.00", "EUR")).toBe("€7,500.00");
    expect(formatMoney("999999999999.99", "GBP")).toBe("£999,999,999,999.99");
    // 0.1 + 0.2 style errors cannot appear: the digits are the stored ones
    expect(formatMoney("0.30", "USD")).toBe("$0.30");
  });
});

describe("sums are exact", () => {
  it("adds in cents, never in floats", () => {
    expect(sumAmounts(["0.10", "0.20"])).toBe("0.30");
    expect(sumAmounts(["18400.50", "9800.00", "14250.00", "1200.00"])).toBe("43650.50");
    expect(sumAmounts(["999999999999.99", "0.01"])).toBe("1000000000000.00");
    expect(sumAmounts([])).toBe("0.00");
  });
});
