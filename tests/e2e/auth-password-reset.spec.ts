import { expect, test } from "./fixtures";
import {
  createUserAsAdmin,
  deleteUserAsAdmin,
  failOnAppErrors,
  mailText,
  mailTo,
  signInByPost,
  stateFor,
  uid,
  waitForMail,
} from "./support";

// several sign-ins with a memory-hard password hash each: give the journey room
test.describe.configure({ timeout: 150_000 });
test.use({ storageState: stateFor("admin") });

const RESET_SUBJECT = "Reset your Lumen Studio password";

/** The reset link of the one reset mail to `email`, as a path on this site. */
async function resetLinkFor(email: string) {
  await waitForMail(email, (m) => m.subject.includes(RESET_SUBJECT));
  const all = (await mailTo(email)).filter((m) => m.subject.includes(RESET_SUBJECT));
  expect(all).toHaveLength(1);
  const match = /https?:\/\/\S+\/auth\/reset-password\?token=([\w-]+)/.exec(mailText(all[0]!));
  expect(match, "the mail holds a link to /auth/reset-password").not.toBeNull();
  return `/auth/reset-password?token=${match![1]}`;
}

test("forgot password: the same answer for any address, a one-hour single-use link by mail, and every session ends", async ({
  page,
  browser,
}) => {
  const noErrors = failOnAppErrors(page, [/\/auth\/reset-password/, /\/dashboard\/users/]);
  const name = `Reset Person ${uid()}`;
  const email = `reset.${uid()}@acme.example`;
  const oldPassword = "Old-pass-2026";
  const newPassword = "New-pass-2026!";

  // an admin creates the account the test owns and its owner chooses a password from the invitation, through
  // the actions their forms post to (the New User dialog and the invitation page: auth-invitation.spec.ts)
  await createUserAsAdmin(page, { email, name, password: oldPassword });

  // the owner is signed in on another device (the sign-in form's own POST)
  const device = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  expect(await signInByPost(device, email, oldPassword)).toMatch(/\/client-portal$/);

  // "Forgot password?" from the sign-in form; an unknown address gets the very same answer
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const v = await visitor.newPage();
  const unknown = `nobody.${uid()}@acme.example`;
  await v.goto("/auth");
  await v.getByRole("link", { name: "Forgot password?" }).click();
  await expect(v).toHaveURL(/\/auth\/forgot-password$/);
  await v.getByLabel("Email").fill(unknown);
  await v.getByRole("button", { name: "Send Reset Link" }).click();
  const notice = v.getByRole("status").filter({ hasText: "Check your inbox" });
  await expect(notice).toContainText(`If an account uses ${unknown}, we have sent it a link`);
  const answerForUnknown = (await notice.innerText()).replace(unknown, "ADDRESS");

  await v.goto("/auth/forgot-password");
  await v.getByLabel("Email").fill(email);
  await v.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(notice).toContainText(`If an account uses ${email}`);
  expect((await notice.innerText()).replace(email, "ADDRESS")).toBe(answerForUnknown);

  const link = await resetLinkFor(email);
  expect(await mailTo(unknown)).toHaveLength(0);

  // the link opens the form; the two entries must match
  await v.goto(link);
  await expect(v.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await v.getByLabel("New password", { exact: true }).fill(newPassword);
  await v.getByLabel("Repeat new password").fill("something-else-1");
  await v.getByRole("button", { name: "Save New Password" }).click();
  await expect(v.getByText("The two passwords do not match")).toBeVisible();
  await v.getByLabel("Repeat new password").fill(newPassword);
  await v.getByRole("button", { name: "Save New Password" }).click();
  await expect(v).toHaveURL(/\/auth$/);
  const toast = v.locator("[data-sonner-toast]").filter({ hasText: "Sign in with your new password." });
  await expect(toast).toContainText("Password changed");

  // the other device's session has ended: the portal sends it to sign in
  const ended = await device.request.get("/client-portal", { maxRedirects: 0 });
  expect(ended.headers().location).toMatch(/\/auth/);

  // on the sign-in form the reset led to: the old password no longer works, the new one does
  await v.getByLabel("Email").fill(email);
  await v.getByLabel("Password", { exact: true }).fill(oldPassword);
  await v.getByRole("button", { name: "Sign In" }).click();
  await expect(
    v
      .getByRole("alert")
      .filter({ hasText: /invalid/i })
      .first(),
  ).toBeVisible();
  await v.getByLabel("Password", { exact: true }).fill(newPassword);
  await v.getByRole("button", { name: "Sign In" }).click();
  await expect(v).toHaveURL(/\/client-portal$/);
  await visitor.close();

  // the link works once
  const again = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const a = await again.newPage();
  await a.goto(link);
  await expect(a.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  await expect(a.getByRole("link", { name: "Send a New Link" })).toHaveAttribute("href", "/auth/forgot-password");
  // a forged token is refused by the server too, not only by the page
  const forged = await a.request.post("/auth/reset-password", {
    form: { token: "forged-token", password: newPassword, confirmPassword: newPassword },
    headers: { Origin: new URL(a.url()).origin },
  });
  expect(forged.status()).toBe(400);
  await again.close();
  await device.close();

  // clean up the account
  await deleteUserAsAdmin(page, name);
  noErrors();
});
