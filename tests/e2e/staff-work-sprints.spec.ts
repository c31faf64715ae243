import { expect, type Page, staffJourneys, test } from "./fixtures";
import {
  ACCOUNTS,
  addSprint,
  createAcmeProject,
  deleteClientProject,
  expectToast,
  failOnConsoleErrors,
  mailText,
  newSignedInPage,
  openManageOf,
  uid,
  waitForMail,
} from "./support";

/**
 * Staff move sprints and tickets along; the client hears about completed work in the portal and by
 * e-mail. Each test works on a client project of its own, created through the UI.
 */
staffJourneys();

async function fillSprint(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: "New Sprint" });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Start date/).fill("2026-12-01");
  await dialog.getByLabel(/^End date/).fill("2026-12-14");
  return dialog;
}

/** The client opens their portal's notifications and picks the project from "Your projects". */
async function clientSeesNotification(page: Page, projectTitle: string, text: string) {
  await page.goto("/client-portal/notifications");
  await page
    .getByRole("navigation", { name: "Your projects" })
    .getByRole("link", { name: new RegExp(projectTitle) })
    .click();
  await expect(page).toHaveURL(/\/client-portal\/notifications\?project=[0-9a-f-]{36}/);
  await expect(page.getByTestId("project-title")).toHaveText(projectTitle);
  await expect(page.getByText(text).first()).toBeVisible();
}

