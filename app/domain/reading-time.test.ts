import { describe, expect, it } from "vitest";
import { countWords, formatReadingTime, readingTimeMinutes } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("reading time (words / 200, rounded up)", () => {
  it("counts words separated by any whitespace", () => {
    expect(countWords("  one two\nthree\t four  ")).toBe(4);
    expect(countWords("")).toBe(0);
    expect(countWords("   \n ")).toBe(0);
  });

  it.each([
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
    [1000, 5],
  ])("%i words take %i minute(s)", (count, minutes) => {
    expect(readingTimeMinutes(words(count))).toBe(minutes);
  });

  it("never says zero minutes", () => {
    expect(readingTimeMinutes("")).toBe(1);
  });

  it("formats as 'N min read'", () => {
    expect(formatReadingTime(3)).toBe("3 min read");
  });
});
