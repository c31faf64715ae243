/**
 * The sign-in form's action, called in-process: after a right password it follows the form's
 * `redirectTo` only when that is a path on this site; any other target lands on the role's home.
 * (The browser's part, a signed-out deep link that comes back after signing in, is driven by
 * tests/e2e/friction-forms.spec.ts.)
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, seedDemo } from "~/db/seed/demo.server";
import { CLIENT_IP_HEADER } from "~/platform/auth.server";
import { useTestDatabase } from "../setup/db";
import { answerOf, argsFor, postForm, routeFor } from "./support";

useTestDatabase();

beforeAll(async () => {
  await seedDemo();
}, 120_000);

/** A client with no two-factor sign-in: the password alone signs in. */
const GLOBEX = "client@globex.example";

async function signIn(redirectTo: string, ip: string) {
  const { entry, module } = await routeFor("/auth");
  const init = postForm({ intent: "sign-in", email: GLOBEX, password: DEMO_PASSWORD, redirectTo });
  init.headers = { ...(init.headers as Record<string, string>), [CLIENT_IP_HEADER]: ip };
  return answerOf(() => module.action!(argsFor(entry, { init })));
}

describe("after sign-in", () => {
  it("a path on this site is followed", async () => {
    const answer = await signIn("/client-portal/sprints?project=p1", "198.51.100.10");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/client-portal/sprints?project=p1");
    expect(answer.headers.getSetCookie().length).toBeGreaterThan(0);
  });

  it.each(["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])(
    "%s is not followed: the client lands on their portal",
    async (target) => {
      const answer = await signIn(target, "198.51.100.11");
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/client-portal");
    },
  );
});
