/**
 * Long lists, part 3: the sprints, testimonials, inquiries, users and content screens narrowed, searched
 * and sorted through the one filter bar, as staff use it. Each test makes its own records (through the
 * screens' own form actions where many dialogs would take long, through the UI otherwise) and removes them.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axe, createClientProject, deleteClientProject, fitsAPhone, screenData, stateFor, uid } from "./support";

test.describe.configure({ mode: "serial" });
test.use({ storageState: stateFor("admin") });

let staff: APIRequestContext;

async function post(url: string, form: Record<string, string>) {
  const res = await staff.post(url, { form, maxRedirects: 0 });
  expect(res.status(), `POST ${url} ${form.intent}: ${(await res.text()).slice(0, 300)}`).toBeLessThan(400);
}

/**
 * Removes the records a test made through the screen's action, as their Delete buttons post it (deleting
 * from the list is driven by each screen's own spec): `list` is the loader's list, `label` the field named.
 */
async function removeRecords(url: string, route: string, label: string, names: string[], list = "rows") {
  const data = await screenData(staff, url, route);
  const rows = data[list] as Record<string, string>[];
  for (const name of names) {
    const row = rows.find((r) => r[label] === name);
    expect(row, `${name} on ${url}`).toBeTruthy();
    await post(new URL(url, "http://x").pathname, { intent: "delete", id: row!.id! });
  }
}

test.beforeAll(async ({ playwright, baseURL }) => {
  staff = await playwright.request.newContext({
    baseURL,
    storageState: stateFor("admin"),
    extraHTTPHeaders: { Origin: baseURL! },
  });
});

test.afterAll(async () => {
  await staff?.dispose();
});

/**
 * No serious accessibility problem, and nothing wider than the window, at 1280 and 375 px: for the one
 * filter bar every list shares, checked here once with its filters set (on the sprints); the screens
 * themselves are checked unfiltered by the accessibility specs.
 */
async function checkLayout(page: Page, path: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const violations = (await axe(page).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    expect(violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("sprints narrow by project, status and start day, sort, keep the tab, and drag only in the plan's order", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = uid();
  const title = `Sprintlist ${id}`;
  const projectId = await createClientProject(page, title);
  try {
    for (const [name, status, startDate, endDate] of [
      ["Kickoff", "Completed", "2026-01-05", "2026-01-20"],
      ["Build", "In Progress", "2026-02-01", "2026-02-14"],
      ["Audit", "Planned", "2026-03-01", "2026-03-10"],
    ] as const) {
      await post("/dashboard/sprints", { intent: "sprint.save", projectId, title: name, status, startDate, endDate });
    }
    await page.goto("/dashboard/sprints");
    await expect(page.getByRole("heading", { level: 1, name: "Sprint & Project Management" })).toBeVisible();
    await page.getByLabel("Project", { exact: true }).selectOption(projectId);
    await expect(page).toHaveURL(new RegExp(`project=${projectId}`));
    const cards = page.getByRole("list", { name: `Sprints of ${title}` }).getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(page.getByText(`Showing ${title} · 3 sprints`)).toBeVisible();
    // the plan's order can be dragged
    await expect(page.getByRole("button", { name: /^Reorder / })).toHaveCount(3);

    await page.getByLabel("Status").selectOption({ label: "Not completed" });
    await expect(page).toHaveURL(/status=open/);
    await expect(cards).toHaveCount(2);
    await expect(page.getByText(`Showing ${title} · 2 sprints`)).toBeVisible();
    // a narrowed list is not the order to drag
    await expect(page.getByRole("button", { name: /^Reorder / })).toHaveCount(0);

    await page.getByLabel("Sort by").selectOption({ label: "Title (A–Z)" });
    await expect(page).toHaveURL(/sort=title/);
    await expect(cards.first()).toContainText("Audit");
    await expect(cards.last()).toContainText("Build");

    // dates wait for Apply
    await page.getByLabel("Start date from").fill("2026-03-01");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/from=2026-03-01/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Audit");
    await page.getByLabel("Start date to").fill("2020-01-01");
    await page.getByRole("button", { name: "Apply" }).click();
    // a range typed the wrong way round still means the days between
    await expect(cards).toHaveCount(2);
    await page.getByLabel("Start date from").fill("2027-01-01");
    await page.getByLabel("Start date to").fill("2027-12-31");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("heading", { name: "No sprints match these filters" })).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/dashboard\/sprints$/);

    // on another tab, a filter keeps the tab
    await page.goto(`/dashboard/sprints?tab=tickets&project=${projectId}`);
    await page.getByLabel("Status").selectOption({ label: "Completed" });
    await expect(page).toHaveURL(/status=Completed/);
    await expect(page).toHaveURL(/tab=tickets/);
    await expect(page.getByRole("heading", { name: /Kickoff/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Audit/ })).toHaveCount(0);

    // junk in the address shows the list
    const res = await page.request.get("/dashboard/sprints?status=Nope&from=2026-02-30&sort=x&project=y&page=-1");
    expect(res?.status()).toBe(200);
    await checkLayout(page, `/dashboard/sprints?project=${projectId}&status=open&sort=title`);
  } finally {
    await deleteClientProject(page, title);
  }
});

