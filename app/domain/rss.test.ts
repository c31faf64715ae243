import { describe, expect, it } from "vitest";
import { buildRss } from "./rss";

const now = new Date("2026-11-21T12:00:00Z");

describe("RSS 2.0 feed builder", () => {
  const xml = buildRss(
    {
      title: "Lumen Studio Blog",
      link: "https://studio.example/blog",
      description: "Notes on building software",
      selfUrl: "https://studio.example/blog/rss.xml",
      items: [
        {
          title: "Fish & <chips>",
          link: "https://studio.example/blog/fish",
          guid: "https://studio.example/blog/fish",
          pubDate: new Date("2026-11-18T10:00:00Z"),
          description: 'Say "hi" & bye',
          category: "Engineering",
          author: "Theo Navarro",
        },
        {
          title: "Older",
          link: "https://studio.example/blog/older",
          guid: "post-2",
          pubDate: new Date("2026-10-01T08:30:00Z"),
          description: "Use <select> for a short list",
        },
      ],
    },
    now,
  );

  it("is an RSS 2.0 document with a channel and a self link", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>Lumen Studio Blog</title>");
    expect(xml).toContain(
      '<atom:link href="https://studio.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it("escapes text and writes RFC 822 dates", () => {
    expect(xml).toContain("<title>Fish &amp; &lt;chips&gt;</title>");
    // an item's description is HTML to a feed reader: plain text is escaped as HTML, then as XML, so
    // a reader shows `Say "hi" & bye` and not markup
    expect(xml).toContain("<description>Say &amp;quot;hi&amp;quot; &amp;amp; bye</description>");
    // a word in angle brackets is text, not a tag a reader drops
    expect(xml).toContain("<description>Use &amp;lt;select&amp;gt; for a short list</description>");
    expect(xml).toContain("<pubDate>Wed, 18 Nov 2026 10:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Wed, 18 Nov 2026 10:00:00 GMT</lastBuildDate>");
  });

  it("keeps the item order and marks permalink guids", () => {
    expect(xml.indexOf("Fish &amp;")).toBeLessThan(xml.indexOf("Older"));
    expect(xml).toContain('<guid isPermaLink="true">https://studio.example/blog/fish</guid>');
    expect(xml).toContain('<guid isPermaLink="false">post-2</guid>');
    expect(xml).toContain("<dc:creator>Theo Navarro</dc:creator>");
    expect(xml).toContain("<category>Engineering</category>");
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });

  it("is well-formed with no items", () => {
    const empty = buildRss(
      { title: "T", link: "https://x.example", description: "D", selfUrl: "https://x.example/rss", items: [] },
      now,
    );
    expect(empty).toContain(`<lastBuildDate>${now.toUTCString()}</lastBuildDate>`);
    expect(empty).not.toContain("<item>");
    expect(empty).toMatch(/<\/channel>\n<\/rss>\n$/);
  });
});
