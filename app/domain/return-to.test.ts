import { describe, expect, it } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import { safeReturnPath, signInHref } from "./return-to";

describe("safeReturnPath", () => {
  itMaps("keeps the same-site path %s", safeReturnPath, [
    ["/client-portal/sprint/0b7c", "/client-portal/sprint/0b7c"],
    ["/client-portal?tab=invoices&project=p1", "/client-portal?tab=invoices&project=p1"],
    ["/dashboard/sprints#top", "/dashboard/sprints#top"],
  ]);

  it.each([
    "//evil.example",
    "//evil.example/client-portal",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "/\\evil.example",
    "\\\\evil.example",
    "/client-portal\\..\\x",
    "client-portal",
    "/\t/evil.example",
    "/\n/evil.example",
    "/auth",
    "/auth?redirectTo=/auth",
    "/auth/waiting",
    "",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(["/client-portal"])).toBeNull();
  });
});

describe("signInHref", () => {
  it("carries the asked-for page", () => {
    expect(signInHref("/client-portal/sprint/abc?x=1")).toBe(
      "/auth?redirectTo=%2Fclient-portal%2Fsprint%2Fabc%3Fx%3D1",
    );
  });
  it("is plain /auth for a normal landing or an unsafe path", () => {
    expect(signInHref("/")).toBe("/auth");
    expect(signInHref("/client-portal")).toBe("/auth");
    expect(signInHref("/dashboard")).toBe("/auth");
    expect(signInHref("/dashboard?x=1")).toBe("/auth?redirectTo=%2Fdashboard%3Fx%3D1");
    expect(signInHref("//evil.example")).toBe("/auth");
  });
});
