import { describe, expect, it } from "vitest";
import { percentOf, projectProgress, ticketProgress } from "./progress";

const t = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe("ticket progress", () => {
  it("is 0 without tickets", () => {
    expect(ticketProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it("counts Resolved, Closed and Completed as done, whatever the spelling", () => {
    expect(ticketProgress(t("Resolved", "closed", "Completed", "Open")).percent).toBe(75);
  });

  it("does not count open or in-progress tickets", () => {
    expect(ticketProgress(t("Open", "Not started", "In Progress", "In progress")).percent).toBe(0);
  });

  it("rounds to the nearest whole percent", () => {
    expect(ticketProgress(t("Completed", "Open", "Open")).percent).toBe(33);
    expect(ticketProgress(t("Completed", "Completed", "Open")).percent).toBe(67);
    expect(ticketProgress(t("Completed", "Open", "Open", "Open", "Open", "Open", "Open", "Open")).percent).toBe(13);
  });

  it("accepts grouped rows with counts", () => {
    expect(
      ticketProgress([
        { status: "Completed", count: 3 },
        { status: "In progress", count: 1 },
      ]),
    ).toEqual({ done: 3, total: 4, percent: 75 });
  });

  it("is 100 when every ticket is done", () => {
    expect(ticketProgress(t("Completed", "Resolved")).percent).toBe(100);
  });
});

describe("project progress in the portal overview", () => {
  it("uses the share of completed tickets when there are tickets", () => {
    const progress = projectProgress({
      tickets: t("Completed", "Open", "Open", "Open"),
      sprints: t("Completed", "Completed"),
    });
    expect(progress).toEqual({ percent: 25, done: 1, total: 4, basis: "tickets" });
  });

  it("falls back to the share of completed sprints without tickets", () => {
    const progress = projectProgress({ tickets: [], sprints: t("Completed", "In Progress", "Planned") });
    expect(progress).toEqual({ percent: 33, done: 1, total: 3, basis: "sprints" });
  });

  it("treats an empty sprint status as Planned, not done", () => {
    expect(projectProgress({ tickets: [], sprints: t("", "Completed") }).percent).toBe(50);
  });

  it("is 0 with neither tickets nor sprints", () => {
    expect(projectProgress({ tickets: [], sprints: [] })).toEqual({ percent: 0, done: 0, total: 0, basis: "none" });
  });

  it("ignores grouped rows with a zero count", () => {
    expect(projectProgress({ tickets: [{ status: "Completed", count: 0 }], sprints: t("Completed") }).basis).toBe(
      "sprints",
    );
  });
});

describe("percentOf", () => {
  it("never leaves 0..100", () => {
    expect(percentOf(5, 4)).toBe(100);
    expect(percentOf(-1, 4)).toBe(0);
    expect(percentOf(1, 0)).toBe(0);
  });
});
