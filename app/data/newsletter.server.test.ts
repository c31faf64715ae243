import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "~/db/schema";
import { NEWSLETTER_RESEND_MS } from "~/domain/newsletter";
import { NEWSLETTER_IP_LIMIT, NEWSLETTER_RATE_LIMITED } from "~/domain/newsletter-limit";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import {
  confirmNewsletterSubscription,
  readUnsubscribeToken,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribeTokenFor,
  unsubscribeUrlFor,
} from "./newsletter.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const baseUrl = "https://studio.example";
const ip = "192.0.2.1";
const now = new Date("2026-11-21T10:00:00Z");

async function tokenFromMail() {
  const [mail] = await db.select().from(mailOutbox);
  const match = mail?.text.match(/\/newsletter\/confirm\?token=([\w-]+)/);
  return match?.[1] ?? "";
}

describe("newsletter double opt-in", () => {
  it("stores a pending subscriber and e-mails a confirmation link", async () => {
    expect(await subscribeToNewsletter({ email: "ada@example.com", ip, baseUrl, now })).toEqual({ status: "created" });
    const [row] = await db.select().from(newsletterSubscribers);
    expect(row).toMatchObject({ email: "ada@example.com", confirmedAt: null });
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("ada@example.com");
    expect(mails[0]!.text).toContain(`${baseUrl}/newsletter/confirm?token=${row!.confirmToken}`);
  });

  it("is harmless to subscribe twice: one row, no second e-mail right away, a reminder later", async () => {
    await subscribeToNewsletter({ email: "ada@example.com", ip, baseUrl, now });
    expect(
      await subscribeToNewsletter({ email: "ada@example.com", ip, baseUrl, now: new Date(now.getTime() + 1000) }),
    ).toEqual({ status: "nothing" });
    expect(await db.select().from(newsletterSubscribers)).toHaveLength(1);
    expect(await db.select().from(mailOutbox)).toHaveLength(1);

    const later = new Date(now.getTime() + NEWSLETTER_RESEND_MS + 1000);
    expect(await subscribeToNewsletter({ email: "ada@example.com", ip, baseUrl, now: later })).toEqual({
      status: "resent",
    });
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toBe(mails[0]!.text);
  });

  it("confirms once with the e-mailed token, then leaves a confirmed address alone", async () => {
    await subscribeToNewsletter({ email: "ada@example.com", ip, baseUrl, now });
    const token = await tokenFromMail();
    expect(await confirmNewsletterSubscription(token, now)).toBe("confirmed");
    expect(await confirmNewsletterSubscription(token, now)).toBe("already");
    const [row] = await db.select().from(newsletterSubscribers);
    expect(row!.confirmedAt).toEqual(now);

    const muchLater = new Date(now.getTime() + 10 * NEWSLETTER_RESEND_MS);
    expect(await subscribeToNewsletter({ email: "ada@example.com", ip, baseUrl, now: muchLater })).toEqual({
      status: "nothing",
    });
    expect(await db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("signs up at most 5 addresses from one client address per hour, without storing or mailing the rest", async () => {
    const from = (i: number, at: Date, address = "198.51.100.30") =>
      subscribeToNewsletter({ email: `stranger${i}@example.com`, ip: address, baseUrl, now: at });
    for (let i = 0; i < NEWSLETTER_IP_LIMIT.max; i++) {
      expect(await from(i, new Date(now.getTime() + i * 60_000))).toEqual({ status: "created" });
    }
    await expect(from(50, new Date(now.getTime() + 10 * 60_000))).rejects.toMatchObject({
      code: "rate_limited",
      userMessage: NEWSLETTER_RATE_LIMITED,
    });
    expect(await db.select().from(newsletterSubscribers)).toHaveLength(NEWSLETTER_IP_LIMIT.max);
    expect(await db.select().from(mailOutbox)).toHaveLength(NEWSLETTER_IP_LIMIT.max);
    // another address is not affected; the first may sign up again once the window has passed
    expect(await from(51, now, "198.51.100.31")).toEqual({ status: "created" });
    expect(await from(52, new Date(now.getTime() + NEWSLETTER_IP_LIMIT.windowMs))).toEqual({ status: "created" });
    expect(NEWSLETTER_RATE_LIMITED).toMatch(/too many/i);
  });

  it("refuses unknown or malformed tokens", async () => {
    expect(await confirmNewsletterSubscription("x".repeat(32))).toBe("invalid");
    expect(await confirmNewsletterSubscription("'; drop table users; --")).toBe("invalid");
    expect(await confirmNewsletterSubscription("")).toBe("invalid");
  });
});

describe("newsletter unsubscribe", () => {
  it("the confirmation mail carries the address's unsubscribe link and the List-Unsubscribe headers", async () => {
    await subscribeToNewsletter({ email: "ada@example.com", ip, baseUrl, now });
    const [mail] = await db.select().from(mailOutbox);
    const url = unsubscribeUrlFor(baseUrl, "ada@example.com");
    expect(mail!.text).toContain(url);
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("a token names its address; a changed or made-up one names none", () => {
    const token = unsubscribeTokenFor("ada@example.com");
    expect(readUnsubscribeToken(token)).toBe("ada@example.com");
    const [payload, signature] = token.split(".");
    const other = Buffer.from("eve@example.com").toString("base64url");
    expect(readUnsubscribeToken(`${other}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(`${payload}.${"A".repeat(43)}`)).toBeNull();
    for (const junk of [null, "", "abc", `${payload}.`, "x".repeat(700)]) expect(readUnsubscribeToken(junk)).toBeNull();
  });

  it("removes the address, confirmed or not; doing it again is harmless; subscribing again starts over", async () => {
    await subscribeToNewsletter({ email: "ada@example.com", ip, baseUrl, now });
    expect(await confirmNewsletterSubscription(await tokenFromMail(), now)).toBe("confirmed");
    expect(await unsubscribeFromNewsletter("ada@example.com")).toBe("unsubscribed");
    expect(await db.select().from(newsletterSubscribers)).toEqual([]);
    expect(await unsubscribeFromNewsletter("ada@example.com")).toBe("not-subscribed");
    expect(await subscribeToNewsletter({ email: "ada@example.com", ip: "192.0.2.9", baseUrl, now })).toEqual({
      status: "created",
    });
  });
});
