import { readFile } from "node:fs/promises";
import zlib from "node:zlib";
import { type Browser, expect, type Locator, type Page, test } from "./fixtures";
import {
  createClientProject,
  deleteClientProject,
  failOnConsoleErrors,
  newSignedInPage,
  stateFor,
  tinyPdf,
  waitForMail,
} from "./support";

/**
 * The client portal journeys of issue 4, as client@acme.example on the demo data. Tests that change
 * data (mark read, feedback, continue, question, testimonial) each touch their own records.
 */
const STAFF_INBOX = "staff@studio.example";
/** Mail headers longer than a line are folded; join them back. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]+/g, " ");

test.use({ storageState: stateFor("acme") });

const tabLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Project sections" }).getByRole("link", { name: new RegExp(`^${name}`) });

/** Each tab of the portal, with the heading it opens on. */
const TABS = [
  ["Sprints", "Sprints"],
  ["Invoices", "Invoices"],
  ["Notifications", "Notifications"],
  ["Overview", "Project Progress"],
] as const;

async function toast(page: Page, title: string, description?: string) {
  const item = page.locator("[data-sonner-toast]").filter({ hasText: title });
  await expect(item.first()).toBeVisible();
  if (description) await expect(item.first()).toContainText(description);
  return item.first();
}

/** A sprint card on the Sprints tab with the given status badge. */
async function sprintWithStatus(
  page: Page,
  status: string,
  { open = true } = {},
): Promise<{ card: Locator; id: string; title: string }> {
  if (open) await page.goto("/client-portal?tab=sprints");
  const card = page
    .locator("article[data-sprint-id]")
    .filter({ has: page.locator("span", { hasText: new RegExp(`^${status}$`) }) })
    .first();
  await expect(card).toBeVisible();
  return {
    card,
    id: (await card.getAttribute("data-sprint-id")) ?? "",
    title: ((await card.locator("h3").textContent()) ?? "").trim(),
  };
}

/** Staff ask for feedback on a demo sprint again, as it was seeded. */
async function askForFeedbackAgain(browser: Browser, sprintTitle: string) {
  const staff = await newSignedInPage(browser, "admin");
  await staff.goto("/dashboard/client-projects");
  await staff.getByRole("link", { name: "Manage Acme Fleet Operations Platform" }).click();
  await staff.getByRole("button", { name: `Edit ${sprintTitle}` }).click();
  const dialog = staff.getByRole("dialog", { name: "Edit Sprint" });
  const ask = dialog.getByRole("switch", { name: "Ask the client for feedback on this sprint" });
  await expect(ask).not.toBeChecked();
  await dialog.getByText("Ask the client for feedback on this sprint").click();
  await expect(ask).toBeChecked();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  await staff.context().close();
}

