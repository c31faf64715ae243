import { expect, test } from "./fixtures";
import { newSignedInPage, stateFor, uid } from "./support";

test.use({ storageState: stateFor("admin") });

test("the audit log records a refused sign-in with its IP, filters it, and exports the same rows as CSV", async ({
  page,
  browser,
}) => {
  // someone (from this test's own client address) gets a password wrong for a made-up address, posted as the
  // sign-in form posts it (the form and its message are driven by foundation.spec.ts and sign-in-throttle.spec.ts)
  const address = `audit.${uid()}@acme.example`;
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const refused = await visitor.request.post("/auth", {
    form: { intent: "sign-in", email: address, password: "Wrong-pass-2026" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(401);
  expect(await refused.text()).toMatch(/invalid/i);
  await visitor.close();

  // the admin opens Audit Log from the sidebar and narrows it to that address and the account kind
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Audit Log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Audit Log/ })).toBeVisible();
  await page.getByLabel("Person").fill(address);
  await page.getByLabel("Kind").selectOption("account");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/who=.*kind=account/);
  const entries = page.getByRole("list", { name: "Audit entries" }).locator(":scope > li");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("sign-in-failed");
  await expect(entries.first()).toContainText(`a sign-in as ${address} was refused`);
  await expect(entries.first()).toContainText(/from 10\.\d+\.\d+\.\d+/);

  // a filter that matches nothing says so
  await page.getByLabel("From", { exact: true }).fill("2000-01-01");
  await page.getByLabel("To", { exact: true }).fill("2000-01-02");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("Nothing matches these filters")).toBeVisible();
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/dashboard\/audit$/);

  // the export carries the filter of the screen
  const csv = await page.request.get(`/dashboard/audit.csv?who=${encodeURIComponent(address)}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["cache-control"]).toContain("no-store");
  const lines = (await csv.text()).trimEnd().split("\r\n");
  expect(lines[0]).toBe("\uFEFFtime,actor,action,kind,record,summary,changes,ip");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${address},sign-in-failed,account`);
});

test("an author sees neither the audit log nor its export", async ({ browser }) => {
  const author = await newSignedInPage(browser, "author");
  await author.goto("/dashboard/audit");
  await expect(author).toHaveURL(/\/dashboard$/);
  await expect(
    author.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Audit Log" }),
  ).toHaveCount(0);
  const csv = await author.request.get("/dashboard/audit.csv", { maxRedirects: 0 });
  expect(csv.status()).toBe(302);
  expect(await csv.text()).not.toContain("sign-in");
  await author.context().close();
});
