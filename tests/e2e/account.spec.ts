import { type Browser, expect, type Page, test } from "./fixtures";
import {
  axe,
  createUserAsAdmin,
  deleteUserAsAdmin,
  failOnAppErrors,
  mailText,
  signIn,
  signInByPost,
  stateFor,
  uid,
  waitForMail,
} from "./support";

// many sign-ins, each a memory-hard password hash, on a shared machine
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: stateFor("admin") });

const fresh = { storageState: { cookies: [], origins: [] } };

/** The owner signed in on a device of their own, through the sign-in screen. */
async function signedInPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext(fresh);
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/client-portal$/);
  return page;
}

/**
 * Another device of the owner's, signed in with the sign-in form's own POST (the form is driven by
 * signedInPage): its browser's session, sent to the portal; no page is drawn until the test opens one.
 */
async function deviceOf(browser: Browser, email: string, password: string) {
  const context = await browser.newContext(fresh);
  expect(await signInByPost(context, email, password)).toMatch(/\/client-portal$/);
  return context.newPage();
}

/** Whether a page's session still works: the portal opens, or the sign-in screen is shown. */
async function expectSignedOut(page: Page) {
  await page.goto("/client-portal");
  await expect(page).toHaveURL(/\/auth/);
}

test("the account page: name, sessions per device, password and address changes, as the owner would", async ({
  page,
  browser,
}) => {
  const id = uid();
  const name = `Account Person ${id}`;
  const email = `account.${id}@acme.example`;
  const newEmail = `account.new.${id}@acme.example`;
  const password = "First-pass-2026";
  const newPassword = "Second-pass-2026!";
  await createUserAsAdmin(page, { email, name, password });

  // the owner is signed in on a second device, then on this one, and opens the account from the portal header
  const other = await deviceOf(browser, email, password);
  const me = await signedInPage(browser, email, password);
  const noErrors = failOnAppErrors(me, [/\/account/]);
  await me.getByRole("link", { name: "Your account" }).click();
  await expect(me).toHaveURL(/\/account$/);
  await expect(me.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

  // name
  const nameSection = me.getByRole("region", { name: "Your name" });
  await nameSection.getByLabel("Full name").fill(`${name} Renamed`);
  await nameSection.getByRole("button", { name: "Save Name" }).click();
  await expect(me.getByText("Your name is saved")).toBeVisible();
  await me.getByRole("link", { name: "Back to Client Portal" }).click();
  await expect(me.getByRole("link", { name: "Your account" })).toContainText(`${name} Renamed`);
  await me.getByRole("link", { name: "Your account" }).click();
  await expect(me).toHaveURL(/\/account$/);

  // sessions: this device is marked and cannot be signed out here; the other one can
  const sessions = me.getByRole("region", { name: "Where you're signed in" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByRole("listitem").first()).toContainText("This device");
  await expect(sessions.getByRole("listitem").first().getByRole("button")).toHaveCount(0);
  await expect(sessions.getByRole("listitem").nth(1)).toContainText(/Chrome on \w+/);
  await sessions
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: /^Sign out/i })
    .click();
  await expect(me.getByText("That device is signed out")).toBeVisible();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expectSignedOut(other);

  // sign out everywhere else ends every other session at once
  const second = await deviceOf(browser, email, password);
  const third = await deviceOf(browser, email, password);
  await me.reload();
  await expect(sessions.getByRole("listitem")).toHaveCount(3);
  await sessions.getByRole("button", { name: "Sign Out Everywhere Else" }).click();
  await expect(me.getByText("2 other devices are signed out")).toBeVisible();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expectSignedOut(second);
  await expectSignedOut(third);

  // password: the current one is asked; this device stays signed in, the others end, a note is mailed
  const passwordSection = me.getByRole("region", { name: "Password" });
  const fourth = await deviceOf(browser, email, password);
  await passwordSection.getByLabel("Current password").fill("Not-my-password-1");
  await passwordSection.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
  await passwordSection.getByLabel("Repeat new password").fill(newPassword);
  await passwordSection.getByRole("button", { name: "Change Password" }).click();
  await expect(passwordSection.getByText("Your current password is not correct")).toBeVisible();
  await passwordSection.getByLabel("Current password").fill(password);
  await passwordSection.getByRole("button", { name: "Change Password" }).click();
  const changed = me.locator("[data-sonner-toast]").filter({ hasText: "Every other device is signed out." });
  await expect(changed).toContainText("Password changed");
  await me.reload();
  await expect(me.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expectSignedOut(fourth);
  await waitForMail(email, (m) => m.subject === "Your Lumen Studio password was changed");
  await signIn(fourth, email, password);
  await expect(
    fourth
      .getByRole("alert")
      .filter({ hasText: /invalid/i })
      .first(),
  ).toBeVisible();

  // address: nothing changes until the new address confirms; the old one is told
  const emailSection = me.getByRole("region", { name: "E-mail address" });
  await emailSection.getByLabel("New e-mail address").fill(newEmail);
  await emailSection.getByLabel("Current password").fill(newPassword);
  await emailSection.getByRole("button", { name: "Send Confirmation Link" }).click();
  await expect(me.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();
  await expect(emailSection.getByRole("status")).toContainText(`Waiting for ${newEmail} to confirm`);
  const mail = await waitForMail(newEmail, (m) => m.subject === "Confirm your new Lumen Studio address");
  const token = /\/account\/confirm-email\?token=([\w-]+)/.exec(mailText(mail));
  expect(token, "the mail holds a link to /account/confirm-email").not.toBeNull();
  const link = `/account/confirm-email?token=${token![1]}`;

  const inbox = await (await browser.newContext(fresh)).newPage();
  await inbox.goto(link);
  await inbox.getByRole("button", { name: "Confirm New Address" }).click();
  await expect(inbox).toHaveURL(/\/auth$/);
  await expect(
    inbox.locator("[data-sonner-toast]").filter({ hasText: `You now sign in with ${newEmail}.` }),
  ).toBeVisible();
  const told = await waitForMail(email, (m) => m.subject === "Your Lumen Studio address was changed");
  expect(mailText(told)).toContain(`is now ${newEmail}`);
  await signIn(inbox, newEmail, newPassword);
  await expect(inbox).toHaveURL(/\/client-portal$/);
  await inbox.goto(link);
  await expect(inbox.getByRole("heading", { name: "This link has expired" })).toBeVisible();

  await me.reload();
  await expect(emailSection).toContainText(`You sign in with ${newEmail}.`);
  noErrors();
  for (const p of [other, second, third, fourth, me, inbox]) await p.context().close();
  await deleteUserAsAdmin(page, `${name} Renamed`);
});

test("a visitor is sent to sign in and comes back to the account page", async ({ browser }) => {
  const visitor = await (await browser.newContext(fresh)).newPage();
  await visitor.goto("/account");
  await expect(visitor).toHaveURL(/\/auth\?/);
  await visitor.getByLabel("Email").fill("client@globex.example");
  await visitor.getByLabel("Password", { exact: true }).fill("Demo-pass-2026");
  await visitor.getByRole("button", { name: "Sign In" }).click();
  await expect(visitor).toHaveURL(/\/account$/);
  await expect(visitor.getByRole("region", { name: "E-mail address" })).toContainText("client@globex.example");
  await visitor.context().close();
});

for (const width of [1280, 375]) {
  test(`at ${width} px the account page has no serious accessibility problems and nothing past the window`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: stateFor("acme"), viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    const findings = (await axe(page).analyze()).violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(findings).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // the first field takes keyboard focus
    await page.getByLabel("Full name").focus();
    await expect(page.getByLabel("Full name")).toBeFocused();
    await context.close();
  });
}
