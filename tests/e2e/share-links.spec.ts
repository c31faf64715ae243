import { expect, staffJourneys, test } from "./fixtures";
import {
  addInvoiceByAction,
  addSprintByAction,
  axe,
  createAcmeProject,
  deleteClientProject,
  expectToast,
  failOnConsoleErrors,
  stateFor,
  uid,
} from "./support";

staffJourneys(150_000);

async function serious(page: import("@playwright/test").Page) {
  return (await axe(page).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("a client shares progress and sprints (not invoices) with a stakeholder, sees the views, and revokes the link", async ({
  page,
  browser,
}) => {
  const id = uid();
  const title = `Shared ${id}`;
  const sprintTitle = `Share Sprint ${id}`;
  const invoiceNumber = `SHR-${id}`;

  // staff: a project of acme's with a sprint and an issued invoice, through the screens' actions (their
  // dialogs are driven by staff-work-sprints.spec.ts and staff-work-invoices.spec.ts)
  const projectId = await createAcmeProject(page, title);
  await addSprintByAction(page, projectId, sprintTitle);
  await addInvoiceByAction(page, projectId, {
    invoiceNumber,
    invoiceName: "Kick-off",
    amount: "1500",
    invoiceDate: "2026-11-01",
  });

  // the client: the Share tab of that project
  const clientContext = await browser.newContext({ storageState: stateFor("acme") });
  const client = await clientContext.newPage();
  const noErrors = failOnConsoleErrors(client);
  await client.goto(`/client-portal/share?project=${projectId}`);
  await expect(client.getByRole("heading", { name: "Share This Project" })).toBeVisible();
  await expect(client.getByText("No Active Links")).toBeVisible();
  expect(await serious(client)).toEqual([]);

  // an expiry out of range is refused with its message
  const days = client.getByLabel("Expires after (days)");
  await days.fill("91");
  await client.getByRole("button", { name: "Create Link" }).click();
  await expect(client.getByText("Expiry must be a whole number of days from 1 to 90")).toBeVisible();

  await days.fill("7");
  await expect(client.getByRole("switch", { name: "Progress" })).toBeChecked();
  await expect(client.getByRole("switch", { name: /^Sprints/ })).toBeChecked();
  await expect(client.getByRole("switch", { name: /^Invoices/ })).not.toBeChecked();
  await client.getByRole("button", { name: "Create Link" }).click();
  await expectToast(client, "Success", "Share link created. Copy it now: it is shown only once.");
  const url = await client.getByLabel("New share link").inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
  const item = client.locator("[data-share-link]");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Shows: Progress, Sprints");
  await expect(item).toContainText("0 views");

  // a stakeholder without an account opens it
  const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await visitorContext.newPage();
  const sharePath = new URL(url).pathname;
  const response = await visitor.goto(sharePath);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("no-store");
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Progress" })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: sprintTitle })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Invoices" })).toHaveCount(0);
  await expect(visitor.getByText(invoiceNumber)).toHaveCount(0);
  await expect(visitor.locator('a[href^="/files/"]')).toHaveCount(0);
  expect(await serious(visitor)).toEqual([]);

  // the client sees the view counted
  await client.reload();
  await expect(item).toContainText("1 view");
  await expect(item).toContainText("Last viewed");

  // another client cannot revoke it: the same answer as a missing link
  const linkId = await item.getAttribute("data-share-link");
  const globex = await browser.newContext({ storageState: stateFor("globex") });
  const refused = await globex.request.post(`/client-portal.data?project=${projectId}&tab=share`, {
    form: { intent: "revoke-share-link", projectId, linkId: linkId! },
    headers: { Origin: new URL(url).origin },
  });
  expect(refused.status()).toBe(404);
  const notTheirs = await globex.request.post(`/client-portal.data?tab=share`, {
    form: { intent: "create-share-link", projectId, showsProgress: "on", days: "3" },
    headers: { Origin: new URL(url).origin },
  });
  expect(notTheirs.status()).toBe(404);
  await globex.close();

  // the client revokes it: the link now answers 404, like one that never existed
  await item.getByRole("button", { name: "Revoke" }).click();
  await expectToast(client, "Success", "Share link revoked");
  await expect(client.getByText("No Active Links")).toBeVisible();
  const gone = await visitor.goto(sharePath);
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "This Link Has Expired or Was Revoked" })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  const unknown = await visitor.goto("/share/no-such-token");
  expect(unknown?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "This Link Has Expired or Was Revoked" })).toBeVisible();
  noErrors();
  await visitorContext.close();
  await clientContext.close();

  await deleteClientProject(page, title);
});

test("without JavaScript a client creates a share link (shown once), an empty choice is refused, and revokes it", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: stateFor("acme"), javaScriptEnabled: false });
  const client = await context.newPage();
  await client.goto("/client-portal/share");
  const before = await client.locator("[data-share-link]").count();

  // nothing chosen: the server refuses with the message at the choice
  for (const name of ["Progress", /^Sprints/]) await client.getByRole("switch", { name }).uncheck({ force: true });
  await client.getByRole("button", { name: "Create Link" }).click();
  await expect(client.getByText("Choose at least one section to show")).toBeVisible();
  await expect(client.locator("[data-share-link]")).toHaveCount(before);

  await client.getByRole("switch", { name: /^Invoices/ }).check({ force: true });
  await client.getByLabel("Expires after (days)").fill("1");
  await client.getByRole("button", { name: "Create Link" }).click();
  const url = await client.getByLabel("New share link").inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
  const item = client.locator("[data-share-link]").filter({ hasText: "Shows: Invoices" }).first();
  await expect(item).toBeVisible();

  // the link shows invoices only, never a draft's number or a document link
  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto(new URL(url).pathname);
  await expect(visitor.getByRole("heading", { name: "Invoices" })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "Progress" })).toHaveCount(0);
  await expect(visitor.getByRole("heading", { name: "Sprints" })).toHaveCount(0);
  await expect(visitor.locator('a[href^="/files/"]')).toHaveCount(0);

  await item.getByRole("button", { name: "Revoke" }).click();
  await expect(client.locator("[data-share-link]")).toHaveCount(before);
  const gone = await visitor.goto(new URL(url).pathname);
  expect(gone?.status()).toBe(404);
  await visitor.context().close();
  await context.close();
});
