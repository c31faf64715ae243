import { expect, test } from "./fixtures";
import { expectToast, failOnConsoleErrors, mailText, mailTo, waitForMail } from "./support";

const SUCCESS = "Thanks for subscribing! Please check your inbox to confirm your subscription.";

test.describe("newsletter", () => {
  test("a bad address gets a clear message and nothing is sent; subscribing stores the address and e-mails a confirmation link (double opt-in); twice is harmless", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    const email = `reader.${Date.now()}@example.com`;
    await page.goto("/blog");
    await test.step("a bad address gets a clear message and nothing is sent", async () => {
      let posted = false;
      page.on("request", (r) => {
        if (r.method() === "POST") posted = true;
      });
      await page.getByLabel("Email address").fill("not-an-address@");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid email address" })).toBeVisible();
      await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
      expect(posted).toBe(false);
    });
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "Success", SUCCESS);
    await expect(page.getByLabel("Email address")).toHaveValue("");

    const mail = await waitForMail(email, (m) => /confirm your subscription/i.test(m.subject));
    const link = /https?:\/\/[^\s]+\/newsletter\/confirm\?token=[\w-]+/.exec(mailText(mail))?.[0];
    expect(link).toBeTruthy();

    // subscribing again: the same answer, no second e-mail
    await page.getByLabel("Email address").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(SUCCESS).first()).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await mailTo(email)).toHaveLength(1);

    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
    // the link can be opened again without harm
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
    noErrors();
  });

  test("a forged confirmation link is refused", async ({ page }) => {
    const res = await page.goto("/newsletter/confirm?token=forged-token-that-does-not-exist");
    expect(res?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "This link did not work" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the box posts to /newsletter, which shows the result", async ({ page }) => {
      const email = `nojs.${Date.now()}@example.com`;
      await page.goto("/blog");
      await page.getByLabel("Email address").fill("broken@");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/newsletter$/);
      await expect(page.getByRole("alert").first()).toContainText("Please enter a valid email address");

      await page.getByLabel("Email address").fill(email);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
      await expect(page.getByText(SUCCESS)).toBeVisible();
      await waitForMail(email, (m) => /confirm your subscription/i.test(m.subject));
    });
  });
});