test("Mark Complete in the project view notifies the client in the portal and by e-mail", async ({ page, browser }) => {
  const noErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Notice ${id}`;
  const sprintTitle = `Checkout ${id}`;
  const projectId = await createAcmeProject(page, projectTitle);

  // the Manage panel at its own address, as the list's Manage link leads (followed by long-lists-more.spec.ts)
  const panel = await openManageOf(page, projectId);
  await addSprint(page, panel, sprintTitle, async () => {
    // The first sprint of a project is number 1
    await expect(page.getByRole("dialog", { name: "New Sprint" }).getByLabel(/^Sprint order/)).toHaveValue("1");
    // In Review: the card's next step is Mark Complete (a Planned one offers Start Sprint)
    await page
      .getByRole("dialog", { name: "New Sprint" })
      .getByLabel(/^Status/)
      .selectOption("In Review");
  });

  await panel.getByRole("button", { name: `Mark Complete: ${sprintTitle}` }).click();
  await expectToast(page, "Success", "Sprint status updated to Completed. Client has been notified.");
  await expect(panel.getByRole("button", { name: `Mark Complete: ${sprintTitle}` })).toHaveCount(0);
  await expect(panel.getByText("Completed", { exact: true })).toBeVisible();

  // a real SMTP conversation: the mail reached the test server
  const mail = await waitForMail(ACCOUNTS.acme, (m) =>
    mailText(m).includes(`Subject: Sprint completed: ${sprintTitle}`),
  );
  expect(mailText(mail)).toContain(projectTitle);
  expect(mailText(mail)).toContain("/client-portal/sprint/");

  const client = await newSignedInPage(browser, "acme");
  const clientErrors = failOnConsoleErrors(client);
  await clientSeesNotification(client, projectTitle, `Sprint completed: ${sprintTitle}`);
  clientErrors();
  await client.context().close();

  await deleteClientProject(page, projectTitle);
  noErrors();
});

test("on the sprints screen: Start Sprint, the next order, and a ticket's Start and Complete, which notifies", async ({
  page,
  browser,
}) => {
  const noErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Tickets ${id}`;
  const sprintTitle = `Onboarding ${id}`;
  const ticket = `Login ${id}`;
  const other = `Logout ${id}`;
  await createAcmeProject(page, projectTitle);

  await page.goto("/dashboard/sprints");
  await page.getByLabel("Project", { exact: true }).selectOption({ label: `${projectTitle} (Jordan Blake)` });
  await expect(page).toHaveURL(/project=[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { name: "No sprints yet" })).toBeVisible();

  await page.getByRole("button", { name: "New Sprint" }).first().click();
  let dialog = await fillSprint(page, sprintTitle);
  await expect(dialog.getByLabel(/^Project/)).toHaveCount(0); // the filter fixes the project
  await dialog.getByRole("button", { name: "Create Sprint" }).click();
  await expectToast(page, "Success", "Sprint created successfully");
  await expect(dialog).toBeHidden();

  // next sprint order: highest plus 1
  await page.getByRole("button", { name: "New Sprint" }).first().click();
  dialog = await fillSprint(page, `Second ${id}`);
  await expect(dialog.getByLabel(/^Sprint order/)).toHaveValue("2");
  await dialog.getByRole("button", { name: "Create Sprint" }).click();
  await expectToast(page, "Success", "Sprint created successfully");
  const second = page.getByRole("article", { name: `Second ${id}` });
  await expect(second.getByText("Sprint 2", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Start Sprint: ${sprintTitle}` }).click();
  await expectToast(page, "Success", "Sprint marked as In Progress");
  // In Progress: the next step is Send for Review
  await expect(page.getByRole("button", { name: `Send for Review: ${sprintTitle}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Mark Complete: ${sprintTitle}` })).toHaveCount(0);

  await page.getByRole("tab", { name: "Sprint Tickets" }).click();
  await expect(page).toHaveURL(/tab=tickets/);
  for (const title of [ticket, other]) {
    await page.getByRole("button", { name: `Add Ticket to ${sprintTitle}` }).click();
    const ticketDialog = page.getByRole("dialog", { name: "New Ticket" });
    await expect(ticketDialog.getByLabel(/^Type/)).toHaveValue("Fullstack");
    await expect(ticketDialog.getByLabel(/^Status/)).toHaveValue("Not started");
    await ticketDialog.getByLabel(/^Title/).fill(title);
    await ticketDialog.getByRole("button", { name: "Create Ticket" }).click();
    await expectToast(page, "Success", "Ticket created successfully");
    await expect(ticketDialog).toBeHidden();
  }
  // a new ticket goes at the end
  const section = page.getByRole("region", { name: new RegExp(sprintTitle) });
  await expect(section.getByRole("listitem").nth(0)).toContainText(ticket);
  await expect(section.getByRole("listitem").nth(1)).toContainText(other);

  await page.getByRole("button", { name: `Start ${ticket}` }).click();
  await expectToast(page, "Success", "Ticket marked as In progress");
  await page.getByRole("button", { name: `Complete ${ticket}` }).click();
  await expectToast(page, "Success", "Ticket marked as Completed. Client has been notified.");

  const mail = await waitForMail(ACCOUNTS.acme, (m) => mailText(m).includes(`Subject: Task completed: ${ticket}`));
  expect(mailText(mail)).toContain(`"${sprintTitle}"`);

  // A sprint ticket is deleted without confirmation
  await page.getByRole("button", { name: `Delete ${other}` }).click();
  await expectToast(page, "Success", "Ticket deleted successfully");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText(other)).toHaveCount(0);

  const client = await newSignedInPage(browser, "acme");
  const clientErrors = failOnConsoleErrors(client);
  await clientSeesNotification(client, projectTitle, `Task completed: ${ticket}`);
  clientErrors();
  await client.context().close();

  await deleteClientProject(page, projectTitle);
  noErrors();
});

test("the sprint form checks its fields in the browser before anything is sent", async ({ page }) => {
  const noErrors = failOnConsoleErrors(page);
  await page.goto("/dashboard/sprints");
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST") posted = true;
  });
  await page.getByRole("button", { name: "New Sprint" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Sprint" });
  await dialog.getByRole("button", { name: "Create Sprint" }).click();
  await expect(dialog.getByText("Choose a project", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Start date is required")).toBeVisible();
  await expect(dialog.getByText("End date is required")).toBeVisible();
  await dialog.getByLabel(/^Sprint order/).fill("0");
  await expect(dialog.getByText("Sprint order must be at least 1")).toBeVisible();
  // the message follows the input once the field has been checked
  await dialog.getByLabel(/^Title/).fill("Anything");
  await expect(dialog.getByText("Title is required")).toHaveCount(0);
  expect(posted).toBe(false);
  noErrors();
});

test("team assignments: a staff member not yet on the project, role Developer by default, removal asks first", async ({
  page,
}) => {
  const noErrors = failOnConsoleErrors(page);
  const projectTitle = `Team ${uid()}`;
  await createAcmeProject(page, projectTitle);
  await page.goto("/dashboard/sprints?tab=team");
  await expect(page.getByText("Please select a specific project to manage team assignments.")).toBeVisible();
  await page.getByRole("tab", { name: "Sprint Tickets" }).click();
  await expect(page.getByText("Please select a specific project to manage sprint tickets.")).toBeVisible();
  await page.getByRole("tab", { name: "Team Assignments" }).click();
  await expect(page).toHaveURL(/tab=team/);
  await page.getByLabel("Project", { exact: true }).selectOption({ label: `${projectTitle} (Jordan Blake)` });
  await expect(page).toHaveURL(/tab=team&project=|project=.*tab=team/);
  await expect(page.getByText("No one is assigned yet")).toBeVisible();

  const member = page.getByLabel(/^Team member/);
  await expect(member.locator("option", { hasText: "Theo Navarro" })).toHaveCount(1);
  await expect(page.getByLabel(/^Role/)).toHaveValue("Developer");
  await member.selectOption({ label: "Theo Navarro · Content Lead" });
  await page.getByText("Project lead").click();
  await page.getByRole("button", { name: "Assign Member" }).click();
  await expectToast(page, "Success", "Team member assigned successfully");
  const team = page.getByRole("region", { name: "Project team" });
  await expect(team.getByText("Theo Navarro")).toBeVisible();
  await expect(team.getByText("Lead", { exact: true })).toBeVisible();
  await expect(team.getByText("Developer · Content Lead")).toBeVisible();
  // already assigned: no longer offered
  await expect(member.locator("option", { hasText: "Theo Navarro" })).toHaveCount(0);

  await team.getByRole("button", { name: "Remove Theo Navarro" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to remove this team member from the project?");
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expectToast(page, "Success", "Team member removed successfully");
  await expect(team.getByText("Theo Navarro")).toHaveCount(0);
  await expect(member.locator("option", { hasText: "Theo Navarro" })).toHaveCount(1);

  await deleteClientProject(page, projectTitle);
  noErrors();
});
