import { type Browser, expect, test } from "./fixtures";
import { axe, stateFor, uid, watchCspViolations } from "./support";

/**
 * A visitor sends an inquiry through the contact form, so the inquiries screen is checked with an item
 * on it, whatever other specs did before (the list is empty on the demo data). Returns its sender's name.
 */
async function sendInquiry(browser: Browser, extraHTTPHeaders: Record<string, string> | undefined) {
  const name = `Axe Check ${uid()}`;
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] }, extraHTTPHeaders });
  const page = await visitor.newPage();
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("axe@example.com");
  await page.getByRole("combobox", { name: "Service", exact: true }).selectOption("saas");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Checking the inquiries screen.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("contact-success")).toBeVisible();
  await visitor.close();
  return name;
}

test.use({ storageState: stateFor("admin") });

const SCREENS = [
  ["/dashboard", null],
  ["/dashboard/blogs", "New Blog Post"],
  ["/dashboard/services", "New Service"],
  ["/dashboard/team", "Add Team Member"],
  ["/dashboard/projects", "Add Project"],
  ["/dashboard/testimonials", "New Testimonial"],
  ["/dashboard/faqs", "New FAQ"],
  ["/dashboard/users", "New User"],
  ["/dashboard/inquiries", null],
] as const;

// on a phone the screens share the desktop's markup inside the phone shell (its sidebar sheet and header):
// the overview and one screen of the record kit stand for them (decision 019)
const PHONE_SCREENS = new Set(["/dashboard", "/dashboard/faqs"]);

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [path, dialog] of SCREENS.filter(([path]) => width === 1280 || PHONE_SCREENS.has(path))) {
      test(`${path} has no serious accessibility problems${dialog && width === 1280 ? `, nor its '${dialog}' dialog` : ""}`, async ({
        page,
        browser,
        extraHTTPHeaders,
      }) => {
        if (path === "/dashboard/inquiries") {
          // both states of a card are checked: a new inquiry and a handled one
          await sendInquiry(browser, extraHTTPHeaders);
          const handled = await sendInquiry(browser, extraHTTPHeaders);
          await page.goto(path);
          await page.getByRole("button", { name: `Mark as handled for the inquiry from ${handled}` }).click();
          await expect(
            page.getByRole("listitem", { name: `Inquiry from ${handled}` }).getByText("Handled"),
          ).toBeVisible();
        }
        const violations = await watchCspViolations(page);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // the page's Content-Security-Policy refuses nothing the screen runs
        expect(await violations()).toEqual([]);
        const serious = async () =>
          (await axe(page).analyze()).violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(await serious()).toEqual([]);
        // the dialogs are the same markup at every width: checked once, on the desktop
        if (dialog && width === 1280) {
          await page.getByRole("button", { name: dialog, exact: true }).first().click();
          await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
          expect(await serious()).toEqual([]);
        }
      });
    }
  });
}
