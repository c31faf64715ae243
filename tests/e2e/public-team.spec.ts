import { expect, test } from "./fixtures";
import { failOnConsoleErrors, untilHydrated } from "./support";

const member = (page: import("@playwright/test").Page, name: string) =>
  page.locator("main article").filter({ has: page.getByRole("heading", { name }) });

test.describe("team", () => {
  test("the team is in the server HTML, in order, with no spinner", async ({ request }) => {
    const html = await (await request.get("/team")).text();
    const order = ["Maya Lindqvist", "Theo Navarro", "Aisha Okafor", "Jonas Weber", "Lucía Romero", "Sam Kowalski"].map(
      (n) => html.indexOf(n),
    );
    for (const i of order) expect(i).toBeGreaterThan(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('role="status"');
  });

  test("the hover card opens on hover, with the bio, 4 skills and links; the culture section and the booking link; the card opens on keyboard focus and closes with Escape", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/team");
    const theo = member(page, "Theo Navarro");
    const card = theo.getByTestId("team-hover-card");
    await expect(card).toBeHidden();
    await theo.hover();
    await expect(card).toBeVisible();
    await expect(card).toContainText("Theo designs the architecture");
    // 5 skills in the data, 4 shown
    const skills = card.getByRole("list", { name: "Skills of Theo Navarro" }).locator("li");
    await expect(skills).toHaveCount(4);
    for (const skill of await skills.all()) await expect(skill).toBeVisible();
    await expect(card.getByRole("link", { name: "Theo Navarro on GitHub" })).toHaveAttribute(
      "href",
      "https://github.com/example-theo",
    );
    await expect(card.getByRole("link", { name: "Theo Navarro on LinkedIn" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Email Theo Navarro" })).toHaveAttribute(
      "href",
      "mailto:theo@studio.example",
    );
    await page.mouse.move(5, 5);
    await expect(card).toBeHidden();

    await test.step("the culture section and the booking link", async () => {
      await expect(page.getByRole("heading", { name: "How we work together" })).toBeVisible();
      const booking = page.getByRole("link", { name: /Book a free consultation/ }).first();
      await expect(booking).toHaveAttribute("href", /^https:\/\//);
      await expect(booking).toHaveAttribute("target", "_blank");
    });
    await test.step("the hover card opens on keyboard focus and closes with Escape", async () => {
      const maya = member(page, "Maya Lindqvist");
      const card = maya.getByTestId("team-hover-card");
      // a key pressed before React has hydrated the toggles would reach the server-drawn HTML only
      await untilHydrated(page.getByRole("button", { name: "About Maya Lindqvist" }));
      // reached by the keyboard, as a keyboard user would: back from the next member's toggle
      await page.getByRole("button", { name: "About Theo Navarro" }).focus();
      await page.keyboard.press("Shift+Tab");
      await expect(page.getByRole("button", { name: "About Maya Lindqvist" })).toBeFocused();
      await expect(card).toBeVisible();
      // a person's next key comes frames later; Playwright's came before Chromium had drawn one and skipped the
      // card's links (4 of 4 locally without this wait, 8 of 8 passed with it; CI still saw it once, decision 019)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.keyboard.press("Tab");
      await expect(card.getByRole("link", { name: "Maya Lindqvist on LinkedIn" })).toBeFocused();
      await expect(card).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(card).toBeHidden();
      await expect(page.getByRole("button", { name: "About Maya Lindqvist" })).toBeFocused();
    });
    noErrors();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    test("a tap opens the card, which shows 3 skills", async ({ page }) => {
      await page.goto("/team");
      const theo = member(page, "Theo Navarro");
      const card = theo.getByTestId("team-hover-card");
      await theo.scrollIntoViewIfNeeded();
      await page.getByRole("button", { name: "About Theo Navarro" }).tap();
      await expect(card).toBeVisible();
      await expect(page.getByRole("button", { name: "About Theo Navarro" })).toHaveAttribute("aria-expanded", "true");
      const skills = card.getByRole("list", { name: "Skills of Theo Navarro" }).locator("li");
      await expect(skills.nth(2)).toBeVisible();
      await expect(skills.nth(3)).toBeHidden();
      await card.getByRole("button", { name: "Close details of Theo Navarro" }).tap();
      await expect(card).toBeHidden();
    });
  });
});
