import { describe, expect, it } from "vitest";
import { moveId, reorderedNumbers, reorderProblem } from "./reorder";

describe("reorder", () => {
  const group = new Set(["a", "b", "c"]);

  it("accepts a reordering of rows of the group, and refuses duplicates, strangers and nothing", () => {
    expect(reorderProblem(["c", "a"], group)).toBeNull();
    expect(reorderProblem(["a", "a"], group)).toBe("Each item may appear only once in the new order");
    expect(reorderProblem(["a", "x"], group)).toMatch(/not in this list/);
    expect(reorderProblem([], group)).toBe("Nothing to reorder");
  });

  it("shares out the numbers the rows already had, so the page keeps its place", () => {
    const current = new Map([
      ["a", 26],
      ["b", 27],
      ["c", 30],
    ]);
    expect([...reorderedNumbers(["c", "a", "b"], current)]).toEqual([
      ["c", 26],
      ["a", 27],
      ["b", 30],
    ]);
  });

  it("raises tied numbers just enough to tell the new order apart", () => {
    const current = new Map([
      ["a", 0],
      ["b", 0],
      ["c", 0],
      ["d", 5],
    ]);
    expect([...reorderedNumbers(["d", "c", "b", "a"], current).values()]).toEqual([0, 1, 2, 5]);
  });

  it("moves one id from one place to another", () => {
    expect(moveId(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveId(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveId(["a", "b", "c"], 1, 1)).toEqual(["a", "b", "c"]);
  });
});
