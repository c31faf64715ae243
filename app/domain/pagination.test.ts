import { describe, expect, it } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import {
  clampPage,
  cursorParam,
  keysetHref,
  MAX_PAGE,
  PAGE_SIZE,
  pageCount,
  pageHref,
  pageWindow,
  parseCursor,
  parseKeysetRequest,
  parsePage,
} from "./pagination";

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

describe("keyset cursors", () => {
  const ID = "0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e";
  const AT = "2026-11-05T10:00:00.000007Z";

  itMaps("reads %j", parseCursor, [
    [`${AT}_${ID}`, { at: AT, id: ID }],
    // any letter case, spaces around: the same place
    [` 2026-11-05t10:00:00.000007z_${ID.toUpperCase()} `, { at: AT, id: ID }],
  ]);

  it.each([
    null,
    "",
    "junk",
    ID,
    AT,
    `${AT}_not-a-uuid`,
    `${AT}_${ID}x`,
    // no such day, hour, minute or second; a time without its microseconds; year 0
    `2026-02-30T10:00:00.000000Z_${ID}`,
    `2026-11-05T24:00:00.000000Z_${ID}`,
    `2026-11-05T10:60:00.000000Z_${ID}`,
    `2026-11-05T10:00:61.000000Z_${ID}`,
    `2026-11-05T10:00:00Z_${ID}`,
    `0000-01-01T00:00:00.000000Z_${ID}`,
    `2026-11-05T10:00:00.000000+02_${ID}`,
    `2026-11-05T10:00:00.000000Z_${ID}'; drop table activity_log; --`,
  ])("reads %j as no cursor", (value) => {
    expect(parseCursor(value)).toBeNull();
  });

  it("writes back what it reads", () => {
    expect(parseCursor(cursorParam({ at: AT, id: ID }))).toEqual({ at: AT, id: ID });
  });

  it("asks for the page before a cursor, else after one, else the newest; junk is the newest", () => {
    const c = `${AT}_${ID}`;
    const later = `2026-11-06T00:00:00.000000Z_${ID}`;
    const read = (q: string) => parseKeysetRequest(new URLSearchParams(q));
    expect(read(`before=${c}&after=${later}`)).toEqual({ before: { at: AT, id: ID } });
    expect(read(`before=junk&after=${c}`)).toEqual({ after: { at: AT, id: ID } });
    expect(read("before=junk&after=&page=3")).toEqual({});
  });

  it("links another page keeping the filters, dropping the other cursor and any page number", () => {
    const own = ["page", "before", "after"];
    expect(keysetHref("?who=maya&after=x&page=2", own, { before: "c1" })).toBe("?who=maya&before=c1");
    expect(keysetHref(new URLSearchParams("kind=blog&before=x"), own, { after: "c2" })).toBe("?kind=blog&after=c2");
  });
});
