import { expect, test } from "./fixtures";
import { signIn } from "./support";

/**
 * The sign-in throttle as a person meets it. Every request of this suite comes from 127.0.0.1, so the
 * case of the owner signing in from another address is tested in Vitest (app/routes/auth).
 */
test("after 5 wrong passwords for one account, the next attempt from that address is refused with a message", async ({
  page,
}) => {
  const email = `throttled-${Date.now()}@studio.example`;
  for (let i = 0; i < 5; i++) {
    await signIn(page, email, `wrong-password-${i}`);
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: /invalid/i })
        .first(),
    ).toBeVisible();
  }
  await signIn(page, email, "wrong-password-6");
  await expect(page.getByRole("alert").filter({ hasText: "Too many sign-in attempts" }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
