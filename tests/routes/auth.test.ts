/**
 * The sign-in screen's action, called in-process: what it answers to a form posted straight to the
 * server, past the browser's checks.
 */
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, postForm, routeFor } from "./support";

const db = useTestDatabase();

/** How many users exist and how many mails are queued (this file's database is its own). */
async function kept() {
  const [users] = await db.select({ n: count() }).from(t.users);
  const [mails] = await db.select({ n: count() }).from(t.mailOutbox);
  return { users: users!.n, mails: mails!.n };
}

describe("sign-up with an address outside the company's domains", () => {
  it("is refused on the server too", async () => {
    const before = await kept();
    const { entry, module } = await routeFor("/auth");
    const form = { intent: "sign-up", fullName: "Eve", email: "eve@gmail.com", password: "a-long-password" };
    const answer = await answerOf(() => module.action!(argsFor(entry, { init: postForm(form) })));
    const message = "Signup is restricted to company employees only. Please use your company email address.";
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({ ok: false, error: message, fieldErrors: { email: message } });
    // no account is made and no confirmation mail is queued
    expect(await kept()).toEqual(before);
  });
});
