import { beforeEach, describe, expect, it } from "vitest";
import { contactInquiries, newsletterSubscribers, profiles, users } from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import { listInquiries, setInquiryHandled, subscribersCsv } from "./inquiries.server";

const db = useTestDatabase();
beforeEach(truncateAll);

const actor = { userId: "theo", email: "theo@studio.example" };
async function staff() {
  await db.insert(users).values({ id: "theo", name: "Theo", email: actor.email, emailVerified: true });
  await db.insert(profiles).values({ id: "theo", email: actor.email, role: "author" });
}

describe("inquiries and subscribers", () => {
  it("lists inquiries newest first and toggles handled", async () => {
    await staff();
    await db.insert(contactInquiries).values([
      { name: "Old", email: "o@x.example", service: "CRM", message: "m", createdAt: new Date("2026-01-01") },
      { name: "New", email: "n@x.example", service: "SaaS", message: "m", createdAt: new Date("2026-02-01") },
    ]);
    const list = await listInquiries();
    expect(list.map((i) => i.name)).toEqual(["New", "Old"]);
    expect(await setInquiryHandled({ actor, id: list[0]!.id, handled: true })).toBe(true);
    expect((await listInquiries())[0]!.handled).toBe(true);
    expect(await setInquiryHandled({ actor, id: "00000000-0000-4000-8000-000000000000", handled: true })).toBe(false);
  });

  it("exports subscribers as CSV", async () => {
    await db.insert(newsletterSubscribers).values([
      {
        email: "a@x.example",
        confirmToken: "t1",
        confirmedAt: new Date("2026-03-02T00:00:00Z"),
        createdAt: new Date("2026-03-01T00:00:00Z"),
      },
      { email: "=evil@x.example", confirmToken: "t2", createdAt: new Date("2026-03-03T00:00:00Z") },
    ]);
    const csv = await subscribersCsv();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("email,status,subscribed_at,confirmed_at");
    expect(lines[1]).toBe("'=evil@x.example,pending,2026-03-03T00:00:00.000Z,");
    expect(lines[2]).toBe("a@x.example,confirmed,2026-03-01T00:00:00.000Z,2026-03-02T00:00:00.000Z");
  });
});
