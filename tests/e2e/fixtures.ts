/**
 * The `test` every spec uses: Playwright's, with each test coming from its own client address.
 * The e2e server trusts the proxy header (TRUST_PROXY), so per-address limits (newsletter and contact
 * sign-ups, the sign-in throttle) count each test on its own, whatever ran before it and in any order.
 */
import crypto from "node:crypto";
import { test as base } from "@playwright/test";
import { stateFor } from "./support";

export * from "@playwright/test";

/** A stable private address for one attempt of one test. */
export function clientAddressFor(testId: string, retry: number) {
  const [a, b, c] = crypto.createHash("sha256").update(`${testId}:${retry}`).digest();
  return `10.${a}.${b}.${(c! % 250) + 2}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddressFor(testInfo.testId, testInfo.retry) });
  },
});

/**
 * The spec's tests are staff journeys, signed in as the admin: whole journeys, often across two
 * sessions on a shared, busy machine, so each may take `timeout` ms.
 */
export function staffJourneys(timeout = 90_000) {
  test.use({ storageState: stateFor("admin") });
  test.describe.configure({ timeout });
}
