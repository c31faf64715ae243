import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2026-05-04T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("relativeTime", () => {
  it.each([
    [ago(10_000), "just now"],
    [ago(60_000), "1 minute ago"],
    [ago(5 * 60_000), "5 minutes ago"],
    [ago(60 * 60_000), "1 hour ago"],
    [ago(3 * 60 * 60_000), "3 hours ago"],
    [ago(26 * 60 * 60_000), "yesterday"],
    [ago(3 * 24 * 60 * 60_000), "3 days ago"],
    [new Date("2026-04-01T09:00:00Z"), "Apr 1, 2026"],
  ])("%s reads %s", (then, text) => {
    expect(relativeTime(then, now)).toBe(text);
  });
});
