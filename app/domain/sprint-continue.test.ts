import { describe } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import { canContinueToNextSprint } from "./sprint-continue";

describe("continue to the next sprint", () => {
  itMaps("a sprint %j may be continued: %s", canContinueToNextSprint, [
    ["Planned", false],
    ["In Progress", false],
    ["In Review", true],
    ["Completed", true],
    ["", false],
    ["completed", false],
  ]);
});
