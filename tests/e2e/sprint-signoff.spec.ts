import type { Locator, Page } from "@playwright/test";
import { expect, staffJourneys, test } from "./fixtures";
import {
  ACCOUNTS,
  addSprintByAction,
  axe,
  createAcmeProject,
  deleteClientProject,
  expectToast,
  failOnConsoleErrors,
  mailText,
  newSignedInPage,
  openManageOf,
  postForm,
  uid,
  waitForMail,
} from "./support";

/**
 * Sprint sign-off: staff link a draft milestone invoice to a sprint and put it In Review; the client
 * requests changes (a note is required, staff read it), staff put it In Review again, the client
 * approves: the sprint is Completed, the invoice issued and e-mailed to the client. Approval is final.
 */
staffJourneys(180_000);

const STAFF_INBOX = "staff@studio.example";
const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Staff set a sprint's status in its Edit Sprint dialog, on the Manage panel that is open. */
async function setSprintStatus(page: Page, panel: Locator, sprintTitle: string, status: string) {
  await panel.getByRole("button", { name: `Edit ${sprintTitle}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Sprint" });
  await dialog.getByLabel(/^Status/).selectOption(status);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  return panel;
}

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await axe(page).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a client signs off a sprint: changes first, then approval issues the linked milestone invoice by e-mail", {
  tag: "@smoke",
}, async ({ page, browser }) => {
  const staffErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Sign-off ${id}`;
  const sprintTitle = `Route planner ${id}`;
  const number = `MS-${id}`;
  // the project and its sprint through the screens' actions (the New Sprint dialog is driven by
  // staff-work-sprints.spec.ts)
  const projectId = await createAcmeProject(page, projectTitle);
  const sprintId = await addSprintByAction(page, projectId, sprintTitle);
  expect(sprintId).toMatch(/^[0-9a-f-]{36}$/);

  // staff draft the milestone invoice (14 days' term) and link it to the sprint in the invoice dialog
  const today = new Date();
  await page.goto("/dashboard/invoices");
  await page.getByRole("button", { name: "New Invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "New Invoice" });
  await dialog.getByLabel(/^Project/).selectOption({ label: projectTitle });
  await dialog.getByLabel(/^Invoice number/).fill(number);
  await dialog.getByLabel(/^Invoice name/).fill("Route planner milestone");
  await dialog.getByLabel(/^Amount/).fill("5000");
  await dialog.getByLabel(/^Currency/).selectOption("USD");
  await dialog.getByLabel(/^Due date/).fill(iso(new Date(today.getTime() + 14 * DAY_MS)));
  await dialog.getByLabel(/^Status/).selectOption("Draft");
  await dialog.getByLabel(/^Milestone of sprint/).selectOption({ label: `Sprint 1: ${sprintTitle}` });
  await dialog.getByRole("button", { name: "Create Invoice" }).click();
  await expectToast(page, "Success", "Invoice created successfully");
  const staffRow = page.getByRole("listitem").filter({ hasText: number });
  await expect(staffRow).toContainText("Draft");

  // In Review, as the sprint's status posts it (the Edit Sprint dialog sets it again below)
  await postForm(page, "/dashboard/sprints", { intent: "sprint.status", id: sprintId, status: "In Review" });

  // the client: the draft is not theirs to see yet (their Invoices tab as served); the sprint asks for
  // sign-off and names the invoice
  const client = await newSignedInPage(browser, "acme");
  const clientErrors = failOnConsoleErrors(client);
  const invoicesTab = await client.request.get(`/client-portal/invoices?project=${projectId}`);
  expect(invoicesTab.status()).toBe(200);
  const invoicesHtml = await invoicesTab.text();
  expect(invoicesHtml).toContain("No invoices yet");
  expect(invoicesHtml).not.toContain(number);
  const sprintPage = `/client-portal/sprint/${sprintId}`;
  await client.goto(sprintPage);
  const signOff = client.getByRole("region", { name: "Sign Off This Sprint" });
  await expect(signOff).toBeVisible();
  await expect(signOff.getByTestId("milestone-invoice")).toContainText(`invoice ${number} for $5,000.00`);
  for (const width of [1280, 375]) {
    await client.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolation(client);
  }
  await client.setViewportSize({ width: 1280, height: 900 });

  // request changes: a note is required
  await signOff.getByText("Request Changes").click();
  await signOff.getByRole("button", { name: "Send Change Request" }).click();
  await expect(signOff.getByText("Please describe the changes you need before sending").first()).toBeVisible();
  const note = `Please add the depot filter to the map (${id}).`;
  await signOff.getByLabel(/^What should change\?/).fill(note);
  await signOff.getByRole("button", { name: "Send Change Request" }).click();
  await expect(client.locator("[data-sonner-toast]").filter({ hasText: "Changes Requested" }).first()).toBeVisible();
  await expect(signOff).toHaveCount(0);
  await expect(client.getByText("In Progress").first()).toBeVisible();
  await expect(client.getByText(note)).toBeVisible();

  // staff see the note on the sprint and in their inbox
  const again = await openManageOf(page, projectId);
  const card = again.locator("article", { has: page.locator("h3", { hasText: sprintTitle }) });
  await expect(card).toContainText("Changes requested");
  await expect(card).toContainText(note);
  const staffMail = await waitForMail(STAFF_INBOX, (m) => m.subject.includes(`Changes requested: ${sprintTitle}`));
  expect(mailText(staffMail)).toContain(note);

  // In Review again: the client approves, after the confirm step
  await setSprintStatus(page, again, sprintTitle, "In Review");
  await client.goto(sprintPage);
  await signOff.getByText("Approve Sprint").click();
  await expect(signOff).toContainText(
    `Approving is final: the sprint is marked Completed and invoice ${number} is issued.`,
  );
  await signOff.getByRole("button", { name: "Confirm Approval" }).click();
  await expect(client.locator("[data-sonner-toast]").filter({ hasText: "Sprint Approved" }).first()).toBeVisible();
  await expect(signOff).toHaveCount(0);
  await expect(client.getByText("Completed").first()).toBeVisible();
  await expect(client.getByText("You approved this sprint. Approvals are final.")).toBeVisible();

  // final: a second approval (another tab) is refused with a clear message, a staff member cannot approve
  const second = await client.request.post(sprintPage, { form: { intent: "approve" }, maxRedirects: 0 });
  expect(second.status()).toBe(409);
  const staffTry = await page.request.post(sprintPage, { form: { intent: "approve" }, maxRedirects: 0 });
  expect(staffTry.status()).toBe(302);
  expect(staffTry.headers().location).toBe("/dashboard");

  // the invoice is issued: dated today, due 14 days later, in the client's portal and in their mailbox
  const clientMail = await waitForMail(ACCOUNTS.acme, (m) => m.subject === `Invoice ${number} issued`);
  expect(mailText(clientMail)).toContain("$5,000.00");
  await waitForMail(STAFF_INBOX, (m) => m.subject.includes(`Sprint approved: ${sprintTitle}`));
  await page.goto("/dashboard/invoices");
  // issued on approval: dated today, its 14 days' term counted from today
  await expect(staffRow).toContainText("Due in 14 days");
  await expect(staffRow).toContainText("Issued");
  await expect(staffRow).not.toContainText("Draft");

  // the dashboard shows the approval in the sprint's history
  const last = await openManageOf(page, projectId);
  await expect(last.locator("article", { has: page.locator("h3", { hasText: sprintTitle }) })).toContainText(
    "Approved sprint",
  );

  clientErrors();
  await client.context().close();
  await deleteClientProject(page, projectTitle);
  staffErrors();
});
