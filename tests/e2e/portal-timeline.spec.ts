import type { Page } from "@playwright/test";
import { expect, staffJourneys, test } from "./fixtures";
import {
  addInvoiceByAction,
  addSprintByAction,
  addSprintTicketByAction,
  axe,
  createAcmeProject,
  deleteClientProject,
  failOnConsoleErrors,
  newSignedInPage,
  postForm,
  stateFor,
  uid,
} from "./support";

/**
 * The portal overview's project timeline and value chart (issue 12, part 4): staff complete a task and
 * mark an invoice paid, the client sees both on the timeline (never the draft), narrows it by kind (also
 * without JavaScript), reads the chart and its table; another client never sees any of it.
 */
staffJourneys(180_000);

async function expectNoSeriousAxeViolation(page: Page) {
  // as the other axe suites do: no entrance animation half-way (its faded text reads as low contrast)
  await page.emulateMedia({ reducedMotion: "reduce" });
  const results = await axe(page).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("staff work shows on the client's timeline, filterable by kind, next to the value chart", async ({
  page,
  browser,
}) => {
  const staffErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Timeline ${id}`;
  const sprintTitle = `Tracking ${id}`;
  const task = `Live map ${id}`;
  const paid = `TL-${id}`;
  const draft = `TD-${id}`;
  // the staff work goes through the screens' actions, as their dialogs and buttons post it (those are
  // driven by staff-work-sprints.spec.ts and staff-work-invoices.spec.ts): this journey is about the timeline
  const projectId = await createAcmeProject(page, projectTitle);
  const sprintId = await addSprintByAction(page, projectId, sprintTitle);

  // staff add a task, start it and complete it
  const ticketId = await addSprintTicketByAction(page, projectId, sprintId, task);
  for (const status of ["In progress", "Completed"]) {
    await postForm(page, "/dashboard/sprints", { intent: "sprint-ticket.status", id: ticketId, status });
  }

  // staff issue an invoice and mark it paid; a draft stays theirs
  const invoice = { invoiceName: "Timeline milestone", amount: "1200", currency: "USD" };
  const paidId = await addInvoiceByAction(page, projectId, {
    ...invoice,
    invoiceNumber: paid,
    paymentStatus: "Pending",
  });
  await addInvoiceByAction(page, projectId, { ...invoice, invoiceNumber: draft, paymentStatus: "Draft" });
  await postForm(page, "/dashboard/invoices", { intent: "invoice.paid", id: paidId });

  // the client sees it all on the overview's timeline, newest first
  const client = await newSignedInPage(browser, "acme");
  const clientErrors = failOnConsoleErrors(client);
  const overview = `/client-portal?project=${projectId}`;
  await client.goto(overview);
  const timeline = client.getByRole("region", { name: "Project Timeline" });
  const events = timeline.getByRole("list", { name: "Timeline events" }).getByRole("listitem");
  await expect(events.first()).toContainText(`Payment received for invoice ${paid} ($1,200.00)`);
  await expect(timeline).toContainText(`Invoice ${paid} was issued ($1,200.00)`);
  await expect(timeline).toContainText(`Task “${task}” was completed`);
  await expect(timeline).toContainText(`Task “${task}” was added to sprint “${sprintTitle}”`);
  await expect(timeline).not.toContainText(draft);
  await expect(timeline).not.toContainText("admin@studio.example");

  // the kind filter narrows it (with JavaScript)
  await timeline.getByLabel("Show").selectOption("payment");
  await timeline.getByRole("button", { name: "Filter" }).click();
  await expect(client).toHaveURL(/kind=payment/);
  await expect(events).toHaveCount(1);
  await expect(events.first()).toHaveAttribute("data-timeline-kind", "payment");

  // the chart: a figure with its caption, a drawing with a text alternative, and its numbers as a table
  const chart = client.getByRole("figure", { name: /Value Delivered and Billed/ });
  await expect(chart).toContainText("100% of 1 task done; $1,200.00 invoiced, $1,200.00 paid.");
  await expect(chart.getByRole("img").first()).toBeAttached();
  await chart.getByText("Show as table").click();
  const table = chart.getByRole("table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("row").last()).toContainText("100% (1/1)");
  await expect(table.getByRole("row").last()).toContainText("$1,200.00");

  // axe on the overview as it is now (filtered, the table shown), then on a phone
  for (const width of [1280, 375]) {
    if (width !== 1280) {
      await client.setViewportSize({ width, height: 900 });
      await client.goto(overview);
    }
    await expect(timeline).toBeVisible();
    await expectNoSeriousAxeViolation(client);
    // nothing wider than the screen at 375 px
    const overflow = await client.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  clientErrors();
  await client.context().close();

  // without JavaScript: the filter is a plain GET form
  const noJs = await browser.newContext({ storageState: stateFor("acme"), javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(overview);
  const plainTimeline = plain.getByRole("region", { name: "Project Timeline" });
  await plainTimeline.getByLabel("Show").selectOption("ticket");
  await plainTimeline.getByRole("button", { name: "Filter" }).click();
  await expect(plain).toHaveURL(/kind=ticket/);
  const tickets = plainTimeline.getByRole("list", { name: "Timeline events" }).getByRole("listitem");
  await expect(tickets).toHaveCount(2);
  for (const kind of await tickets.evaluateAll((items) => items.map((i) => i.getAttribute("data-timeline-kind"))))
    expect(kind).toBe("ticket");
  await noJs.close();

  // another client: the project is answered as missing, and nothing of it is on their own overview
  const globex = await newSignedInPage(browser, "globex");
  const refused = await globex.goto(overview);
  expect(refused?.status()).toBe(404);
  await expect(globex.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
  await expect(globex.getByText(task)).toHaveCount(0);
  // their own overview, as served (with the data it carries for its scripts)
  const own = await globex.request.get("/client-portal");
  expect(own.status()).toBe(200);
  const ownHtml = await own.text();
  expect(ownHtml).not.toContain(paid);
  expect(ownHtml).not.toContain(task);
  await globex.context().close();

  await deleteClientProject(page, projectTitle);
  staffErrors();
});
