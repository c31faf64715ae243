import { describe, expect, it } from "vitest";
import { NEWSLETTER_RESEND_MS, NewsletterSchema, subscribeDecision } from "./newsletter";

describe("newsletter rules", () => {
  it("accepts and lower-cases a valid address", () => {
    expect(NewsletterSchema.parse({ email: "  Ada@Example.COM " })).toEqual({ email: "ada@example.com" });
  });

  it("refuses a bad address with a clear message", () => {
    expect(NewsletterSchema.safeParse({ email: "ada@" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
    expect(NewsletterSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe("Please enter your email address");
  });

  const now = new Date("2026-11-21T10:00:00Z");
  it("creates a new subscriber, ignores a confirmed one and resends to a pending one only now and then", () => {
    expect(subscribeDecision(null, now)).toBe("create");
    expect(subscribeDecision({ confirmedAt: new Date(now.getTime() - 1000), updatedAt: now }, now)).toBe("nothing");
    expect(subscribeDecision({ confirmedAt: null, updatedAt: new Date(now.getTime() - 60_000) }, now)).toBe("nothing");
    expect(
      subscribeDecision({ confirmedAt: null, updatedAt: new Date(now.getTime() - NEWSLETTER_RESEND_MS) }, now),
    ).toBe("resend");
  });
});
