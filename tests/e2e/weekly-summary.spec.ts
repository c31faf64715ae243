import { expect, test } from "./fixtures";
import { axe, createUserAsAdmin, deleteUserAsAdmin, expectToast, signInByPost, stateFor, uid } from "./support";

test.describe.configure({ timeout: 150_000 });
test.use({ storageState: stateFor("admin") });

const fresh = { storageState: { cookies: [], origins: [] } };

test("a client chooses the weekly summary and its time zone; staff preview it; its stop link turns it off", async ({
  page,
  browser,
}) => {
  const id = uid();
  const name = `Summary Client ${id}`;
  const email = `summary.${id}@acme.example`;
  const password = `Summary-${id}-pass`;
  await createUserAsAdmin(page, { email, name, password, role: "Client" });
  const clientContext = await browser.newContext(fresh);
  try {
    // the client: on their account page, off, in Berlin
    // signed in with the form's own POST (signing in is what the auth specs drive): sent to the portal
    expect(await signInByPost(clientContext, email, password)).toMatch(/\/client-portal$/);
    const client = await clientContext.newPage();
    await client.goto("/account");
    const section = client.getByRole("region", { name: "Weekly summary" });
    await expect(section.getByRole("heading", { name: "Weekly summary" })).toBeVisible();
    await expect(section.getByText("On", { exact: true })).toBeVisible();
    await section.getByLabel("Your time zone").selectOption("Europe/Berlin");
    // the switch is a native checkbox drawn as a switch: its label is what one clicks
    const toggle = section.getByRole("switch", { name: "Send me the weekly summary" });
    await expect(toggle).toBeChecked();
    await section.getByText("Send me the weekly summary").click();
    await expect(toggle).not.toBeChecked();
    await section.getByRole("button", { name: "Save Summary Settings" }).click();
    await expectToast(client, "Success", "Your weekly summary is off");
    await client.reload();
    await expect(section.getByText("Off", { exact: true })).toBeVisible();
    await expect(section.getByLabel("Your time zone")).toHaveValue("Europe/Berlin");
    const findings = (await axe(client).include('[aria-labelledby="weekly-summary-title"]').analyze()).violations;
    expect(findings.map((v) => v.id)).toEqual([]);

    // staff: next Monday's summary, in the client's time zone, and that it will not be sent
    await page.goto("/dashboard/digest");
    await page.getByLabel("Client", { exact: true }).selectOption({ label: name });
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page).toHaveURL(/client=/);
    await expect(page.getByText("Europe/Berlin")).toBeVisible();
    await expect(page.getByText("Turned off by the client")).toBeVisible();
    await expect(page.getByText(/^Your week at Lumen Studio: /)).toBeVisible();
    const mail = page.frameLocator('iframe[title="Summary preview"]');
    await expect(mail.getByText(`Hi ${name},`)).toBeVisible();
    // a new client has nothing in progress: the quiet-week line
    await expect(mail.getByText(/A quiet week on your projects/)).toBeVisible();

    // the client turns it on again (their account page is still open); the mail's stop link, opened signed
    // out, turns it off
    await section.getByText("Send me the weekly summary").click();
    await expect(toggle).toBeChecked();
    await section.getByRole("button", { name: "Save Summary Settings" }).click();
    await expectToast(client, "Success", "Your weekly summary is on");
    await page.reload();
    await expect(page.getByText("No project in progress")).toBeVisible();
    const stop = await mail.getByRole("link", { name: "Stop the weekly summary" }).getAttribute("href");
    expect(stop).toMatch(/\/digest\/stop\?token=/);
    const stranger = await browser.newContext(fresh);
    const visitor = await stranger.newPage();
    const opened = await visitor.goto(new URL(stop!).pathname + new URL(stop!).search);
    expect(opened?.status()).toBe(200);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // opening it changes nothing until the button is pressed
    await client.reload();
    await expect(section.getByText("On", { exact: true })).toBeVisible();
    await visitor.getByRole("button", { name: "Stop Weekly Summary" }).click();
    await expect(visitor.getByRole("heading", { name: "The weekly summary is off" })).toBeVisible();
    await client.reload();
    await expect(section.getByText("Off", { exact: true })).toBeVisible();
    // a forged or cut token does nothing
    const forged = await visitor.request.get(`/digest/stop?token=${encodeURIComponent("eA.")}`);
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toMatch(/<h1[^>]*>This link did not work<\/h1>/);
    await stranger.close();
  } finally {
    await clientContext.close();
    await deleteUserAsAdmin(page, name);
  }
});

test("staff see no summary section on their own account page", async ({ page }) => {
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your name" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Weekly summary" })).toHaveCount(0);
});
