import { describe, expect, it } from "vitest";
import { notificationsWaiting } from "./notifications-waiting";

describe("notificationsWaiting", () => {
  it.each([
    [0, 0, 0, "You're all caught up"],
    [0, 1, 1, "1 unread notification"],
    [1, 0, 1, "1 unread notification"],
    [2, 1, 3, "3 unread notifications"],
    [5, 0, 5, "5 unread notifications"],
  ])("%i unread and %i testimonial requests count %i: %s", (unread, requests, count, label) => {
    const waiting = notificationsWaiting({ unreadNotifications: unread, testimonialRequests: requests });
    expect(waiting.count).toBe(count);
    expect(waiting.label).toBe(label);
    if (count > 0) expect(`${waiting.count} ${waiting.noun}`).toBe(label);
  });
});
