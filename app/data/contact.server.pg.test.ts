import { beforeEach, describe, expect, it } from "vitest";
import { contactInquiries, mailOutbox } from "~/db/schema";
import { CONTACT_RATE_LIMIT } from "~/domain/contact";
import { truncateAll, useTestDatabase, warmUp } from "../../tests/setup/db";
import { contactInput } from "../../tests/setup/fixtures";
import { refusal } from "../../tests/support/refusal";
import { submitContactInquiry } from "./contact.server";

// Runs on PGlite with the unit tests and on PostgreSQL with vitest.pg.config.ts (where races show).
const db = useTestDatabase();
beforeEach(truncateAll);

const input = contactInput({ name: "Burst Sender", email: "burst@example.com", message: "Many at once." });

describe("contact limit under a burst", () => {
  it("stores and mails at most the limit when 40 inquiries from one address arrive at once", async () => {
    await warmUp();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => refusal(submitContactInquiry({ input, ip: "203.0.113.77" }))),
    );
    // a write that went through answers no refusal; every other one is refused as over the limit
    expect(results.filter((r) => r === null)).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(results.filter((r) => r?.code === "rate_limited")).toHaveLength(40 - CONTACT_RATE_LIMIT.max);
    expect(await db.select().from(contactInquiries)).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(await db.select().from(mailOutbox)).toHaveLength(CONTACT_RATE_LIMIT.max);
  });
});
