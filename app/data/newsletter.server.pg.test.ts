import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, newsletterSubscribers } from "~/db/schema";
import { NEWSLETTER_IP_LIMIT } from "~/domain/newsletter-limit";
import { truncateAll, useTestDatabase, warmUp } from "../../tests/setup/db";
import { subscribeToNewsletter } from "./newsletter.server";

// Runs on PGlite with the unit tests and on PostgreSQL with vitest.pg.config.ts (where races show).
const db = useTestDatabase();
beforeEach(truncateAll);

describe("newsletter limit per address under a burst", () => {
  it("sends at most the limit of confirmation e-mails when 30 strangers are subscribed at once from one address", async () => {
    await warmUp();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        subscribeToNewsletter({ email: `stranger${i}@example.com`, ip: "203.0.113.30", baseUrl: "https://x.example" }),
      ),
    );
    const max = NEWSLETTER_IP_LIMIT.max;
    const created = results.filter((r) => r.status === "fulfilled" && r.value.status === "created");
    expect(created).toHaveLength(max);
    const refused = results.filter((r) => r.status === "rejected" && r.reason?.code === "rate_limited");
    expect(refused).toHaveLength(30 - max);
    expect(await db.select().from(newsletterSubscribers)).toHaveLength(max);
    expect(await db.select().from(mailOutbox)).toHaveLength(max);
  });
});
