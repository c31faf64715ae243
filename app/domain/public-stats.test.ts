import { describe, expect, it } from "vitest";
import { COUNT_UP_MS, computePublicStats, countUpValue } from "./public-stats";

describe("public stats", () => {
  it("counts distinct client names, ignoring blanks, case and spacing", () => {
    const stats = computePublicStats([
      { clientName: "Harbor Logistics", inOurCare: true },
      { clientName: "harbor logistics ", inOurCare: false },
      { clientName: "Clinicly", inOurCare: true },
      { clientName: null, inOurCare: true },
      { clientName: "  ", inOurCare: false },
    ]);
    expect(stats).toEqual({ happyClients: 2, yearsExperience: 4, projectsInOurCare: 3 });
  });

  it("is zero with no projects, but Years Experience stays 4", () => {
    expect(computePublicStats([])).toEqual({ happyClients: 0, yearsExperience: 4, projectsInOurCare: 0 });
  });

  it("counts up from 0 to the target over 2000 ms", () => {
    expect(COUNT_UP_MS).toBe(2000);
    expect(countUpValue(120, 0)).toBe(0);
    expect(countUpValue(120, -5)).toBe(0);
    const halfway = countUpValue(120, 1000);
    expect(halfway).toBeGreaterThan(60);
    expect(halfway).toBeLessThan(120);
    expect(countUpValue(120, 1999)).toBeLessThanOrEqual(120);
    expect(countUpValue(120, 2000)).toBe(120);
    expect(countUpValue(120, 5000)).toBe(120);
  });

  it("never goes down while counting", () => {
    let last = 0;
    for (let ms = 0; ms <= 2000; ms += 16) {
      const v = countUpValue(37, ms);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
    expect(last).toBe(37);
  });
});
