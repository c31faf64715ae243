import { describe, expect, it } from "vitest";
import { dayBounds, isDay, isNarrowed, isUsualView, listQuery, parseListFilters, sortOf } from "./list-filters";
import { FAQ_LIST, INVOICE_LIST } from "./list-specs";

const parse = (query: string) => parseListFilters(new URLSearchParams(query), INVOICE_LIST);

describe("list filters", () => {
  it("keeps only what the screen offers; junk reads as no filter and the usual order", () => {
    expect(parse("status=overdue&sort=amount&from=2026-01-01&to=2026-01-31")).toEqual({
      status: "overdue",
      sort: "amount",
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(parse("status=drop%20table&sort=ctid&from=2026-02-30&to=yesterday")).toEqual({
      status: "",
      sort: "",
      from: "",
      to: "",
    });
    // the usual order is no filter at all, so links stay short
    expect(parse("sort=newest").sort).toBe("");
    expect(sortOf(parse(""), INVOICE_LIST)).toBe("newest");
  });

  it("swaps a range typed the wrong way round and bounds it by whole days", () => {
    const filters = parse("from=2026-03-31&to=2026-03-01");
    expect(filters).toMatchObject({ from: "2026-03-01", to: "2026-03-31" });
    expect(dayBounds(filters)).toEqual({ start: "2026-03-01", end: "2026-04-01" });
    expect(dayBounds(parse(""))).toEqual({ start: null, end: null });
  });

  it("says when a list is narrowed and writes the filters back as a query", () => {
    expect(isNarrowed(parse("sort=amount"))).toBe(false);
    expect(isNarrowed(parse("status=paid"))).toBe(true);
    expect(isNarrowed(parse(""), { project: "p1" })).toBe(true);
    expect(listQuery(parse("status=paid&sort=due"), { project: "p1" })).toBe("project=p1&status=paid&sort=due");
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2025-02-29")).toBe(false);
  });

  it("reads a search only where the screen offers one, squeezed and cut short", () => {
    const faqs = (query: string) => parseListFilters(new URLSearchParams(query), FAQ_LIST);
    expect(parse("q=hello").q).toBeUndefined();
    expect(faqs("q=%20%20two%20%20%20words%20").q).toBe("two words");
    expect(faqs(`q=${"x".repeat(200)}`).q).toHaveLength(80);
    expect(isNarrowed(faqs("q=x"))).toBe(true);
    expect(listQuery(faqs("q=a%26b&sort=question"))).toBe("sort=question&q=a%26b");
  });

  it("knows the usual view, the only one where cards may be dragged into a new order", () => {
    const faqs = (query: string) => parseListFilters(new URLSearchParams(query), FAQ_LIST);
    expect(isUsualView(faqs(""))).toBe(true);
    expect(isUsualView(faqs("sort=display"))).toBe(true);
    expect(isUsualView(faqs("sort=question"))).toBe(false);
    expect(isUsualView(faqs("q=x"))).toBe(false);
    expect(isUsualView(faqs(""), { category: "pricing" })).toBe(false);
  });
});
