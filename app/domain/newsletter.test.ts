import { describe, expect, it } from "vitest";
import {
  confirmationMail,
  NEWSLETTER_RESEND_MS,
  NewsletterSchema,
  newsletterMail,
  subscribeDecision,
} from "./newsletter";

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

describe("newsletter mail", () => {
  const unsubscribeUrl = "https://studio.example/newsletter/unsubscribe?token=abc.def";
  it("always carries the one-click unsubscribe link and headers", () => {
    const mail = newsletterMail({ subject: "News", lines: ["Hello"], unsubscribeUrl });
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.text.endsWith(unsubscribeUrl)).toBe(true);
  });

  it("the confirmation mail is built the same way", () => {
    const mail = confirmationMail("https://studio.example/newsletter/confirm?token=t", unsubscribeUrl);
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${unsubscribeUrl}>`);
    expect(mail.text).toContain("https://studio.example/newsletter/confirm?token=t");
    expect(mail.text).toContain(unsubscribeUrl);
  });
});
