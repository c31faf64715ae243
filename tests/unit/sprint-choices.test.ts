import { describe, expect, it } from "vitest";
import { sprintChoices } from "~/components/client-work/ticket-forms";

describe("a ticket form's sprint choice", () => {
  const open = [
    { id: "b", title: "Build", sprintOrder: 2 },
    { id: "c", title: "Launch", sprintOrder: 3 },
  ];

  it("offers the open sprints, and adds the ticket's own Completed sprint in its place", () => {
    expect(sprintChoices(open).map((c) => c.label)).toEqual(["Sprint 2: Build", "Sprint 3: Launch"]);
    expect(sprintChoices(open, { id: "a", title: "Discovery", sprintOrder: 1 })).toEqual([
      { id: "a", label: "Sprint 1: Discovery" },
      { id: "b", label: "Sprint 2: Build" },
      { id: "c", label: "Sprint 3: Launch" },
    ]);
    // a sprint already offered is not offered twice
    expect(sprintChoices(open, open[1])).toHaveLength(2);
  });
});
