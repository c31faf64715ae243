import { expect, test } from "./fixtures";
import { acceptInvitation, failOnAppErrors, invitationLinksFor, signIn, stateFor, waitForMail } from "./support";

// several sign-ins with a memory-hard password hash each: give these journeys room
test.describe.configure({ timeout: 120_000 });

test.describe("as an admin", () => {
  test.use({ storageState: stateFor("admin") });

  test("create a client user, who chooses a password from the invitation and signs in, then delete it", async ({
    page,
    browser,
  }) => {
    // the duplicate create answers 400 on purpose
    const noErrors = failOnAppErrors(page, [/\/dashboard\/users/]);
    const email = `new.client.${Date.now()}@acme.example`;
    const password = "Client-pass-2026";
    await page.goto("/dashboard/users");
    await page.getByRole("button", { name: "New User" }).click();
    const dialog = page.getByRole("dialog", { name: "New User" });
    await expect(dialog.getByLabel("Role")).toHaveValue("client");
    // an admin never types a password: the new user chooses it from the invitation e-mail
    await expect(dialog.getByLabel("Password", { exact: true })).toHaveCount(0);

    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Full name").fill("Casey New");
    await dialog.getByLabel("Organisation (optional)").fill("Acme Logistics");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    const card = page.getByRole("listitem", { name: "Casey New" });
    await expect(card).toContainText(email);
    await expect(card).toContainText("Acme Logistics");
    await expect(card.getByText("Client", { exact: true })).toBeVisible();
    await expect(card.getByText("Invitation pending")).toBeVisible();

    // the same e-mail again: the server's message reaches the toast
    await page.getByRole("button", { name: "New User" }).click();
    const again = page.getByRole("dialog", { name: "New User" });
    await again.getByLabel("Email").fill(email);
    await again.getByLabel("Full name").fill("Casey Twice");
    await again.getByRole("button", { name: "Create User" }).click();
    await expect(page.getByText("A user with this e-mail already exists").first()).toBeVisible();
    await again.getByRole("button", { name: "Cancel" }).click();

    // the invitation sets the password
    const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const clientPage = await other.newPage();
    const [link] = await invitationLinksFor(email, 1);
    await acceptInvitation(clientPage, link!, password);

    // the new client signs in and lands on the portal
    await signIn(clientPage, email, password);
    await expect(clientPage).toHaveURL(/\/client-portal$/);

    // edit: the e-mail is locked, profile fields change
    await page.getByRole("button", { name: "Edit Casey New" }).click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await expect(edit.getByLabel("Email")).toBeDisabled();
    await expect(edit.getByLabel("Email")).toHaveValue(email);
    await expect(edit.getByLabel("Password", { exact: true })).toHaveCount(0);
    await edit.getByLabel("Organisation (optional)").fill("Acme Freight");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("User updated successfully")).toBeVisible();
    await expect(card).toContainText("Acme Freight");
    // a profile-only edit keeps the user signed in
    await clientPage.goto("/client-portal");
    await expect(clientPage).toHaveURL(/\/client-portal$/);

    // a changed role ends their sessions at once: they sign in again under the new role
    await page.getByRole("button", { name: "Edit Casey New" }).click();
    const demote = page.getByRole("dialog", { name: "Edit User" });
    await demote.getByLabel("Role").selectOption("author");
    await demote.getByRole("button", { name: "Save Changes" }).click();
    await expect(card.getByText("Author", { exact: true })).toBeVisible();
    await clientPage.goto("/client-portal");
    await expect(clientPage).toHaveURL(/\/auth/);
    await other.close();

    await page.getByRole("button", { name: "Delete Casey New" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this user?");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("User deleted successfully")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Casey New" })).toHaveCount(0);

    const gone = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const gonePage = await gone.newPage();
    await signIn(gonePage, email, password);
    await expect(gonePage).toHaveURL(/\/auth/);
    await gone.close();
    noErrors();
  });

  test("someone waiting for access is listed first and can be granted a role", async ({ page, browser }) => {
    const noErrors = failOnAppErrors(page);
    const email = `waiting.${Date.now()}@st.example`;
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const signUp = await visitor.newPage();
    await signUp.goto("/auth?mode=sign-up");
    await signUp.getByLabel("Full name").fill("Wren Waiting");
    await signUp.getByLabel("Email").fill(email);
    await signUp.getByLabel("Password", { exact: true }).fill("a-long-password-1");
    await signUp.getByRole("button", { name: "Sign Up" }).click();
    await expect(signUp.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await visitor.close();

    await page.goto("/dashboard/users");
    const first = page.getByRole("list", { name: "Users" }).getByRole("listitem").first();
    await expect(first).toHaveAccessibleName("Wren Waiting");
    await expect(first.getByText("Waiting for access")).toBeVisible();
    await first.getByLabel("Role for Wren Waiting").selectOption("author");
    await first.getByRole("button", { name: "Grant access" }).click();
    await expect(page.getByText("User updated successfully")).toBeVisible();
    const card = page.getByRole("listitem", { name: "Wren Waiting" });
    await expect(card.getByText("Author", { exact: true })).toBeVisible();
    await expect(card.getByText("Waiting for access")).toHaveCount(0);
    // the waiting page promised an e-mail: it says which role, with a link to sign in
    const granted = await waitForMail(email, (m) => m.subject.startsWith("Your Lumen Studio access:"));
    expect(granted.subject).toBe("Your Lumen Studio access: Author");
    expect(granted.raw).toMatch(/https?:\/\/\S+\/auth\s/);

    await page.getByRole("button", { name: "Delete Wren Waiting" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("User deleted successfully")).toBeVisible();
    noErrors();
  });

  test("an admin cannot delete their own account", async ({ page }) => {
    await page.goto("/dashboard/users");
    const self = page.getByRole("listitem", { name: "Maya Lindqvist" });
    await expect(self.getByText("You", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete Maya Lindqvist" })).toHaveCount(0);
  });
});

test.describe("as an author", () => {
  test.use({ storageState: stateFor("author") });

  test("the Users screen is not offered and is refused on the server", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Users" })).toHaveCount(
      0,
    );
    await page.goto("/dashboard/users");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  // posting to the Users actions changes nothing and mails nothing: the action's refusals are checked in-process
  // (tests/routes/users-refused.test.ts), and over HTTP with every other refused intent by access-matrix.spec.ts
});
