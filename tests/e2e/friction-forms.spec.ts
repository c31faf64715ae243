import { expect, type Page, staffJourneys, test } from "./fixtures";
import {
  ACCOUNTS,
  addInvoiceByAction,
  addSprintByAction,
  createAcmeProject,
  createAcmeProjectInDialog,
  DEMO_PASSWORD,
  deleteClientProject,
  expectToast,
  failOnConsoleErrors,
  manageTab,
  newSignedInPage,
  openManageOf,
  uid,
} from "./support";

/**
 * Friction found by using the product: focus after dialogs, unsaved input, the page asked for
 * before signing in (only a path on this site: tests/routes/sign-in-return.test.ts), completing a sprint with open tickets, 'Feedback Required' once answered, the
 * currency of a new invoice, and the sign-up form's messages. Each test works on a client project of
 * its own, made through the screens' actions unless the test is about the dialog, and deleted at the end.
 */
staffJourneys(120_000);

/** What has keyboard focus: its accessible label or text, or "body" when focus was lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName;
  });

test("focus goes back to the control that opened a dialog; unsaved input is not thrown away unasked", async ({
  page,
}) => {
  const noErrors = failOnConsoleErrors(page);
  const title = `Focus ${uid()}`;
  await page.goto("/dashboard/client-projects");
  const newProject = page.getByRole("button", { name: "New Project" }).first();
  const dialog = page.getByRole("dialog", { name: "New Client Project" });
  const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });

  // without changes, Escape closes at once and focus is back on the button
  await newProject.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(ask).toHaveCount(0);
  await expect(newProject).toBeFocused();

  // with unsaved input, Escape, the close button and a click outside each ask first
  await newProject.click();
  await dialog.getByLabel(/^Title/).fill(title);
  await page.keyboard.press("Escape");
  await expect(ask).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(ask.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toHaveCount(0);
  await expect(dialog.getByLabel(/^Title/)).toHaveValue(title);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(ask).toBeVisible();
  // Escape while asking goes back to the form, not out of it
  await page.keyboard.press("Escape");
  await expect(ask).toHaveCount(0);
  await expect(dialog.getByLabel(/^Title/)).toHaveValue(title);

  await page.mouse.click(4, 4);
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(newProject).toBeFocused();

  // typing a value and taking it back again leaves nothing to lose
  await newProject.click();
  await dialog.getByLabel(/^Title/).fill("x");
  await dialog.getByLabel(/^Title/).fill("");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(newProject).toBeFocused();

  // Save: the dialog closes and focus is back on the button that opened it
  await createAcmeProjectInDialog(page, title);
  await expect(newProject).toBeFocused();

  // Edit, then Escape: back on that card's Edit button
  const edit = page.getByRole("button", { name: `Edit ${title}` });
  await edit.click();
  await expect(page.getByRole("dialog", { name: "Edit Client Project" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Edit Client Project" })).toBeHidden();
  await expect(edit).toBeFocused();

  // Delete: the confirmation closes, the card goes, and focus moves on instead of being lost
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Client project deleted successfully");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  await expect.poll(() => focused(page)).not.toBe("body");
  noErrors();
});

test("Mark Complete asks first while tickets are open; Mark read passes focus on", async ({ page, browser }) => {
  const noErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Complete ${id}`;
  const busy = `Busy ${id}`;
  const empty = `Empty ${id}`;
  // the sprints through the screen's action (the New Sprint dialog is driven by staff-work-sprints.spec.ts)
  const projectId = await createAcmeProject(page, projectTitle);
  // In Review: the card's next step is Mark Complete
  await addSprintByAction(page, projectId, busy, { status: "In Review" });
  await addSprintByAction(page, projectId, empty, { status: "In Review" });
  const panel = await openManageOf(page, projectId);

  // two tickets, one of them done
  await panel.getByRole("article", { name: busy }).getByRole("button", { name: "Manage Sprint" }).click();
  const manage = page.getByRole("dialog", { name: `Sprint 1: ${busy}` });
  for (const ticket of [`Login ${id}`, `Logout ${id}`, `Reset ${id}`]) {
    await manage.getByRole("button", { name: "Add Ticket" }).click();
    const ticketDialog = page.getByRole("dialog", { name: "New Ticket" });
    await ticketDialog.getByLabel(/^Title/).fill(ticket);
    await ticketDialog.getByRole("button", { name: "Create Ticket" }).click();
    await expectToast(page, "Success", "Ticket created successfully");
    await expect(ticketDialog).toBeHidden();
    // back on the button that opened the ticket form, inside the sprint's dialog
    await expect(manage.getByRole("button", { name: "Add Ticket" })).toBeFocused();
  }
  await manage.getByRole("button", { name: `Start Login ${id}` }).click();
  await manage.getByRole("button", { name: `Complete Login ${id}` }).click();
  await expectToast(page, "Success", "Ticket marked as Completed");
  await manage.getByRole("button", { name: "Close" }).click();
  await expect(manage).toBeHidden();

  // open tickets: a question naming how many, and Cancel changes nothing
  const markBusy = panel.getByRole("button", { name: `Mark Complete: ${busy}` });
  await markBusy.click();
  const question = page.getByRole("alertdialog", { name: "Complete this sprint?" });
  await expect(question).toContainText(`${busy} has 2 tickets that are not completed yet.`);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(markBusy).toBeFocused();
  await expect(panel.getByRole("article", { name: busy }).getByText("Completed", { exact: true })).toHaveCount(0);

  await markBusy.click();
  await question.getByRole("button", { name: "Mark Complete" }).click();
  await expectToast(page, "Success", "Sprint status updated to Completed. Client has been notified.");
  await expect(markBusy).toHaveCount(0);
  await expect.poll(() => focused(page)).not.toBe("body");

  // no open tickets: completes at once, as before
  await panel.getByRole("button", { name: `Mark Complete: ${empty}` }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: `Mark Complete: ${empty}` })).toHaveCount(0);

  // the client reads both notices; focus goes from one 'Mark read' to the next, never to the page
  const client = await newSignedInPage(browser, "acme");
  const clientErrors = failOnConsoleErrors(client);
  await client.goto(`/client-portal/notifications?project=${projectId}`);
  const marks = client.getByRole("button", { name: /^Mark read: / });
  // two completed sprints and a completed ticket
  await expect(marks).toHaveCount(3);
  await marks.first().click();
  await expect(marks).toHaveCount(2);
  await expect.poll(() => focused(client)).toMatch(/^Mark read: /);
  await client.keyboard.press("Enter");
  await expect(marks).toHaveCount(1);
  await expect.poll(() => focused(client)).toMatch(/^Mark read: /);
  await marks.first().click();
  await expect(marks).toHaveCount(0);
  await expect.poll(() => focused(client)).not.toBe("body");
  clientErrors();
  await client.context().close();

  await deleteClientProject(page, projectTitle);
  noErrors();
});

test("a signed-out client's deep link comes back after sign-in; feedback clears 'Feedback Required'", async ({
  page,
  browser,
}) => {
  const noErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Review ${id}`;
  const sprintTitle = `Dashboard ${id}`;
  // the sprint, In Review and asking for feedback, through the screen's action (the New Sprint dialog is driven
  // by staff-work-sprints.spec.ts, its feedback switch by portal-journeys.spec.ts)
  const projectId = await createAcmeProject(page, projectTitle);
  const sprintId = await addSprintByAction(page, projectId, sprintTitle, {
    status: "In Review",
    feedbackRequired: "on",
  });
  const panel = await openManageOf(page, projectId);
  const staffCard = panel.getByRole("article", { name: sprintTitle });
  await expect(staffCard.getByText("Feedback required")).toBeVisible();

  // the sprint's address, as an e-mail would carry it
  const sprintPath = `/client-portal/sprint/${sprintId}`;

  // signed out: sign in first, then the very page asked for
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const client = await visitor.newPage();
  const clientErrors = failOnConsoleErrors(client);
  await client.goto(sprintPath);
  await expect(client).toHaveURL(/\/auth\?redirectTo=/);
  await client.getByLabel("Email").fill(ACCOUNTS.acme);
  await client.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await client.getByRole("button", { name: "Sign In" }).click();
  await expect(client).toHaveURL(sprintPath);
  await expect(client.getByRole("heading", { name: sprintTitle, level: 1 })).toBeVisible();

  // 'Feedback Required' until the client has sent feedback, then gone for the client and the staff
  await expect(client.getByRole("heading", { name: "Feedback Required" })).toBeVisible();
  await client.getByRole("textbox", { name: /Feedback on/ }).fill(`Charts read well. ${id}`);
  await client.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(client.getByText("Thank you for your feedback!").first()).toBeVisible();
  await expect(client.getByRole("heading", { name: "Feedback Required" })).toHaveCount(0);
  await client.goto(`/client-portal/sprints?project=${projectId}`);
  await expect(client.locator("article[data-sprint-id]").first()).toBeVisible();
  await expect(client.getByText("Feedback Required")).toHaveCount(0);
  clientErrors();
  await visitor.close();

  await page.reload();
  await expect(panel.getByRole("article", { name: sprintTitle })).toBeVisible();
  await expect(panel.getByRole("article", { name: sprintTitle }).getByText("Feedback required")).toHaveCount(0);

  await deleteClientProject(page, projectTitle);
  noErrors();
});

// after sign-in only a path on this site is followed: the sign-in action's answer to each hostile `redirectTo`
// is checked in-process (tests/routes/sign-in-return.test.ts); the browser's deep link comes back above

test("a new invoice takes the currency of the client's other invoices", async ({ page }) => {
  const noErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Currency ${id}`;
  const projectId = await createAcmeProject(page, projectTitle);

  // the client's latest invoice is in euros (made through the screen's action, as the New Invoice dialog posts
  // it: the dialog is driven by staff-work-invoices.spec.ts)
  await addInvoiceByAction(page, projectId, {
    invoiceNumber: `EUR-${id}`,
    invoiceName: "Kick-off",
    amount: "100",
    currency: "EUR",
  });

  // the next one starts in euros once the project is chosen; staff can still change it
  await page.goto("/dashboard/invoices");
  await page.getByRole("button", { name: "New Invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "New Invoice" });
  await dialog.getByLabel(/^Project/).selectOption({ label: projectTitle });
  await expect(dialog.getByLabel(/^Currency/)).toHaveValue("EUR");
  await dialog.getByLabel(/^Currency/).selectOption("GBP");
  await expect(dialog.getByLabel(/^Currency/)).toHaveValue("GBP");
  await page.keyboard.press("Escape");
  await page
    .getByRole("alertdialog", { name: "Discard your changes?" })
    .getByRole("button", { name: "Discard changes" })
    .click();
  await expect(dialog).toBeHidden();

  // the same in the project's own view
  const panel = await openManageOf(page, projectId);
  await manageTab(panel, /^Invoices/).click();
  await panel.getByRole("button", { name: "New Invoice" }).click();
  await expect(page.getByRole("dialog", { name: "New Invoice" }).getByLabel(/^Currency/)).toHaveValue("EUR");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "New Invoice" })).toBeHidden();

  await deleteClientProject(page, projectTitle);
  noErrors();
});

test.describe("sign-up", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("shows the password rule from the start and drops the domain error once the e-mail is fixed", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/auth?mode=sign-up");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAccessibleDescription("Use at least 8 characters.");
    await expect(page.getByText("Use at least 8 characters.")).toBeVisible();

    const email = page.getByLabel("Email");
    await page.getByLabel("Full name").fill("Sam Doe");
    await email.fill(`sam.${uid()}@gmail.com`);
    await password.fill("long-enough-pass");
    await page.getByRole("button", { name: "Sign Up" }).click();
    const message = "Signup is restricted to company employees only. Please use your company email address.";
    await expect(email).toHaveAccessibleDescription(message);
    await expect(email).toHaveAttribute("aria-invalid", "true");

    // still a foreign domain: the message stays
    await email.fill(`sam.${uid()}@gmail.co`);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    // a company address: the message goes at once
    await email.fill(`sam.${uid()}@studio.example`);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#email-error")).toHaveCount(0);
    noErrors();
  });
});