test("testimonials narrow by rating, approval and day added, and sort by client name", async ({ page }) => {
  test.setTimeout(90_000);
  const id = uid();
  const names = [`Zora Stars ${id}`, `Abel Stars ${id}`];
  // the first approved (the form's switch on), the second left awaiting approval
  for (const [n, clientName] of names.entries()) {
    await post("/dashboard/testimonials", {
      intent: "create",
      clientName,
      testimonialText: "Fine work.",
      rating: "1",
      ...(n === 0 ? { approved: "on" } : {}),
    });
  }
  const list = page.getByRole("list", { name: "Testimonials" });
  const ours = list.getByRole("listitem", { name: new RegExp(`Stars ${id}$`) });
  try {
    await page.goto("/dashboard/testimonials");
    await page.getByLabel("Rating", { exact: true }).selectOption({ label: "1 star" });
    await expect(page).toHaveURL(/rating=1/);
    await expect(ours).toHaveCount(2);
    // newest first, then by name
    await expect(ours.first()).toHaveAccessibleName(`Testimonial from ${names[1]}`);
    await page.getByLabel("Sort by").selectOption({ label: "Client name (A–Z)" });
    await expect(page).toHaveURL(/sort=name/);
    await expect(ours.first()).toHaveAccessibleName(`Testimonial from ${names[1]}`);
    await expect(ours.last()).toHaveAccessibleName(`Testimonial from ${names[0]}`);
    await page.getByLabel("Status").selectOption({ label: "Awaiting approval" });
    await expect(page).toHaveURL(/status=waiting/);
    await expect(ours).toHaveCount(1);
    await expect(ours).toHaveAccessibleName(`Testimonial from ${names[1]}`);
    await page.getByLabel("Status").selectOption({ label: "Approved" });
    await expect(page).toHaveURL(/status=approved/);
    await expect(ours).toHaveCount(1);
    await expect(ours).toHaveAccessibleName(`Testimonial from ${names[0]}`);
    await page.getByLabel("Added to").fill("2020-01-01");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("heading", { name: "No testimonials match these filters" })).toBeVisible();
    // the header still counts every testimonial
    await expect(page.getByText(/\d+ featured/)).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/dashboard\/testimonials$/);
    expect((await page.request.get("/dashboard/testimonials?rating=9&status=x&sort=y&to=nope"))?.status()).toBe(200);
    await fitsAPhone(page, "/dashboard/testimonials?rating=1&sort=name");
  } finally {
    await removeRecords("/dashboard/testimonials?rating=1", "dashboard/testimonials", "clientName", names);
  }
});

