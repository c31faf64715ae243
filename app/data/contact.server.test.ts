import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contactInquiries, mailOutbox } from "~/db/schema";
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMITED } from "~/domain/contact";
import { env } from "~/platform/foundation/env.server";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { contactInput } from "../../tests/setup/fixtures";
import { refusal } from "../../tests/support/refusal";
import { submitContactInquiry } from "./contact.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const input = contactInput();
const now = new Date("2026-11-21T10:00:00Z");

describe("contact inquiries", () => {
  it("stores the inquiry with the sender's IP and e-mails the staff through the outbox", async () => {
    expect(await submitContactInquiry({ input, ip: "203.0.113.5", now })).toHaveProperty("id");
    const [row] = await db.select().from(contactInquiries);
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      phone: null,
      service: "saas",
      budget: "10k-20k",
      message: "We need a platform.",
      ipAddress: "203.0.113.5",
      handled: false,
    });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, env.staffInbox));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("New inquiry: SaaS Platform from Ada Lovelace");
    expect(mails[0]!.text).toContain("We need a platform.");
    // Reply answers the visitor
    expect(mails[0]!.headers).toEqual({ "Reply-To": "ada@example.com" });
  });

  it("turns an address away after 5 inquiries in 15 minutes, without storing or mailing", async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      const at = new Date(now.getTime() + i * 60_000);
      expect(await submitContactInquiry({ input, ip: "198.51.100.9", now: at })).toHaveProperty("id");
    }
    const blocked = await refusal(
      submitContactInquiry({ input, ip: "198.51.100.9", now: new Date(now.getTime() + 6 * 60_000) }),
    );
    expect(blocked).toEqual({ code: "rate_limited", message: CONTACT_RATE_LIMITED });
    expect(await db.select().from(contactInquiries)).toHaveLength(5);
    expect(await db.select().from(mailOutbox)).toHaveLength(5);

    // another address is not affected, and the first one may write again once the window has passed
    expect(await submitContactInquiry({ input, ip: "198.51.100.10", now })).toHaveProperty("id");
    const later = new Date(now.getTime() + CONTACT_RATE_LIMIT.windowMs + 5 * 60_000);
    expect(await submitContactInquiry({ input, ip: "198.51.100.9", now: later })).toHaveProperty("id");
  });
});
