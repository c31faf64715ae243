import { expect, staffJourneys, test } from "./fixtures";
import {
  ACCOUNTS,
  createAcmeProject,
  deleteClientProject,
  expectToast,
  failOnConsoleErrors,
  mailText,
  newSignedInPage,
  screenData,
  uid,
  waitForMail,
} from "./support";

/**
 * Testimonial requests: Completed client projects without a testimonial; 'Send
 * Request' notifies and e-mails the client, who sees the testimonial card; the project leaves the
 * list only once a testimonial exists.
 */
staffJourneys();

test("staff send a testimonial request; the client gets the notice, the e-mail and the card", async ({
  page,
  browser,
}) => {
  const noErrors = failOnConsoleErrors(page);
  const title = `Launch ${uid()}`;
  // the count the screen's badge shows, read from its loader before the project exists
  const { all: before } = (await screenData(
    page.request,
    "/dashboard/testimonial-requests",
    "dashboard/testimonial-requests",
  )) as { all: number };
  expect(typeof before).toBe("number");

  await createAcmeProject(page, title, "Completed");
  await page.goto("/dashboard/testimonial-requests");
  const badge = page.getByText(/^\d+ pending$/);
  await expect(badge).toHaveText(`${before + 1} pending`);
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("Jordan Blake");
  await expect(row).toContainText("Not requested yet");

  await row.getByRole("button", { name: `Send Request: ${title}` }).click();
  await expectToast(page, "Success", "Testimonial request notification sent to Jordan Blake");
  // still listed: only a testimonial takes it off the list
  await expect(row).toContainText("Requested");
  await expect(badge).toHaveText(`${before + 1} pending`);

  const mail = await waitForMail(ACCOUNTS.acme, (m) => mailText(m).includes(`"${title}"`));
  expect(mailText(mail)).toContain("testimonial");

  const client = await newSignedInPage(browser, "acme");
  const clientErrors = failOnConsoleErrors(client);
  await client.goto("/client-portal");
  await expect(client.getByRole("heading", { name: `How did we do on ${title}?` })).toBeVisible();

  // the client writes the testimonial: the project leaves the staff list
  const card = client.getByRole("form", { name: `Testimonial for ${title}` });
  await card.getByRole("radio", { name: "5 stars" }).check({ force: true });
  await card.getByLabel("Your testimonial").fill("A calm, precise team. The launch went without a hitch.");
  await card.getByRole("button", { name: "Submit Testimonial" }).click();
  await expectToast(client, "Success", "Thank you for your testimonial!");

  // the notice stays among the project's notifications
  await client.goto("/client-portal/notifications");
  await client
    .getByRole("navigation", { name: "Your projects" })
    .getByRole("link", { name: new RegExp(title) })
    .click();
  await expect(client.getByText(`Your project "${title}" is complete.`, { exact: false }).first()).toBeVisible();
  clientErrors();
  await client.context().close();

  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  await expect(badge).toHaveText(`${before} pending`);

  // tidy up the project this test made, as its Delete button posts it (driven by staff-work-client-projects.spec.ts)
  await deleteClientProject(page, title);
  noErrors();
});
