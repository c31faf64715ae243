import { describe, expect, it } from "vitest";
import { completeSprintQuestion, reviewSprintQuestion } from "./sprint-complete";

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

describe("what a sprint's move says before it does more than it says", () => {
  it("names the draft milestone invoice that completing issues, with or without open tickets", () => {
    expect(completeSprintQuestion({ title: "S", ticketCount: 2, ticketsDone: 2, draftInvoice: "INV-9" })).toEqual({
      title: "Complete this sprint and issue its invoice?",
      message: "S is done. Completing it issues invoice INV-9 to the client, who is sent it by e-mail.",
      confirmLabel: "Complete and Issue",
    });
    expect(completeSprintQuestion({ title: "S", ticketCount: 2, ticketsDone: 1, draftInvoice: "INV-9" })?.message).toBe(
      "S has 1 ticket that is not completed yet. Mark the sprint complete anyway? The client is told it is complete. Completing it issues invoice INV-9 to the client, who is sent it by e-mail.",
    );
  });
  it("asks before sending a sprint with no finished ticket for review, never once one is done", () => {
    expect(reviewSprintQuestion({ title: "S", ticketCount: 2, ticketsDone: 0 })?.message).toBe(
      "S has no finished ticket (0 of 2 done). The client will be asked to sign it off as it is; on approval its open tickets are shown to them as carried over.",
    );
    expect(reviewSprintQuestion({ title: "S", ticketCount: 0, ticketsDone: 0 })?.message).toContain(
      "S has no tickets.",
    );
    expect(reviewSprintQuestion({ title: "S", ticketCount: 2, ticketsDone: 1 })).toBeUndefined();
  });
});
