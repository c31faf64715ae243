import { expect, type Page, test } from "./fixtures";
import { expectToast, failOnConsoleErrors, mailText, waitForMail } from "./support";

const SUCCESS = "Thank you for your message! We'll get back to you within 24 hours.";
const STAFF_INBOX = "staff@studio.example";

async function fillForm(page: Page, name: string) {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("ada@example.com");
  await page.getByRole("textbox", { name: "Company", exact: true }).fill("Analytical Engines");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+44 20 7946 0018");
  await page.getByRole("combobox", { name: "Service", exact: true }).selectOption("saas");
  await page.getByRole("combobox", { name: "Budget", exact: true }).selectOption("10k-20k");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("We need a platform for our engine owners.");
}

test.describe("contact", () => {
  test("the three info cards and the side card; required fields get messages in the browser, before anything is sent", async ({
    page,
  }) => {
    await page.goto("/contact");
    const cards = page.getByRole("region", { name: "Contact details" });
    await expect(cards).toContainText("hello@studio.example");
    await expect(cards).toContainText("Monday to Friday 9AM-6PM CEST");
    await expect(cards.getByRole("link", { name: /^\+/ })).toHaveAttribute("href", /^tel:/);
    const side = page.getByRole("complementary", { name: "Other ways to reach us" });
    await expect(side.getByRole("link", { name: /Book a free consultation/ })).toHaveAttribute("href", /^https:\/\//);
    // the spec's options
    await expect(
      page.getByRole("combobox", { name: "Service", exact: true }).locator("option:not([disabled])"),
    ).toHaveCount(7);
    await expect(page.getByRole("combobox", { name: "Budget", exact: true }).locator("option")).toHaveCount(6);

    await test.step("required fields get messages in the browser, before anything is sent", async () => {
      let posted = false;
      page.on("request", (r) => {
        if (r.method() === "POST") posted = true;
      });
      await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Please enter your name")).toBeVisible();
      await expect(page.getByText("Please enter a valid email address")).toBeVisible();
      await expect(page.getByText("Please choose a service")).toBeVisible();
      await expect(page.getByText("Please enter a message")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-invalid", "true");
      await expectToast(page, "Error", "Please check the highlighted fields.");
      // fixing a field clears its message
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ada");
      await expect(page.getByText("Please enter your name")).toHaveCount(0);
      expect(posted).toBe(false);
    });
  });

  test("a valid message is stored, e-mailed to the staff, confirmed, and the form is cleared", {
    tag: "@smoke",
  }, async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const name = `Ada Lovelace ${Date.now()}`;
    await page.goto("/contact");
    await fillForm(page, name);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("contact-success")).toHaveText(SUCCESS);
    await expectToast(page, "Success", SUCCESS);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Service", exact: true })).toHaveValue("");

    const mail = await waitForMail(STAFF_INBOX, (m) => m.subject.includes(name));
    expect(mail.subject).toBe(`New inquiry: SaaS Platform from ${name}`);
    const text = mailText(mail);
    expect(text).toContain("ada@example.com");
    expect(text).toContain("We need a platform for our engine owners.");
    noErrors();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("field messages come from the server, and a valid message goes through", async ({ page }) => {
      await page.goto("/contact");
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Grace");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Please enter your email address")).toBeVisible();
      await expect(page.getByText("Please choose a service")).toBeVisible();
      await expect(page.getByText("Please enter a message")).toBeVisible();
      // what was typed is kept
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Grace");

      const name = `Grace Hopper ${Date.now()}`;
      await fillForm(page, name);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByTestId("contact-success")).toHaveText(SUCCESS);
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
      await waitForMail(STAFF_INBOX, (m) => m.subject.includes(name));
    });
  });
});
