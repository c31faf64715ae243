import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("csvField", () => {
  it.each([
    ["plain@example.com", "plain@example.com"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1", "'+1"],
    ["@sum", "'@sum"],
    ["", ""],
  ])("%j is written %j", (value, out) => {
    expect(csvField(value)).toBe(out);
  });
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
