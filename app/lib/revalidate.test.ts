import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { keepDataAcross } from "./revalidate";

const move = (from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) =>
  keepDataAcross("tab")({
    currentUrl: new URL(from, "http://localhost"),
    nextUrl: new URL(to, "http://localhost"),
    defaultShouldRevalidate: true,
    ...extra,
  } as ShouldRevalidateFunctionArgs);

describe("keepDataAcross", () => {
  it("keeps the data when only a view parameter changes", () => {
    expect(move("/dashboard/sprints?project=a", "/dashboard/sprints?project=a&tab=team")).toBe(false);
    expect(move("/dashboard/sprints?tab=team&project=a", "/dashboard/sprints?project=a&tab=tickets")).toBe(false);
  });

  it("reads again for other parameters, another path, a submission, or a retry of the same address", () => {
    expect(move("/dashboard/sprints?project=a", "/dashboard/sprints?project=b")).toBe(true);
    expect(move("/dashboard/sprints?tab=team", "/dashboard/invoices?tab=team")).toBe(true);
    expect(move("/dashboard/sprints", "/dashboard/sprints?tab=team", { formMethod: "POST" })).toBe(true);
    expect(move("/dashboard/sprints?tab=team", "/dashboard/sprints?tab=team")).toBe(true);
  });
});
