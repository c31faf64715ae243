import { describe, expect, it } from "vitest";
import { pickRandom } from "./featured-pick";

/** A small deterministic generator (mulberry32) so the test is repeatable. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("random featured pick (3 random projects)", () => {
  const projects = ["a", "b", "c", "d", "e", "f"];

  it("picks 3 distinct projects from the list by default", () => {
    const picked = pickRandom(projects, undefined, seeded(1));
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    for (const p of picked) expect(projects).toContain(p);
  });

  it("gives all of them when there are fewer than asked, and nothing from nothing", () => {
    expect(pickRandom(["x", "y"], 3).sort()).toEqual(["x", "y"]);
    expect(pickRandom([], 3)).toEqual([]);
  });

  it("does not change the input", () => {
    const copy = [...projects];
    pickRandom(projects, 3, seeded(7));
    expect(projects).toEqual(copy);
  });

  it("follows the random source: lowest draws keep the order, highest draws swap from the end", () => {
    expect(pickRandom(projects, 3, () => 0)).toEqual(["a", "b", "c"]);
    expect(pickRandom(projects, 3, () => 0.999999)).toEqual(["f", "a", "b"]);
  });

  it("gives every project a fair chance over many draws", () => {
    const random = seeded(42);
    const counts = new Map<string, number>();
    const draws = 6000;
    for (let i = 0; i < draws; i++) {
      for (const p of pickRandom(projects, 3, random)) counts.set(p, (counts.get(p) ?? 0) + 1);
    }
    // each project is expected in half of the draws (3 of 6)
    for (const p of projects) expect(Math.abs((counts.get(p) ?? 0) / draws - 0.5)).toBeLessThan(0.04);
  });
});
