import { expect, type Page, staffJourneys, test } from "./fixtures";
import { createAcmeProject, deleteClientProject, expectToast, newSignedInPage, tinyPdf, uid } from "./support";

/**
 * Invoices: a PDF checked by content and kept private, the 30-day due-date
 * default, exact amounts, Mark Paid and delete; the owning client downloads the very same bytes.
 */
staffJourneys();

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Fails on console errors, except the browser's own log line for the refusals these tests cause on
 * purpose (400 for a fake PDF, 404 for a project that is gone).
 */
function failOnConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/status of (400|404)/.test(msg.text())) errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return () => expect(errors, "console errors").toEqual([]);
}

test("staff upload an invoice PDF; the client downloads the same bytes, another client is refused", {
  tag: "@smoke",
}, async ({ page, browser }) => {
  const noErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Billing ${id}`;
  const number = `E2E-${id}`;
  const pdf = tinyPdf(`Invoice ${number}`);
  await createAcmeProject(page, projectTitle);

  await page.goto("/dashboard/invoices");
  await page.getByRole("button", { name: "New Invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "New Invoice" });
  await dialog.getByLabel(/^Project/).selectOption({ label: projectTitle });
  await dialog.getByLabel(/^Invoice number/).fill(number);
  await dialog.getByLabel(/^Invoice name/).fill("Design sprint");
  await dialog.getByLabel(/^Amount/).fill("1250.5");
  await dialog.getByLabel(/^Currency/).selectOption("EUR");
  // The invoice date defaults to today; a blank due date becomes 30 days later
  await expect(dialog.getByLabel(/^Invoice date/)).toHaveValue(iso(new Date()));
  await expect(dialog.getByText(`(${DATE.format(inDays(30))})`)).toBeVisible();
  await dialog
    .getByLabel("Invoice PDF")
    .setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: pdf });
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expectToast(page, "Success", "Invoice created successfully");
  await expect(dialog).toBeHidden();

  const row = page.getByRole("listitem").filter({ hasText: number });
  await expect(row).toContainText("€1,250.50");
  await expect(row).toContainText(`Due ${DATE.format(inDays(30))}`);
  await expect(row).toContainText("Pending");

  const link = row.getByRole("link", { name: `Download PDF of ${number}` });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/files\/invoices\/[0-9a-f-]{36}$/);

  // staff can download it
  const staffCopy = await page.request.get(href!);
  expect(staffCopy.status()).toBe(200);
  expect(Buffer.from(await staffCopy.body()).equals(pdf)).toBe(true);

  // the owning client downloads the very same bytes
  const acme = await newSignedInPage(browser, "acme");
  const clientCopy = await acme.request.get(href!);
  expect(clientCopy.status()).toBe(200);
  expect(clientCopy.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await clientCopy.body()).equals(pdf)).toBe(true);
  await acme.context().close();

  // another client, and a visitor, are refused
  const globex = await newSignedInPage(browser, "globex");
  const refused = await globex.request.get(href!);
  expect(refused.status()).toBe(404);
  expect((await refused.body()).includes(Buffer.from("%PDF"))).toBe(false);
  await globex.context().close();
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const anonymous = await visitor.request.get(href!);
  expect(anonymous.status()).toBe(401);
  await visitor.close();

  // a file that claims to be a PDF but is not: refused by content
  await row.getByRole("button", { name: `Edit ${number}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Invoice" });
  await edit.getByLabel("Invoice PDF").setInputFiles({
    name: "fake.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("just some text, not a PDF"),
  });
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Error", "Failed to upload file");
  await expect(edit.getByText("Please choose a PDF file")).toBeVisible();
  await edit.getByRole("button", { name: "Cancel" }).click();
  // the stored PDF is untouched
  const still = await page.request.get(href!);
  expect(Buffer.from(await still.body()).equals(pdf)).toBe(true);

  // Mark Paid, then delete with confirmation
  await row.getByRole("button", { name: "Mark Paid" }).click();
  await expectToast(page, "Success", "Invoice marked as paid");
  await expect(row).toContainText("Paid");
  await expect(row.getByRole("button", { name: "Mark Paid" })).toHaveCount(0);

  await row.getByRole("button", { name: `Delete ${number}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this invoice?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Invoice deleted successfully");
  await expect(page.getByRole("listitem").filter({ hasText: number })).toHaveCount(0);
  expect((await page.request.get(href!)).status()).toBe(404);

  await deleteClientProject(page, projectTitle);
  noErrors();
});

test("the 15-day rule, the project filter, and 'Project not found' when the project is gone", async ({
  page,
  browser,
}) => {
  const noErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Filter ${id}`;
  await createAcmeProject(page, projectTitle);
  await page.goto("/dashboard/invoices");
  await page.getByLabel("Project", { exact: true }).selectOption({ label: `${projectTitle} (Jordan Blake)` });
  await expect(page).toHaveURL(/project=[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { name: "No invoices yet" })).toBeVisible();

  const add = async (number: string, invoiceDate: Date, dueDate: Date) => {
    await page.getByRole("button", { name: "New Invoice" }).click();
    const dialog = page.getByRole("dialog", { name: "New Invoice" });
    // the filter's project is preselected
    await expect(dialog.getByLabel(/^Project/)).toHaveValue(/[0-9a-f-]{36}/);
    await dialog.getByLabel(/^Invoice number/).fill(number);
    await dialog.getByLabel(/^Invoice name/).fill(`Milestone ${number}`);
    await dialog.getByLabel(/^Amount/).fill("999999999999.99");
    await dialog.getByLabel(/^Invoice date/).fill(iso(invoiceDate));
    await dialog.getByLabel(/^Due date/).fill(iso(dueDate));
    await dialog.getByRole("button", { name: "Create Invoice" }).click();
    await expectToast(page, "Success", "Invoice created successfully");
    await expect(dialog).toBeHidden();
  };
  await add(`OVR-${id}`, inDays(-40), inDays(-3));
  await add(`SOON-${id}`, inDays(-5), inDays(10));

  const overdue = page.getByRole("listitem").filter({ hasText: `OVR-${id}` });
  await expect(overdue).toContainText("Overdue");
  await expect(overdue).toContainText("3 days overdue - Interest and fees may apply");
  await expect(overdue).toContainText("$999,999,999,999.99");
  const soon = page.getByRole("listitem").filter({ hasText: `SOON-${id}` });
  await expect(soon).toContainText("Due Soon");
  await expect(soon).toContainText("Due in 10 days");
  // only this project's invoices are listed
  await expect(page.getByText("2 invoices for")).toBeVisible();
  await expect(page.getByText("INV-2026-001")).toHaveCount(0);

  // the project is deleted elsewhere while the form is open
  await page.getByRole("button", { name: "New Invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "New Invoice" });
  await dialog.getByLabel(/^Invoice number/).fill(`LATE-${id}`);
  await dialog.getByLabel(/^Invoice name/).fill("Too late");
  await dialog.getByLabel(/^Amount/).fill("10");
  const other = await newSignedInPage(browser, "admin");
  await deleteClientProject(other, projectTitle);
  await other.context().close();
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expectToast(page, "Error", "Project not found");
  noErrors();
});
