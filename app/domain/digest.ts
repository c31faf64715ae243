import { Cron } from "croner";
import { dateFormat } from "./intl";
import { escapeHtml } from "./plain-text";

/**
 * The weekly "what shipped" summary a client receives each Monday at 09:00 in their own time zone. Pure:
 * the clock is passed in.
 */
export const DIGEST_CRON = "0 9 * * 1";
/** A summary whose Monday 09:00 passed longer ago than this is skipped (the app was down), not sent late. */
export const DIGEST_GRACE_MS = 6 * 3600_000;

/** Whether `zone` is a time zone this runtime knows (an IANA name such as "Europe/Berlin"). */
export function isTimeZone(zone: string) {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The time zones a client can choose, by name. */
export function timeZoneChoices() {
  return ["UTC", ...Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC")];
}

const cronIn = (zone: string) => new Cron(DIGEST_CRON, { timezone: isTimeZone(zone) ? zone : "UTC", paused: true });

/** The latest Monday 09:00 in `zone` at or before `now`: the week a summary sent now belongs to. */
export function digestWeekOf(zone: string, now: Date): Date | null {
  const [last] = cronIn(zone)
    .previousRuns(1, new Date(now.getTime() + 1000))
    .filter((d) => d <= now);
  return last ?? null;
}

/** Whether a client's summary is due at `now`: their Monday 09:00 has come, and not longer than the grace ago. */
export function digestDue(zone: string, now: Date) {
  const weekOf = digestWeekOf(zone, now);
  return weekOf && now.getTime() - weekOf.getTime() <= DIGEST_GRACE_MS ? weekOf : null;
}

/** The next Monday 09:00 in `zone` after `now`: when the previewed summary goes. */
export function nextDigestAt(zone: string, now: Date) {
  return cronIn(zone).nextRun(now) ?? null;
}

export type DigestContent = {
  clientName: string;
  /** the seven days the summary looks back on */
  from: Date;
  to: Date;
  completedTickets: { title: string; project: string }[];
  sprintsMoved: { title: string; project: string; status: string }[];
  awaitingSignOff: { title: string; project: string }[];
  /** conversations where the studio wrote last, named as everywhere: 'Task "Offline sync" (Sprint 1)' */
  awaitingReply: { subject: string; project: string }[];
  invoicesDue: { number: string; name: string; amount: string; dueDate: string | null; overdue: boolean }[];
};

export function isQuietWeek(content: DigestContent) {
  return (
    content.completedTickets.length +
      content.sprintsMoved.length +
      content.awaitingSignOff.length +
      content.awaitingReply.length +
      content.invoicesDue.length ===
    0
  );
}

const day = (d: Date) => dateFormat({ month: "short", day: "numeric", timeZone: "UTC" }).format(d);

/** The summary as a mail: plain text and the same in simple HTML, with the portal and the opt-out link. */
export function digestMail(content: DigestContent, links: { portalUrl: string; optOutUrl: string }) {
  const sections: { heading: string; lines: string[] }[] = [
    {
      heading: "Needs your input",
      lines: [
        ...content.awaitingSignOff.map((s) => `${s.title} (${s.project}) is ready for your sign-off`),
        ...content.awaitingReply.map((m) => `The studio is waiting for your reply on ${m.subject} (${m.project})`),
      ],
    },
    {
      heading: "Shipped this week",
      lines: content.completedTickets.map((t) => `${t.title} (${t.project})`),
    },
    {
      heading: "Sprints that moved",
      lines: content.sprintsMoved.map((s) => `${s.title} (${s.project}): ${s.status}`),
    },
    {
      heading: "Invoices due",
      lines: content.invoicesDue.map(
        (i) =>
          `${i.number} ${i.name}: ${i.amount}${i.dueDate ? `, ${i.overdue ? "was due" : "due"} ${i.dueDate}` : ""}`,
      ),
    },
  ].filter((s) => s.lines.length > 0);
  const subject = `Your week at Lumen Studio: ${day(content.from)} – ${day(content.to)}`;
  const greeting = `Hi ${content.clientName},`;
  const intro = isQuietWeek(content)
    ? "A quiet week on your projects: nothing shipped, moved or waiting for you."
    : "Here is what happened on your projects this week.";
  const footer = `Open your portal: ${links.portalUrl}\n\nYou receive this every Monday at 09:00. Stop it: ${links.optOutUrl}`;
  const text = [
    greeting,
    "",
    intro,
    ...sections.flatMap((s) => ["", s.heading.toUpperCase(), ...s.lines.map((l) => `- ${l}`)]),
    "",
    footer,
  ].join("\n");
  const body = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${sections
    .map(
      (s) =>
        `<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(s.heading)}</h2><ul>${s.lines
          .map((l) => `<li>${escapeHtml(l)}</li>`)
          .join("")}</ul>`,
    )
    .join("")}<p><a href="${escapeHtml(links.portalUrl)}">Open your portal</a></p>
<p style="color:#64748b;font-size:12px">You receive this every Monday at 09:00.
<a href="${escapeHtml(links.optOutUrl)}">Stop the weekly summary</a></p>`;
  // a whole document (a fragment is rendered differently from one mail client to the next)
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#0f172a;margin:20px">${body}</body></html>`;
  // mail clients offer their own "unsubscribe", which posts to the stop link (RFC 8058, as the newsletter's)
  const headers = {
    "List-Unsubscribe": `<${links.optOutUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  return { subject, text, html, headers };
}
