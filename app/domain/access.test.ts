import { describe, expect, it } from "vitest";
import { type Area, apiStatus, decide, homeFor, type Viewer } from "./access";

const visitor: Viewer = { isSignedIn: false };
const noRole: Viewer = { isSignedIn: true, role: null };
const client: Viewer = { isSignedIn: true, role: "client" };
const author: Viewer = { isSignedIn: true, role: "author" };
const admin: Viewer = { isSignedIn: true, role: "admin" };

const A = "allow";
// every cell of the decision table: [area, visitor, no role, client, author, admin]
const table: [Area, string, string, string, string, string][] = [
  ["public", A, A, A, A, A],
  ["auth", A, A, "/client-portal", "/dashboard", "/dashboard"],
  ["client-portal", "/auth", "/auth/waiting", A, "/dashboard", "/dashboard"],
  ["dashboard", "/auth", "/auth/waiting", "/client-portal", A, A],
  ["dashboard-users", "/auth", "/auth/waiting", "/client-portal", "/dashboard", A],
  ["waiting", "/auth", A, "/client-portal", "/dashboard", "/dashboard"],
  ["account", "/auth", A, A, A, A],
];

const outcome = (viewer: Viewer, area: Area) => {
  const d = decide(viewer, area);
  return d.kind === "allow" ? A : d.to;
};

describe("access decision table", () => {
  for (const [area, ...expected] of table) {
    it(`decides every viewer for ${area}`, () => {
      expect([visitor, noRole, client, author, admin].map((v) => outcome(v, area))).toEqual(expected);
    });
  }

  it("answers APIs with 401 without a session and 403 for the wrong role", () => {
    expect(apiStatus(visitor, "client-portal")).toBe(401);
    expect(apiStatus(author, "client-portal")).toBe(403);
    expect(apiStatus(client, "dashboard")).toBe(403);
    expect(apiStatus(noRole, "dashboard")).toBe(403);
    expect(apiStatus(client, "client-portal")).toBeNull();
    expect(apiStatus(author, "dashboard-users")).toBe(403);
    expect(apiStatus(admin, "dashboard-users")).toBeNull();
  });

  it("sends each role to its home after sign-in", () => {
    expect(homeFor("client")).toBe("/client-portal");
    expect(homeFor("author")).toBe("/dashboard");
    expect(homeFor("admin")).toBe("/dashboard");
    expect(homeFor(null)).toBe("/auth/waiting");
  });
});
