import { expect, type Page, staffJourneys, test } from "./fixtures";
import {
  addInvoiceByAction,
  axe,
  createAcmeProject,
  deleteClientProject,
  failOnConsoleErrors,
  newSignedInPage,
  uid,
} from "./support";

/** The overview: what needs attention (each item a link to where it is handled) and the charts. */
staffJourneys(120_000);

async function serious(page: Page) {
  return (await axe(page).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("an overdue invoice is under Needs attention and its link leads to the invoice; an author is shown only what they may open", async ({
  page,
  browser,
}) => {
  const noErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Overview ${id}`;
  const number = `OVD-${id}`;
  // the invoice through the screen's action, due long ago (so it is listed first); the New Invoice dialog is
  // driven by staff-work-invoices.spec.ts
  const projectId = await createAcmeProject(page, projectTitle);
  await addInvoiceByAction(page, projectId, {
    invoiceNumber: number,
    invoiceName: "Long overdue milestone",
    amount: "1234.50",
    currency: "USD",
    invoiceDate: "2001-01-01",
    dueDate: "2001-01-31",
  });

  await page.goto("/dashboard");
  const attention = page.getByRole("region", { name: "Needs attention" });
  // the first thing on the page after the greeting
  await expect(attention).toBeVisible();
  const overdue = attention.getByRole("region", { name: "Overdue invoices" });
  await expect(overdue).toContainText(/\$[\d,.]+ \(\d+ invoices?\)/);
  const link = overdue.getByRole("link", { name: new RegExp(number) });
  await expect(link).toContainText(projectTitle);
  await expect(link).toContainText("$1,234.50");
  await expect(link).toContainText("days overdue");
  // "View all" leads to the whole list of the group's screen
  await expect(page.getByRole("link", { name: /^View all overdue invoices/ })).toHaveAttribute(
    "href",
    "/dashboard/invoices",
  );
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/invoices\?project=[0-9a-f-]{36}#invoice-[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Project", { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.locator(`li[id^='invoice-']`).filter({ hasText: number })).toBeVisible();

  // the author: every link of Needs attention opens for them (the access model: the dashboard but Users)
  const author = await newSignedInPage(browser, "author");
  await author.goto("/dashboard");
  const theirs = author.getByRole("region", { name: "Needs attention" });
  await expect(theirs).toBeVisible();
  const hrefs = [
    ...new Set(await theirs.getByRole("link").evaluateAll((ls) => ls.map((l) => l.getAttribute("href")!))),
  ];
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.some((h) => h.startsWith("/dashboard/users"))).toBe(false);
  for (const href of hrefs) {
    // not sent away: the screen the link names answers the author, as served (a redirect may only land on it)
    const res = await author.request.get(href.split("#")[0]!);
    expect(res.status(), href).toBe(200);
    expect(new URL(res.url()).pathname, href).toBe(href.split(/[?#]/)[0]);
  }
  await author.context().close();

  await deleteClientProject(page, projectTitle);
  // the project is gone with its invoice: the overview no longer lists it
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: new RegExp(number) })).toHaveCount(0);
  noErrors();
});

test("the charts are figures with a text alternative and the same numbers as a table; no serious axe finding at 1280 and 375 px", async ({
  page,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard");
    const charts = page.getByRole("region", { name: "At a glance" });
    for (const name of [/^Invoiced vs paid/, /^Open tickets per project/, /^Sprint progress/]) {
      const figure = charts.getByRole("figure", { name }).first();
      await expect(figure).toBeVisible();
      const img = figure.getByRole("img");
      // one drawing is shown per width, named by its text alternative
      await expect(img).toHaveCount(1);
      await expect(img).toHaveAccessibleName(/\d/);
      await figure.getByText("Show as table").click();
      await expect(figure.getByRole("table")).toBeVisible();
      expect(await figure.getByRole("table").getByRole("row").count()).toBeGreaterThan(1);
    }
    // the demo's invoices: the monthly table has the 12 months
    const monthly = charts.getByRole("figure", { name: /^Invoiced vs paid/ }).first();
    await expect(monthly.getByRole("table").getByRole("rowheader")).toHaveCount(12);
    // nothing is wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await serious(page)).toEqual([]);
  }
});
