import { expect, test } from "./fixtures";
import { ACCOUNTS, failOnConsoleErrors, signIn, signInByPost, stateFor } from "./support";

test.describe("sign-in lands each role where the spec says", () => {
  for (const [email, landing] of [
    [ACCOUNTS.admin, "/dashboard"],
    [ACCOUNTS.author, "/dashboard"],
    [ACCOUNTS.acme, "/client-portal"],
    [ACCOUNTS.globex, "/client-portal"],
  ] as const) {
    // on the embedded database, the smoke pass's setup signs every one of these in through the form
    test(`${email} lands on ${landing}`, async ({ page }) => {
      const noErrors = failOnConsoleErrors(page);
      await signIn(page, email);
      await expect(page).toHaveURL(landing);
      if (landing === "/dashboard") await expect(page.getByText("Admin Portal")).toBeVisible();
      else await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
      noErrors();
    });
  }

  test("a wrong password is refused without saying whether the account exists; the password can be shown and hidden", async ({
    page,
  }) => {
    await signIn(page, "nobody@acme.example", "wrong-password");
    const alert = page
      .getByRole("alert")
      .filter({ hasText: /invalid/i })
      .first();
    const unknown = await alert.textContent();
    await signIn(page, ACCOUNTS.globex, "wrong-password");
    await expect(alert).toHaveText(unknown ?? "");
    await expect(page).toHaveURL(/\/auth/);

    await test.step("the password field can be shown and hidden", async () => {
      const password = page.getByLabel("Password", { exact: true });
      await expect(password).toHaveAttribute("type", "password");
      await page.getByRole("button", { name: "Show password" }).click();
      await expect(password).toHaveAttribute("type", "text");
      await page.getByRole("button", { name: "Hide password" }).click();
      await expect(password).toHaveAttribute("type", "password");
    });
  });
});

test.describe("sign-up", () => {
  test("is refused in the browser for a non-company domain, before any request", async ({ page }) => {
    await page.goto("/auth?mode=sign-up");
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST") posted = true;
    });
    await page.getByLabel("Full name").fill("Eve Outsider");
    await page.getByLabel("Email").fill("eve@gmail.com");
    await page.getByLabel("Password", { exact: true }).fill("a-long-password");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(
      page.getByText("Signup is restricted to company employees only. Please use your company email address.").first(),
    ).toBeVisible();
    expect(posted).toBe(false);
  });

  test("a staff sign-up must confirm the e-mail, then waits for a role", async ({ page }) => {
    const email = `new.staff.${Date.now()}@st.example`;
    await page.goto("/auth?mode=sign-up");
    await page.getByLabel("Full name").fill("New Staff");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-long-password-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

    // not verified yet: sign-in refused
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-long-password-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").first()).toContainText(/verif/i);

    const { waitForMail } = await import("./support");
    const mail = await waitForMail(email, (m) => /confirm/i.test(m.subject));
    const link = /http:\/\/localhost:\d+\/api\/auth\/verify-email\?[^\s"]+/.exec(
      mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="),
    )?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/auth\/waiting/);
    await expect(page.getByRole("heading", { name: "Waiting for access" })).toBeVisible();
    // no role: the dashboard and the portal both send it back here
    for (const path of ["/dashboard", "/client-portal"]) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers().location, path).toMatch(/\/auth\/waiting/);
    }
  });
});

// the access guard (a visitor, a client and staff sent where the access table says, and /auth sending a
// signed-in person home) is asked of every route's loader for each identity in-process:
// tests/routes/route-modules.test.ts ("the loader answers each identity as the access table says")

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  const res = await page.goto("/this/does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("sign out ends the session with the spec's toast", { tag: "@smoke" }, async ({ page }) => {
  // signed in with the sign-in form's own POST (the form is driven by the tests above)
  expect(await signInByPost(page.context(), ACCOUNTS.globex)).toMatch(/\/client-portal$/);
  await page.goto("/client-portal");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  const after = await page.request.get("/client-portal", { maxRedirects: 0 });
  expect(after.headers().location).toMatch(/\/auth$/);
});

test("security headers and health checks", async ({ request }) => {
  const res = await request.get("/");
  const csp = res.headers()["content-security-policy"] ?? "";
  // a fresh nonce per response, or (a page served from the anonymous cache) the hashes of its inline scripts
  expect(csp).toMatch(/script-src 'self' '(?:nonce|sha256)-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(await ready.json()).toEqual({ ok: true, database: "up" });
});

test.describe("shells", () => {
  test.describe("dashboard sidebar", () => {
    test.use({ storageState: stateFor("author") });
    test("collapses to icons with ctrl+B and remembers it in a cookie", async ({ page, context }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/dashboard");
      const sidebar = page.locator("aside[data-state]");
      await expect(sidebar).toHaveAttribute("data-state", "expanded");
      expect((await sidebar.boundingBox())?.width).toBe(256);
      await page.keyboard.press("Control+b");
      await expect(sidebar).toHaveAttribute("data-state", "collapsed");
      await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
      const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
      expect(cookie?.value).toBe("false");
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
      await page.reload();
      await expect(sidebar).toHaveAttribute("data-state", "collapsed");
      await page.keyboard.press("Control+b");
      await expect(sidebar).toHaveAttribute("data-state", "expanded");
    });

    test("on a phone the sidebar opens as an 18rem panel", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/dashboard");
      await expect(page.locator("aside[data-state]")).toBeHidden();
      await page.getByRole("button", { name: /toggle sidebar/i }).click();
      const panel = page.getByRole("dialog");
      await expect(panel).toBeVisible();
      expect((await panel.boundingBox())?.width).toBe(288);
      await expect(panel.getByRole("link", { name: "Blogs" })).toBeVisible();
      await expect(panel.getByRole("link", { name: "Users" })).toHaveCount(0);
    });
  });

  test("the public menu toggles below 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(mobileNav).toBeVisible();
    for (const label of ["Home", "About", "Services", "Projects", "Team", "Blog", "Contact", "Get Started"]) {
      await expect(mobileNav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
  });
});
