import { type Browser, expect, type Page, test } from "./fixtures";
import { addSprint, createAcmeProject, deleteClientProject, expectToast, openManage, stateFor, uid } from "./support";

/**
 * Isolation (issue 4): signed in as client@globex.example, every acme sprint, notification and
 * project id is refused through the pages, exactly like an unknown id, and no acme data appears in
 * any response body. (The JSON endpoints, the live fingerprint and the invoice documents are asked
 * the same in-process: tests/routes/portal-api.test.ts.) The unread acme notification aimed at comes from
 * a project of acme's made here (staff complete its sprint), so other specs reading acme's demo
 * notifications change nothing; the project is deleted at the end.
 */

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

type AcmeData = {
  projectIds: string[];
  sprintIds: string[];
  invoiceIds: string[];
  notificationIds: string[];
  unreadNotificationId: string;
  /** names, numbers and titles that must never reach globex */
  secrets: string[];
};

async function collectAcmeData(browser: Browser, ownProjectId: string): Promise<AcmeData> {
  const context = await browser.newContext({ storageState: stateFor("acme") });
  const page = await context.newPage();
  await page.goto("/client-portal");
  const projectIds = await page
    .locator("nav[aria-label='Your projects'] a[data-project-id]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("data-project-id") ?? ""));
  expect(projectIds.length).toBeGreaterThanOrEqual(2);

  const sprintIds: string[] = [];
  const invoiceIds: string[] = [];
  const notificationIds: string[] = [];
  const secrets = new Set<string>(["client@acme.example", "Jordan Blake", "Acme"]);
  let unreadNotificationId = "";
  for (const id of projectIds) {
    await page.goto(`/client-portal/sprints?project=${id}`);
    for (const article of await page.locator("article[data-sprint-id]").all()) {
      sprintIds.push((await article.getAttribute("data-sprint-id")) ?? "");
      secrets.add(((await article.locator("h3").textContent()) ?? "").trim());
    }
    secrets.add(((await page.getByTestId("project-title").textContent()) ?? "").trim());

    await page.goto(`/client-portal/invoices?project=${id}`);
    for (const row of await page.locator("tr[data-invoice-id]").all()) {
      invoiceIds.push((await row.getAttribute("data-invoice-id")) ?? "");
      secrets.add(((await row.locator("td").first().locator("p").first().textContent()) ?? "").trim());
    }

    await page.goto(`/client-portal/notifications?show=notifications&project=${id}`);
    for (const item of await page.locator("li[data-activity-type='notification']").all()) {
      const sourceId = (await item.getAttribute("data-source-id")) ?? "";
      notificationIds.push(sourceId);
      secrets.add(((await item.locator("p").first().textContent()) ?? "").trim());
      const unread = (await item.getByRole("button", { name: /Mark read/ }).count()) > 0;
      if (id === ownProjectId && !unreadNotificationId && unread) {
        unreadNotificationId = sourceId;
      }
    }
  }
  await context.close();
  expect(sprintIds.length).toBeGreaterThanOrEqual(4);
  expect(invoiceIds.length).toBeGreaterThanOrEqual(1);
  expect(notificationIds.length).toBeGreaterThanOrEqual(1);
  expect(unreadNotificationId, "an unread acme notification to aim at").not.toBe("");
  for (const id of [...projectIds, ...sprintIds, ...invoiceIds, ...notificationIds]) secrets.add(id);
  return { projectIds, sprintIds, invoiceIds, notificationIds, unreadNotificationId, secrets: [...secrets] };
}

function expectNoAcmeData(body: string, acme: AcmeData, where: string) {
  for (const secret of acme.secrets) expect(body, `${where} must not contain "${secret}"`).not.toContain(secret);
}

/** 404 pages log "Failed to load resource" by design; anything else in the console is a failure. */
function failOnUnexpectedConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/status of 404/.test(msg.text())) errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return () => expect(errors, "console errors").toEqual([]);
}

