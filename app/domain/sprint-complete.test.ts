import { describe, expect, it } from "vitest";
import { completeSprintQuestion } from "./sprint-complete";

describe("completeSprintQuestion", () => {
  it("completes at once when every ticket is done, or there are none", () => {
    expect(completeSprintQuestion({ title: "S", ticketCount: 3, ticketsDone: 3 })).toBeUndefined();
    expect(completeSprintQuestion({ title: "S", ticketCount: 0, ticketsDone: 0 })).toBeUndefined();
  });
  it("asks first, naming how many tickets are open", () => {
    expect(completeSprintQuestion({ title: "Sprint A", ticketCount: 5, ticketsDone: 2 })?.message).toBe(
      "Sprint A has 3 tickets that are not completed yet. Mark the sprint complete anyway? The client is told it is complete.",
    );
    expect(completeSprintQuestion({ title: "Sprint A", ticketCount: 1, ticketsDone: 0 })?.message).toContain(
      "has 1 ticket that is not completed yet",
    );
  });
});
