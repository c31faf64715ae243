import { describe, expect, it } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import { csvField, toCsv } from "./csv";

describe("csvField", () => {
  itMaps("%j is written %j", csvField, [
    ["plain@example.com", "plain@example.com"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1", "'+1"],
    ["@sum", "'@sum"],
    ["", ""],
  ]);
  it("writes null as empty and dates as ISO", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(new Date("2026-05-04T10:00:00Z"))).toBe("2026-05-04T10:00:00.000Z");
  });
});

describe("toCsv", () => {
  it("writes a header and rows with CRLF line ends", () => {
    expect(
      toCsv(
        ["email", "confirmed"],
        [
          ["a@example.com", "yes"],
          ["b@example.com", ""],
        ],
      ),
    ).toBe("email,confirmed\r\na@example.com,yes\r\nb@example.com,\r\n");
  });
});
