import { escapeHtml } from "./plain-text";
import { escapeXml } from "./xml";

export type RssItem = {
  title: string;
  link: string;
  /** a permanent, unique id; the post URL is used when it is a permalink */
  guid: string;
  pubDate: Date;
  /** plain text (the excerpt): RSS readers take an item's description as HTML, so it is escaped as HTML first */
  description: string;
  category?: string | null;
  author?: string | null;
};

export type RssChannel = {
  title: string;
  link: string;
  description: string;
  /** URL of this feed (atom:link rel=self) */
  selfUrl: string;
  language?: string;
  items: RssItem[];
};

/** An RSS 2.0 document; items are written in the order given (newest first by convention). */
export function buildRss(channel: RssChannel, now: Date) {
  const newest = channel.items.reduce<Date | null>(
    (latest, item) => (!latest || item.pubDate > latest ? item.pubDate : latest),
    null,
  );
  const items = channel.items
    .map((item) =>
      [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.link)}</link>`,
        `      <guid isPermaLink="${item.guid === item.link}">${escapeXml(item.guid)}</guid>`,
        `      <pubDate>${item.pubDate.toUTCString()}</pubDate>`,
        item.author ? `      <dc:creator>${escapeXml(item.author)}</dc:creator>` : null,
        item.category ? `      <category>${escapeXml(item.category)}</category>` : null,
        `      <description>${escapeXml(escapeHtml(item.description))}</description>`,
        "    </item>",
      ]
        .filter((line) => line !== null)
        .join("\n"),
    )
    .join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language ?? "en-us")}</language>`,
    `    <lastBuildDate>${(newest ?? now).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(items ? [items] : []),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
