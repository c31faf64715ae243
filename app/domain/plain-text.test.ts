import { describe, expect, it } from "vitest";
import { decodeEntities, hasBlockMarkup, looksLikeHtml, plainTextToHtml, stripTags } from "./plain-text";

describe("plain text of stored rich text", () => {
  it("strips tags and decodes entities", () => {
    expect(stripTags("<p>Fish &amp; chips</p><ul><li>A&nbsp;B</li></ul>")).toBe("Fish & chips A B");
    expect(decodeEntities("&#8364; &#x20AC; &unknown;")).toBe("€ € &unknown;");
  });

  it("tells HTML from plain text", () => {
    expect(looksLikeHtml("<p>Hello</p>")).toBe(true);
    expect(looksLikeHtml("Line one\n\nLine two")).toBe(false);
    expect(looksLikeHtml("3 < 4 and 5 > 2")).toBe(false);
  });

  it("turns blank lines into paragraphs and line breaks into <br>, escaping markup", () => {
    expect(plainTextToHtml("First line\nsecond line\n\n<b>Next</b> paragraph\r\n\r\n\n")).toBe(
      "<p>First line<br>second line</p>\n<p>&lt;b&gt;Next&lt;/b&gt; paragraph</p>",
    );
  });

  it("keeps inline markup for the sanitizer when asked", () => {
    expect(plainTextToHtml("A <b>bold</b> move\nindeed", { escape: false })).toBe(
      "<p>A <b>bold</b> move<br>indeed</p>",
    );
  });

  it("recognises structured HTML by its block elements", () => {
    expect(hasBlockMarkup("<p>Para</p>")).toBe(true);
    expect(hasBlockMarkup("Line<br/>line")).toBe(true);
    expect(hasBlockMarkup("Some <b>bold</b> text\n\nMore")).toBe(false);
  });
});
