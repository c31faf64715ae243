import { expect, test } from "./fixtures";
import { newSignedInPage, stateFor } from "./support";

test.use({ storageState: stateFor("admin") });

test("Ctrl+K opens the palette: results by kind as one types, a result opens where it is handled", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Search the dashboard" });
  await expect(palette).toBeVisible();
  await palette.getByRole("searchbox", { name: "Search the dashboard" }).fill("acme fleet");
  const clientProjects = palette.getByRole("region", { name: "Client projects" });
  await expect(clientProjects.getByRole("link", { name: /Acme Fleet Operations Platform/ })).toBeVisible();
  await clientProjects.getByRole("link", { name: /Acme Fleet Operations Platform/ }).click();
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/client-projects\/[0-9a-f-]{36}$/);

  // Enter opens the full search page with the same words
  await page.keyboard.press("Control+k");
  await palette.getByRole("searchbox").fill("jordan");
  await palette.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/search\?q=jordan$/);
  await expect(page.getByRole("region", { name: "Users" })).toContainText("client@acme.example");
});

test("the search page works without JavaScript and says when nothing matches", async ({ browser }) => {
  const context = await browser.newContext({ storageState: stateFor("admin"), javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/dashboard/search");
  await page.getByRole("searchbox", { name: "Search the dashboard" }).fill("globex");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=globex/);
  await expect(page.getByRole("region", { name: "Client projects" })).toContainText("Globex");
  await page.goto("/dashboard/search?q=zzzqqq");
  await expect(page.getByText("Nothing found for “zzzqqq”")).toBeVisible();
  await context.close();
});

test("an author's search never shows users; a client gets no search", async ({ browser }) => {
  const author = await newSignedInPage(browser, "author");
  await author.goto("/dashboard/search?q=jordan");
  await expect(author.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(author.getByRole("region", { name: "Users" })).toHaveCount(0);
  await expect(author.getByRole("region", { name: "Client projects" })).toContainText("Jordan Blake");
  await author.context().close();
  const client = await newSignedInPage(browser, "acme");
  await client.goto("/dashboard/search?q=globex");
  await expect(client).toHaveURL(/\/client-portal$/);
  await client.context().close();
});
