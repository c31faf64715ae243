import { expect, test } from "./fixtures";
import { addSprintByAction, axe, createAcmeProject, deleteClientProject, postForm, stateFor, uid } from "./support";

test.use({ storageState: stateFor("admin") });

test("the tickets screen lists sprint and project tickets, narrowed, sorted and exported as on screen", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = uid();
  const title = `Lists ${id}`;
  const projectId = await createAcmeProject(page, title);
  try {
    // a sprint and two project tickets, through the screens' actions as their dialogs post them (the dialogs are
    // driven by staff-work-sprints.spec.ts): this journey is about the tickets screen
    await addSprintByAction(page, projectId, `Build ${id}`);
    for (const [name, status] of [
      [`Checkout copy ${id}`, "Completed"],
      [`Audit fonts ${id}`, "In progress"],
    ] as const) {
      await postForm(page, "/dashboard/client-projects", {
        intent: "project-ticket.save",
        projectId,
        title: name,
        status,
      });
    }

    await page.goto("/dashboard/tickets");
    await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
    // a choice applies at once and lands in the address
    await page.getByLabel("Project", { exact: true }).selectOption({ label: `${title} (Jordan Blake)` });
    await expect(page).toHaveURL(/project=[\w-]+/);
    const list = page.getByRole("list", { name: "Tickets" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(page.getByText("2 tickets for")).toBeVisible();
    // newest first, then by title
    await expect(list.getByRole("listitem").first()).toContainText(`Audit fonts ${id}`);
    await page.getByLabel("Sort by").selectOption({ label: "Title (A–Z)" });
    await expect(page).toHaveURL(/sort=title/);
    await expect(list.getByRole("listitem").first()).toContainText(`Audit fonts ${id}`);
    await expect(list.getByRole("listitem").last()).toContainText(`Checkout copy ${id}`);
    await page.getByLabel("Status").selectOption({ label: "Not completed" });
    await expect(page).toHaveURL(/status=open/);
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("In progress");

    // dates wait for Apply; a day with no ticket empties the list
    await page.getByLabel("Created to").fill("2020-01-01");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("heading", { name: "No tickets match these filters" })).toBeVisible();
    await page.getByLabel("Created to").fill("");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);

    // the export carries the same filter
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    expect(href).toMatch(/^\/dashboard\/tickets\.csv\?project=[\w-]+&status=open&sort=title$/);
    const rows = (await (await page.request.get(href!)).text()).trimEnd().split("\r\n");
    expect(rows.slice(1).map((r) => r.split(",")[3])).toEqual([`Audit fonts ${id}`]);

    // Open leads to where the ticket is changed
    await list.getByRole("link", { name: `Open Audit fonts ${id}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/client-projects\/[\w-]+\/tickets$/);
    await expect(page.locator("[id^='manage-']").getByText(`Audit fonts ${id}`)).toBeVisible();

    // Clear starts over
    await page.goto("/dashboard/tickets?status=Completed&sort=oldest");
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/dashboard\/tickets$/);
  } finally {
    await deleteClientProject(page, title);
  }
});

test("the invoices screen narrows by the status shown and the invoice date, and sorts by amount", async ({ page }) => {
  await page.goto("/dashboard/invoices");
  await page.getByLabel("Status").selectOption({ label: "Paid" });
  await expect(page).toHaveURL(/status=paid/);
  const items = page.locator("main ul > li");
  await expect(items.first()).toBeVisible();
  for (const text of await items.allInnerTexts()) expect(text).toContain("Paid");

  await page.goto("/dashboard/invoices?sort=amount");
  const amounts = (await items.allInnerTexts()).map((t) =>
    Number(/[$€£]([\d,]+\.\d{2})/.exec(t)?.[1]?.replaceAll(",", "")),
  );
  expect(amounts.length).toBeGreaterThan(1);
  // highest first, whatever the currency
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

  await page.getByLabel("Invoice date from").fill("2000-01-01");
  await page.getByLabel("Invoice date to").fill("2000-12-31");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/from=2000-01-01&to=2000-12-31/);
  await expect(page.getByText("No invoices match these filters.")).toBeVisible();
  await expect(page.getByText("0 invoices")).toBeVisible();
});

test("the filters work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ storageState: stateFor("admin"), javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/dashboard/tickets");
  await page.getByLabel("Status").selectOption({ label: "Completed" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=Completed/);
  const list = page.getByRole("list", { name: "Tickets" });
  for (const text of await list.getByRole("listitem").allInnerTexts()) expect(text).toContain("Completed");
  await context.close();
});

test("the tickets screen passes axe at 1280 and 375 px", async ({ page }) => {
  for (const width of [1280, 375]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/dashboard/tickets?status=open");
      await expect(page.getByRole("heading", { level: 1, name: "Tickets" })).toBeVisible();
      const violations = (await axe(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
      expect.soft(violations, `${width} px`).toEqual([]);
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`)
        .toBeLessThanOrEqual(width);
    });
  }
});
