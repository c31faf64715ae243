import { describe, expect, it } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import { completionDate, linkLabel, visibleTechnologies } from "./portfolio";

describe("linkLabel", () => {
  itMaps("%s is labelled %s", linkLabel, [
    ["https://www.figma.com/file/abc", "Figma"],
    ["https://FIGMA.com/proto/xyz", "Figma"],
    ["https://example.com/demo", "Live Demo"],
    ["https://app.example.com", "Live Demo"],
  ]);
});

describe("visibleTechnologies (at most 3 on a card)", () => {
  it("shows all of three or fewer, with nothing more", () => {
    expect(visibleTechnologies(["React", "Node"])).toEqual({ shown: ["React", "Node"], more: 0 });
    expect(visibleTechnologies(["A", "B", "C"])).toEqual({ shown: ["A", "B", "C"], more: 0 });
  });
  it("shows the first three and counts the rest", () => {
    expect(visibleTechnologies(["A", "B", "C", "D", "E"])).toEqual({ shown: ["A", "B", "C"], more: 2 });
  });
  it("handles an empty list", () => {
    expect(visibleTechnologies([])).toEqual({ shown: [], more: 0 });
  });
});

describe("completionDate", () => {
  const today = "2026-05-04";
  it("stores none when the project is not completed, whatever the date field says", () => {
    expect(completionDate({ completed: false, completedAt: "2026-01-01", today })).toBeNull();
    expect(completionDate({ completed: false, completedAt: null, today })).toBeNull();
  });
  it("uses today when completed with a blank date", () => {
    expect(completionDate({ completed: true, completedAt: null, today })).toBe(today);
  });
  it("keeps the given date when completed", () => {
    expect(completionDate({ completed: true, completedAt: "2025-12-24", today })).toBe("2025-12-24");
  });
});
