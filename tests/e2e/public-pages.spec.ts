import { expect, test } from "./fixtures";
import { failOnConsoleErrors, stateFor } from "./support";

test.describe("about", () => {
  test("stats, the dropdown to Mission, Team and Projects, story, three values, FAQ and a call to action", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/about");
    await expect(page.locator("[data-stat]")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: /Built by people who/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Three promises we keep on every project" })).toBeVisible();
    await expect(page.locator("section[aria-labelledby='values-title'] li")).toHaveCount(3);

    // the FAQ in order_position order, answers open and close
    const faq = page.locator("section[aria-labelledby='faq-title'] details");
    expect(await faq.count()).toBeGreaterThanOrEqual(1);
    await expect(faq.first().locator("summary")).toContainText("What kind of projects do you take on?");
    const second = faq.nth(1);
    await expect(second.locator("p")).toBeHidden();
    await second.locator("summary").click();
    await expect(second.locator("p")).toBeVisible();

    // the dropdown
    const menu = page.locator("details").filter({ has: page.locator("summary", { hasText: "Learn more about us" }) });
    await menu.locator("summary").click();
    for (const [label, href] of [
      ["Our Mission", "/mission"],
      ["Meet the Team", "/team"],
      ["Our Projects", "/projects"],
    ]) {
      await expect(menu.getByRole("link", { name: new RegExp(label!) })).toHaveAttribute("href", href!);
    }
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link", { name: /Our Mission/ })).toBeHidden();
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: /Our Mission/ }).click();
    await expect(page).toHaveURL(/\/mission$/);
    noErrors();
  });
});

test.describe("mission", () => {
  test("mission and vision, four core values, three approach steps and the impact figures", async ({ page }) => {
    await page.goto("/mission");
    await expect(page.getByRole("heading", { name: "Our Mission", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    const values = page.locator("section[aria-labelledby='values-title'] h3");
    await expect(values).toHaveText(["Client-First Approach", "Innovation", "Collaboration", "Excellence"]);
    const steps = page.locator("section[aria-labelledby='approach-title'] h3");
    await expect(steps).toHaveText(["Understand", "Innovate", "Deliver"]);
    const impact = page.locator("section[aria-labelledby='impact-title']");
    for (const figure of ["$50M+", "200+", "95%", "24/7"]) await expect(impact).toContainText(figure);
    for (const label of ["client savings", "projects", "satisfaction", "support"])
      await expect(impact).toContainText(label);
  });
});

test.describe("services", () => {
  test("every service with the icon the picker gave it, features, price and Get Started; the four-step process", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/services");
    const cards = page.locator("section[aria-labelledby='services-title'] article");
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const saas = cards.filter({ hasText: "SaaS Platforms" });
    await expect(saas.locator("[data-icon]")).toHaveAttribute("data-icon", "Cloud");
    await expect(saas).toContainText("$15,000");
    await expect(saas.locator("ul li")).toHaveCount(4);
    await expect(cards.filter({ hasText: "Mobile Applications" }).locator("[data-icon]")).toHaveAttribute(
      "data-icon",
      "Smartphone",
    );
    await expect(cards.filter({ hasText: "Product Design" }).locator("[data-icon]")).toHaveAttribute(
      "data-icon",
      "Palette",
    );
    // every icon the dashboard's picker offers is drawn, not only Globe, Smartphone and Palette
    await expect(cards.filter({ hasText: "Custom CRM Systems" }).locator("[data-icon]")).toHaveAttribute(
      "data-icon",
      "Users",
    );
    await expect(saas.getByRole("link", { name: /Get Started/ })).toHaveAttribute("href", "/contact?service=saas");

    const steps = page.locator("section[aria-labelledby='process-title'] h3");
    await expect(steps).toHaveText(["Discovery", "Design", "Develop", "Deploy"]);
    noErrors();
  });
});

test("the public pages load no dashboard or editor code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  for (const path of ["/", "/blog", "/contact", "/projects"]) await page.goto(path, { waitUntil: "networkidle" });
  expect(scripts.filter((s) => /tiptap|prosemirror|dashboard|rich-text/i.test(s))).toEqual([]);
});

test.describe("scripts", () => {
  /** The script files a page's HTML asks the browser to load at once. */
  const preloaded = async (res: { text(): Promise<string> }) =>
    [...(await res.text()).matchAll(/<link rel="modulepreload" href="\/assets\/([\w.-]+)"/g)].map(([, file]) => file!);

  test("a public page loads the shell, the site's common parts and the public icons from one file each, none of the staff screens' icons; a dashboard screen loads the shell and its icons, not the site's parts", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const count = (files: string[], group: string) => files.filter((f) => f.startsWith(`${group}-`)).length;
    for (const path of ["/", "/blog", "/contact"]) {
      const files = await preloaded(await request.get(path));
      expect(count(files, "shell"), path).toBe(1);
      expect(count(files, "site"), path).toBe(1);
      expect(count(files, "icons-public"), path).toBe(1);
      expect(count(files, "icons-app"), path).toBe(0);
    }
    const admin = await playwright.request.newContext({ baseURL, storageState: stateFor("admin") });
    const files = await preloaded(await admin.get("/dashboard"));
    await admin.dispose();
    expect(count(files, "shell")).toBe(1);
    expect(count(files, "icons-app")).toBe(1);
    expect(count(files, "site")).toBe(0);
  });
});
