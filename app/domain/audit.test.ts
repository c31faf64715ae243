import { describe, expect, it } from "vitest";
import { itMaps } from "../../tests/setup/cases";
import { AUDIT_KINDS, auditQuery, describeDetails, parseAuditFilters } from "./audit";

const parse = (query: string) => parseAuditFilters(new URLSearchParams(query));

describe("parseAuditFilters", () => {
  itMaps("reads %j", parse, [
    ["", { who: "", kind: "", from: "", to: "" }],
    ["who=+maya@studio.example+&kind=account", { who: "maya@studio.example", kind: "account", from: "", to: "" }],
    ["from=2026-11-01&to=2026-11-30", { who: "", kind: "", from: "2026-11-01", to: "2026-11-30" }],
    ["from=2026-13-45&to=yesterday&kind=DROP;", { who: "", kind: "", from: "", to: "" }],
    ["kind=client_project", { who: "", kind: "client_project", from: "", to: "" }],
    // only the kinds the app writes
    ["kind=client project", { who: "", kind: "", from: "", to: "" }],
    ["kind=widget", { who: "", kind: "", from: "", to: "" }],
  ]);

  it("writes back only the filters in use", () => {
    expect(auditQuery(parse("who=a&kind=&from=2026-11-01"))).toBe("who=a&from=2026-11-01");
  });
});

describe("AUDIT_KINDS", () => {
  it("names each kind once, in alphabetical order, as the Kind filter lists them", () => {
    expect([...AUDIT_KINDS]).toEqual([...new Set(AUDIT_KINDS)].sort());
  });
});

describe("describeDetails", () => {
  itMaps("says %j as %j", describeDetails, [
    [null, []],
    [{ from: null, to: "author", targetEmail: "a@b.example" }, ["none → author", "account: a@b.example"]],
    [{ status: { from: "Draft", to: "Sent" } }, ["status: Draft → Sent"]],
    [{ targetEmail: "a@b.example", count: 2 }, ["account: a@b.example", "sessions: 2"]],
  ]);
});
