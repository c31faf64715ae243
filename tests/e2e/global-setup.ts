import fs from "node:fs";
import path from "node:path";
import { chromium, type FullConfig } from "@playwright/test";
import { ACCOUNTS, type AccountName, DEMO_PASSWORD, stateFor } from "./support";

/** Sign each demo account in once through the UI and keep its session for the tests. */
export default async function globalSetup(config: FullConfig) {
  const project = config.projects[0]!;
  const { baseURL, launchOptions } = project.use;
  fs.mkdirSync(path.dirname(stateFor("admin")), { recursive: true });
  const browser = await chromium.launch(launchOptions);
  for (const [name, email] of Object.entries(ACCOUNTS) as [AccountName, string][]) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/(dashboard|client-portal)/);
    await context.storageState({ path: stateFor(name) });
    await context.close();
  }
  await browser.close();
}
