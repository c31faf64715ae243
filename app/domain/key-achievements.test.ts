import { describe, expect, it } from "vitest";
import { keyAchievements, sentences } from "./key-achievements";

describe("key achievements (from the long description, up to 5)", () => {
  it("takes the list items when the description has a list", () => {
    const html =
      "<p>Intro sentence. Another one.</p><ul><li>Cut dispatch time to <strong>3 minutes</strong></li><li>  </li><li>Live GPS &amp; alerts</li></ul>";
    expect(keyAchievements(html)).toEqual(["Cut dispatch time to 3 minutes", "Live GPS & alerts"]);
  });

  it("reads ordered lists and several lists, and keeps at most 5 items", () => {
    const html = "<ol><li>One</li><li>Two</li><li>Three</li></ol><ul><li>Four</li><li>Five</li><li>Six</li></ul>";
    expect(keyAchievements(html)).toEqual(["One", "Two", "Three", "Four", "Five"]);
  });

  it("falls back to the sentences when there is no list", () => {
    const html =
      "<p>We built a CRM. Adoption reached 95% in the first month! Did it work? Yes.</p><p>Managers see changes the same day. Sixth sentence here.</p>";
    expect(keyAchievements(html)).toEqual([
      "We built a CRM.",
      "Adoption reached 95% in the first month!",
      "Did it work?",
      "Yes.",
      "Managers see changes the same day.",
    ]);
  });

  it("reads sentences from paragraphs only, so headings do not run into them", () => {
    expect(keyAchievements("<h2>Built for the road</h2><p>Works offline. Syncs later.</p>")).toEqual([
      "Works offline.",
      "Syncs later.",
    ]);
    expect(keyAchievements("Plain text. No tags at all.")).toEqual(["Plain text.", "No tags at all."]);
  });

  it("gives nothing for an empty or missing description", () => {
    expect(keyAchievements(null)).toEqual([]);
    expect(keyAchievements("<p></p>")).toEqual([]);
  });

  it("splits sentences on terminal punctuation followed by space only", () => {
    expect(sentences("Version 2.5 shipped. It costs $3.50 now.")).toEqual([
      "Version 2.5 shipped.",
      "It costs $3.50 now.",
    ]);
  });
});
