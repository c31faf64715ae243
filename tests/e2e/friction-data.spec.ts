import http from "node:http";
import { baseURL } from "../../playwright.config";
import { type APIRequestContext, expect, type Page, type PlaywrightWorkerArgs, test } from "./fixtures";
import {
  createAcmeProject,
  deleteClientProject,
  failOnConsoleErrors,
  mailText,
  mailTo,
  newSignedInPage,
  postForm,
  screenData,
  stateFor,
  uid,
  waitForMail,
} from "./support";

/**
 * Friction found by using the product: numbers that disagree, icons that are not drawn, raw codes,
 * a newsletter without a way out, and a 'Get Started' that forgets the service. Each test owns the
 * records it creates and removes them again.
 */
test.describe.configure({ timeout: 90_000 });

const serviceBox = (page: Page) => page.getByRole("combobox", { name: "Service", exact: true });

const tabLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Project sections" }).getByRole("link", { name: new RegExp(`^${name}`) });

/** A request straight to the server, with exactly the headers given (no Origin, no cookie unless given). */
function rawPost(path: string, headers: Record<string, string>, body: string) {
  const url = new URL(baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path,
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
    });
    req.on("response", (res) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The Notifications tab's count as the badge, the tab's line and the Unread filter each show it. */
async function notificationCounts(page: Page) {
  const badge = tabLink(page, "Notifications").locator("span.bg-danger-600");
  const badgeCount = (await badge.count()) ? Number(/^\d+/.exec((await badge.textContent()) ?? "")?.[0]) : 0;
  await tabLink(page, "Notifications").click();
  await expect(page.getByRole("heading", { name: "Notifications", level: 2 })).toBeVisible();
  const line = page.locator("p").filter({ hasText: /^(\d+ unread notifications?|You're all caught up)$/ });
  await expect(line).toBeVisible();
  const lineText = ((await line.textContent()) ?? "").trim();
  const lineCount = Number(/^\d+/.exec(lineText)?.[0] ?? 0);
  const chip = page.getByRole("navigation", { name: "Filter notifications" }).getByRole("link", { name: /^Unread/ });
  const chipCount = Number(/\d+/.exec((await chip.textContent()) ?? "")?.[0] ?? 0);
  const waiting =
    (await page.getByRole("link", { name: /Testimonial request/ }).count()) +
    (await page.getByRole("button", { name: /Mark read/ }).count());
  return { badgeCount, lineText, lineCount, chipCount, waiting };
}

test.describe("notifications: one count, one meaning", () => {
  test.use({ storageState: stateFor("acme") });

  test("the badge, the tab's 'N unread notifications' line and the Unread filter show the same count", async ({
    page,
    browser,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    const staff = await newSignedInPage(browser, "admin");
    const title = `Friction waiting ${uid()}`;
    // a completed project without a testimonial: a testimonial request waits for the client
    const projectId = await createAcmeProject(staff, title, "Completed");
    try {
      await page.goto(`/client-portal?project=${projectId}`);
      await expect(page.getByTestId("project-title")).toHaveText(title);
      const fresh = await notificationCounts(page);
      expect(fresh.waiting, "the request card is on the tab").toBeGreaterThanOrEqual(1);
      expect(fresh.badgeCount).toBe(fresh.waiting);
      expect(fresh.lineText).toBe(`${fresh.waiting} unread notification${fresh.waiting === 1 ? "" : "s"}`);
      expect(fresh.chipCount).toBe(fresh.waiting);

      // the default project, with its own unread notifications and the same pending request
      await page.goto("/client-portal");
      const main = await notificationCounts(page);
      expect(main.badgeCount).toBe(main.waiting);
      expect(main.lineCount).toBe(main.waiting);
      expect(main.chipCount).toBe(main.waiting);
    } finally {
      await deleteClientProject(staff, title);
      await staff.context().close();
    }
    noErrors();
  });
});

test.describe("progress: the same two figures, with their names, for staff and client", () => {
  test("staff and the client both see the team's estimate and the share of tasks done", async ({ browser }) => {
    const staff = await newSignedInPage(browser, "admin");
    const client = await newSignedInPage(browser, "acme");
    const noErrors = [failOnConsoleErrors(staff), failOnConsoleErrors(client)];
    const figure = async (scope: ReturnType<Page["locator"]>, which: "estimate" | "work") => {
      const text = ((await scope.locator(`[data-progress='${which}']`).textContent()) ?? "").replace(/\s+/g, " ");
      const name = /Team's estimate|Tasks done|Sprints done/.exec(text)?.[0];
      const percent = /(\d+)%/.exec(text)?.[1];
      expect(name && percent, `${which} figure in "${text}"`).toBeTruthy();
      return `${name} ${percent}%`;
    };

    await staff.goto("/dashboard/client-projects");
    const card = staff.getByRole("article", { name: "Acme Fleet Operations Platform" });
    await expect(card).toBeVisible();
    const staffEstimate = await figure(card, "estimate");
    const staffWork = await figure(card, "work");
    expect(staffEstimate).toMatch(/^Team's estimate \d+%$/);

    await client.goto("/client-portal");
    await expect(client.getByTestId("project-title")).toHaveText("Acme Fleet Operations Platform");
    const overview = client.locator("#portal-panel");
    expect(await figure(overview, "estimate")).toBe(staffEstimate);
    expect(await figure(overview, "work")).toBe(staffWork);
    // the big figure of Project Progress is the share of work done, as its bar says
    const bar = client.getByRole("progressbar", { name: "Project progress" });
    expect(`${await bar.getAttribute("aria-valuenow")}%`).toBe(staffWork.replace(/^\D+/, ""));

    for (const check of noErrors) check();
    await staff.context().close();
    await client.context().close();
  });
});

test.describe("service icons", () => {
  test.use({ storageState: stateFor("author") });

  test("the public services page draws every icon the picker offers; no default service shows a briefcase", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/services");
    const cards = page.locator("section[aria-labelledby='services-title'] article");
    for (const [name, icon] of [
      ["Custom CRM Systems", "users"],
      ["SaaS Platforms", "cloud"],
      ["MVP Development", "rocket"],
      ["Mobile Applications", "smartphone"],
      ["Employee Management Systems", "id-card"],
      ["Product Design", "palette"],
    ] as const) {
      const card = cards.filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card.locator(`svg.lucide-${icon}`), name).toHaveCount(1);
      await expect(card.locator("svg.lucide-briefcase"), name).toHaveCount(0);
    }

    // a service saved with "Rocket" in the picker shows a rocket; changed to another icon, that one
    const title = `Launch Sprint ${uid()}`;
    await page.goto("/dashboard/services");
    await page.getByRole("button", { name: "New Service" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New Service" });
    const offered = (await dialog
      .getByLabel("Icon")
      .locator("option")
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))) as string[];
    expect(offered.filter(Boolean).length).toBeGreaterThanOrEqual(12);
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("From idea to a launched product.");
    await dialog.getByLabel("Icon").selectOption("Rocket");
    await dialog.getByRole("button", { name: "Create Service" }).click();
    await expect(page.getByText("Service created successfully")).toBeVisible();
    try {
      // the public page in a second tab: the dashboard's stays open for the edits below
      const reader = await page.context().newPage();
      const readerErrors = failOnConsoleErrors(reader);
      await reader.goto("/services");
      const card = reader
        .locator("section[aria-labelledby='services-title'] article")
        .filter({ has: reader.getByRole("heading", { name: title }) });
      await expect(card.locator("svg.lucide-rocket")).toHaveCount(1);
      await expect(card.locator("[data-icon]")).toHaveAttribute("data-icon", "Rocket");
      readerErrors();
      await reader.close();

      // every other name the picker offers is drawn as itself, never as the briefcase fallback
      for (const name of offered.filter((n) => n && n !== "Rocket" && n !== "Briefcase").slice(0, 3)) {
        await page.getByRole("button", { name: `Edit ${title}` }).click();
        const edit = page.getByRole("dialog", { name: "Edit Service" });
        await edit.getByLabel("Icon").selectOption(name);
        await edit.getByRole("button", { name: "Save Changes" }).click();
        await expect(edit).toBeHidden();
        const html = await (await page.request.get("/services")).text();
        // the card's heading (the title also appears in the page's structured data, before the cards)
        const at = html.indexOf(`>${title}</`);
        expect(at, "the card's heading in the served page").toBeGreaterThan(0);
        const before = html.lastIndexOf("<article", at);
        expect(html.slice(before, at), name).toContain(`data-icon="${name}"`);
      }
    } finally {
      // through the screen's action, as its Delete button posts it (deleting from the list is driven by
      // dashboard-content-records.spec.ts)
      const { rows } = (await screenData(page.request, "/dashboard/services", "dashboard/services")) as {
        rows: { id: string; title: string }[];
      };
      const service = rows.find((r) => r.title === title);
      expect(service, `service ${title}`).toBeTruthy();
      await postForm(page, "/dashboard/services", { intent: "delete", id: service!.id });
    }
    noErrors();
  });
});

test.describe("inquiries", () => {
  test.use({ storageState: stateFor("admin"), timezoneId: "America/New_York" });

  test("an inquiry shows the labels the visitor chose and its time in the viewer's time zone", async ({ page }) => {
    const noErrors = failOnConsoleErrors(page);
    const name = `Friction Visitor ${uid()}`;
    // the visitor's choices, "SaaS Platform" and "€10,000 – €20,000", as the contact form posts them (the form
    // itself is driven by public-contact.spec.ts): this journey is about how the inquiry is shown
    const sent = await page.request.post("/contact", {
      form: {
        name,
        email: `visitor.${uid()}@example.com`,
        service: "saas",
        budget: "10k-20k",
        message: "A scheduling product for clinics.",
      },
      maxRedirects: 0,
    });
    expect(sent.status(), (await sent.text()).slice(0, 300)).toBe(200);

    // before the page runs in the browser, the time is in UTC and says so
    const html = await (await page.request.get("/dashboard/inquiries")).text();
    const at = html.indexOf(name);
    expect(at).toBeGreaterThan(-1);
    expect(html.slice(at, at + 2000)).toMatch(
      /<time[^>]*>[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC<\/time>/,
    );

    await page.goto("/dashboard/inquiries");
    const card = page.getByRole("listitem", { name: `Inquiry from ${name}` });
    await expect(card).toContainText("SaaS Platform");
    await expect(card).toContainText("€10,000 – €20,000");
    await expect(card.getByText("saas", { exact: true })).toHaveCount(0);
    await expect(card.getByText("10k-20k", { exact: true })).toHaveCount(0);

    const time = card.locator("time");
    const iso = (await time.getAttribute("datetime")) ?? "";
    const expected = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "America/New_York",
      timeZoneName: "short",
    }).format(new Date(iso));
    await expect(time).toHaveText(expected);
    expect(expected).toMatch(/E[SD]T$/);
    noErrors();
  });
});

/**
 * Subscribe as the blog's box posts it (the box itself is driven by public-newsletter.spec.ts) and return the
 * confirmation mail.
 */
async function subscribe(page: Page, email: string) {
  const res = await page.request.post("/newsletter", { form: { email }, maxRedirects: 0 });
  expect(res.status(), (await res.text()).slice(0, 300)).toBe(200);
  return waitForMail(email, (m) => /confirm your subscription/i.test(m.subject));
}

/** The addresses the staff's subscriber export lists. */
async function subscribedAddresses(staff: APIRequestContext) {
  return (await staff.get("/dashboard/subscribers.csv")).text();
}

/** A request context signed in as the admin, for reading the subscriber export. */
const staffRequest = (playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) =>
  playwright.request.newContext({ baseURL, storageState: stateFor("admin") });

test.describe("newsletter unsubscribe", () => {
  test("every newsletter mail carries a one-click unsubscribe link and header that work without signing in", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    const staff = await staffRequest(playwright, baseURL);
    const email = `leaving.${uid()}@example.com`;
    const mail = await subscribe(page, email);
    const text = mailText(mail);
    const header = /^List-Unsubscribe: <(https?:\/\/[^>]+)>/im.exec(text);
    expect(header, "List-Unsubscribe header").not.toBeNull();
    const link = header![1]!;
    expect(link).toContain("/newsletter/unsubscribe?token=");
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\s*$/im);
    expect(text, "the link is in the mail's text too").toContain(link);

    // confirmed as its link's page does when opened (that page is driven by public-newsletter.spec.ts)
    const confirm = /https?:\/\/[^\s]+\/newsletter\/confirm\?token=[\w-]+/.exec(text)![0];
    const confirmed = await page.request.get(confirm);
    expect(confirmed.status()).toBe(200);
    expect(await confirmed.text()).toContain("Subscription confirmed");
    expect(await subscribedAddresses(staff)).toContain(email);

    // opening the link changes nothing: it asks, with a button
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Unsubscribe" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(await subscribedAddresses(staff)).toContain(email);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("You have been unsubscribed.");
    expect(await subscribedAddresses(staff)).not.toContain(email);
    noErrors();

    // a second click is harmless: the button's form posted again, as the page's own form posts it
    const again = await page.request.post(link, { maxRedirects: 0 });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain("You are unsubscribed");

    // no longer subscribed: subscribing again starts over with a new confirmation
    await subscribe(page, email);
    await expect.poll(async () => (await mailTo(email)).length, { timeout: 15_000 }).toBe(2);

    // a forged link is refused, as served
    const forged = link.replace(/token=([\w-]+)\.[\w-]+/, "token=$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    const refused = await page.request.get(forged);
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("This link did not work");
    await staff.dispose();
  });

  test("the mail client's one-click POST needs no Origin; every other write without one is still refused", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const staff = await staffRequest(playwright, baseURL);
    const email = `oneclick.${uid()}@example.com`;
    const mail = await subscribe(page, email);
    const link = /^List-Unsubscribe: <(https?:\/\/[^>]+)>/im.exec(mailText(mail))![1]!;
    const path = new URL(link).pathname + new URL(link).search;
    expect(await subscribedAddresses(staff)).toContain(email);

    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    // RFC 8058: a POST from the mail provider, without cookie, Origin or Sec-Fetch-Site
    const oneClick = await rawPost(path, form, "List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    expect(await subscribedAddresses(staff)).not.toContain(email);
    // a provider that sends its own Origin is answered the same
    expect(
      (await rawPost(path, { ...form, Origin: "https://mail.example" }, "List-Unsubscribe=One-Click")).status,
    ).toBe(200);
    // a forged token posts nothing away
    expect((await rawPost("/newsletter/unsubscribe?token=bad.token", form, "List-Unsubscribe=One-Click")).status).toBe(
      400,
    );

    // the origin check stays on everywhere else, including the same page's data route
    for (const other of ["/newsletter", "/newsletter/confirm?token=x", "/contact", `${path.replace("?", ".data?")}`]) {
      const refused = await rawPost(other, form, "email=someone%40example.com");
      expect(refused.status, other).toBe(403);
      expect(refused.body, other).toContain("Cross-origin request refused");
    }
    const crossSite = await rawPost(
      "/newsletter",
      { ...form, Origin: "https://evil.example" },
      "email=x%40example.com",
    );
    expect(crossSite.status).toBe(403);
    await staff.dispose();
  });
});

test.describe("Get Started", () => {
  test("a service's Get Started opens the contact form with that service chosen; unknown values are ignored", async ({
    page,
  }) => {
    const noErrors = failOnConsoleErrors(page);
    await page.goto("/services");
    const card = page
      .locator("section[aria-labelledby='services-title'] article")
      .filter({ has: page.getByRole("heading", { name: "SaaS Platforms", exact: true }) });
    await card.getByRole("link", { name: /Get Started/ }).click();
    await expect(page).toHaveURL(/\/contact\?service=saas$/);
    await expect(serviceBox(page)).toHaveValue("saas");

    await page.goto("/services");
    await page
      .locator("section[aria-labelledby='services-title'] article")
      .filter({ has: page.getByRole("heading", { name: "Custom CRM Systems", exact: true }) })
      .getByRole("link", { name: /Get Started/ })
      .click();
    await expect(page).toHaveURL(/\/contact\?service=crm$/);
    await expect(serviceBox(page)).toHaveValue("crm");

    // the address is typed by anyone: only the form's own values are taken
    await page.goto("/contact?service=%3Cscript%3E");
    await expect(serviceBox(page)).toHaveValue("");
    await page.goto("/contact?service=mvp");
    await expect(serviceBox(page)).toHaveValue("mvp");
    noErrors();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the chosen service is already selected in the server's page", async ({ page }) => {
      await page.goto("/contact?service=employee");
      await expect(serviceBox(page)).toHaveValue("employee");
    });
  });
});
