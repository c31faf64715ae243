/**
 * The Users screen's action, called in-process as an author (who may not manage users): every intent is
 * answered with the way back to the dashboard, and nothing changes: no account made, the client neither
 * deleted, renamed nor promoted, no invitation or access mail queued, and the client still signs in as a
 * client. (That the screen is not offered to an author is driven by tests/e2e/dashboard-content-users.spec.ts;
 * every refused intent of every screen is also posted over HTTP by tests/e2e/access-matrix.spec.ts.)
 */
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as t from "~/db/schema";
import { seedDemo } from "~/db/seed/demo.server";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, cookieFor, demoEmail, demoUserId, postForm, routeFor } from "./support";

const db = useTestDatabase();
const SNEAKY = "sneaky@acme.example";
let author = "";
let clientId = "";

beforeAll(async () => {
  await seedDemo();
  author = await cookieFor(demoEmail("author"));
  clientId = await demoUserId("client");
}, 120_000);

/** The client's profile, every account with the sneaky address, and the queued mail. */
async function state() {
  const [client] = await db
    .select({ fullName: t.profiles.fullName, role: t.profiles.role, organizationName: t.profiles.organizationName })
    .from(t.profiles)
    .where(eq(t.profiles.id, clientId));
  const sneaky = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, SNEAKY));
  const [mails] = await db.select({ n: count() }).from(t.mailOutbox);
  return { client, sneaky: sneaky.length, mails: mails!.n };
}

describe("an author posting to the Users actions", () => {
  it("is sent back to the dashboard each time, and nothing changes or is mailed", async () => {
    const before = await state();
    expect(before.client).toEqual({ fullName: "Jordan Blake", role: "client", organizationName: "Acme Logistics" });
    expect(before.sneaky).toBe(0);
    const { entry, module } = await routeFor("/dashboard/users");
    const attempts: Record<string, string>[] = [
      { intent: "create", email: SNEAKY, fullName: "Sneaky", role: "admin" },
      { intent: "delete", id: clientId },
      { intent: "update", id: clientId, fullName: "Hacked", role: "admin", organizationName: "" },
      { intent: "grant", id: clientId, role: "admin" },
      { intent: "resend-invitation", id: clientId },
    ];
    for (const form of attempts) {
      const answer = await answerOf(() => module.action!(argsFor(entry, { cookie: author, init: postForm(form) })));
      expect(answer.status, form.intent).toBe(302);
      expect(answer.location, form.intent).toBe("/dashboard");
    }
    expect(await state()).toEqual(before);
    // the demo client still signs in
    expect(await cookieFor(demoEmail("client"))).toMatch(/session_token=/);
  });
});
