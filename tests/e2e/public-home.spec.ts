import { expect, type Page, test } from "./fixtures";
import { failOnConsoleErrors, jsonLdOf } from "./support";

const STATS = ["happy-clients", "years-experience", "projects-in-care"] as const;

/** The number a stat shows on screen (the animated, aria-hidden part). */
const shown = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"] [data-value]`);

async function finalValues(page: Page) {
  const values: Record<string, string> = {};
  for (const stat of STATS) values[stat] = (await shown(page, stat).getAttribute("data-value")) ?? "";
  return values;
}

test.describe("home page", () => {
  test("the server HTML already holds the final stats, the hero calls to action and the sections", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // Years Experience is fixed at 4, rendered by the server for crawlers
    expect(html).toMatch(/data-stat="years-experience"[\s\S]*?data-value="4"[^>]*>4\+?</);
    for (const stat of STATS) expect(html).toMatch(new RegExp(`data-stat="${stat}"[\\s\\S]*?data-value="\\d+"`));
    expect(html).toContain("Our Services");
    expect(html).toContain("Featured Work");
  });

  test("hero, services, featured work and the final call to action; with reduced motion the stats are final at once; the carousel's controls", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    // the journeys draw pages with reduced motion (playwright.config.ts)
    await test.step("with reduced motion the stats show their final values at once", async () => {
      const finals = await finalValues(page);
      expect(finals["years-experience"]).toBe("4");
      for (const stat of STATS) await expect(shown(page, stat)).toHaveText(new RegExp(`^${finals[stat]}\\+?$`));
      // and they stay there after hydration
      await page.waitForTimeout(500);
      for (const stat of STATS) await expect(shown(page, stat)).toHaveText(new RegExp(`^${finals[stat]}\\+?$`));
    });

    await expect(page.getByRole("heading", { level: 1 })).toContainText("Software that fits");
    await expect(page.getByRole("main").getByRole("link", { name: "Start your project" }).first()).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "View our work" })).toHaveAttribute("href", "/projects");

    // Our Services: at most 3, each with at most 3 features and a starting price
    const services = page.locator("section[aria-labelledby='services-title'] article");
    const serviceCount = await services.count();
    expect(serviceCount).toBeGreaterThan(0);
    expect(serviceCount).toBeLessThanOrEqual(3);
    for (let i = 0; i < serviceCount; i++) {
      expect(await services.nth(i).locator("ul li").count()).toBeLessThanOrEqual(3);
      await expect(services.nth(i)).toContainText("Starting at");
    }

    // Featured Work: 3 projects linking to /project/{id}, 3 technologies at most on each card
    const work = page.locator("section[aria-labelledby='work-title'] article");
    await expect(work).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await expect(work.nth(i).getByRole("link").first()).toHaveAttribute("href", /^\/project\/[0-9a-f-]{36}$/);
      expect(await work.nth(i).getByRole("list", { name: "Technologies" }).locator("li").count()).toBeLessThanOrEqual(
        3,
      );
    }

    const cta = page.locator("section[aria-labelledby='cta-title']");
    await expect(cta.getByRole("link", { name: /Start your project/ })).toHaveAttribute("href", "/contact");

    await test.step("the testimonials carousel: at most 6 slides; next, previous, dots and arrow keys move between them", async () => {
      const carousel = page.getByRole("region", { name: "Client testimonials" });
      const slides = carousel.locator("[aria-roledescription='slide']");
      const count = await slides.count();
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThanOrEqual(6);
      const active = carousel.locator("[aria-roledescription='slide'][data-active='true']");
      await expect(active).toHaveAttribute("aria-label", `1 of ${count}`);

      await carousel.getByRole("button", { name: "Next testimonial" }).click();
      await expect(active).toHaveAttribute("aria-label", `2 of ${count}`);
      await carousel.getByRole("button", { name: "Previous testimonial" }).click();
      await carousel.getByRole("button", { name: "Previous testimonial" }).click();
      await expect(active).toHaveAttribute("aria-label", `${count} of ${count}`);
      await carousel.getByRole("button", { name: `Show testimonial 3 of ${count}` }).click();
      await expect(active).toHaveAttribute("aria-label", `3 of ${count}`);

      // keyboard: arrow keys while focus is inside the carousel
      await carousel.getByRole("button", { name: "Next testimonial" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(active).toHaveAttribute("aria-label", `4 of ${count}`);
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(active).toHaveAttribute("aria-label", `2 of ${count}`);
      // hidden slides are out of the accessibility tree
      await expect(slides.nth(0)).toHaveAttribute("aria-hidden", "true");
    });
    noErrors();
  });

  test("the stats count up over 2000 ms once scrolled into view", async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const finals = await finalValues(page);
    const inCare = Number(finals["projects-in-care"]);
    expect(inCare).toBeGreaterThan(2);
    // below the fold after hydration: waiting at zero, however long we wait
    await expect(shown(page, "years-experience")).toHaveText("0+");
    await page.clock.runFor(3000);
    await expect(shown(page, "projects-in-care")).toHaveText("0");

    await page.locator("[data-stat='years-experience']").scrollIntoViewIfNeeded();
    await page.waitForTimeout(300); // the intersection observer reports on the next frames
    await page.clock.runFor(500);
    const midway = Number(await shown(page, "projects-in-care").textContent());
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(inCare);
    await page.clock.runFor(1600);
    for (const stat of STATS) await expect(shown(page, stat)).toHaveText(new RegExp(`^${finals[stat]}\\+?$`));
  });

  test.describe("testimonials carousel", () => {
    test("rotates on its own, pauses on hover and on focus, and can be stopped", async ({ page }) => {
      await page.clock.install();
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.goto("/");
      const carousel = page.getByRole("region", { name: "Client testimonials" });
      const active = carousel.locator("[aria-roledescription='slide'][data-active='true']");
      await expect(carousel).toHaveAttribute("data-rotating", "true");
      const count = await carousel.locator("[aria-roledescription='slide']").count();
      await expect(active).toHaveAttribute("aria-label", `1 of ${count}`);

      await page.clock.runFor(6500);
      await expect(active).toHaveAttribute("aria-label", `2 of ${count}`);

      // hover pauses
      await carousel.hover({ position: { x: 30, y: 30 } });
      await expect(carousel).toHaveAttribute("data-rotating", "false");
      await page.clock.runFor(20_000);
      await expect(active).toHaveAttribute("aria-label", `2 of ${count}`);
      await page.mouse.move(0, 0);
      await expect(carousel).toHaveAttribute("data-rotating", "true");
      await page.clock.runFor(6500);
      await expect(active).toHaveAttribute("aria-label", `3 of ${count}`);

      // keyboard focus pauses
      await carousel.getByRole("button", { name: "Next testimonial" }).focus();
      await expect(carousel).toHaveAttribute("data-rotating", "false");
      await page.clock.runFor(20_000);
      await expect(active).toHaveAttribute("aria-label", `3 of ${count}`);
      await page.getByRole("link", { name: "View our work" }).focus();
      await expect(carousel).toHaveAttribute("data-rotating", "true");

      // the stop button
      await carousel.getByRole("button", { name: "Stop automatic slide show" }).click();
      await page.getByRole("link", { name: "View our work" }).focus();
      await expect(carousel).toHaveAttribute("data-rotating", "false");
      await page.clock.runFor(20_000);
      await expect(active).toHaveAttribute("aria-label", `3 of ${count}`);
    });
  });

  test("the home page describes the organization for search engines", async ({ request }) => {
    const { data } = await jsonLdOf(request, "/");
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe("Lumen Studio");
  });
});
