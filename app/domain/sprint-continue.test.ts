import { describe, expect, it } from "vitest";
import { canContinueToNextSprint } from "./sprint-continue";

describe("continue to the next sprint", () => {
  it.each([
    ["Planned", false],
    ["In Progress", false],
    ["In Review", true],
    ["Completed", true],
    ["", false],
    ["completed", false],
  ])("a sprint %j may be continued: %s", (status, expected) => {
    expect(canContinueToNextSprint(status)).toBe(expected);
  });
});
