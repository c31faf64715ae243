import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import {
  addSprintByAction,
  createAcmeProject,
  deleteClientProject,
  postForm,
  screenData,
  stateFor,
  uid,
} from "./support";

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

/**
 * What acme's portal holds, read as its screens read it: each tab's loader data (the `.data` requests the
 * portal's scripts make), signed in as acme, without drawing a page.
 */
async function collectAcmeData(request: APIRequestContext, ownProjectId: string): Promise<AcmeData> {
  const { projects } = (await screenData(request, "/client-portal", "client-portal/portal")) as {
    projects: { id: string; title: string }[];
  };
  const projectIds = projects.map((p) => p.id);
  expect(projectIds.length).toBeGreaterThanOrEqual(2);

  const sprintIds: string[] = [];
  const invoiceIds: string[] = [];
  const notificationIds: string[] = [];
  const secrets = new Set<string>(["client@acme.example", "Jordan Blake", "Acme"]);
  let unreadNotificationId = "";
  for (const project of projects) {
    secrets.add(project.title);
    const { sprints } = (await screenData(
      request,
      `/client-portal/sprints?project=${project.id}`,
      "client-portal/sprints",
    )) as { sprints: { id: string; title: string }[] };
    for (const sprint of sprints) {
      sprintIds.push(sprint.id);
      secrets.add(sprint.title);
    }
    const { invoices } = (await screenData(
      request,
      `/client-portal/invoices?project=${project.id}`,
      "client-portal/invoices",
    )) as { invoices: { id: string; invoiceNumber: string }[] };
    for (const invoice of invoices) {
      invoiceIds.push(invoice.id);
      secrets.add(invoice.invoiceNumber);
    }
    const { feed } = (await screenData(
      request,
      `/client-portal/notifications?project=${project.id}`,
      "client-portal/notifications",
    )) as { feed: { type: string; sourceId: string; title: string; read?: boolean }[] };
    for (const item of feed.filter((i) => i.type === "notification")) {
      notificationIds.push(item.sourceId);
      secrets.add(item.title);
      if (project.id === ownProjectId && !unreadNotificationId && !item.read) unreadNotificationId = item.sourceId;
    }
  }
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
    // staff complete a sprint on a project of acme's: acme gets an unread notification of its own (through
    // the screens' actions, as the New Sprint dialog and the Mark Complete button post them)
    const staff = await browser.newContext({ storageState: stateFor("admin") });
    const page = await staff.newPage();
    ownProjectId = await createAcmeProject(page, projectTitle);
    const sprintId = await addSprintByAction(page, ownProjectId, `Isolated sprint ${uid()}`);
    await postForm(page, "/dashboard/sprints", { intent: "sprint.status", id: sprintId, status: "Completed" });
    await staff.close();
    const client = await browser.newContext({ storageState: stateFor("acme") });
    acme = await collectAcmeData(client.request, ownProjectId);
    await client.close();
  });

  test.afterAll(async ({ browser }) => {
    const staff = await browser.newContext({ storageState: stateFor("admin") });
    await deleteClientProject(await staff.newPage(), projectTitle);
    await staff.close();
  });

  test("globex's own portal shows only globex's project", async ({ page, request }) => {
    const noErrors = failOnUnexpectedConsoleErrors(page);
    // each tab as served (the HTML, with the data it carries for the scripts); one drawn, with its scripts run
    for (const tab of ["overview", "sprints", "invoices", "notifications", "files", "share"]) {
      const res = await request.get(tab === "overview" ? "/client-portal" : `/client-portal/${tab}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/data-testid="project-title"[^>]*>Globex Patient Scheduling SaaS</);
      expectNoAcmeData(html, acme, `globex ${tab} tab`);
    }
    await page.goto("/client-portal/notifications");
    await expect(page.getByTestId("project-title")).toHaveText("Globex Patient Scheduling SaaS");
    expectNoAcmeData(await page.content(), acme, "globex notifications tab, drawn");
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
        const html = await res.text();
        expectNoAcmeData(html, acme, `project ${id} (${tab})`);
        if (tab === "overview") expect(html).toContain("Project Not Found");
      }
    }
    // the same view for each (the answers above carry nothing of acme's): one drawn
    const res = await page.goto(`/client-portal?project=${acme.projectIds[0]}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
    await expect(page.getByText("This project doesn't exist or you don't have access to it.")).toBeVisible();
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
    // the unread one is still unread for acme (its Notifications tab's data)
    const context = await browser.newContext({ storageState: stateFor("acme") });
    const { feed } = (await screenData(
      context.request,
      `/client-portal/notifications?project=${ownProjectId}`,
      "client-portal/notifications",
    )) as { feed: { type: string; sourceId: string; read?: boolean }[] };
    const item = feed.find((i) => i.type === "notification" && i.sourceId === acme.unreadNotificationId);
    expect(item, "acme's notification is still listed").toBeTruthy();
    expect(item!.read).toBe(false);
    await context.close();
  });

  test("the portal data never carries acme data", async ({ request }) => {
    for (const id of acme.projectIds) {
      const data = await request.get(`/client-portal.data?project=${id}`);
      expectNoAcmeData(await data.text(), acme, `portal data ${id}`);
    }
  });
});
