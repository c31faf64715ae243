import { describe, expect, it } from "vitest";
import { dueReviewReminder, workingDaysBetween } from "./review-reminders";

// 2026-11-20 is a Friday
const at = (iso: string) => new Date(iso);

describe("working days since a sprint was sent for review", () => {
  it("counts Monday to Friday after the day it was sent, up to and including today", () => {
    expect(workingDaysBetween(at("2026-11-20T10:00:00Z"), at("2026-11-20T18:00:00Z"), "UTC")).toBe(0);
    // Saturday and Sunday do not count
    expect(workingDaysBetween(at("2026-11-20T10:00:00Z"), at("2026-11-23T08:00:00Z"), "UTC")).toBe(1);
    expect(workingDaysBetween(at("2026-11-20T10:00:00Z"), at("2026-11-25T08:00:00Z"), "UTC")).toBe(3);
    expect(workingDaysBetween(at("2026-11-20T10:00:00Z"), at("2026-12-01T08:00:00Z"), "UTC")).toBe(7);
  });
  it("reads both days in the studio's time zone", () => {
    // Friday 23:30 in New York is already Saturday in UTC: sent on Friday there, so Monday is 1 day
    const sent = at("2026-11-21T04:30:00Z");
    expect(workingDaysBetween(sent, at("2026-11-23T15:00:00Z"), "America/New_York")).toBe(1);
    expect(workingDaysBetween(sent, at("2026-11-23T15:00:00Z"), "UTC")).toBe(1);
    expect(workingDaysBetween(sent, at("2026-11-24T03:00:00Z"), "America/New_York")).toBe(1);
    expect(workingDaysBetween(sent, at("2026-11-24T03:00:00Z"), "UTC")).toBe(2);
  });
});

describe("which review reminder is due", () => {
  const requestedAt = at("2026-11-20T10:00:00Z");
  it("the first after 3 working days, the second after 7, then none", () => {
    const due = (now: string, remindersSent: number) =>
      dueReviewReminder({ requestedAt, remindersSent, now: at(now), timeZone: "UTC" });
    expect(due("2026-11-24T10:00:00Z", 0)).toBeNull();
    expect(due("2026-11-25T10:00:00Z", 0)).toBe(1);
    expect(due("2026-11-30T10:00:00Z", 1)).toBeNull();
    expect(due("2026-12-01T10:00:00Z", 1)).toBe(2);
    // a job that was down a week still sends them one at a time, in order
    expect(due("2026-12-15T10:00:00Z", 0)).toBe(1);
    expect(due("2027-03-01T10:00:00Z", 2)).toBeNull();
  });
});
