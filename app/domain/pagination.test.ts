import { describe, expect, it } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import { clampPage, MAX_PAGE, PAGE_SIZE, pageCount, pageHref, pageWindow, parsePage } from "./pagination";

describe("parsePage", () => {
  itMaps("reads %j as page %i", parsePage, [
    ["2", 2],
    ["1", 1],
    [" 7 ", 7],
    [String(MAX_PAGE), MAX_PAGE],
  ]);

  it.each([
    null,
    undefined,
    "",
    "0",
    "-1",
    "-0",
    "1.5",
    "2e3",
    "abc",
    "3abc",
    "0x10",
    "Infinity",
    "NaN",
    "99999999999999999999",
    String(MAX_PAGE + 1),
    "１２",
  ])("reads %j as the first page", (value) => {
    expect(parsePage(value)).toBe(1);
  });
});

describe("pageCount and clampPage", () => {
  it("counts 25 rows a page, at least one page", () => {
    expect(PAGE_SIZE).toBe(25);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(1000)).toBe(40);
  });

  it("shows the last page for a page past the end", () => {
    expect(clampPage(9, 26)).toEqual({ page: 2, pageCount: 2, total: 26, size: 25 });
    expect(clampPage(MAX_PAGE, 0)).toEqual({ page: 1, pageCount: 1, total: 0, size: 25 });
    expect(clampPage(3, 100)).toMatchObject({ page: 3, pageCount: 4 });
  });
});

describe("pageWindow", () => {
  it("skips the rows of the earlier pages", () => {
    expect(pageWindow(1)).toEqual({ limit: 25, offset: 0 });
    expect(pageWindow(3)).toEqual({ limit: 25, offset: 50 });
    expect(pageWindow(2, 10)).toEqual({ limit: 10, offset: 10 });
  });
});

describe("pageHref", () => {
  it("keeps the other query parameters", () => {
    expect(pageHref("?project=abc&tab=tickets", 3)).toBe("?project=abc&tab=tickets&page=3");
    expect(pageHref("?page=4&q=mvp", 5)).toBe("?page=5&q=mvp");
  });

  it("drops the parameter for the first page", () => {
    expect(pageHref("?page=2&q=mvp", 1)).toBe("?q=mvp");
    expect(pageHref("?page=2", 1)).toBe("?");
  });

  it("can use another parameter name", () => {
    expect(pageHref("?manage=x", 2, "sprintsPage")).toBe("?manage=x&sprintsPage=2");
  });
});
