import fs from "node:fs";
import { baseURL } from "../../playwright.config";
import { expect, type Page, staffJourneys, test } from "./fixtures";
import {
  ACCOUNTS,
  addSprintByAction,
  addSprintTicketByAction,
  axe,
  createAcmeProject,
  deleteClientProject,
  expectToast,
  mailText,
  manageTab,
  newSignedInPage,
  screenData,
  stateFor,
  tinyPdf,
  uid,
  waitForMail,
} from "./support";

staffJourneys(180_000);

async function seriousA11y(page: Page) {
  return (await axe(page).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The overview's count of client messages waiting for staff as its loader reads it (0 when there is no
 * such group), without drawing the page; `unansweredTotal` reads it off the drawn overview.
 */
async function unansweredInData(page: Page) {
  const { attention } = (await screenData(page.request, "/dashboard", "dashboard/index")) as {
    attention: { title: string; total: number }[];
  };
  expect(attention, "the overview's Needs attention groups").toBeTruthy();
  return attention.find((g) => g.title === "Unanswered client messages")?.total ?? 0;
}

/** The overview's count of client messages waiting for staff (0 when the group is not shown). */
async function unansweredTotal(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();
  const group = page.getByRole("region", { name: "Unanswered client messages" });
  if ((await group.count()) === 0) return 0;
  const text = (await group.locator("header").textContent()) ?? "";
  return Number(/(\d+) in total/.exec(text)?.[1]);
}

/** The deep link of a thread mail, as a path on this site (with its anchor). */
function linkIn(text: string) {
  const match = /Read and reply: (https?:\/\/\S+)/.exec(text);
  expect(match, "the mail holds a link to the message").not.toBeNull();
  const url = new URL(match![1]!);
  return { path: `${url.pathname}${url.search}${url.hash}`, anchor: url.hash.slice(1) };
}

test("client and staff talk on a sprint: attachment, e-mails with deep links through sign-in, unread counts, and nobody else gets in", async ({
  page,
  browser,
}) => {
  const id = uid();
  const title = `Threads ${id}`;
  const sprintTitle = `Thread sprint ${id}`;
  const clientText = `Here is the brief for the checkout, see https://example.com/brief-${id}.`;
  const staffText = `Thanks, we start on it tomorrow (${id}).`;

  // staff: a project of acme's with one sprint (through the screens' actions, as their dialogs post them)
  const projectId = await createAcmeProject(page, title);
  const sprintId = await addSprintByAction(page, projectId, sprintTitle);

  const waitingBefore = await unansweredInData(page);

  // the client writes on the sprint page, with a file
  const client = await newSignedInPage(browser, "acme");
  await client.emulateMedia({ reducedMotion: "reduce" });
  await client.goto(`/client-portal/sprint/${sprintId}`);
  await expect(client.getByRole("heading", { name: "Messages", exact: true })).toBeVisible();
  await expect(client.getByText("No messages yet.")).toBeVisible();
  // the server's own check: a message over 5,000 characters is refused with its reason, nothing written
  const tooLong = await client.request.post(`/client-portal/sprint/${sprintId}`, {
    headers: { Origin: baseURL },
    multipart: { intent: "thread.post", subjectKind: "sprint", subjectId: sprintId, body: "x".repeat(5001) },
    maxRedirects: 0,
  });
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.text()).toContain("Keep the message under 5,000 characters");
  // a file that is not what it says it is, refused by content
  await client.getByLabel(/^Your message/).fill("A file that is not a document");
  await client.getByLabel("Attach a file (optional)").setInputFiles({
    name: "tool.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]),
  });
  await client.getByRole("button", { name: "Send Message" }).click();
  await expect(client.getByText(/^Please choose a PDF, an image/).first()).toBeVisible();
  await expect(client.getByText("No messages yet.")).toBeVisible();

  await client.getByLabel(/^Your message/).fill(clientText);
  await client.getByLabel("Attach a file (optional)").setInputFiles({
    name: `brief-${id}.pdf`,
    mimeType: "application/pdf",
    buffer: tinyPdf(`brief ${id}`),
  });
  await client.getByRole("button", { name: "Send Message" }).click();
  await expectToast(client, "Success", "Message sent");
  const sent = client.locator("ol[aria-label='Messages'] > li").filter({ hasText: clientText });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole("link", { name: `https://example.com/brief-${id}` })).toHaveAttribute(
    "rel",
    "noopener nofollow ugc",
  );
  const attachmentHref = (await sent
    .getByRole("link", { name: new RegExp(`brief-${id}\\.pdf`) })
    .getAttribute("href"))!;
  expect(attachmentHref).toMatch(/^\/files\/threads\/[0-9a-f-]{36}$/);
  expect(await seriousA11y(client)).toEqual([]);

  // staff are mailed (no team on the project: the admins), with a link straight to the message
  const staffMail = await waitForMail(ACCOUNTS.admin, (m) => mailText(m).includes(sprintTitle));
  expect(mailText(staffMail)).toContain("New message from Jordan Blake");
  const staffLink = linkIn(mailText(staffMail));
  expect(staffLink.path).toContain(`/dashboard/client-projects/${projectId}/messages?thread=`);

  // the overview counts it among the client messages waiting for staff
  expect(await unansweredTotal(page)).toBe(waitingBefore + 1);

  // before anyone on the team reads it: the manage view counts it unread, the sidebar too
  await page.goto(`/dashboard/client-projects/${projectId}`);
  await expect(page.getByTestId("nav-unread-badge").first()).toBeVisible();
  await manageTab(page, /^Messages/).click();
  const row = page.getByRole("link", { name: new RegExp(`Sprint 1: ${sprintTitle}`) });
  await expect(row).toContainText("1 unread");

  // signed out, the link goes to sign-in and back to the message
  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto(staffLink.path);
  await expect(visitor).toHaveURL(/\/auth\?redirectTo=/);
  await visitor.getByLabel("Email").fill(ACCOUNTS.admin);
  await visitor.getByLabel("Password", { exact: true }).fill("Demo-pass-2026");
  await visitor.getByRole("button", { name: "Sign In" }).click();
  await expect(visitor).toHaveURL(new RegExp(`client-projects/${projectId}/messages\\?thread=.*#${staffLink.anchor}$`));
  const landed = visitor.locator(`#${staffLink.anchor}`);
  await expect(landed).toBeVisible();
  await expect(landed).toContainText(clientText);
  await expect(landed).toBeInViewport();
  // staff reply from there
  await visitor.getByLabel(/^Your message/).fill(staffText);
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expectToast(visitor, "Success", "Message sent");
  await expect(visitor.locator("ol[aria-label='Messages'] > li").filter({ hasText: staffText })).toBeVisible();
  expect(await seriousA11y(visitor)).toEqual([]);
  await visitor.context().close();

  // answered: no longer waiting on the overview
  expect(await unansweredInData(page)).toBe(waitingBefore);

  // read by the team: no longer unread in the manage view
  await page.goto(`/dashboard/client-projects/${projectId}`);
  await manageTab(page, /^Messages/).click();
  await expect(page.getByRole("link", { name: new RegExp(`Sprint 1: ${sprintTitle}`) })).not.toContainText("unread");

  // the client is mailed the reply; the Sprints tab counts it until it is read
  const clientMail = await waitForMail(ACCOUNTS.acme, (m) => mailText(m).includes(sprintTitle));
  const clientLink = linkIn(mailText(clientMail));
  expect(clientLink.path).toContain(`/client-portal/sprint/${sprintId}?message=`);
  await client.goto(`/client-portal/sprints?project=${projectId}`);
  await expect(client.getByTestId("sprints-unread-badge")).toHaveText(/^1/);
  await expect(client.getByRole("link", { name: "1 new message" })).toBeVisible();
  await client.goto(clientLink.path);
  await expect(client).toHaveURL(new RegExp(`/client-portal/sprint/${sprintId}#${clientLink.anchor}$`));
  const reply = client.locator(`#${clientLink.anchor}`);
  await expect(reply).toContainText(staffText);
  await expect(reply).toContainText("Lumen Studio");
  await expect(reply.getByTestId("message-new")).toBeVisible();

  // the client downloads their file, from the same sprint page
  const [download] = await Promise.all([
    client.waitForEvent("download"),
    client.getByRole("link", { name: new RegExp(`brief-${id}\\.pdf`) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`brief-${id}.pdf`);
  expect(fs.readFileSync((await download.path())!, "latin1").startsWith("%PDF-")).toBe(true);

  // read: the Sprints tab no longer counts it
  await client.goto(`/client-portal/sprints?project=${projectId}`);
  await expect(client.getByRole("link", { name: "Sprints" })).toBeVisible();
  await expect(client.getByTestId("sprints-unread-badge")).toHaveCount(0);
  await client.context().close();

  // another client: the same 404 for the sprint's thread and for the file
  // (the 'Sprint Not Found' view itself is drawn by portal-isolation.spec.ts)
  const other = await newSignedInPage(browser, "globex");
  const sprintPage = await other.request.get(`/client-portal/sprint/${sprintId}`);
  expect(sprintPage.status()).toBe(404);
  const sprintHtml = await sprintPage.text();
  expect(sprintHtml).toContain("Sprint Not Found");
  expect(sprintHtml).not.toContain(clientText);
  expect((await other.request.get(attachmentHref)).status()).toBe(404);
  const posted = await other.request.post(`/client-portal/sprint/${sprintId}`, {
    headers: { Origin: baseURL },
    multipart: { intent: "thread.post", subjectKind: "sprint", subjectId: sprintId, body: "Not mine" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(404);
  await other.context().close();

  await deleteClientProject(page, title);
});

test("without JavaScript, a client posts on a task's thread and staff see it in the manage view", async ({
  page,
  browser,
}) => {
  const id = uid();
  const title = `Threads NoJS ${id}`;
  const sprintTitle = `NoJS sprint ${id}`;
  // staff: a project of acme's, a sprint and a task, through the screens' actions (the dialogs are driven by
  // staff-work-client-projects.spec.ts and staff-work-sprints.spec.ts)
  const projectId = await createAcmeProject(page, title);
  const sprintId = await addSprintByAction(page, projectId, sprintTitle);
  await addSprintTicketByAction(page, projectId, sprintId, `Route map ${id}`);

  const context = await browser.newContext({
    storageState: stateFor("acme"),
    javaScriptEnabled: false,
  });
  const client = await context.newPage();
  await client.goto(`/client-portal/sprint/${sprintId}`);
  await client.getByRole("link", { name: `Discuss about Route map ${id}` }).click();
  await expect(client.getByRole("heading", { name: `Messages on “Route map ${id}”` })).toBeVisible();
  await client.getByLabel(/^Your message/).fill(`Can the map show depots? ${id}`);
  await client.getByRole("button", { name: "Send Message" }).click();
  await expect(client).toHaveURL(/\?ticket=[0-9a-f-]{36}#message-[0-9a-f-]{36}$/);
  await expect(client.getByText(`Can the map show depots? ${id}`)).toBeVisible();
  // an empty message is refused by the server with its reason, without JavaScript too
  await client.getByRole("button", { name: "Send Message" }).click();
  await expect(client.getByText("Please write a message").first()).toBeVisible();
  await context.close();

  await page.goto(`/dashboard/client-projects/${projectId}`);
  await manageTab(page, /^Messages/).click();
  const row = page.getByRole("link", { name: new RegExp(`Task "Route map ${id}"`) });
  await expect(row).toContainText("1 unread");
  await row.click();
  await expect(page.getByText(`Can the map show depots? ${id}`)).toBeVisible();
  await deleteClientProject(page, title);
});
