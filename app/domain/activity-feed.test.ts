import { describe, expect, it } from "vitest";
import { ACTIVITY_LIMITS, formatAmount, mergeActivity, recentActivity } from "./activity-feed";

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour));

const notification = (id: string, day: number, read = false) => ({
  id,
  title: `Notice ${id}`,
  message: `Message ${id}`,
  read,
  createdAt: at(day),
});
const sprint = (id: string, day: number, status = "In Progress") => ({
  id,
  title: `Sprint ${id}`,
  status,
  sprintOrder: 1,
  updatedAt: at(day),
});
const ticket = (id: string, day: number, status = "In progress") => ({
  id,
  title: `Ticket ${id}`,
  status,
  type: "Frontend",
  sprintTitle: "Build",
  updatedAt: at(day),
});
const invoice = (id: string, day: number) => ({
  id,
  invoiceNumber: `INV-${id}`,
  invoiceName: "Milestone",
  amount: "1250.5",
  currency: "USD",
  paymentStatus: "Pending",
  createdAt: at(day),
});

describe("recent activity merge", () => {
  it("merges the four sources and sorts them newest first", () => {
    const items = mergeActivity({
      notifications: [notification("n1", 3)],
      sprints: [sprint("s1", 5)],
      tickets: [ticket("t1", 4)],
      invoices: [invoice("i1", 6)],
    });
    expect(items.map((i) => i.id)).toEqual(["invoice:i1", "sprint_update:s1", "task_update:t1", "notification:n1"]);
    expect(items.map((i) => i.type)).toEqual(["invoice", "sprint_update", "task_update", "notification"]);
  });

  it("shows only the top 5 in the overview", () => {
    const items = recentActivity({
      notifications: [1, 2, 3].map((d) => notification(`n${d}`, d)),
      sprints: [4, 5].map((d) => sprint(`s${d}`, d)),
      tickets: [6, 7].map((d) => ticket(`t${d}`, d)),
    });
    expect(items).toHaveLength(5);
    expect(items.map((i) => i.sourceId)).toEqual(["t7", "t6", "s5", "s4", "n3"]);
  });

  it("takes at most 10 notifications, 10 sprints, 5 tickets and 5 invoices per project", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const items = mergeActivity({
      notifications: many(12).map((d) => notification(`n${d}`, d)),
      sprints: many(12).map((d) => sprint(`s${d}`, d)),
      tickets: many(8).map((d) => ticket(`t${d}`, d)),
      invoices: many(8).map((d) => invoice(`i${d}`, d)),
    });
    const count = (type: string) => items.filter((i) => i.type === type).length;
    expect(count("notification")).toBe(ACTIVITY_LIMITS.notifications);
    expect(count("sprint_update")).toBe(ACTIVITY_LIMITS.sprints);
    expect(count("task_update")).toBe(ACTIVITY_LIMITS.tickets);
    expect(count("invoice")).toBe(ACTIVITY_LIMITS.invoices);
    // the newest of each source are the ones kept
    expect(items.some((i) => i.sourceId === "n1" || i.sourceId === "n2")).toBe(false);
    expect(items.some((i) => i.sourceId === "t3")).toBe(false);
    expect(items.some((i) => i.sourceId === "t4")).toBe(true);
  });

  it("lets only unread notification items be marked read", () => {
    const items = mergeActivity({
      notifications: [notification("unread", 2), notification("read", 1, true)],
      sprints: [sprint("s", 3)],
      tickets: [ticket("t", 4)],
      invoices: [invoice("i", 5)],
    });
    const markable = items.filter((i) => i.canMarkRead).map((i) => i.id);
    expect(markable).toEqual(["notification:unread"]);
    expect(items.find((i) => i.sourceId === "read")?.read).toBe(true);
    expect(items.find((i) => i.sourceId === "unread")?.read).toBe(false);
  });

  it("describes each item with its title, status and source", () => {
    const [s, t, i] = mergeActivity({
      sprints: [sprint("s", 9, "")],
      tickets: [ticket("t", 8, "Resolved")],
      invoices: [invoice("i", 7)],
    });
    expect(s).toMatchObject({ title: "Sprint 1: Sprint s", status: "Planned", source: "Sprint" });
    expect(t).toMatchObject({ title: "Ticket t", status: "Completed", description: "Task in Build: Completed" });
    expect(i).toMatchObject({ title: "Invoice INV-i", description: "Milestone · $1,250.50", status: "Pending" });
    expect(i?.timestamp).toBe(at(7).toISOString());
  });

  it("accepts ISO strings as times and keeps equal times in a stable order", () => {
    const items = mergeActivity({
      notifications: [{ ...notification("b", 1), createdAt: at(1).toISOString() }],
      sprints: [sprint("a", 1)],
    });
    expect(items.map((i) => i.id)).toEqual(["notification:b", "sprint_update:a"]);
  });

  it("is empty when there is nothing", () => {
    expect(recentActivity({})).toEqual([]);
  });
});

describe("formatAmount", () => {
  it("formats with the invoice currency", () => {
    expect(formatAmount("18400.50", "USD")).toBe("$18,400.50");
    expect(formatAmount("7500", "EUR")).toBe("€7,500.00");
    expect(formatAmount("12", "GBP")).toBe("£12.00");
  });
});

describe("the Notifications tab feed", () => {
  it("can list every notification while keeping the other sources at their limits", () => {
    const items = mergeActivity(
      {
        notifications: Array.from({ length: 14 }, (_, i) => notification(`n${i}`, i + 1)),
        tickets: Array.from({ length: 7 }, (_, i) => ticket(`t${i}`, i + 1)),
      },
      Number.POSITIVE_INFINITY,
      { notifications: 14 },
    );
    expect(items.filter((i) => i.type === "notification")).toHaveLength(14);
    expect(items.filter((i) => i.type === "task_update")).toHaveLength(ACTIVITY_LIMITS.tickets);
  });
});
