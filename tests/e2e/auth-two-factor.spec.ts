import crypto from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { totp, wrongCode } from "../support/totp";
import { type APIRequestContext, expect, test } from "./fixtures";
import { expectToast, failOnAppErrors, mailText, signIn, signInByPost, stateFor, uid, waitForMail } from "./support";

// many sign-ins with a memory-hard password hash each, on a shared machine: give the journeys room
test.describe.configure({ timeout: 180_000 });
test.use({ storageState: stateFor("admin") });

const PASSWORD = "Second-factor-2026";

// ── accounts the test owns: signed up through the sign-in screen, confirmed by mail, given a role by the admin

type Account = { id: string; email: string; name: string };

async function createAccount(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  admin: Page,
  role: "client" | "author" | "admin",
): Promise<Account> {
  const name = `Two Factor ${role} ${uid()}`;
  const email = `twofactor.${role}.${uid()}@studio.example`;
  // a signed-out visitor (the test's own storage state, the admin's, must not come along)
  const visitor = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { Origin: baseURL },
  });
  const signUp = await visitor.post("/auth", {
    form: { intent: "sign-up", fullName: name, email, password: PASSWORD },
    maxRedirects: 0,
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const mail = await waitForMail(email, (m) => /confirm/i.test(m.subject));
  const link = /https?:\/\/[^\s"]+\/api\/auth\/verify-email\?[^\s"]+/.exec(mailText(mail))?.[0];
  expect(link, "the confirmation link").toBeTruthy();
  await visitor.get(new URL(link!).pathname + new URL(link!).search);
  const session = await (await visitor.get("/api/auth/get-session")).json();
  expect(session?.user?.email).toBe(email);
  await visitor.dispose();
  const granted = await admin.request.post("/dashboard/users", {
    form: { intent: "grant", id: session.user.id, role },
    maxRedirects: 0,
  });
  expect(granted.status(), await granted.text()).toBeLessThan(400);
  return { id: session.user.id, email, name };
}

async function deleteAccount(admin: Page, account: Account | undefined) {
  if (!account) return;
  const res = await admin.request.post("/dashboard/users", {
    form: { intent: "delete", id: account.id },
    maxRedirects: 0,
  });
  expect(res.status(), await res.text()).toBeLessThan(400);
}

async function freshPage(browser: Browser, { javaScriptEnabled = true } = {}) {
  const context = await browser.newContext({
    javaScriptEnabled,
    storageState: { cookies: [], origins: [] },
    // its own client address, so the throttle counts this device's attempts on their own
    extraHTTPHeaders: {
      Origin: baseURL,
      "X-Forwarded-For": `10.200.${crypto.randomInt(0, 250)}.${crypto.randomInt(2, 250)}`,
    },
  });
  return context.newPage();
}

/** The account's owner turns two-factor sign-in on at /account/two-factor; answers the key and the recovery codes. */
async function turnOn(page: Page) {
  await page.goto("/account/two-factor");
  await expect(page.getByRole("heading", { name: "Two-factor sign-in", level: 1 })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const key = (await page.getByTestId("manual-key").textContent())!.replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32,}$/);
  await page.getByLabel(/the 6-digit code your app shows/).fill(totp(key));
  await page.getByRole("button", { name: "Turn On" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Two-factor sign-in is on" })).toBeVisible();
  const codes = (await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents()).map(
    (c) => c.trim(),
  );
  return { key, codes };
}

/** Password, then the code step. */
async function signInWithCode(page: Page, email: string, code: string, method: "app" | "recovery" = "app") {
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  if (method === "recovery") {
    await page.getByRole("link", { name: "Use a recovery code instead" }).click();
    await expect(page).toHaveURL(/method=recovery/);
    await page.getByLabel("Recovery code").fill(code);
  } else {
    await page.getByLabel("Authentication code").fill(code);
  }
  await page.getByRole("button", { name: "Verify" }).click();
}

test("two-factor sign-in: set up from the manual key, a code after the password, recovery codes work once, off with the password", async ({
  page,
  browser,
  playwright,
}) => {
  let owner: Account | undefined;
  try {
    owner = await createAccount(playwright, page, "client");

    // signed in with the sign-in form's own POST (the form itself is driven below, with the code step)
    const o = await freshPage(browser);
    const noErrors = failOnAppErrors(o, [/\/account\/two-factor/]);
    expect(await signInByPost(o.context(), owner.email, PASSWORD)).toMatch(/\/client-portal$/);

    // the password first: a wrong one is refused at its field
    await o.goto("/account/two-factor");
    await expect(o.getByText("Off", { exact: true })).toBeVisible();
    await o.getByLabel("Password", { exact: true }).fill("not-the-password");
    await o.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
    await expect(o.getByRole("alert").filter({ hasText: "That password is not right" }).first()).toBeVisible();

    // a wrong first code keeps the same QR code and key on screen; the right one turns it on
    await o.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await o.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
    const key = (await o.getByTestId("manual-key").textContent())!.replace(/\s/g, "");
    await o.getByLabel(/the 6-digit code your app shows/).fill(wrongCode(key));
    await o.getByRole("button", { name: "Turn On" }).click();
    await expect(o.getByRole("alert").filter({ hasText: "That code is not right" }).first()).toBeVisible();
    expect((await o.getByTestId("manual-key").textContent())!.replace(/\s/g, "")).toBe(key);
    await o.getByLabel(/the 6-digit code your app shows/).fill(totp(key));
    await o.getByRole("button", { name: "Turn On" }).click();
    await expect(o.getByRole("status").filter({ hasText: "Two-factor sign-in is on" })).toBeVisible();
    const codes = (await o.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents()).map(
      (c) => c.trim(),
    );
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-zA-Z0-9]{5}-[a-zA-Z0-9]{5}$/);
    await expect(o.getByRole("link", { name: "Download" })).toHaveAttribute("download", /recovery-codes/);
    // shown once: the page opened again does not show them
    await o.goto("/account/two-factor");
    await expect(o.getByText("On", { exact: true })).toBeVisible();
    await expect(o.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);
    await expect(o.getByText(codes[0]!)).toHaveCount(0);

    // signing in now asks for the code after the password: a wrong one is refused, the right one lets in
    const second = await freshPage(browser);
    await signIn(second, owner.email, PASSWORD);
    await expect(second).toHaveURL(/\/auth\/two-factor$/);
    await expect(second.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
    // no session yet: the portal still sends to sign in
    const early = await second.request.get("/client-portal", { maxRedirects: 0 });
    expect(early.headers().location).toMatch(/^\/auth/);
    await second.getByLabel("Authentication code").fill(wrongCode(key));
    await second.getByRole("button", { name: "Verify" }).click();
    await expect(second.getByRole("alert").filter({ hasText: "That code is not right" }).first()).toBeVisible();
    await second.getByLabel("Authentication code").fill(totp(key));
    await second.getByRole("button", { name: "Verify" }).click();
    await expect(second).toHaveURL(/\/client-portal$/);
    await second.context().close();

    // a recovery code works once
    const third = await freshPage(browser);
    await signInWithCode(third, owner.email, codes[0]!, "recovery");
    await expect(third).toHaveURL(/\/client-portal$/);
    await third.context().close();

    const fourth = await freshPage(browser);
    await signInWithCode(fourth, owner.email, codes[0]!, "recovery");
    await expect(fourth.getByRole("alert").filter({ hasText: "has been used already" }).first()).toBeVisible();
    await expect(fourth).toHaveURL(/\/auth\/two-factor/);
    // (the code step's throttle, 5 wrong codes then even the right one refused: app/routes/auth/two-factor.test.ts)
    await fourth.context().close();

    // new recovery codes replace the old ones, and are shown once
    await o.goto("/account/two-factor");
    const renew = o.getByRole("form", { name: "New recovery codes" });
    await renew.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await renew.getByRole("button", { name: "Make New Recovery Codes" }).click();
    await expect(o.getByText("New recovery codes made: the old ones no longer work").first()).toBeVisible();
    const renewed = await o.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
    expect(renewed).toHaveLength(10);
    expect(renewed.map((c) => c.trim())).not.toContain(codes[1]);

    // turned off with the password: signing in asks for the password only
    await o.goto("/account/two-factor");
    const off = o.getByRole("form", { name: "Turn off two-factor sign-in" });
    await off.getByLabel("Password", { exact: true }).fill("not-the-password");
    await off.getByRole("button", { name: "Turn Off" }).click();
    await expect(off.getByRole("alert").filter({ hasText: "That password is not right" }).first()).toBeVisible();
    await off.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await off.getByRole("button", { name: "Turn Off" }).click();
    await expect(o.locator("[data-sonner-toast]").filter({ hasText: "Two-factor sign-in is off" })).toBeVisible();
    await expect(o.getByText("Off", { exact: true })).toBeVisible();
    // signing in asks for the password only again (the sign-in form's own POST lands in the portal)
    const fifth = await freshPage(browser);
    expect(await signInByPost(fifth.context(), owner.email, PASSWORD)).toMatch(/\/client-portal$/);
    await fifth.context().close();
    // (the code step without a pending sign-in sends back to /auth: app/routes/auth/two-factor.test.ts)
    noErrors();
    await o.context().close();
  } finally {
    await deleteAccount(page, owner);
  }
});

test("without JavaScript, turning two-factor sign-in on shows the recovery codes once and keeps the session", async ({
  page,
  browser,
  playwright,
}) => {
  let owner: Account | undefined;
  const o = await freshPage(browser, { javaScriptEnabled: false });
  try {
    owner = await createAccount(playwright, page, "client");
    await signIn(o, owner.email, PASSWORD);
    await expect(o).toHaveURL(/\/client-portal/);
    const { codes } = await turnOn(o);
    expect(codes).toHaveLength(10);
    // still signed in: the settings say it is on, and the codes are not shown again
    await o.goto("/account/two-factor");
    await expect(o.getByRole("heading", { name: "Two-factor sign-in", level: 1 })).toBeVisible();
    await expect(o.getByText("On", { exact: true })).toBeVisible();
    await expect(o.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);
  } finally {
    await o.context().close();
    await deleteAccount(page, owner);
  }
});

test("an admin can require two-factor sign-in for staff: a staff member without it is sent to set it up first", async ({
  page,
  browser,
  playwright,
}) => {
  let admin: Account | undefined;
  let author: Account | undefined;
  let adminPage: Page | undefined;
  try {
    admin = await createAccount(playwright, page, "admin");
    author = await createAccount(playwright, page, "author");

    // an admin without two-factor sign-in cannot require it (it would send them away at once)
    await page.goto("/dashboard/users");
    // a toggle button (a submit button cannot be a switch in valid HTML)
    const demoSwitch = page.getByRole("button", { name: "Require two-factor sign-in for staff" });
    await expect(demoSwitch).toHaveAttribute("aria-pressed", "false");
    await demoSwitch.click();
    await expectToast(page, "Error", "Turn on two-factor sign-in for your own account first");
    await expect(demoSwitch).toHaveAttribute("aria-pressed", "false");

    // the throwaway admin turns theirs on, then requires it for all staff
    adminPage = await freshPage(browser);
    expect(await signInByPost(adminPage.context(), admin.email, PASSWORD)).toMatch(/\/dashboard$/);
    await turnOn(adminPage);
    await adminPage.goto("/dashboard/users");
    const toggle = adminPage.getByRole("button", { name: "Require two-factor sign-in for staff" });
    await toggle.click();
    await expectToast(adminPage, "Success", "Two-factor sign-in is now required for all staff");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    // the author without it: the dashboard sends them to set it up, and the JSON API refuses
    const a = await freshPage(browser);
    await signIn(a, author.email, PASSWORD);
    await expect(a).toHaveURL(/\/account\/two-factor\?required=1$/);
    await expect(a.getByText("Your studio requires two-factor sign-in for staff.")).toBeVisible();
    const blogs = await a.request.get("/dashboard/blogs", { maxRedirects: 0 });
    expect(blogs.headers().location).toMatch(/\/account\/two-factor\?required=1$/);
    const api = await a.request.post("/dashboard/uploads", { multipart: { folder: "blogs" }, maxRedirects: 0 });
    expect(api.status()).toBe(403);
    // once set up, the dashboard opens
    await turnOn(a);
    await a.getByRole("link", { name: "Continue" }).click();
    await expect(a).toHaveURL(/\/dashboard$/);
    await a.context().close();

    await toggle.click();
    await expectToast(adminPage, "Success", "Two-factor sign-in is no longer required for staff");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  } finally {
    // the setting is the studio's: never leave it on for the tests that follow
    if (adminPage) {
      const res = await adminPage.request.post("/dashboard/users", {
        form: { intent: "require-2fa", required: "off" },
        maxRedirects: 0,
      });
      expect(res.status(), await res.text()).toBeLessThan(400);
      await adminPage.context().close();
    }
    await deleteAccount(page, author);
    await deleteAccount(page, admin);
  }
});
