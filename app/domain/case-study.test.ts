import { describe, expect, it } from "vitest";
import { caseStudyDraft } from "./case-study";

const source = {
  projectTitle: "Fleet Platform",
  projectDescription: "Dispatch for 200 vans.",
  clientName: "Acme Logistics",
  sprints: [
    {
      title: "Discovery",
      description: "Interviews <b>and</b> maps",
      startDate: "2026-01-05",
      endDate: "2026-01-16",
      deliverables: ["Prototype"],
    },
    { title: "Driver app", description: null, startDate: "2026-02-02", endDate: "2026-03-27", deliverables: [] },
  ],
  quote: "They shipped every sprint on time.",
  quoteBy: "Jordan Blake",
  quoteRole: "COO at Acme",
};

describe("caseStudyDraft", () => {
  it("tells the brief, the sprints in order with dates and deliverables, and ends on the quote", () => {
    const draft = caseStudyDraft(source);
    expect(draft).toMatchObject({
      title: "Fleet Platform",
      description: "Dispatch for 200 vans.",
      clientName: "Acme Logistics",
      startDate: "2026-01-05",
      completedAt: "2026-03-27",
    });
    expect(draft.longDescription).toBe(
      "<h2>The brief</h2><p>Dispatch for 200 vans.</p>" +
        "<h2>How we built it</h2><ol>" +
        "<li><strong>Discovery</strong> <em>(Jan 2026)</em><br>Interviews &lt;b&gt;and&lt;/b&gt; maps<br>Delivered: Prototype</li>" +
        "<li><strong>Driver app</strong> <em>(Feb 2026 – Mar 2026)</em></li></ol>" +
        "<h2>What the client says</h2><blockquote><p>“They shipped every sprint on time.”</p><p>— Jordan Blake, COO at Acme</p></blockquote>",
    );
  });

  it("still makes a draft without a description or sprints", () => {
    const draft = caseStudyDraft({ ...source, projectDescription: null, sprints: [] });
    expect(draft.description).toBe("A project we built with Acme Logistics.");
    expect(draft.longDescription).not.toContain("How we built it");
    expect([draft.startDate, draft.completedAt]).toEqual([null, null]);
  });
});