test.describe("the portal tabs", () => {
  test("the overview shows the header, progress, status and recent activity", { tag: "@smoke" }, async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/client-portal");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page.getByText("client@acme.example").first()).toBeVisible();
    await expect(page.getByTestId("project-title")).toHaveText("Acme Fleet Operations Platform");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(tabLink(page, "Overview")).toHaveAttribute("aria-current", "page");

    await expect(page.getByRole("heading", { name: "Project Progress" })).toBeVisible();
    const bar = page.getByRole("progressbar", { name: "Project progress" });
    const percent = Number(await bar.getAttribute("aria-valuenow"));
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    await expect(page.getByText(/\d+ of \d+ tasks completed/)).toBeVisible();

    await expect(page.getByRole("heading", { name: "Project Status" })).toBeVisible();
    await expect(page.getByText("Estimated Delivery")).toBeVisible();

    // the overview's activity is the project timeline (portal-timeline.spec.ts drives it)
    await expect(page.getByRole("heading", { name: "Project Timeline" })).toBeVisible();
    const items = page.locator("li[data-timeline-kind]");
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(25);

    await page.getByRole("link", { name: /^Notifications/ }).click();
    await expect(page).toHaveURL(/\/client-portal\/notifications$/);
    await expect(page.getByRole("heading", { name: "Notifications", level: 2 })).toBeVisible();
    expect(await page.locator("li[data-activity-type]").count()).toBeGreaterThan(5);
    noErrors();
  });

  test("each tab opens from its link and from its address; the red badge marks Notifications while a testimonial request is pending", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/client-portal");
    // one count: unread notifications and pending testimonial requests ('1' for a request alone)
    const badge = tabLink(page, "Notifications").locator("span.bg-danger-600");
    await expect(badge).toHaveText(/^[1-9]\d* unread notifications?$/);
    for (const [name, heading] of TABS) {
      await tabLink(page, name).click();
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await expect(tabLink(page, name)).toHaveAttribute("aria-current", "page");
      if (name === "Notifications") await expect(page.getByRole("link", { name: /Testimonial request/ })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/client-portal$/);
    await page.goto("/client-portal/invoices");
    await expect(page.getByRole("heading", { name: "Invoices", exact: true })).toBeVisible();
    noErrors();
  });

  test("a client with several projects switches between them", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/client-portal/sprints");
    const projects = page.getByRole("navigation", { name: "Your projects" });
    await projects.getByRole("link", { name: /Acme Customer Portal Redesign/ }).click();
    await expect(page).toHaveURL(/\/client-portal\/sprints\?project=[0-9a-f-]{36}$/);
    await expect(page.getByTestId("project-title")).toHaveText("Acme Customer Portal Redesign");
    await expect(page.getByRole("link", { name: "Research & design" })).toBeVisible();
    await tabLink(page, "Invoices").click();
    await expect(page).toHaveURL(/\/client-portal\/invoices\?project=/);
    await expect(page.getByRole("heading", { name: "No invoices yet" })).toBeVisible();
    await projects.getByRole("link", { name: /Acme Fleet Operations Platform/ }).click();
    await expect(page).toHaveURL(/\/client-portal\/invoices$/);
    await expect(page.getByTestId("project-title")).toHaveText("Acme Fleet Operations Platform");
    noErrors();
  });

  test("the sprints tab lists each sprint with its status and the spec's actions", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/client-portal/sprints");
    const cards = page.locator("article[data-sprint-id]");
    await expect(cards).toHaveCount(4);
    for (const status of ["Completed", "In Review", "In Progress", "Planned"]) {
      await expect(cards.filter({ has: page.locator("span", { hasText: new RegExp(`^${status}$`) }) })).toHaveCount(1);
    }
    const completed = cards.filter({ has: page.locator("span", { hasText: /^Completed$/ }) });
    await expect(completed.getByRole("link", { name: "Provide Feedback" })).toBeVisible();
    await expect(cards.getByRole("link", { name: "Provide Feedback" })).toHaveCount(1);
    await expect(cards.getByRole("link", { name: "Ask Questions" })).toHaveCount(1);

    await completed.getByRole("link", { name: "Provide Feedback" }).click();
    await expect(page).toHaveURL(/\/client-portal\/sprint\/[0-9a-f-]{36}#feedback$/);
    await expect(page.getByRole("textbox", { name: /Feedback on/ })).toBeFocused();
    noErrors();
  });

  test("the invoices tab shows the display status of each invoice, newest first", async ({ page, request }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/client-portal/invoices");
    const rows = page.locator("tr[data-invoice-id]");
    await expect(rows.first()).toContainText("INV-2026-006");
    const expected: [string, string, RegExp][] = [
      ["INV-2026-001", "Paid", /Paid in full/],
      ["INV-2026-002", "Overdue", /^10 days overdue$/],
      ["INV-2026-003", "Due Very Soon", /^Due in 5 days$/],
      ["INV-2026-004", "Due Soon", /^Due in 12 days$/],
      ["INV-2026-005", "Pending", /^Due in 28 days$/],
      ["INV-2026-006", "Pending", /^No due date$/],
    ];
    for (const [number, label, message] of expected) {
      const row = rows.filter({ hasText: number });
      await expect(row.locator("td").nth(4).locator("span").first()).toHaveText(label);
      await expect(row.locator("td").nth(4).locator("p")).toHaveText(message);
    }
    const numbers = await rows.locator("td:first-child p:first-child").allTextContents();
    expect(numbers).toEqual([...numbers].sort().reverse());
    // no document uploaded yet: the spec's text, and the private route has nothing to serve
    await expect(rows.first().getByText("Invoice document will be available once uploaded by admin.")).toBeVisible();
    const id = await rows.first().getAttribute("data-invoice-id");
    expect((await request.get(`/files/invoices/${id}`)).status()).toBe(404);
    noErrors();
  });
});

