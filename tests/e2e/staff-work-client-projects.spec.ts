import { expect, staffJourneys, test } from "./fixtures";
import {
  CLIENT_OPTIONS,
  createClientProject,
  expectToast,
  failOnConsoleErrors,
  manageTab,
  openManageOf,
  uid,
} from "./support";

/**
 * Client projects: the list, create and edit with the spec's rules, and Manage with its
 * Sprints (Manage Sprint opens the ticket list), Tickets and Invoices tabs.
 */
staffJourneys();

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("create, edit and delete a client project with the spec's fields and rules", async ({ page }) => {
  const noErrors = failOnConsoleErrors(page);
  const title = `Scheduling ${uid()}`;
  await page.goto("/dashboard/client-projects");
  await expect(page.getByRole("heading", { name: "Client Projects" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Acme Fleet Operations Platform" })).toBeVisible();

  await page.getByRole("button", { name: "New Project" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Client Project" });
  // only clients can own a project
  const options = await dialog.getByLabel("Client").locator("option").allTextContents();
  expect(options.some((o) => o.includes("client@acme.example"))).toBe(true);
  expect(options.some((o) => o.includes("studio.example"))).toBe(false);
  // defaults: In Progress, 0 percent
  await expect(dialog.getByLabel(/^Status/)).toHaveValue("In Progress");
  await expect(dialog.getByLabel(/^Percent complete/)).toHaveValue("0");

  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog.getByText("Choose a client", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("Contact name is required")).toBeVisible();
  await expect(dialog.getByText("Contact role is required")).toBeVisible();
  await expect(dialog.getByText("Contact email is required")).toBeVisible();

  await dialog.getByLabel("Client").selectOption({ label: CLIENT_OPTIONS.globex });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Description/).fill("Waitlists for every clinic.");
  await dialog.getByLabel(/^Percent complete/).fill("120");
  await dialog.getByLabel(/^Estimated delivery/).fill("2027-03-15");
  await dialog.getByLabel(/^Name/).fill("Maya Lindqvist");
  await dialog.getByLabel(/^Role/).fill("Project Lead");
  await dialog.getByLabel(/^E-mail/).fill("not-an-email");
  await dialog.getByLabel(/^Phone/).fill("+46 8 555 0100");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog.getByText("Percent must be between 0 and 100")).toBeVisible();
  await expect(dialog.getByText("Enter a valid email address")).toBeVisible();
  await dialog.getByLabel(/^Percent complete/).fill("35");
  await dialog.getByLabel(/^E-mail/).fill("admin@studio.example");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expectToast(page, "Success", "Client project created successfully");

  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Priya Raman");
  await expect(card).toContainText("In Progress");
  await expect(card).toContainText("35%");
  await expect(card).toContainText("Mar 15, 2027");
  await expect(card).toContainText("+46 8 555 0100");

  await card.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Client Project" });
  await expect(edit.getByLabel(/^Title/)).toHaveValue(title);
  await edit.getByLabel(/^Status/).selectOption("On Hold");
  await edit.getByLabel(/^Percent complete/).fill("40");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Success", "Client project updated successfully");
  await expect(card).toContainText("On Hold");
  await expect(card).toContainText("40%");

  await card.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete this client project?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Client project deleted successfully");
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);
  noErrors();
});

test("Manage: Manage Sprint lists its tickets; project tickets; invoices with the project-view due indicator", async ({
  page,
}) => {
  const noErrors = failOnConsoleErrors(page);
  const id = uid();
  const title = `Manage ${id}`;
  const projectId = await createClientProject(page, title, { client: "globex" });

  // the Manage panel at its own address, as the list's Manage link leads (followed by long-lists-more.spec.ts)
  const panel = await openManageOf(page, projectId);
  await expect(manageTab(panel, /^Sprints/)).toHaveAttribute("aria-current", "page");

  // a sprint, then its tickets through Manage Sprint
  await panel.getByRole("button", { name: "New Sprint" }).click();
  const sprintDialog = page.getByRole("dialog", { name: "New Sprint" });
  await sprintDialog.getByLabel(/^Title/).fill(`Wizard ${id}`);
  await sprintDialog.getByLabel(/^Start date/).fill(iso(0));
  await sprintDialog.getByLabel(/^End date/).fill(iso(14));
  await sprintDialog.getByRole("button", { name: "Add Deliverable" }).click();
  await sprintDialog.getByRole("textbox", { name: "Deliverable 1", exact: true }).fill("Clinic wizard");
  await sprintDialog.getByRole("textbox", { name: "Deliverable 2", exact: true }).fill("  ");
  await sprintDialog.getByLabel(/^Preview link/).fill("https://example.com/wizard");
  await sprintDialog.getByRole("button", { name: "Create Sprint" }).click();
  await expectToast(page, "Success", "Sprint created successfully");
  const sprint = panel.getByRole("article", { name: `Wizard ${id}` });
  await expect(sprint).toContainText("Clinic wizard");
  await expect(sprint.getByRole("link", { name: "Preview" })).toHaveAttribute("href", "https://example.com/wizard");

  await sprint.getByRole("button", { name: "Manage Sprint" }).click();
  const manage = page.getByRole("dialog", { name: `Sprint 1: Wizard ${id}` });
  await expect(manage.getByText("No tickets in this sprint yet.")).toBeVisible();
  await manage.getByRole("button", { name: "Add Ticket" }).click();
  const ticketDialog = page.getByRole("dialog", { name: "New Ticket" });
  await ticketDialog.getByLabel(/^Title/).fill(`Opening hours ${id}`);
  await ticketDialog.getByLabel(/^Type/).selectOption("Frontend");
  await ticketDialog.getByRole("button", { name: "Create Ticket" }).click();
  await expectToast(page, "Success", "Ticket created successfully");
  await expect(manage.getByText(`Opening hours ${id}`)).toBeVisible();
  await expect(manage.getByText("Frontend")).toBeVisible();
  await manage.getByRole("button", { name: "Close" }).click();

  // project tickets
  await manageTab(panel, /^Tickets/).click();
  await panel.getByRole("button", { name: "New Ticket" }).click();
  const projectTicket = page.getByRole("dialog", { name: "New Ticket" });
  await expect(projectTicket.getByLabel(/^Priority/)).toHaveValue("Medium");
  await projectTicket.getByLabel(/^Title/).fill(`Crash on save ${id}`);
  await projectTicket.getByLabel(/^Type/).selectOption("Bug");
  await projectTicket.getByLabel(/^Priority/).selectOption("High");
  await projectTicket.getByLabel(/^Assigned to/).fill("Theo Navarro");
  await projectTicket.getByLabel(/^Sprint/).selectOption({ label: `Sprint 1: Wizard ${id}` });
  await projectTicket.getByRole("button", { name: "Create Ticket" }).click();
  await expectToast(page, "Success", "Ticket created successfully");
  const row = panel.getByRole("listitem").filter({ hasText: `Crash on save ${id}` });
  await expect(row).toContainText("Bug");
  await expect(row).toContainText("High");
  await expect(row).toContainText("Theo Navarro");
  await expect(row).toContainText(`Sprint: Wizard ${id}`);
  await row.getByRole("button", { name: `Edit Crash on save ${id}` }).click();
  const editTicket = page.getByRole("dialog", { name: "Edit Ticket" });
  await editTicket.getByLabel(/^Status/).selectOption("In progress");
  await editTicket.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Success", "Ticket updated successfully");
  await expect(row).toContainText("In progress");
  await row.getByRole("button", { name: `Delete Crash on save ${id}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this ticket?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Ticket deleted successfully");

  // invoices in the project view: 7 and 14 day thresholds
  await manageTab(panel, /^Invoices/).click();
  for (const [number, due] of [
    [`SOON-${id}`, iso(5)],
    [`TWO-${id}`, iso(12)],
    [`LATER-${id}`, iso(40)],
  ] as const) {
    await panel.getByRole("button", { name: "New Invoice" }).click();
    const invoice = page.getByRole("dialog", { name: "New Invoice" });
    await expect(invoice.getByLabel(/^Project/)).toHaveCount(0); // stays in this project
    await invoice.getByLabel(/^Invoice number/).fill(number);
    await invoice.getByLabel(/^Invoice name/).fill("Milestone");
    await invoice.getByLabel(/^Amount/).fill("100");
    await invoice.getByLabel(/^Due date/).fill(due);
    await invoice.getByRole("button", { name: "Create Invoice" }).click();
    await expectToast(page, "Success", "Invoice created successfully");
    await expect(invoice).toBeHidden();
  }
  await expect(panel.getByRole("listitem").filter({ hasText: `SOON-${id}` })).toContainText("Due Soon");
  await expect(panel.getByRole("listitem").filter({ hasText: `TWO-${id}` })).toContainText("Due In 2 Weeks");
  await expect(panel.getByRole("listitem").filter({ hasText: `LATER-${id}` })).toContainText("On Track");

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Client project deleted successfully");
  noErrors();
});