test("inquiries narrow by status and day received, sort by name, and the export takes the same filters", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const id = uid();
  const senders = [`Zed Asks ${id}`, `Amy Asks ${id}`];
  // a visitor's two messages, posted as the contact form sends them (the form itself is driven by
  // public-contact.spec.ts): this journey is about the inquiries list
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  for (const name of senders) {
    const res = await visitor.request.post("/contact", {
      form: {
        name,
        email: `${name.split(" ")[0]!.toLowerCase()}.${id}@example.com`,
        service: "saas",
        message: "Filtering the inquiries.",
      },
      maxRedirects: 0,
    });
    expect(res.status(), (await res.text()).slice(0, 300)).toBe(200);
  }
  await visitor.close();

  const card = (name: string) => page.getByRole("listitem", { name: `Inquiry from ${name}` });
  await page.goto("/dashboard/inquiries");
  await page.getByRole("button", { name: `Mark as handled for the inquiry from ${senders[1]}` }).click();
  await expect(page.getByText("Inquiry updated successfully")).toBeVisible();

  await page.getByLabel("Status").selectOption({ label: "Handled" });
  await expect(page).toHaveURL(/status=handled/);
  await expect(card(senders[1]!)).toBeVisible();
  await expect(card(senders[0]!)).toHaveCount(0);
  await page.getByLabel("Status").selectOption({ label: "New (not handled)" });
  await expect(page).toHaveURL(/status=new/);
  await expect(card(senders[0]!)).toBeVisible();
  await expect(card(senders[1]!)).toHaveCount(0);

  // the export link carries the filters, and the file holds only what the list shows
  const href = await page.getByRole("link", { name: "Export Inquiries" }).getAttribute("href");
  expect(href).toContain("status=new");
  const csv = await (await page.request.get(href!)).text();
  expect(csv).toContain(`zed.${id}@example.com`);
  expect(csv).not.toContain(`amy.${id}@example.com`);

  await page.getByLabel("Status").selectOption({ label: "Every status" });
  await page.getByLabel("Sort by").selectOption({ label: "Name (A–Z)" });
  await expect(page).toHaveURL(/sort=name/);
  const items = page.getByRole("list", { name: "Contact inquiries" }).getByRole("listitem");
  // the address changes a moment before the list is drawn again: read the names until they are sorted
  const names = () => items.evaluateAll((els) => els.map((el) => (el.getAttribute("aria-label") ?? "").toLowerCase()));
  await expect.poll(async () => (await names()).length).toBeGreaterThan(1);
  await expect
    .poll(async () => {
      const shown = await names();
      return shown.join("|") === [...shown].sort().join("|");
    })
    .toBe(true);

  await page.getByLabel("Received to").fill("2020-01-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("heading", { name: "No inquiries match these filters" })).toBeVisible();
  const none = await (await page.request.get("/dashboard/inquiries.csv?to=2020-01-01")).text();
  expect(none.trim().split("\r\n")).toHaveLength(1);
  expect((await page.request.get("/dashboard/inquiries?status=x&sort=y&from=2026-13-01"))?.status()).toBe(200);
  expect((await page.request.get("/dashboard/inquiries.csv?status=x&from=junk")).status()).toBe(200);
  await fitsAPhone(page, "/dashboard/inquiries?status=new");
});

test("users narrow by role, invitation and a few words, and sort by e-mail", async ({ page }) => {
  test.setTimeout(90_000);
  const id = uid();
  const fullName = `Filter Person ${id}`;
  await post("/dashboard/users", {
    intent: "create",
    email: `filter.${id}@example.com`,
    fullName,
    role: "client",
    organizationName: `Org ${id}`,
  });
  const ours = page.getByRole("list", { name: "Users" }).getByRole("listitem", { name: fullName });
  try {
    await page.goto("/dashboard/users");
    await page.getByLabel("Name, e-mail or organisation").fill(`org ${id}`);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=org/);
    await expect(page.getByText("1 user", { exact: true })).toBeVisible();
    await expect(ours).toBeVisible();
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Author" });
    await expect(page).toHaveURL(/role=author/);
    await expect(page.getByRole("heading", { name: "No users match these filters" })).toBeVisible();
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Client" });
    await expect(ours).toBeVisible();
    await page.getByLabel("Status").selectOption({ label: "Signed up" });
    await expect(page).toHaveURL(/status=active/);
    await expect(ours).toHaveCount(0);
    await page.getByLabel("Status").selectOption({ label: "Invitation pending" });
    await expect(ours).toBeVisible();
    // an order chosen while the cleared list is still loading applies to the whole list, not the filters
    // being cleared
    await page.route(
      "**/dashboard/users*",
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByRole("link", { name: "Clear" }).click();
    await page.getByLabel("Sort by").selectOption({ label: "E-mail (A–Z)" });
    await expect(page).toHaveURL(/sort=email/);
    expect(new URL(page.url()).searchParams.get("q") ?? "").toBe("");
    const cards = page.getByRole("list", { name: "Users" }).getByRole("listitem");
    const emailsShown = () =>
      cards.evaluateAll((els) => els.map((el) => el.querySelector("p span.truncate")?.textContent?.trim() ?? ""));
    // the address changes as the navigation commits; the list is drawn a moment later
    await expect
      .poll(async () => {
        const emails = await emailsShown();
        return emails.length > 1 && emails.join("\n") === [...emails].sort().join("\n");
      })
      .toBe(true);
    expect((await page.request.get("/dashboard/users?role=root&status=x&sort=y&q=%25"))?.status()).toBe(200);
    await fitsAPhone(page, `/dashboard/users?role=client&q=${id}`);
  } finally {
    await removeRecords(`/dashboard/users?q=${id}`, "dashboard/users", "fullName", [fullName], "users");
  }
});