test.describe("invoice documents", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a document uploaded by the staff is downloaded from the Invoices tab", async ({ page, browser }) => {
    const noErrors = failOnConsoleErrors(page);
    // setup through the staff screens' actions, as their dialogs post them (the dialogs are driven by
    // staff-work-client-projects.spec.ts and staff-work-invoices.spec.ts): a project of acme's (On Hold, so it
    // never becomes the default) and an invoice with its PDF
    const staff = await newSignedInPage(browser, "admin");
    const id = Date.now().toString(36);
    const projectTitle = `Portal billing ${id}`;
    const number = `PRT-${id}`;
    const pdf = tinyPdf(`Invoice ${number}`);
    const projectId = await createClientProject(staff, projectTitle);
    const created = await staff.request.post("/dashboard/invoices", {
      multipart: {
        intent: "invoice.save",
        projectId,
        invoiceNumber: number,
        invoiceName: "Portal download check",
        amount: "980",
        invoiceDate: new Date().toISOString().slice(0, 10),
        paymentStatus: "Pending",
        file: { name: "invoice.pdf", mimeType: "application/pdf", buffer: pdf },
      },
      maxRedirects: 0,
    });
    expect(created.status(), `create invoice: ${(await created.text()).slice(0, 300)}`).toBe(200);

    // the client
    await page.goto("/client-portal/invoices");
    await page
      .getByRole("navigation", { name: "Your projects" })
      .getByRole("link", { name: new RegExp(projectTitle) })
      .click();
    await expect(page.getByTestId("project-title")).toHaveText(projectTitle);
    const row = page.locator("tr[data-invoice-id]").filter({ hasText: number });
    await expect(row.getByText("Invoice document will be available once uploaded by admin.")).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: `Download PDF of invoice ${number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.equals(pdf)).toBe(true);

    // tidy up
    await deleteClientProject(staff, projectTitle);
    await staff.context().close();
    noErrors();
  });
});

test.describe("notifications", () => {
  test("'Mark read' is only on unread notification items, and the change persists", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/client-portal/notifications");
    for (const type of ["sprint_update", "task_update", "invoice"]) {
      await expect(page.locator(`li[data-activity-type='${type}']`).getByRole("button")).toHaveCount(0);
    }
    const item = page.locator("li[data-activity-type='notification']").filter({ hasText: "Driver app sprint started" });
    await expect(item.getByText("New")).toBeVisible();
    await item.getByRole("button", { name: /Mark read/ }).click();
    await expect(item.getByRole("button", { name: /Mark read/ })).toHaveCount(0);
    await expect(item.getByText("New")).toHaveCount(0);

    await page.reload();
    const after = page
      .locator("li[data-activity-type='notification']")
      .filter({ hasText: "Driver app sprint started" });
    await expect(after).toBeVisible();
    await expect(after.getByRole("button", { name: /Mark read/ })).toHaveCount(0);
    await page.goto("/client-portal/notifications?show=unread");
    await expect(page.locator("li").filter({ hasText: "Driver app sprint started" })).toHaveCount(0);
    noErrors();
  });

  test("a change shows up in an open portal without a reload", async ({ page, browser }) => {
    test.setTimeout(60_000);
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/client-portal/notifications");
    const title = "Your feedback is needed";
    const item = page.locator("li[data-activity-type='notification']").filter({ hasText: title });
    await expect(item.getByRole("button", { name: /Mark read/ })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    // the same client, on another device, reads it
    const other = await newSignedInPage(browser, "acme");
    await other.goto("/client-portal/notifications");
    await other
      .locator("li[data-activity-type='notification']")
      .filter({ hasText: title })
      .getByRole("button", { name: /Mark read/ })
      .click();
    await expect(other.locator("li").filter({ hasText: title }).getByRole("button")).toHaveCount(0);
    await other.context().close();

    await expect(item.getByRole("button", { name: /Mark read/ })).toHaveCount(0, { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    noErrors();
  });
});

test.describe("sprint detail", () => {
  test("shows every element of the spec and the Feedback Required card only for In Review", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const { card, title } = await sprintWithStatus(page, "In Review");
    await card.getByRole("link", { name: "View Sprint" }).click();
    await expect(page).toHaveURL(/\/client-portal\/sprint\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("link", { name: "Back to Sprints" })).toHaveAttribute("href", "/client-portal/sprints");
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Sprint \d+$/)).toBeVisible();
    await expect(page.getByRole("link", { name: /View Preview/ })).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByText("Start date")).toBeVisible();
    await expect(page.getByText("End date")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Sprint progress" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Deliverables" })).toBeVisible();
    const tasks = page
      .getByRole("heading", { name: "Tasks" })
      .locator("xpath=ancestor::div[contains(@class,'p-6')][1]");
    await expect(tasks.locator("li").first()).toBeVisible();
    await expect(tasks.locator("li").first().locator("span")).toHaveCount(2); // type and status badges
    await expect(page.getByRole("heading", { name: "Feedback Required" })).toBeVisible();
    await page.getByRole("link", { name: "Provide Feedback" }).click();
    await expect(page.getByRole("textbox", { name: /Feedback on/ })).toBeFocused();
    await expect(page.getByRole("link", { name: /Schedule Review Call/ })).toHaveAttribute("target", "_blank");

    // back to the list by its link (a client-side navigation), to a sprint not in review
    await page.getByRole("link", { name: "Back to Sprints" }).first().click();
    await expect(page).toHaveURL(/\/client-portal\/sprints$/);
    const inProgress = await sprintWithStatus(page, "In Progress", { open: false });
    await inProgress.card.getByRole("link", { name: inProgress.title }).click();
    await expect(page.getByRole("heading", { name: inProgress.title, level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Feedback Required" })).toHaveCount(0);
    noErrors();
  });

  test("feedback: blank gives 'Feedback Required', text is sent to the team", async ({ page, browser }) => {
    const noErrors = failOnConsoleErrors(page);
    const { card, title } = await sprintWithStatus(page, "In Review");
    await card.getByRole("link", { name: "View Sprint" }).click();
    const box = page.getByRole("textbox", { name: /Feedback on/ });
    const submit = page.getByRole("button", { name: "Submit Feedback" });
    await expect(submit).toBeHidden();

    await box.fill("   ");
    await expect(submit).toBeVisible();
    await submit.click();
    await toast(page, "Feedback Required", "Please provide your feedback before submitting");

    const text = `The live map is great; please make the route list sortable. ${Date.now()}`;
    await box.fill(text);
    await submit.click();
    await toast(page, "Feedback Submitted", "Thank you for your feedback! We'll review it and get back to you.");
    await expect(box).toHaveValue("");
    await expect(submit).toBeHidden();
    await expect(page.getByText(text)).toBeVisible();
    const mail = await waitForMail(
      STAFF_INBOX,
      (m) =>
        unfolded(m.raw).includes(`Subject: Sprint feedback: ${title}`) && unfolded(m.raw).includes(text.slice(-13)),
    );
    expect(mail.raw).toContain("client@acme.example");
    // the feedback answered the request: the card is gone (the staff ask again, for the other tests)
    await expect(page.getByRole("heading", { name: "Feedback Required" })).toHaveCount(0);
    await askForFeedbackAgain(browser, title);
    noErrors();
  });

  test("continue next sprint: a dialog confirms, then 'Great!'", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const { card, title } = await sprintWithStatus(page, "Completed");
    await card.getByRole("link", { name: "View Sprint" }).click();
    await page.getByRole("button", { name: "Continue to Next Sprint" }).click();
    const dialog = page.getByRole("dialog", { name: "Continue with the next sprint?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Yes, continue" }).click();
    await toast(page, "Great!", "We'll continue with the next sprint. You'll be notified when it starts.");
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/You asked us to continue with the next sprint on/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue to Next Sprint" })).toHaveCount(0);
    await waitForMail(STAFF_INBOX, (m) => unfolded(m.raw).includes(`Subject: Continue to the next sprint: ${title}`));
    noErrors();
  });

  test("'Ask Questions' sends the question to the team", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const { card, title } = await sprintWithStatus(page, "In Progress");
    await card.getByRole("link", { name: "Ask Questions" }).click();
    await expect(page).toHaveURL(/ask=/);
    const box = page.getByRole("textbox", { name: /Your question about/ });
    await expect(box).toBeFocused();
    await page.getByRole("button", { name: "Send Question" }).click();
    await expect(page.getByText("Please write your question before sending")).toBeVisible();
    const question = `Will the driver app work offline on Android 10? ${Date.now()}`;
    await box.fill(question);
    await page.getByRole("button", { name: "Send Question" }).click();
    await toast(page, "Success", "Your question has been sent.");
    await expect(box).toBeHidden();
    await expect(page).toHaveURL(/\/client-portal\/sprints$/);
    await waitForMail(
      STAFF_INBOX,
      (m) =>
        unfolded(m.raw).includes(`Subject: Question about a sprint: ${title}`) &&
        unfolded(m.raw).includes(question.slice(-13)),
    );
    noErrors();
  });
});

/** A real PNG (8×8, solid brand colour), built here so the upload is checked by content. */
function tinyPng() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const size = 8;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [79, 70, 229]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.describe("testimonial request", () => {
  test("a client rates the completed project with a photo; the card goes and a second one is refused", async ({
    page,
    request,
  }) => {
    // the refused upload below answers 400, which the browser logs; anything else is a failure
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" && !/status of 400/.test(msg.text())) errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    await page.goto("/client-portal");
    const card = page.locator("form[aria-label^='Testimonial for']").first();
    await expect(card).toBeVisible();
    await expect(card.getByLabel("Name")).toHaveValue("Jordan Blake");
    await expect(card.getByLabel("Name")).toHaveAttribute("readonly", "");
    await expect(card.getByLabel("Company")).toHaveValue("Acme Logistics");
    const projectId = await card.locator("input[name='projectId']").inputValue();

    // nothing chosen yet: the spec's message
    await card.getByRole("button", { name: "Submit Testimonial" }).click();
    await toast(page, "Error", "Please provide a rating and testimonial text");

    // the stars are a keyboard-operable radio group
    await card.getByRole("radio", { name: "1 star" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(card.getByRole("radio", { name: "4 stars" })).toBeChecked();

    const text = "Lumen rebuilt our customer portal in weeks. Returns dropped by a third.";
    await card.getByLabel("Your testimonial").fill(text);
    await expect(card.getByText(`${text.length}/400`)).toBeVisible();

    // a file that claims to be a PNG but is not an image: refused by content on the server
    await card.locator("input[type='file']").setInputFiles({
      name: "portrait.png",
      mimeType: "image/png",
      buffer: Buffer.from("%PDF-1.4 this is not an image"),
    });
    await card.getByRole("button", { name: "Submit Testimonial" }).click();
    await toast(page, "Error", "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)");
    await expect(card).toBeVisible();

    await card.locator("input[type='file']").setInputFiles({
      name: "portrait.png",
      mimeType: "image/png",
      buffer: tinyPng(),
    });
    await expect(card.getByRole("img", { name: "Preview of your selection" })).toBeVisible();
    await card.getByRole("button", { name: "Submit Testimonial" }).click();
    await toast(page, "Success", "Thank you for your testimonial!");
    await expect(page.locator(`form[aria-label^='Testimonial for']`)).toHaveCount(0);
    await expect(tabLink(page, "Notifications").locator("span.bg-danger-600")).toHaveCount(0);
    await waitForMail(STAFF_INBOX, (m) =>
      unfolded(m.raw).includes("Subject: New testimonial: Acme Customer Portal Redesign"),
    );

    // refused on the server the second time
    const again = await request.post("/client-portal.data", {
      multipart: { intent: "testimonial", projectId, rating: "5", testimonialText: "Once more" },
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain("A testimonial has already been submitted for this project.");
    expect(errors, "console errors").toEqual([]);
  });
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("tabs, projects and 'Ask Questions' are plain links", async ({ page }) => {
    await page.goto("/client-portal");
    for (const [name, heading] of TABS) {
      await tabLink(page, name).click();
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await page
      .getByRole("navigation", { name: "Your projects" })
      .getByRole("link", { name: /Acme Customer Portal Redesign/ })
      .click();
    await expect(page.getByTestId("project-title")).toHaveText("Acme Customer Portal Redesign");

    await page.goto("/client-portal/sprints");
    await page.getByRole("link", { name: "Ask Questions" }).click();
    await expect(page.getByRole("textbox", { name: /Your question about/ })).toBeVisible();
  });

  test("sprint feedback and the continue choice post to the page", async ({ page }) => {
    await page.goto("/client-portal/sprints");
    const card = page
      .locator("article[data-sprint-id]")
      .filter({ has: page.locator("span", { hasText: /^In Review$/ }) });
    await card.getByRole("link", { name: "View Sprint" }).click();

    const submit = page.getByRole("button", { name: "Submit Feedback" });
    await expect(submit).toBeHidden();
    await page.getByRole("textbox", { name: /Feedback on/ }).fill("Sent without JavaScript");
    await expect(submit).toBeVisible();
    await submit.click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your feedback!" })).toBeVisible();
    await expect(page.getByText("Sent without JavaScript")).toBeVisible();

    await page.getByRole("button", { name: "Continue to Next Sprint" }).click();
    await expect(page.getByText(/You asked us to continue with the next sprint on/)).toBeVisible();
  });
});
