import { describe, expect, it } from "vitest";
import { afterFailure, MAX_MAIL_ATTEMPTS, nextAttemptDelayMs } from "./outbox";

describe("mail outbox retry schedule", () => {
  it("backs off exponentially and caps at an hour", () => {
    expect(nextAttemptDelayMs(1)).toBe(30_000);
    expect(nextAttemptDelayMs(2)).toBe(60_000);
    expect(nextAttemptDelayMs(3)).toBe(120_000);
    expect(nextAttemptDelayMs(20)).toBe(3_600_000);
  });

  it("keeps a mail pending until the last attempt, then marks it failed", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const first = afterFailure(0, now);
    expect(first).toEqual({ status: "pending", attempts: 1, nextAttemptAt: new Date("2026-11-21T10:00:30Z") });
    expect(afterFailure(MAX_MAIL_ATTEMPTS - 2, now).status).toBe("pending");
    expect(afterFailure(MAX_MAIL_ATTEMPTS - 1, now).status).toBe("failed");
  });
});
