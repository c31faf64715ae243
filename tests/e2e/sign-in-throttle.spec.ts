import { expect, test } from "./fixtures";

/**
 * The sign-in throttle as a person meets it. Every request of this suite comes from 127.0.0.1, so the
 * case of the owner signing in from another address is tested in Vitest (app/routes/auth).
 */
test("after 5 wrong passwords for one account, the next attempt from that address is refused with a message", async ({
  page,
}) => {
  const email = `throttled-${Date.now()}@studio.example`;
  // one sign-in form, tried again and again as a person would (each attempt waits for the server's answer)
  await page.goto("/auth");
  const attempt = async (password: string) => {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    const answered = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Sign In" }).click();
    await answered;
  };
  for (let i = 0; i < 5; i++) {
    await attempt(`wrong-password-${i}`);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: /invalid/i })
        .first(),
    ).toBeVisible();
  }
  await attempt("wrong-password-6");
  await expect(page.getByRole("alert").filter({ hasText: "Too many sign-in attempts" }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
