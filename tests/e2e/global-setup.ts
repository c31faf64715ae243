import fs from "node:fs";
import path from "node:path";
import { type FullConfig, request } from "@playwright/test";
import { ACCOUNTS, type AccountName, DEMO_PASSWORD, stateFor } from "./support";

/**
 * Sign each demo account in once and keep its session for the tests: the sign-in form's own POST (its
 * `sign-in` intent), without a browser; the journeys that are about signing in fill the form themselves
 * (tests/e2e/foundation.spec.ts, auth-*.spec.ts).
 */
export default async function globalSetup(config: FullConfig) {
  const { baseURL } = config.projects[0]!.use;
  fs.mkdirSync(path.dirname(stateFor("admin")), { recursive: true });
  for (const [name, email] of Object.entries(ACCOUNTS) as [AccountName, string][]) {
    const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    const res = await context.post("/auth", {
      form: { intent: "sign-in", email, password: DEMO_PASSWORD },
      maxRedirects: 0,
    });
    const location = res.headers().location ?? "";
    if (res.status() !== 302 || !/\/(dashboard|client-portal)/.test(location)) {
      throw new Error(`Signing in ${email} answered ${res.status()} ${location}: ${(await res.text()).slice(0, 300)}`);
    }
    await context.storageState({ path: stateFor(name) });
    await context.dispose();
  }
}
