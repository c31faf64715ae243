/**
 * The account screen's action, called in-process: a password change answered as a browser without
 * JavaScript reads it (the next page is read with the cookies the answer set).
 */
import { describe, expect, it } from "vitest";
import { createVerifiedUser } from "~/platform/auth.server";
import { useTestDatabase } from "../setup/db";
import { afterSetCookie } from "../support/cookie-jar";
import { answerOf, argsFor, cookieFor, postForm, routeFor } from "./support";

useTestDatabase();

describe("changing the password", () => {
  it("redirects with this device's new session and a toast, so the next page is read signed in; the old session has ended", async () => {
    const { entry, module } = await routeFor("/account");
    const email = "owner@client.example";
    await createVerifiedUser({ email, password: "First-pass-2026", fullName: "Owner", role: "client" });
    const before = await cookieFor(email, "First-pass-2026");
    const password = "Changed-pass-2026";
    const form = { intent: "password", currentPassword: "First-pass-2026", password, confirmPassword: password };
    const answer = await answerOf(() => module.action!(argsFor(entry, { cookie: before, init: postForm(form) })));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/account");
    const after = afterSetCookie(before, answer.headers);
    expect(after).not.toBe(before);
    expect(after).toMatch(/studio_toast=/);

    const page = await answerOf(() => module.loader!(argsFor(entry, { cookie: after })));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ email });
    const stale = await answerOf(() => module.loader!(argsFor(entry, { cookie: before })));
    expect(stale.status).toBe(302);
    expect(stale.location).toMatch(/^\/auth\b/);
  });
});
