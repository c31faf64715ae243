import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeRichText } from "./sanitize.server";

describe("rich text sanitizing", () => {
  it("drops scripts, event handlers and javascript: links, keeps formatting", () => {
    const dirty =
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p><a href="javascript:alert(3)">x</a><a href="https://ok.example">ok</a>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(clean).toContain("<strong>there</strong>");
    expect(clean).toContain('href="https://ok.example"');
  });

  it("turns HTML into plain text", () => {
    expect(htmlToText("<p>One <b>two</b></p><ul><li>three</li></ul>")).toBe("One two three");
  });
});
