import type { Locator, Page } from "./fixtures";
import { expect, test } from "./fixtures";
import { failOnConsoleErrors, stateFor } from "./support";

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "element has a box").not.toBeNull();
  return box as Box;
}

/** The page never scrolls sideways: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "page width").toBeLessThanOrEqual(clientWidth);
}

/** The element at the centre of a box is the given element or inside it (nothing covers it there). */
async function expectOnTopAtCentre(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const isOnTop = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(isOnTop, "nothing covers the element at its centre").toBe(true);
}

test.describe("the client portal on a phone", () => {
  test.use({ storageState: stateFor("acme"), viewport: PHONE });

  // one page goes through the three checks, as one person on a phone would
  test("the banner is compact, every tab's label is text in reach, and a task's conversation fits", async ({
    page,
  }) => {
    await test.step("the banner is compact: the tab content starts within 300 px of the top", () => banner(page));
    await test.step("every tab shows its label as text, reachable by scrolling the tab row", () => tabLabels(page));
    await test.step("a task's conversation with an attached file fits the phone (the demo's 'Offline sync engine' thread)", () =>
      conversation(page));
  });

  async function banner(page: Page) {
    const noConsoleErrors = failOnConsoleErrors(page);
    await page.goto("/client-portal");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    const panel = page.locator("#portal-panel");
    await expect(panel).toBeVisible();
    const top = await panel.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top, "where the first tab's content starts").toBeLessThanOrEqual(300);
    // the chosen project is still named, with its status, in the project switcher
    const chosen = page.getByRole("navigation", { name: "Your projects" }).locator("a[aria-current='true']");
    await expect(chosen).toBeVisible();
    await expect(chosen).toContainText("Acme Fleet Operations Platform");
    await expect(chosen).toContainText("In Progress");
    await expectNoSidewaysScroll(page);
    noConsoleErrors();
  }

  // on the page the banner was checked on: the Overview of /client-portal
  async function tabLabels(page: Page) {
    const tabs = page.getByRole("navigation", { name: "Project sections" });
    for (const [id, label] of [
      ["overview", "Overview"],
      ["sprints", "Sprints"],
      ["invoices", "Invoices"],
      ["notifications", "Notifications"],
      ["share", "Share"],
    ] as const) {
      const text = tabs.locator(`#tab-${id}`).getByText(label, { exact: true });
      await text.scrollIntoViewIfNeeded();
      const box = await boxOf(text);
      // painted text, not a 1-pixel screen-reader-only label
      expect(box.width, `${label} label width`).toBeGreaterThan(label.length * 5);
      expect(box.height, `${label} label height`).toBeGreaterThan(10);
      expect(box.x, `${label} label inside the window`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${label} label inside the window`).toBeLessThanOrEqual(PHONE.width);
      await expectOnTopAtCentre(text);
    }
    // opening the last tab keeps its label in view
    await tabs.locator("#tab-share").click();
    await expect(page).toHaveURL(/\/client-portal\/share/);
    const share = await boxOf(tabs.locator("#tab-share").getByText("Share", { exact: true }));
    expect(share.x + share.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page);
  }

  async function conversation(page: Page) {
    await page.goto("/client-portal/sprints");
    await page.getByRole("link", { name: "Driver mobile app" }).first().click();
    await page.getByRole("link", { name: /about Offline sync engine/ }).click();
    await expect(page.getByRole("heading", { name: "Messages on “Offline sync engine”" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Coverage notes - northern districts\.pdf/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});

test.describe("the dashboard header on a phone", () => {
  test.use({ storageState: stateFor("admin"), viewport: PHONE });

  test("shows the signed-in e-mail whole: nothing cut, nothing past the window", async ({ page }) => {
    await page.goto("/dashboard");
    const header = page.locator("header").filter({ hasText: "Admin Portal" });
    const email = header.getByText("admin@studio.example", { exact: true });
    await expect(email).toBeVisible();
    // no box around the address hides part of it
    const clippedBy = await email.evaluate((el: HTMLElement) => {
      for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
        if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).display !== "inline") {
          return `${node.tagName}.${node.className}`;
        }
      }
      return null;
    });
    expect(clippedBy, "an ancestor cutting the e-mail").toBeNull();
    const box = await boxOf(email);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(intersects(box, await boxOf(header.getByRole("button", { name: "Logout" })))).toBe(false);
    await expectNoSidewaysScroll(page);
  });
});

const HERO_PAGES = ["/about", "/mission", "/services", "/projects", "/team", "/blog", "/contact"];

/** The decorative (aria-hidden) drawing of a page's header band: its pictures and its shapes. */
function heroSignature(hero: Locator) {
  return hero.evaluate((section) => {
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const roots = [...section.querySelectorAll("[aria-hidden='true']")].filter(
      (el) => !el.parentElement?.closest("[aria-hidden='true']") && shown(el),
    );
    const images = roots.flatMap((root) =>
      [...root.querySelectorAll("img")].filter(shown).map((img) => new URL(img.currentSrc || img.src).pathname),
    );
    const shapes = roots.map((root) => root.outerHTML.replace(/<img[^>]*>/g, "")).join("");
    return {
      images,
      shapes,
      broken: [...section.querySelectorAll("img")].filter((img) => img.complete && img.naturalWidth === 0).length,
    };
  });
}

test.describe("the public pages' header bands", () => {
  test("each page draws its own picture beside its heading, the heading stays readable, and on a phone the bands fit", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const seen = new Map<string, string>();
    for (const path of HERO_PAGES) {
      await page.goto(path);
      const hero = page.locator("main section").first();
      const heading = hero.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      await page.waitForLoadState("load");
      const signature = await heroSignature(hero);
      expect(signature.broken, `${path}: broken pictures`).toBe(0);
      const key = JSON.stringify([signature.images, signature.shapes.replace(/\s+/g, " ")]);
      for (const [other, otherKey] of seen) {
        expect(key === otherKey, `${path} draws the same header picture as ${other}`).toBe(false);
      }
      seen.set(path, key);
      // the picture sits beside the heading, never over it
      await expectOnTopAtCentre(heading);
    }

    // on a phone the bands fit the window
    await page.setViewportSize(PHONE);
    for (const path of HERO_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});

test.describe("the blog's newsletter band", () => {
  test("no decoration overlaps the Subscribe button, which takes a click at its centre (1280 and 375 px)", async ({
    page,
  }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto("/blog");
      const band = page.locator("section").filter({ has: page.locator("#newsletter-title") });
      const button = band.getByRole("button", { name: "Subscribe" });
      await button.scrollIntoViewIfNeeded();
      const buttonBox = await boxOf(button);
      // the drawn marks of the band (dots, rings, small shapes), not its soft full-width light
      const marks = await band.evaluate((el) =>
        [...el.querySelectorAll("[aria-hidden='true'] *")]
          .filter((node) => {
            const style = getComputedStyle(node);
            if (style.display === "none" || style.visibility === "hidden" || Number(style.opacity) === 0) return false;
            const r = node.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) return false;
            const isShape = node instanceof SVGGraphicsElement && !(node instanceof SVGSVGElement);
            return isShape || (r.width < 200 && r.height < 200);
          })
          .map((node) => {
            const r = node.getBoundingClientRect();
            return { tag: node.tagName, x: r.x, y: r.y, width: r.width, height: r.height };
          }),
      );
      const overlapping = marks.filter((mark) => intersects(mark, buttonBox));
      expect(overlapping, `decorations over the Subscribe button at ${viewport.width} px`).toEqual([]);
      await expectOnTopAtCentre(button);
    }
  });
});

test.describe("the contact form", () => {
  test.use({ viewport: DESKTOP });

  const topOf = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));

  test("fields in one row stay aligned, with or without an error shown", async ({ page }) => {
    await page.goto("/contact");
    const rows = [
      ["#name", "#email"],
      ["#company", "#phone"],
      ["#service", "#budget"],
    ] as const;
    for (const [left, right] of rows) {
      expect(
        Math.abs((await topOf(page, left)) - (await topOf(page, right))),
        `${left} / ${right}`,
      ).toBeLessThanOrEqual(1);
    }
    // Service shows an error, Budget (optional) does not
    await page.locator("#name").fill("Ada Lovelace");
    await page.locator("#email").fill("ada@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#service-error")).toBeVisible();
    await expect(page.locator("#budget-error")).toHaveCount(0);
    for (const [left, right] of rows) {
      expect(
        Math.abs((await topOf(page, left)) - (await topOf(page, right))),
        `${left} / ${right}`,
      ).toBeLessThanOrEqual(1);
    }
    expect(
      Math.abs((await topOf(page, "label[for='service']")) - (await topOf(page, "label[for='budget']"))),
    ).toBeLessThanOrEqual(1);
  });

  test("the selects are drawn like the other fields, and stay native selects", async ({ page }) => {
    await page.goto("/contact");
    const look = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          tag: el.tagName,
          appearance: s.appearance,
          backgroundImage: s.backgroundImage,
          height: el.getBoundingClientRect().height,
          borderRadius: s.borderRadius,
          borderColor: s.borderTopColor,
          fontSize: s.fontSize,
        };
      });
    const input = await look("#company");
    for (const id of ["#service", "#budget"]) {
      const select = await look(id);
      expect(select.tag).toBe("SELECT");
      expect(select.appearance, `${id} drops the browser's own look`).toBe("none");
      expect(select.backgroundImage, `${id} draws its own chevron`).toContain("svg");
      expect(select.height).toBe(input.height);
      expect(select.borderRadius).toBe(input.borderRadius);
      expect(select.borderColor).toBe(input.borderColor);
      expect(select.fontSize).toBe(input.fontSize);
    }
    // still a working native control: keyboard and choosing by label
    await page.locator("#budget").focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("#budget")).not.toHaveValue("");
    await page.locator("#service").selectOption({ index: 1 });
    await expect(page.locator("#service")).not.toHaveValue("");
  });
});
