import { expect, test } from "./fixtures";
import {
  acceptInvitation,
  deleteUserAsAdmin,
  failOnAppErrors,
  invitationLinksFor,
  inviteUser,
  mailText,
  mailTo,
  signIn,
  stateFor,
  uid,
  waitForMail,
} from "./support";

// sign-ins and a password choice with a memory-hard hash each: give the journey room
test.describe.configure({ timeout: 150_000 });
test.use({ storageState: stateFor("admin") });

const ROLE_SUBJECT = "Your Lumen Studio access:";

test("an admin invites a user: the mailed link sets their password once, a resend replaces it, a role change is mailed", async ({
  page,
  browser,
}) => {
  // the refused link pages and the mismatched passwords answer 400 on purpose
  const noErrors = failOnAppErrors(page, [/\/dashboard\/users/]);
  const name = `Invited Person ${uid()}`;
  const email = `invited.${uid()}@acme.example`;
  const password = "Chosen-pass-2026";

  // the New User dialog asks for no password and says what happens instead
  await page.goto("/dashboard/users");
  await page.getByRole("button", { name: "New User" }).click();
  const dialog = page.getByRole("dialog", { name: "New User" });
  await expect(dialog).toContainText("We e-mail them a link to set their own password (valid 7 days).");
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await inviteUser(page, { email, fullName: name, organization: "Acme Logistics" });
  const card = page.getByRole("listitem", { name });
  await expect(card.getByText("Invitation pending")).toBeVisible();
  await expect(card).toContainText(/until \w{3} \d{1,2}, \d{4}/);

  const [first] = await invitationLinksFor(email, 1);
  const invitation = (await mailTo(email))[0]!;
  expect(mailText(invitation)).toContain(`Hello ${name}`);
  expect(mailText(invitation)).toContain("with the Client role");
  // no role e-mail for a new user: the invitation names the role
  expect((await mailTo(email)).filter((m) => m.subject.startsWith(ROLE_SUBJECT))).toHaveLength(0);

  // until they choose a password, nobody signs in as them
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const v = await visitor.newPage();
  await signIn(v, email, password);
  await expect(
    v
      .getByRole("alert")
      .filter({ hasText: /invalid/i })
      .first(),
  ).toBeVisible();

  // Resend Invitation mails a new link; the first one stops working
  await card.getByRole("button", { name: "Resend Invitation" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: `Invitation sent to ${email}` })).toHaveCount(1);
  const [, second] = await invitationLinksFor(email, 2);
  expect(second).not.toBe(first);
  await v.goto(first!);
  await expect(v.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  await expect(v.getByText("Ask your administrator to send a new invitation.")).toBeVisible();

  // the new link: the password shows on request, and the two entries must match
  await v.goto(second!);
  await expect(v.getByRole("heading", { name: "Set your password" })).toBeVisible();
  const field = v.getByLabel("New password", { exact: true });
  await field.fill(password);
  await expect(field).toHaveAttribute("type", "password");
  await v.getByRole("button", { name: "Show password" }).first().click();
  await expect(field).toHaveAttribute("type", "text");
  await v.getByLabel("Repeat new password").fill("something-else-1");
  await v.getByRole("button", { name: "Set Password" }).click();
  await expect(v.getByText("The two passwords do not match")).toBeVisible();
  await acceptInvitation(v, second!, password);

  // they sign in with the password they chose
  await signIn(v, email, password);
  await expect(v).toHaveURL(/\/client-portal$/);

  // the link works once, and a forged token is refused by the server too
  const again = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const a = await again.newPage();
  await a.goto(second!);
  await expect(a.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  await expect(a.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/auth");
  const forged = await a.request.post("/auth/invitation", {
    form: { token: "forged-token", password, confirmPassword: password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(forged.status()).toBe(400);
  await again.close();

  // accepted: the card no longer offers a resend
  await page.reload();
  await expect(card.getByText("Client", { exact: true })).toBeVisible();
  await expect(card.getByText("Invitation pending")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Resend Invitation" })).toHaveCount(0);

  // a profile-only edit sends nothing; a changed role sends one e-mail with a link to sign in
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await edit.getByLabel("Organisation (optional)").fill("Acme Freight");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(card).toContainText("Acme Freight");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await page.getByRole("dialog", { name: "Edit User" }).getByLabel("Role").selectOption("author");
  await page.getByRole("dialog", { name: "Edit User" }).getByRole("button", { name: "Save Changes" }).click();
  await expect(card.getByText("Author", { exact: true })).toBeVisible();
  const roleMail = await waitForMail(email, (m) => m.subject.startsWith(ROLE_SUBJECT));
  expect(roleMail.subject).toBe("Your Lumen Studio access: Author");
  const signInLink = /(https?:\/\/\S+)\/auth\s/.exec(mailText(roleMail));
  expect(signInLink, "the mail holds a link to /auth").not.toBeNull();
  expect((await mailTo(email)).filter((m) => m.subject.startsWith(ROLE_SUBJECT))).toHaveLength(1);

  // the role change ended their session: they follow the mail's link and sign in again, now as an author
  const ended = await v.request.get("/client-portal", { maxRedirects: 0 });
  expect(ended.headers().location).toMatch(/\/auth/);
  await v.goto(new URL(`${signInLink![1]}/auth`).pathname);
  await expect(v.getByRole("button", { name: "Sign In" })).toBeVisible();
  await v.getByLabel("Email").fill(email);
  await v.getByLabel("Password", { exact: true }).fill(password);
  await v.getByRole("button", { name: "Sign In" }).click();
  await expect(v).toHaveURL(/\/dashboard$/);
  await visitor.close();

  // clean up the account
  await deleteUserAsAdmin(page, name);
  noErrors();
});

test("a link for a deleted user, and an address already in use, are refused", async ({ page, browser }) => {
  const noErrors = failOnAppErrors(page, [/\/dashboard\/users/]);
  const name = `Gone Person ${uid()}`;
  const email = `gone.${uid()}@acme.example`;
  await inviteUser(page, { email, fullName: name, role: "Author" });
  const [link] = await invitationLinksFor(email, 1);
  expect(mailText((await mailTo(email))[0]!)).toContain("with the Author role");

  // the same address again: the server's message reaches the toast, and no second invitation goes out
  await page.getByRole("button", { name: "New User" }).click();
  const again = page.getByRole("dialog", { name: "New User" });
  await again.getByLabel("Email").fill(email);
  await again.getByLabel("Full name").fill("Twice");
  await again.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText("A user with this e-mail already exists").first()).toBeVisible();
  await again.getByRole("button", { name: "Cancel" }).click();

  await deleteUserAsAdmin(page, name);

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const v = await visitor.newPage();
  await v.goto(link!);
  await expect(v.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  await visitor.close();
  expect(await invitationLinksFor(email, 1)).toEqual([link]);
  noErrors();
});
