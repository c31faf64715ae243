import { expect, staffJourneys, test } from "./fixtures";
import {
  ACCOUNTS,
  addInvoiceByAction,
  addSprintByAction,
  addSprintTicketByAction,
  createClientProject,
  deleteClientProject,
  expectToast,
  failOnConsoleErrors,
  mailText,
  manageTab,
  newSignedInPage,
  openManageOf,
  postForm,
  uid,
  waitForMail,
} from "./support";

/**
 * Daily use where money and trust meet (issue 26): a sprint card offers the next step of the flow, asks
 * before a step does more than it says, and completing a sprint issues its draft milestone invoice (the
 * client is mailed it); a draft offers "Issue Invoice", never "Mark Paid".
 */
staffJourneys();

test("a sprint moves Start, Send for Review, Mark Complete; completing issues its draft invoice; a draft is issued, never marked paid", async ({
  page,
}) => {
  const noErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Milestones ${id}`;
  const sprintTitle = `Checkout ${id}`;
  const projectId = await createClientProject(page, projectTitle);
  const sprintId = await addSprintByAction(page, projectId, sprintTitle, { status: "Planned" });
  await addSprintTicketByAction(page, projectId, sprintId, `Cart ${id}`);
  const milestone = `M-${id}`;
  const loose = `L-${id}`;
  await addInvoiceByAction(page, projectId, {
    invoiceNumber: milestone,
    invoiceName: "Milestone 1",
    amount: "2400.00",
    paymentStatus: "Draft",
    sprintId,
  });
  await addInvoiceByAction(page, projectId, {
    invoiceNumber: loose,
    invoiceName: "Discovery",
    amount: "800.00",
    paymentStatus: "Draft",
  });

  const panel = await openManageOf(page, projectId);
  // a Planned sprint offers Start, not Mark Complete
  await expect(panel.getByRole("button", { name: `Mark Complete: ${sprintTitle}` })).toHaveCount(0);
  await panel.getByRole("button", { name: `Start Sprint: ${sprintTitle}` }).click();
  await expectToast(page, "Success", "Sprint status updated to In Progress");

  // In Progress offers Send for Review, which asks first: no ticket is finished
  await panel.getByRole("button", { name: `Send for Review: ${sprintTitle}` }).click();
  const review = page.getByRole("alertdialog", { name: "Send this sprint for review?" });
  await expect(review).toContainText(`${sprintTitle} has no finished ticket (0 of 1 done).`);
  await review.getByRole("button", { name: "Send for Review" }).click();
  await expectToast(page, "Success", "Sprint status updated to In Review");

  // In Review offers Mark Complete, which names the invoice it issues
  await panel.getByRole("button", { name: `Mark Complete: ${sprintTitle}` }).click();
  const complete = page.getByRole("alertdialog", { name: "Complete this sprint and issue its invoice?" });
  await expect(complete).toContainText(`Completing it issues invoice ${milestone} to the client`);
  await complete.getByRole("button", { name: "Complete and Issue" }).click();
  await expectToast(page, "Success", `Invoice ${milestone} was issued to the client: $2,400.00`);
  await expect(panel.getByRole("button", { name: new RegExp(`: ${sprintTitle}$`) })).toHaveCount(0);

  const mail = await waitForMail(ACCOUNTS.acme, (m) => mailText(m).includes(`Subject: Invoice ${milestone} issued`));
  expect(mailText(mail)).toContain(`The sprint "${sprintTitle}" is complete.`);

  // the Invoices tab: the issued milestone can be marked paid; the other draft can only be issued
  await manageTab(page, /^Invoices/).click();
  const issuedRow = panel.getByRole("listitem").filter({ hasText: milestone });
  const draftRow = panel.getByRole("listitem").filter({ hasText: loose });
  await expect(issuedRow.getByRole("button", { name: "Mark Paid" })).toBeVisible();
  await expect(draftRow.getByRole("button", { name: "Mark Paid" })).toHaveCount(0);
  await draftRow.getByRole("button", { name: `Issue Invoice ${loose}` }).click();
  const issue = page.getByRole("alertdialog", { name: "Issue this invoice?" });
  await issue.getByRole("button", { name: "Issue Invoice" }).click();
  await expectToast(page, "Success", `Invoice ${loose} issued. Client has been notified.`);
  await expect(draftRow.getByRole("button", { name: "Mark Paid" })).toBeVisible();
  await waitForMail(ACCOUNTS.acme, (m) => mailText(m).includes(`Subject: Invoice ${loose} issued`));

  await deleteClientProject(page, projectTitle);
  noErrors();
});

test("the client is told a sprint awaits their sign-off (mail, and a banner atop the portal); once approved, its open tasks read as carried over", async ({
  page,
  browser,
}) => {
  const id = uid();
  const projectTitle = `Sign-off due ${id}`;
  const sprintTitle = `Depot map ${id}`;
  const projectId = await createClientProject(page, projectTitle);
  const sprintId = await addSprintByAction(page, projectId, sprintTitle, { status: "In Progress" });
  const done = await addSprintTicketByAction(page, projectId, sprintId, `Pins ${id}`);
  await addSprintTicketByAction(page, projectId, sprintId, `Filters ${id}`);
  await postForm(page, "/dashboard/sprints", { intent: "sprint-ticket.status", id: done, status: "Completed" });
  // staff send it for review (the card's button is driven by the test above)
  await postForm(page, "/dashboard/sprints", { intent: "sprint.status", id: sprintId, status: "In Review" });

  const mail = await waitForMail(ACCOUNTS.acme, (m) =>
    mailText(m).includes(`Subject: Your sign-off is needed: ${sprintTitle}`),
  );
  expect(mailText(mail)).toContain(`/client-portal/sprint/${sprintId}`);

  const client = await newSignedInPage(browser, "acme");
  const clientErrors = failOnConsoleErrors(client);
  await client.goto("/client-portal");
  const banner = client.getByRole("region", { name: /waiting for your sign-off/ });
  await expect(banner).toContainText(`${sprintTitle} · ${projectTitle}`);
  await banner.getByRole("link", { name: `Review and Sign Off: ${sprintTitle}` }).click();
  await expect(client).toHaveURL(new RegExp(`/client-portal/sprint/${sprintId}$`));

  const signOff = client.getByRole("region", { name: "Sign Off This Sprint" });
  await signOff.getByText("Approve Sprint").click();
  await signOff.getByRole("button", { name: "Confirm Approval" }).click();
  await expect(client.locator("[data-sonner-toast]").filter({ hasText: "Sprint Approved" }).first()).toBeVisible();
  await expect(client.getByText("1 of 2 done · 1 carried over")).toBeVisible();
  await expect(client.getByText(/The tasks not finished in it carry over/)).toBeVisible();
  await expect(client.getByRole("listitem").filter({ hasText: `Filters ${id}` })).toContainText("Carried over");
  await expect(client.getByRole("listitem").filter({ hasText: `Pins ${id}` })).toContainText("Completed");

  // the banner is gone once nothing of this project waits
  await client.goto("/client-portal");
  await expect(client.getByText(`${sprintTitle} · ${projectTitle}`)).toHaveCount(0);
  clientErrors();
  await client.context().close();
  await deleteClientProject(page, projectTitle);
});
