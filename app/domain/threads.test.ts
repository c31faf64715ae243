import { describe, expect, it } from "vitest";
import { linkifyBody, messageLandingPath, parseThreadParam, THREAD_BODY_MAX, ThreadMessageSchema } from "./threads";

describe("linkifyBody", () => {
  it("makes http(s) addresses links and keeps everything else as text", () => {
    expect(linkifyBody("See https://example.com/a?b=1. Or <b>javascript:alert(1)</b>")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", href: "https://example.com/a?b=1", text: "https://example.com/a?b=1" },
      { kind: "text", text: ". Or <b>javascript:alert(1)</b>" },
    ]);
    expect(linkifyBody("ftp://x.test and data:text/html,hi")).toEqual([
      { kind: "text", text: "ftp://x.test and data:text/html,hi" },
    ]);
    expect(linkifyBody("(http://x.test/wiki/A_(b))")[1]).toEqual({
      kind: "link",
      href: "http://x.test/wiki/A_(b)",
      text: "http://x.test/wiki/A_(b)",
    });
  });
});

describe("thread form", () => {
  it("requires a body of at most 5,000 characters", () => {
    const base = { subjectKind: "sprint", subjectId: "x" };
    expect(ThreadMessageSchema.safeParse({ ...base, body: "  " }).success).toBe(false);
    expect(ThreadMessageSchema.safeParse({ ...base, body: "x".repeat(THREAD_BODY_MAX + 1) }).success).toBe(false);
    expect(ThreadMessageSchema.safeParse({ ...base, body: "x".repeat(THREAD_BODY_MAX) }).success).toBe(true);
    expect(ThreadMessageSchema.safeParse({ ...base, subjectKind: "invoice", body: "hi" }).success).toBe(false);
  });

  it("reads ?thread= strictly", () => {
    const id = "8d6f0a3e-0c2b-4d1f-9a7e-1b2c3d4e5f60";
    expect(parseThreadParam(`sprint_ticket:${id}`)).toEqual({ kind: "sprint_ticket", id });
    expect(parseThreadParam(`invoice:${id}`)).toBeNull();
    expect(parseThreadParam(null)).toBeNull();
  });
});

describe("messageLandingPath", () => {
  const id = "8d6f0a3e-0c2b-4d1f-9a7e-1b2c3d4e5f60";
  it("turns ?message= into the anchor, on the page's own address (also from its .data request)", () => {
    expect(messageLandingPath(`http://x.test/client-portal/sprint/a?ticket=b&message=${id}`)).toBe(
      `/client-portal/sprint/a?ticket=b#message-${id}`,
    );
    expect(
      messageLandingPath(`http://x.test/dashboard/client-projects/p/messages.data?thread=t&message=${id}&_routes=r`),
    ).toBe(`/dashboard/client-projects/p/messages?thread=t#message-${id}`);
    expect(messageLandingPath("http://x.test/client-portal/sprint/a?message=junk")).toBe("/client-portal/sprint/a");
    expect(messageLandingPath("http://x.test/client-portal/sprint/a")).toBeNull();
  });
});
