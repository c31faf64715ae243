import { escapeHtml } from "./plain-text";

export type CaseStudySprint = {
  title: string;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  deliverables: string[];
};

export type CaseStudySource = {
  projectTitle: string;
  projectDescription: string | null;
  clientName: string | null;
  sprints: CaseStudySprint[];
  quote: string;
  quoteBy: string;
  quoteRole: string | null;
};

const MONTH = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const month = (iso: string | null) => (iso ? MONTH.format(new Date(`${iso}T00:00:00Z`)) : null);

/**
 * The first draft of a portfolio case study from a completed client project: the brief, the sprints as
 * its timeline (in order, with dates and deliverables), the client's testimonial as the closing quote.
 * Every text is escaped; staff edit the draft before publishing it. Pure.
 */
export function caseStudyDraft(source: CaseStudySource) {
  const brief = source.projectDescription?.trim() || `A project we built with ${source.clientName ?? "our client"}.`;
  const timeline = source.sprints
    .map((sprint) => {
      const when = [month(sprint.startDate), month(sprint.endDate)].filter(Boolean);
      const dates = when.length ? ` <em>(${escapeHtml([...new Set(when)].join(" – "))})</em>` : "";
      const detail = sprint.description?.trim() ? `<br>${escapeHtml(sprint.description.trim())}` : "";
      const delivered = sprint.deliverables.length
        ? `<br>Delivered: ${escapeHtml(sprint.deliverables.join(", "))}`
        : "";
      return `<li><strong>${escapeHtml(sprint.title)}</strong>${dates}${detail}${delivered}</li>`;
    })
    .join("");
  const by = [source.quoteBy, source.quoteRole].filter(Boolean).join(", ");
  const longDescription = [
    "<h2>The brief</h2>",
    `<p>${escapeHtml(brief)}</p>`,
    timeline ? `<h2>How we built it</h2><ol>${timeline}</ol>` : "",
    "<h2>What the client says</h2>",
    `<blockquote><p>“${escapeHtml(source.quote.trim())}”</p><p>— ${escapeHtml(by)}</p></blockquote>`,
  ].join("");
  const dates = source.sprints
    .flatMap((s) => [s.startDate, s.endDate])
    .filter((d): d is string => Boolean(d))
    .sort();
  return {
    title: source.projectTitle,
    description: brief.length > 300 ? `${brief.slice(0, 297).trimEnd()}…` : brief,
    clientName: source.clientName,
    longDescription,
    startDate: dates[0] ?? null,
    completedAt: dates.at(-1) ?? null,
  };
}
