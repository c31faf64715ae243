import { expect, test } from "./fixtures";
import { newSignedInPage, stateFor } from "./support";

test.use({ storageState: stateFor("admin") });

test("invoices, tickets and inquiries export as CSV, filtered as on screen, never cached", async ({ page }) => {
  await page.goto("/dashboard/invoices");
  await page
    .getByLabel("Project", { exact: true })
    .selectOption({ label: "Acme Fleet Operations Platform (Jordan Blake)" });
  await expect(page).toHaveURL(/project=/);
  const link = page.getByRole("link", { name: "Export CSV" });
  await expect(link).toHaveAttribute("href", /\/dashboard\/invoices\.csv\?project=[\w-]+$/);
  const filtered = await page.request.get((await link.getAttribute("href"))!);
  expect(filtered.headers()["content-type"]).toContain("text/csv");
  expect(filtered.headers()["cache-control"]).toContain("no-store");
  const rows = (await filtered.text()).trimEnd().split("\r\n");
  expect(rows[0]).toBe(
    "\uFEFFinvoice_number,invoice,client_project,client,organisation,amount,currency,status,invoice_date,due_date,created_at",
  );
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows.slice(1)) expect(row).toContain("Acme Fleet Operations Platform");
  const all = (await (await page.request.get("/dashboard/invoices.csv")).text()).trimEnd().split("\r\n");
  expect(all.some((row) => row.includes("Globex"))).toBe(true);

  await page.goto("/dashboard/sprints");
  await page
    .getByLabel("Project", { exact: true })
    .selectOption({ label: "Acme Fleet Operations Platform (Jordan Blake)" });
  await expect(page).toHaveURL(/project=/);
  const ticketLink = page.getByRole("link", { name: "Export Tickets" });
  await expect(ticketLink).toHaveAttribute("href", /\/dashboard\/tickets\.csv\?project=[\w-]+$/);
  const tickets = await page.request.get((await ticketLink.getAttribute("href"))!);
  const ticketRows = (await tickets.text()).trimEnd().split("\r\n");
  expect(ticketRows[0]).toBe("\uFEFFkind,client_project,sprint,title,type,status,priority,assigned_to,created_at");
  expect(ticketRows.length).toBeGreaterThan(1);
  for (const row of ticketRows.slice(1)) expect(row).toContain("Acme Fleet Operations Platform");

  await page.goto("/dashboard/inquiries");
  const inquiries = await page.request.get(
    (await page.getByRole("link", { name: "Export Inquiries" }).getAttribute("href"))!,
  );
  expect((await inquiries.text()).split("\r\n")[0]).toBe(
    "\uFEFFreceived_at,name,email,company,phone,service,budget,message,handled",
  );
});

test("a client gets no export", async ({ browser }) => {
  const client = await newSignedInPage(browser, "acme");
  for (const path of ["/dashboard/invoices.csv", "/dashboard/inquiries.csv", "/dashboard/tickets.csv"]) {
    const res = await client.request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location).toBe("/client-portal");
  }
  await client.context().close();
});
