/**
 * A database that refuses writes because its disk is full (SQLSTATE 53100, what PostgreSQL answers when
 * it cannot extend a file) is the service away for a moment, not a fault of the form: the write is
 * answered 503 with Retry-After and says so, nothing is kept, and the same form goes through once the
 * disk has room again. The refusal is made by a trigger, so the real driver carries the real error.
 */
import { count, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { DEMO_PASSWORD, seedDemo } from "~/db/seed/demo.server";
import { UNAVAILABLE_MESSAGE } from "~/db/unavailable.server";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, cookieFor, demoEmail, postForm, routeFor } from "./support";

const db = useTestDatabase();

beforeAll(async () => {
  await seedDemo();
  await db.execute(sql`
    create function disk_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/16384/16999": No space left on device' using errcode = 'disk_full';
    end $$`);
}, 120_000);

// the next test file in this worker gets the database emptied, as long as the schema is as it found it
afterAll(async () => {
  await db.execute(sql`drop function disk_full()`);
});

/** Every insert into `table` fails as on a full disk, until `afterEach` lifts it. */
const fillDisk = (table: string) =>
  db.execute(sql.raw(`create trigger disk_full before insert on ${table} for each row execute function disk_full()`));

let filled: string | null = null;
afterEach(async () => {
  if (filled) await db.execute(sql.raw(`drop trigger disk_full on ${filled}`));
  filled = null;
});

describe("a full disk", () => {
  it("the contact form answers 503 with Retry-After, keeps what was typed and stores nothing", async () => {
    const message = { name: "Ada Lovelace", email: "ada@example.com", service: "saas", message: "Hello there." };
    const post = async () => {
      const { entry, module } = await routeFor("/contact");
      return answerOf(() => module.action!(argsFor(entry, { init: postForm(message) })));
    };
    const inquiries = async () => (await db.select({ n: count() }).from(t.contactInquiries))[0]!.n;
    const before = await inquiries();
    filled = "contact_inquiries";
    await fillDisk(filled);
    const answer = await post();
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("30");
    expect(answer.data).toMatchObject({ ok: false, error: UNAVAILABLE_MESSAGE, values: { name: "Ada Lovelace" } });
    expect(await inquiries()).toBe(before);
    await db.execute(sql.raw(`drop trigger disk_full on ${filled}`));
    filled = null;
    expect((await post()).status).toBe(200);
    expect(await inquiries()).toBe(before + 1);
  });

  it("a dashboard write answers 503 with Retry-After and the message, and writes nothing", async () => {
    const cookie = await cookieFor(demoEmail("admin"));
    const { entry, module } = await routeFor("/dashboard/faqs");
    const faqs = async () => (await db.select({ n: count() }).from(t.faqs))[0]!.n;
    const before = await faqs();
    filled = "faqs";
    await fillDisk(filled);
    const answer = await answerOf(() =>
      module.action!(
        argsFor(entry, {
          cookie,
          init: postForm({ intent: "create", question: "Is the disk full?", answer: "For now.", category: "general" }),
        }),
      ),
    );
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("30");
    expect(JSON.stringify(answer.data)).toContain(UNAVAILABLE_MESSAGE);
    expect(await faqs()).toBe(before);
  });

  it("signing in answers 503 with the message, not a wrong-password refusal or a 500", async () => {
    const { entry, module } = await routeFor("/auth");
    const sessions = async () => (await db.select({ n: count() }).from(t.sessions))[0]!.n;
    const before = await sessions();
    filled = "sessions";
    await fillDisk(filled);
    const form = { intent: "sign-in", email: demoEmail("client"), password: DEMO_PASSWORD };
    const answer = await answerOf(() => module.action!(argsFor(entry, { init: postForm(form) })));
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("30");
    expect(JSON.stringify(answer.data)).toContain(UNAVAILABLE_MESSAGE);
    expect(await sessions()).toBe(before);
  });
});
