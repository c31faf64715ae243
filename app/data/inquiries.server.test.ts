import { beforeEach, describe, expect, it } from "vitest";
import { contactInquiries, newsletterSubscribers, profiles, users } from "~/db/schema";
import { truncateAll, useTestDatabase } from "../../tests/setup/db";
import {
  inquiriesCsvStream,
  listInquiries,
  listSubscribers,
  setInquiryHandled,
  subscribersCsv,
} from "./inquiries.server";

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
    const { rows: list, newCount } = await listInquiries();
    expect(newCount).toBe(2);
    expect(list.map((i) => i.name)).toEqual(["New", "Old"]);
    await setInquiryHandled({ actor, id: list[0]!.id, handled: true });
    expect((await listInquiries()).rows[0]!.handled).toBe(true);
    expect((await listInquiries()).newCount).toBe(1);
    await expect(
      setInquiryHandled({ actor, id: "00000000-0000-4000-8000-000000000000", handled: true }),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("lists 25 inquiries and 25 subscribers a page, with the counts over all", async () => {
    await db.insert(contactInquiries).values(
      Array.from({ length: 27 }, (_, i) => ({
        name: `N${i}`,
        email: "n@x.example",
        service: "CRM",
        message: "m",
        handled: i < 5,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    await db.insert(newsletterSubscribers).values(
      Array.from({ length: 26 }, (_, i) => ({
        email: `s${i}@x.example`,
        confirmToken: `t${i}`,
        confirmedAt: i < 4 ? new Date() : null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const inquiries = await listInquiries();
    expect(inquiries.rows).toHaveLength(25);
    expect(inquiries.rows[0]?.name).toBe("N26");
    expect(inquiries.info).toMatchObject({ total: 27, pageCount: 2 });
    expect(inquiries.newCount).toBe(22);
    expect((await listInquiries({ page: 2 })).rows.map((i) => i.name)).toEqual(["N1", "N0"]);
    const subscribers = await listSubscribers({ page: 2 });
    expect(subscribers.rows.map((s) => s.email)).toEqual(["s0@x.example"]);
    expect([subscribers.info.total, subscribers.confirmedCount]).toEqual([26, 4]);
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

  it("exports every inquiry as CSV, newest first, the message's lines and formulas kept harmless", async () => {
    await db.insert(contactInquiries).values([
      {
        name: "Ana",
        email: "ana@acme.example",
        service: "Web",
        message: "Line one\nline two",
        createdAt: new Date("2026-11-01T10:00:00Z"),
      },
      {
        name: "@SUM(1)",
        email: "b@globex.example",
        service: "App",
        message: "Hi",
        handled: true,
        createdAt: new Date("2026-11-02T10:00:00Z"),
      },
    ]);
    const text = await new Response(inquiriesCsvStream()).text();
    expect(text.split("\r\n")).toEqual([
      "received_at,name,email,company,phone,service,budget,message,handled",
      "2026-11-02T10:00:00.000Z,'@SUM(1),b@globex.example,,,App,,Hi,yes",
      '2026-11-01T10:00:00.000Z,Ana,ana@acme.example,,,Web,,"Line one\nline two",no',
      "",
    ]);
  });
});
