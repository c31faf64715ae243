import { describe, expect, it } from "vitest";
import { filterByTechnology, technologyFilters } from "./technology-filter";

const projects = [
  { title: "A", technologies: ["React", "TypeScript", "Node.js"] },
  { title: "B", technologies: ["react", "PostgreSQL", "Stripe", " "] },
  { title: "C", technologies: ["Vue", "Laravel", "MySQL", "Tailwind CSS", "Python"] },
];

describe("technology filter", () => {
  it("lists distinct technologies in first-seen order, at most 8", () => {
    expect(technologyFilters(projects)).toEqual([
      "React",
      "TypeScript",
      "Node.js",
      "PostgreSQL",
      "Stripe",
      "Vue",
      "Laravel",
      "MySQL",
    ]);
  });

  it("filters projects by technology, case-insensitively", () => {
    expect(filterByTechnology(projects, "REACT").map((p) => p.title)).toEqual(["A", "B"]);
    expect(filterByTechnology(projects, "Go")).toEqual([]);
  });

  it("shows every project for All Projects or no choice", () => {
    expect(filterByTechnology(projects, "All Projects")).toHaveLength(3);
    expect(filterByTechnology(projects, null)).toHaveLength(3);
  });
});
