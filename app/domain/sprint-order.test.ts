import { describe, expect, it } from "vitest";
import { nextSprintOrder, nextTicketPosition, sprintScreenAction, ticketAction } from "./sprint-order";

describe("next sprint order (highest existing plus 1, or 1)", () => {
  it.each([
    [[], 1],
    [[1], 2],
    [[1, 2, 3], 4],
    [[3, 1, 2], 4],
    [[1, 7, 2], 8],
    [[2, 2], 3],
  ])("after %j comes %i", (orders, expected) => {
    expect(nextSprintOrder(orders)).toBe(expected);
  });

  it("never answers below the minimum of 1", () => {
    expect(nextSprintOrder([0, -4])).toBe(1);
    expect(nextSprintOrder([Number.NaN])).toBe(1);
  });
});

describe("ticket position (the current count of tickets)", () => {
  it.each([
    [0, 0],
    [1, 1],
    [5, 5],
  ])("with %i tickets the new one goes at %i", (count, expected) => {
    expect(nextTicketPosition(count)).toBe(expected);
  });
});

describe("one-click status moves", () => {
  it.each([
    ["Planned", { label: "Start Sprint", to: "In Progress" }],
    ["In Progress", { label: "Mark Complete", to: "Completed" }],
    ["In Review", { label: "Mark Complete", to: "Completed" }],
    ["Completed", null],
  ])("a %s sprint offers %j", (status, expected) => {
    expect(sprintScreenAction(status)).toEqual(expected);
  });

  it.each([
    ["Not started", { label: "Start", to: "In progress" }],
    ["In progress", { label: "Complete", to: "Completed" }],
    ["Completed", null],
  ])("a %s ticket offers %j", (status, expected) => {
    expect(ticketAction(status)).toEqual(expected);
  });
});