test("content screens: FAQs by category and words (drag handles only on the whole list), team, services, projects", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = uid();
  const questions = [`Zebra question ${id}?`, `Alpha question ${id}?`];
  for (const question of questions) {
    await post("/dashboard/faqs", { intent: "create", question, answer: "An answer.", category: "collaboration" });
  }
  const member = `Aaron Filter ${id}`;
  await post("/dashboard/team", { intent: "create", name: member, role: `Tester ${id}` });
  const service = `Filterable service ${id}`;
  await post("/dashboard/services", { intent: "create", title: service, description: "Found by a search." });
  try {
    await page.goto("/dashboard/faqs");
    await expect(page.getByRole("button", { name: /^Reorder / }).first()).toBeVisible();
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Collaboration" });
    await expect(page).toHaveURL(/category=collaboration/);
    await expect(page.getByRole("button", { name: /^Reorder / })).toHaveCount(0);
    await page.getByLabel("Question or answer").fill(id);
    await page.getByRole("button", { name: "Apply" }).click();
    const faqs = page.getByRole("list", { name: "FAQs" }).getByRole("listitem");
    await expect(faqs).toHaveCount(2);
    await expect(page.getByText("2 FAQs", { exact: true })).toBeVisible();
    await page.getByLabel("Sort by").selectOption({ label: "Question (A–Z)" });
    await expect(page).toHaveURL(/sort=question/);
    await expect(faqs.first()).toHaveAccessibleName(questions[1]!);
    await expect(faqs.last()).toHaveAccessibleName(questions[0]!);
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Pricing" });
    await expect(page.getByRole("heading", { name: "No FAQs match these filters" })).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).toHaveURL(/\/dashboard\/faqs$/);
    await expect(page.getByRole("button", { name: /^Reorder / }).first()).toBeVisible();
    await fitsAPhone(page, `/dashboard/faqs?category=collaboration&q=${id}`);

    await page.goto("/dashboard/team");
    await expect(page.getByRole("button", { name: /^Reorder / }).first()).toBeVisible();
    await page.getByLabel("Sort by").selectOption({ label: "Name (A–Z)" });
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByRole("button", { name: /^Reorder / })).toHaveCount(0);
    await page.getByLabel("Name or role").fill(`tester ${id}`);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("list", { name: "Team members" }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("listitem", { name: member })).toBeVisible();

    await page.goto("/dashboard/services");
    await page.getByLabel("Title or description").fill(`service ${id}`);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=service/);
    await expect(page.getByRole("list", { name: "Services" }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByText("1 service", { exact: true })).toBeVisible();

    await page.goto("/dashboard/projects");
    await page.getByLabel("Status").selectOption({ label: "Draft" });
    await expect(page).toHaveURL(/status=draft/);
    await page.getByLabel("Title, client or summary").fill(`nothing like this ${id}`);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("heading", { name: "No projects match these filters" })).toBeVisible();

    for (const path of [
      "/dashboard/faqs?category=nope&sort=x",
      "/dashboard/team?sort=x&q=%25%25",
      "/dashboard/services?sort=x",
      "/dashboard/projects?status=x&sort=y",
      "/dashboard/testimonial-requests?sort=x&q=nobody",
    ]) {
      // the status of the page as served (a page load each would only draw them)
      expect((await page.request.get(path)).status(), path).toBe(200);
    }
  } finally {
    await removeRecords(`/dashboard/faqs?q=${id}`, "dashboard/faqs", "question", questions);
    await removeRecords(`/dashboard/team?q=${id}`, "dashboard/team", "name", [member]);
    await removeRecords(`/dashboard/services?q=${id}`, "dashboard/services", "title", [service]);
  }
});
