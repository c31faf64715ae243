import { describe, expect, it } from "vitest";
import { ROLE_TONE, sortUsersForDashboard } from "./users";

describe("sortUsersForDashboard", () => {
  it("puts users waiting for a role first, then the newest", () => {
    const users = [
      { id: "old-client", role: "client" as const, createdAt: new Date("2026-01-01") },
      { id: "waiting-old", role: null, createdAt: new Date("2026-01-02") },
      { id: "new-admin", role: "admin" as const, createdAt: new Date("2026-03-01") },
      { id: "waiting-new", role: null, createdAt: new Date("2026-02-01") },
    ];
    expect(sortUsersForDashboard(users).map((u) => u.id)).toEqual([
      "waiting-new",
      "waiting-old",
      "new-admin",
      "old-client",
    ]);
  });
  it("does not change the list it was given", () => {
    const users = [
      { role: "client" as const, createdAt: "2026-01-01" },
      { role: null, createdAt: "2026-01-02" },
    ];
    sortUsersForDashboard(users);
    expect(users[0]!.role).toBe("client");
  });
});

describe("ROLE_TONE (admin red, author blue, client green)", () => {
  it("maps each role to its badge colour", () => {
    expect(ROLE_TONE).toEqual({ admin: "danger", author: "info", client: "success" });
  });
});
