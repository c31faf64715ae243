import { describe, expect, it } from "vitest";
import {
  becameCompleted,
  noticeMail,
  sprintCompletedNotice,
  testimonialRequestNotice,
  ticketCompletedNotice,
  withClientNotified,
} from "./client-notifications";

describe("client notifications", () => {
  it.each([
    ["Planned", "Completed", true],
    ["In Progress", "Completed", true],
    ["In Review", "Completed", true],
    ["Not started", "Completed", true],
    ["In progress", "Completed", true],
    ["Completed", "Completed", false],
    ["Planned", "In Progress", false],
    ["Completed", "In Progress", false],
  ])("%s → %s notifies: %s", (before, after, expected) => {
    expect(becameCompleted(before, after)).toBe(expected);
  });

  it("appends the spec's sentence to the toast only when the client was notified", () => {
    expect(withClientNotified("Sprint status updated to Completed", true)).toBe(
      "Sprint status updated to Completed. Client has been notified.",
    );
    expect(withClientNotified("Sprint marked as In Progress", false)).toBe("Sprint marked as In Progress");
  });

  it("names the sprint, the ticket and the project in the fixed texts", () => {
    const sprint = sprintCompletedNotice({ projectTitle: "Fleet", sprintTitle: "Sprint A" });
    expect(sprint.type).toBe("sprint_completed");
    expect(sprint.title).toBe("Sprint completed: Sprint A");
    expect(sprint.message).toContain("Fleet");
    const ticket = ticketCompletedNotice({ projectTitle: "Fleet", sprintTitle: "Sprint A", ticketTitle: "Login" });
    expect(ticket.type).toBe("ticket_completed");
    expect(ticket.message).toContain('"Login"');
    expect(ticket.message).toContain('"Sprint A"');
    const request = testimonialRequestNotice({ projectTitle: "Portal Redesign" });
    expect(request.type).toBe("testimonial_request");
    expect(request.message).toContain('"Portal Redesign"');
  });

  it("writes a mail with the notice and a portal link, escaping HTML", () => {
    const notice = sprintCompletedNotice({ projectTitle: "<b>Fleet</b>", sprintTitle: "A & B" });
    const mail = noticeMail({
      to: "c@x.example",
      clientName: "Jordan",
      notice,
      link: "https://x.example/client-portal",
    });
    expect(mail.to).toBe("c@x.example");
    expect(mail.subject).toBe("Sprint completed: A & B");
    expect(mail.text).toContain("Hi Jordan,");
    expect(mail.text).toContain("https://x.example/client-portal");
    expect(mail.html).toContain("&lt;b&gt;Fleet&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Fleet</b>");
    expect(noticeMail({ to: "c@x.example", clientName: null, notice, link: "/" }).text).toMatch(/^Hi there,/);
  });
});
