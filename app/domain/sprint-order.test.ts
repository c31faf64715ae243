import { describe, expect, it } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import { nextSprintOrder, nextTicketPosition, sprintScreenAction, ticketAction } from "./sprint-order";

describe("next sprint order (highest existing plus 1, or 1)", () => {
  itMaps("after %j comes %i", nextSprintOrder, [
    [[], 1],
    [[1], 2],
    [[1, 2, 3], 4],
    [[3, 1, 2], 4],
    [[1, 7, 2], 8],
    [[2, 2], 3],
  ]);

  it("never answers below the minimum of 1", () => {
    expect(nextSprintOrder([0, -4])).toBe(1);
    expect(nextSprintOrder([Number.NaN])).toBe(1);
  });
});

describe("ticket position (the current count of tickets)", () => {
  itMaps("with %i tickets the new one goes at %i", nextTicketPosition, [
    [0, 0],
    [1, 1],
    [5, 5],
  ]);
});

describe("one-click status moves", () => {
  itMaps("a %s sprint offers %j", sprintScreenAction, [
    ["Planned", { label: "Start Sprint", to: "In Progress" }],
    ["In Progress", { label: "Send for Review", to: "In Review" }],
    ["In Review", { label: "Mark Complete", to: "Completed" }],
    ["Completed", null],
  ]);

  itMaps("a %s ticket offers %j", ticketAction, [
    ["Not started", { label: "Start", to: "In progress" }],
    ["In progress", { label: "Complete", to: "Completed" }],
    ["Completed", null],
  ]);
});
