import { describe, expect, it } from "vitest";
import { mergeClasses } from "~/lib/class-merge";
import { cn } from "~/lib/utils";

describe("cn(): a later Tailwind class replaces an earlier one that sets the same property", () => {
  it.each([
    ["px-4 py-2 px-2", "py-2 px-2"],
    ["p-4 px-2", "p-4 px-2"],
    ["px-2 p-4", "p-4"],
    ["text-sm text-base", "text-base"],
    ["text-sm text-brand-600", "text-sm text-brand-600"],
    ["text-ink text-white", "text-white"],
    ["text-center text-left text-lg", "text-left text-lg"],
    ["leading-6 text-lg", "text-lg"],
    ["font-medium font-semibold font-display", "font-semibold font-display"],
    ["bg-white bg-brand-600/30", "bg-brand-600/30"],
    ["bg-cover bg-white bg-center", "bg-cover bg-white bg-center"],
    ["border border-2 border-line border-brand-300", "border-2 border-brand-300"],
    ["border-line border-t", "border-line border-t"],
    ["rounded-md rounded-(--radius-card)", "rounded-(--radius-card)"],
    ["shadow-sm shadow-lg shadow-black/5", "shadow-lg shadow-black/5"],
    ["h-10 w-10 size-12", "size-12"],
    ["size-12 w-full", "size-12 w-full"],
    ["flex hidden md:flex md:block", "hidden md:block"],
    ["hover:bg-white hover:bg-brand-50 bg-ink", "hover:bg-brand-50 bg-ink"],
    ["relative absolute", "absolute"],
    ["-mt-2 mt-4", "mt-4"],
    ["ring-2 ring-brand-500 ring-4", "ring-brand-500 ring-4"],
    ["grow flex-1", "flex-1"],
    ["from-brand-50 from-accent-300 to-white", "from-accent-300 to-white"],
    ["w-[120px] w-full", "w-full"],
    ["some-class other-class some-class", "other-class some-class"],
  ])("%s → %s", (input, expected) => {
    expect(mergeClasses(input)).toBe(expected);
  });

  it("keeps classes it does not know, in order, and joins conditional ones", () => {
    expect(cn("card", { active: true, hidden: false }, ["mt-2", undefined], "mt-4")).toBe("card active mt-4");
    expect(mergeClasses("  ")).toBe("");
  });
});

describe("mergeClasses' kept results", () => {
  it("answers a repeated string the same as the first time, and still merges past its bound", () => {
    expect(mergeClasses("px-2 px-4")).toBe("px-4");
    expect(mergeClasses("px-2 px-4")).toBe("px-4");
    // more distinct strings than it keeps: each one still merged on its own
    for (let i = 0; i < 2100; i++) expect(mergeClasses(`mt-${i} mt-[${i}px] c${i}`)).toBe(`mt-[${i}px] c${i}`);
    expect(mergeClasses("px-2 px-4")).toBe("px-4");
  });
});
