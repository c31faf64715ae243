import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { axe, postForm, screenData, stateFor, uid, watchCspViolations } from "./support";

/**
 * A visitor's inquiry, posted as the contact form sends it (the form itself is driven by
 * public-contact.spec.ts), so the inquiries screen is checked with an item on it, whatever other specs did
 * before (the list is empty on the demo data). Returns its sender's name.
 */
async function sendInquiry(visitor: APIRequestContext) {
  const name = `Axe Check ${uid()}`;
  const res = await visitor.post("/contact", {
    form: { name, email: "axe@example.com", service: "saas", message: "Checking the inquiries screen." },
    maxRedirects: 0,
  });
  expect(res.status(), (await res.text()).slice(0, 300)).toBe(200);
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
const PHONE_SCREENS = ["/dashboard", "/dashboard/faqs"] as const;

/** The serious and critical axe findings on the page as it is now. */
async function serious(page: Page) {
  return (await axe(page).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Each screen in turn, in one page (a browser context kept across them, as a person's would be): its
 * Content-Security-Policy refuses nothing the screen runs, and axe finds nothing serious. Each screen's
 * findings are reported on their own (soft assertions), so one screen's failure does not hide another's.
 */
async function checkScreen(page: Page, path: string, violations: () => Promise<string[]>) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect.soft(await violations(), `${path}: CSP violations`).toEqual([]);
  expect.soft(await serious(page), `${path}: axe`).toEqual([]);
}

test("at 1280 px the content screens and their dialogs have no serious accessibility problems; their CSP refuses nothing", async ({
  page,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // the inquiries screen shows both states of a card: a new inquiry and a handled one (marked through the
  // screen's action, as its button posts it: the button is driven by list-filters-more.spec.ts)
  const visitor = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { ...extraHTTPHeaders, Origin: baseURL! },
  });
  await sendInquiry(visitor);
  const handled = await sendInquiry(visitor);
  await visitor.dispose();
  const { inquiries } = (await screenData(page.request, "/dashboard/inquiries", "dashboard/inquiries")) as {
    inquiries: { id: string; name: string }[];
  };
  const inquiry = inquiries.find((i) => i.name === handled);
  expect(inquiry, `the inquiry from ${handled}`).toBeTruthy();
  await postForm(page, "/dashboard/inquiries", { intent: "handled", id: inquiry!.id, handled: "true" });

  const violations = await watchCspViolations(page);
  for (const [path, dialog] of SCREENS) {
    await test.step(`${path}${dialog ? ` and its '${dialog}' dialog` : ""}`, async () => {
      await checkScreen(page, path, violations);
      if (path === "/dashboard/inquiries") {
        await expect(
          page.getByRole("listitem", { name: `Inquiry from ${handled}` }).getByText("Handled"),
        ).toBeVisible();
      }
      // the dialogs are the same markup at every width: checked once, on the desktop
      if (dialog) {
        await page.getByRole("button", { name: dialog, exact: true }).first().click();
        await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
        expect.soft(await serious(page), `${path}: the '${dialog}' dialog`).toEqual([]);
      }
    });
  }
});

test("at 375 px the overview and a record screen have no serious accessibility problems; their CSP refuses nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const violations = await watchCspViolations(page);
  for (const path of PHONE_SCREENS) {
    await test.step(path, () => checkScreen(page, path, violations));
  }
});