test.describe("a client cannot reach another client's data", () => {
  let acme: AcmeData;
  test.use({ storageState: stateFor("globex") });

  const projectTitle = `Isolation ${uid()}`;
  let ownProjectId = "";

  test.beforeAll(async ({ browser }) => {
    // staff complete a sprint on a project of acme's: acme gets an unread notification of its own
    const staff = await browser.newContext({ storageState: stateFor("admin") });
    const page = await staff.newPage();
    ownProjectId = await createAcmeProject(page, projectTitle);
    const { panel } = await openManage(page, projectTitle);
    const sprintTitle = `Isolated sprint ${uid()}`;
    await addSprint(page, panel, sprintTitle);
    await panel.getByRole("button", { name: `Mark Complete: ${sprintTitle}` }).click();
    await expectToast(page, "Success", "Sprint status updated to Completed. Client has been notified.");
    await staff.close();
    acme = await collectAcmeData(browser, ownProjectId);
  });

  test.afterAll(async ({ browser }) => {
    const staff = await browser.newContext({ storageState: stateFor("admin") });
    await deleteClientProject(await staff.newPage(), projectTitle);
    await staff.close();
  });

  test("globex's own portal shows only globex's project", async ({ page }) => {
    const noErrors = failOnUnexpectedConsoleErrors(page);
    for (const tab of ["overview", "sprints", "invoices", "notifications", "files", "share"]) {
      const res = await page.goto(tab === "overview" ? "/client-portal" : `/client-portal/${tab}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByTestId("project-title")).toHaveText("Globex Patient Scheduling SaaS");
      expectNoAcmeData(await page.content(), acme, `globex ${tab} tab`);
    }
    noErrors();
  });

  test("an acme project id behaves exactly like an unknown one", async ({ page, request }) => {
    const noErrors = failOnUnexpectedConsoleErrors(page);
    const unknown = await request.get(`/client-portal?project=${UNKNOWN_ID}`);
    expect(unknown.status()).toBe(404);
    for (const id of acme.projectIds) {
      for (const tab of ["overview", "sprints", "invoices", "notifications", "files", "share"]) {
        const res = await request.get(
          `${tab === "overview" ? "/client-portal" : `/client-portal/${tab}`}?project=${id}`,
        );
        expect(res.status()).toBe(404);
        expectNoAcmeData(await res.text(), acme, `project ${id} (${tab})`);
      }
      const res = await page.goto(`/client-portal?project=${id}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
      await expect(page.getByText("This project doesn't exist or you don't have access to it.")).toBeVisible();
    }
    noErrors();
  });

  test("every acme sprint shows 'Sprint Not Found', the same view as a missing sprint", async ({ page, request }) => {
    const noErrors = failOnUnexpectedConsoleErrors(page);
    const missing = await request.get(`/client-portal/sprint/${UNKNOWN_ID}`);
    expect(missing.status()).toBe(404);
    for (const id of acme.sprintIds) {
      const res = await request.get(`/client-portal/sprint/${id}`);
      expect(res.status()).toBe(404);
      expectNoAcmeData(await res.text(), acme, `sprint page ${id}`);
      // client-side data requests too
      const data = await request.get(`/client-portal/sprint/${id}.data`);
      expectNoAcmeData(await data.text(), acme, `sprint data ${id}`);
    }
    const res = await page.goto(`/client-portal/sprint/${acme.sprintIds[0]}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Sprint Not Found" })).toBeVisible();
    await expect(
      page.getByText("The sprint you're looking for doesn't exist or you don't have access to it."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Sprints" }).first()).toHaveAttribute(
      "href",
      "/client-portal/sprints",
    );
    noErrors();
  });

  test("acme notifications cannot be marked read", async ({ request, browser }) => {
    for (const id of acme.notificationIds) {
      const res = await request.post("/client-portal", { form: { intent: "mark-read", notificationId: id } });
      expect(res.status()).toBe(404);
      expectNoAcmeData(await res.text(), acme, `mark read ${id}`);
    }
    // the unread one is still unread for acme
    const context = await browser.newContext({ storageState: stateFor("acme") });
    const page = await context.newPage();
    await page.goto(`/client-portal/notifications?project=${ownProjectId}`);
    const item = page.locator(`li[data-source-id='${acme.unreadNotificationId}']`);
    await expect(item.getByRole("button", { name: /Mark read/ })).toBeVisible();
    await context.close();
  });

  test("the portal data never carries acme data", async ({ request }) => {
    for (const id of acme.projectIds) {
      const data = await request.get(`/client-portal.data?project=${id}`);
      expectNoAcmeData(await data.text(), acme, `portal data ${id}`);
    }
  });
});
