import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { simplePdfSource } from "../../app/db/seed/pdf";

export const DEMO_PASSWORD = "Demo-pass-2026";
export const ACCOUNTS = {
  admin: "admin@studio.example",
  author: "author@studio.example",
  acme: "client@acme.example",
  globex: "client@globex.example",
} as const;
export type AccountName = keyof typeof ACCOUNTS;

/** Saved sessions written by global-setup: use with test.use({ storageState: stateFor("acme") }). */
export const stateFor = (name: AccountName) => `${process.env.E2E_RUN_DIR ?? ".tmp/e2e"}/auth/${name}.json`;

/** Sign in through the /auth screen, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * Signs a browser context in with the sign-in form's own POST (its `sign-in` intent), for journeys that are not
 * about signing in (the form is driven by foundation.spec.ts and auth-*.spec.ts); returns where it was sent.
 */
export async function signInByPost(context: BrowserContext, email: string, password = DEMO_PASSWORD) {
  const res = await context.request.post("/auth", { form: { intent: "sign-in", email, password }, maxRedirects: 0 });
  expect(res.status(), `sign in ${email}: ${(await res.text()).slice(0, 300)}`).toBe(302);
  return res.headers().location ?? "";
}

export async function newSignedInPage(browser: Browser, name: AccountName) {
  const context = await browser.newContext({ storageState: stateFor(name) });
  return context.newPage();
}

type Mail = { to: string[]; subject: string; raw: string };

/** Mail that reached the test SMTP server (tests/support/smtp-sink.ts). */
export async function mailTo(address: string): Promise<Mail[]> {
  const res = await fetch(`http://127.0.0.1:${process.env.SMTP_SINK_HTTP_PORT ?? 2526}/messages`);
  const all = (await res.json()) as Mail[];
  return all.filter((m) => m.to.includes(address));
}

export async function waitForMail(address: string, match: (m: Mail) => boolean, timeout = 15_000) {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find(match);
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found as Mail;
}

export const INVITATION_SUBJECT = "You are invited to Lumen Studio";

/** The `count` invitation links mailed to `email` so far, oldest first, each as a path on this site. */
export async function invitationLinksFor(email: string, count = 1) {
  const invitations = async () => (await mailTo(email)).filter((m) => m.subject === INVITATION_SUBJECT);
  await expect.poll(async () => (await invitations()).length, { timeout: 15_000 }).toBe(count);
  return (await invitations()).map((mail) => {
    const match = /https?:\/\/\S+\/auth\/invitation\?token=([\w-]+)/.exec(mailText(mail));
    expect(match, "the mail holds a link to /auth/invitation").not.toBeNull();
    return `/auth/invitation?token=${match![1]}`;
  });
}

/**
 * An admin's `page` creates a user in the New User dialog of the Users screen: no password, the user is
 * e-mailed an invitation to choose one.
 */
export async function inviteUser(
  page: Page,
  user: { email: string; fullName: string; role?: "Client" | "Author" | "Admin"; organization?: string },
) {
  await page.goto("/dashboard/users");
  await page.getByRole("button", { name: "New User" }).click();
  const dialog = page.getByRole("dialog", { name: "New User" });
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Full name").fill(user.fullName);
  if (user.role) await dialog.getByLabel("Role").selectOption({ label: user.role });
  if (user.organization) await dialog.getByLabel("Organisation (optional)").fill(user.organization);
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(
    page
      .locator("[data-sonner-toast]")
      .filter({ hasText: `Invitation sent to ${user.email}` })
      .first(),
  ).toContainText("User created");
}

/** The invited person opens their link in `page` (signed out) and chooses `password`; they land on sign-in. */
export async function acceptInvitation(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat new password").fill(password);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Sign in with your new password." }),
  ).toContainText("Password set");
}

/** Fails the test on any console error or uncaught page error. */
export function failOnConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return () => expect(errors, "console errors").toEqual([]);
}

/**
 * Console errors fail the test, except a failed load from a URL matching one of `expectedFailures`
 * or from /images/ (demo pictures other engineers ship are not the test's to judge).
 */
export function failOnAppErrors(page: Page, expectedFailures: RegExp[] = []) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const url = msg.location().url;
    if (/Failed to load resource/.test(msg.text()) && [/\/images\//, ...expectedFailures].some((re) => re.test(url))) {
      return;
    }
    errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return () => expect(errors, "console errors").toEqual([]);
}

/**
 * The JSON-LD a page describes itself with, checked to be allowed by the page's CSP: this response's
 * nonce, or (a page served from the anonymous cache) the script's hash.
 */
export async function jsonLdOf(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  const html = await res.text();
  const csp = res.headers()["content-security-policy"] ?? "";
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"(?: nonce="([^"]+)")?>([\s\S]*?)<\/script>/g)];
  expect(scripts.length, `JSON-LD on ${path}`).toBeGreaterThan(0);
  for (const script of scripts) {
    if (script[1]) expect(csp).toContain(`'nonce-${script[1]}'`);
    else expect(csp).toContain(`'sha256-${crypto.createHash("sha256").update(script[2]!).digest("base64")}'`);
  }
  // the page's own item first; `all` adds the others (its breadcrumb trail)
  const all = scripts.map((script) => JSON.parse(script[2]!));
  return { data: all[0], all, html };
}

/** The 'Success' / 'Error' toast with the given description. */
export async function expectToast(page: Page, title: "Success" | "Error", description: string) {
  const item = page.locator("[data-sonner-toast]").filter({ hasText: description });
  await expect(item.first()).toBeVisible();
  await expect(item.first()).toContainText(title);
  return item.first();
}

/** A received mail as plain text: folded headers joined, quoted-printable soft breaks and '=' undone. */
export function mailText(mail: Mail) {
  return mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=3D/gi, "=")
    .replace(/\r?\n[ \t]+/g, " ");
}

/** A small, valid one-page PDF showing `label` (invoice uploads are checked by content). */
export const tinyPdf = (label: string) => Buffer.from(simplePdfSource(label), "latin1");

/**
 * The path of a file of `bytes` bytes named `name`, written once per worker: a large file handed to
 * `setInputFiles` by its path is read by the browser from disk, where a buffer of the same size first
 * goes through the protocol (21 MB took about 13 s of the runner's and the browser's CPU).
 */
export function fileOnDisk(name: string, bytes: number, fill = 0x41) {
  const dir = path.join(os.tmpdir(), `e2e-files-${process.pid}`);
  const file = path.join(dir, name);
  if (fs.statSync(file, { throwIfNoEntry: false })?.size !== bytes) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, Buffer.alloc(bytes, fill));
  }
  return file;
}

/** A name part no other test run shares: records a test makes carry it, so any order and any rerun works. */
export const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Each client account's option in the dashboard's project form. */
export const CLIENT_OPTIONS = {
  acme: "Jordan Blake · Acme Logistics (client@acme.example)",
  globex: "Priya Raman · Globex Health (client@globex.example)",
} as const;
export const ACME_CLIENT = CLIENT_OPTIONS.acme;

type ProjectStatus = "On Hold" | "In Progress" | "Completed";

/**
 * A screen's loader data as its scripts read it: the page's `.data` request, decoded. `route` is the
 * route's id without "routes/" ("dashboard/client-projects").
 */
export async function screenData(request: APIRequestContext, url: string, route: string) {
  const u = new URL(url, "http://x");
  const res = await request.get(`${u.pathname}.data${u.search}`, { maxRedirects: 0 });
  expect(res.status(), `GET ${u.pathname}.data`).toBe(200);
  const decoded = await decodeTurboStream(new Response(await res.text()).body!, globalThis as never);
  await decoded.done;
  return (decoded.value as Record<string, { data?: Record<string, unknown> }>)[`routes/${route}`]?.data ?? {};
}

/**
 * Staff create a client project and get its id back: posted to the screen's action as its dialog does
 * (the dialog itself is driven by staff-work-client-projects.spec.ts), so a spec that only needs a project
 * pays no page load for it. On Hold by default: that keeps the client's own In Progress project first in
 * their portal, whatever happens here. A Completed project is 100 % done.
 */
export async function createClientProject(
  page: Page,
  title: string,
  { client = "acme", status = "On Hold" }: { client?: keyof typeof CLIENT_OPTIONS; status?: ProjectStatus } = {},
) {
  const screen = "dashboard/client-projects";
  const { clients } = (await screenData(page.request, "/dashboard/client-projects", screen)) as {
    clients: { id: string; email: string }[];
  };
  const clientId = clients.find((c) => c.email === ACCOUNTS[client])!.id;
  const res = await page.request.post("/dashboard/client-projects", {
    form: {
      intent: "project.save",
      clientId,
      title,
      status,
      percentComplete: status === "Completed" ? "100" : "0",
      contactPersonName: "Maya Lindqvist",
      contactPersonRole: "Project Lead",
      contactPersonEmail: "admin@studio.example",
    },
    maxRedirects: 0,
  });
  expect(res.status(), `create project ${title}: ${(await res.text()).slice(0, 300)}`).toBe(200);
  // the newest of that client's projects come first
  const { projects } = (await screenData(page.request, `/dashboard/client-projects?client=${clientId}`, screen)) as {
    projects: { id: string; title: string }[];
  };
  return projects.find((p) => p.title === title)!.id;
}

/** Staff create a client project of acme's in the dashboard's dialog, on the list they are on (On Hold). */
export async function createAcmeProjectInDialog(page: Page, title: string) {
  await page.getByRole("button", { name: "New Project" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Client Project" });
  await dialog.getByLabel("Client").selectOption({ label: CLIENT_OPTIONS.acme });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Status/).selectOption("On Hold");
  await dialog.getByLabel(/^Name/).fill("Maya Lindqvist");
  await dialog.getByLabel(/^Role/).fill("Project Lead");
  await dialog.getByLabel(/^E-mail/).fill("admin@studio.example");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expectToast(page, "Success", "Client project created successfully");
  await expect(dialog).toBeHidden();
}

/** Staff create a client project of acme's (On Hold unless told otherwise); returns its id. */
export const createAcmeProject = (page: Page, title: string, status: ProjectStatus = "On Hold") =>
  createClientProject(page, title, { status });

/** Staff open a project's Manage panel from the list. */
export async function openManage(page: Page, title: string) {
  await page.goto("/dashboard/client-projects");
  await page.getByRole("link", { name: `Manage ${title}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/client-projects\/[0-9a-f-]{36}/);
  const projectId = /client-projects\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  return { panel: page.locator("[id^='manage-']"), projectId };
}

/**
 * Staff open a project's Manage panel at its own address, as its Manage link leads (the link itself is followed
 * by `openManage` and long-lists-more.spec.ts): one page load instead of two.
 */
export async function openManageOf(page: Page, projectId: string) {
  await page.goto(`/dashboard/client-projects/${projectId}`);
  const panel = page.locator(`[id='manage-${projectId}']`);
  await expect(panel).toBeVisible();
  // drawn by the server first: its buttons work once React has hydrated it
  await untilHydrated(panel);
  return panel;
}

/**
 * Waits until React has hydrated the element (it then carries React's props): a key pressed or a link clicked
 * before that reaches the server-drawn HTML only, which a person on a slow machine could meet too but a
 * journey should not race.
 */
export async function untilHydrated(element: Locator) {
  await element.first().waitFor();
  await expect
    .poll(() => element.first().evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))), {
      message: "React has hydrated the element",
    })
    .toBe(true);
}

/** A tab of the open Manage panel: a link to the tab's own address, the current one marked as the page. */
export const manageTab = (scope: Page | Locator, name: RegExp) =>
  scope.getByRole("navigation", { name: /^Manage / }).getByRole("link", { name });

/** Staff add a sprint in the open Manage panel; `more` fills further fields before it is saved. */
export async function addSprint(page: Page, panel: Locator, title: string, more?: () => Promise<void>) {
  await panel.getByRole("button", { name: "New Sprint" }).click();
  const dialog = page.getByRole("dialog", { name: "New Sprint" });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Start date/).fill("2026-12-01");
  await dialog.getByLabel(/^End date/).fill("2026-12-14");
  await more?.();
  await dialog.getByRole("button", { name: "Create Sprint" }).click();
  await expectToast(page, "Success", "Sprint created successfully");
  await expect(dialog).toBeHidden();
}
/** Posts `form` to a screen's action as its form does, and expects it taken (200: the action's own answer). */
export async function postForm(page: Page, url: string, form: Record<string, string>) {
  const res = await page.request.post(url, { form, maxRedirects: 0 });
  expect(res.status(), `POST ${url} ${form.intent}: ${(await res.text()).slice(0, 300)}`).toBe(200);
}

type SprintRow = { id: string; title: string; tickets: { id: string; title: string }[] };

/** A project's sprints, each with its tickets, as the sprints screen reads them. */
export async function sprintsOf(page: Page, projectId: string) {
  const { sprints } = (await screenData(
    page.request,
    `/dashboard/sprints?project=${projectId}`,
    "dashboard/sprints",
  )) as {
    sprints: SprintRow[];
  };
  return sprints;
}

/**
 * Staff add a sprint (1 to 14 December 2026 unless `more` says otherwise) to a project through the sprints
 * screen's action, as the New Sprint dialog posts it (the dialog itself is driven by staff-work-sprints.spec.ts
 * and `addSprint`); returns its id.
 */
export async function addSprintByAction(
  page: Page,
  projectId: string,
  title: string,
  more: Record<string, string> = {},
) {
  await postForm(page, "/dashboard/sprints", {
    intent: "sprint.save",
    projectId,
    title,
    startDate: "2026-12-01",
    endDate: "2026-12-14",
    ...more,
  });
  const sprint = (await sprintsOf(page, projectId)).find((s) => s.title === title);
  expect(sprint, `sprint ${title}`).toBeTruthy();
  return sprint!.id;
}

/**
 * Staff add a ticket to a sprint through the action its New Ticket dialog posts to (the dialog is driven by
 * staff-work-sprints.spec.ts); returns its id.
 */
export async function addSprintTicketByAction(page: Page, projectId: string, sprintId: string, title: string) {
  await postForm(page, "/dashboard/sprints", { intent: "sprint-ticket.save", sprintId, title });
  const ticket = (await sprintsOf(page, projectId))
    .find((s) => s.id === sprintId)
    ?.tickets.find((t) => t.title === title);
  expect(ticket, `ticket ${title}`).toBeTruthy();
  return ticket!.id;
}

/**
 * Staff add an invoice to a project through the invoices screen's action, as the New Invoice dialog posts it
 * (the dialog is driven by staff-work-invoices.spec.ts); dated today unless said otherwise. Returns its id.
 */
export async function addInvoiceByAction(
  page: Page,
  projectId: string,
  invoice: { invoiceNumber: string; invoiceName: string; amount: string } & Record<string, string>,
) {
  await postForm(page, "/dashboard/invoices", {
    intent: "invoice.save",
    projectId,
    invoiceDate: new Date().toISOString().slice(0, 10),
    ...invoice,
  });
  const { invoices } = (await screenData(
    page.request,
    `/dashboard/invoices?project=${projectId}`,
    "dashboard/invoices",
  )) as {
    invoices: { id: string; invoiceNumber: string }[];
  };
  const found = invoices.find((i) => i.invoiceNumber === invoice.invoiceNumber);
  expect(found, `invoice ${invoice.invoiceNumber}`).toBeTruthy();
  return found!.id;
}

/**
 * Staff delete a client project (found by its title among the newest), posted to the screen's action
 * as its Delete button does (driven by staff-work-client-projects.spec.ts).
 */
export async function deleteClientProject(page: Page, title: string) {
  const { projects } = (await screenData(page.request, "/dashboard/client-projects", "dashboard/client-projects")) as {
    projects: { id: string; title: string }[];
  };
  const project = projects.find((p) => p.title === title);
  expect(project, `project ${title} on the first page`).toBeTruthy();
  const res = await page.request.post("/dashboard/client-projects", {
    form: { intent: "project.delete", id: project!.id },
    maxRedirects: 0,
  });
  expect(res.status(), `delete project ${title}`).toBe(200);
}

/**
 * An account the test owns that signs in with `password`: made through the Users screen's action and its
 * invitation accepted through the invitation page's action, as their forms post them (the New User dialog
 * and the invitation page are driven by dashboard-content-users.spec.ts and auth-invitation.spec.ts), the
 * invitation signed out, in a throwaway context.
 */
export async function createUserAsAdmin(
  admin: Page,
  user: { email: string; name: string; password: string; role?: "Client" | "Author" | "Admin" },
) {
  await postForm(admin, "/dashboard/users", {
    intent: "create",
    email: user.email,
    fullName: user.name,
    role: (user.role ?? "Client").toLowerCase(),
  });
  const [link] = await invitationLinksFor(user.email);
  const context = await admin
    .context()
    .browser()!
    .newContext({ storageState: { cookies: [], origins: [] } });
  const token = new URL(link!, "http://x").searchParams.get("token")!;
  const res = await context.request.post("/auth/invitation", {
    form: { token, password: user.password, confirmPassword: user.password },
    maxRedirects: 0,
  });
  expect(res.status(), `accept the invitation: ${(await res.text()).slice(0, 300)}`).toBe(302);
  expect(res.headers().location).toBe("/auth");
  await context.close();
}

/**
 * Removes an account the test made, through the Users screen's action as its Delete button does (deleting
 * from the list is driven by dashboard-content-users.spec.ts).
 */
export async function deleteUserAsAdmin(admin: Page, name: string) {
  const { users } = (await screenData(
    admin.request,
    `/dashboard/users?q=${encodeURIComponent(name)}`,
    "dashboard/users",
  )) as { users: { id: string; fullName: string }[] };
  const user = users.find((u) => u.fullName === name);
  expect(user, `user ${name}`).toBeTruthy();
  await postForm(admin, "/dashboard/users", { intent: "delete", id: user!.id });
}

/**
 * Collects the page's Content-Security-Policy violations from its first script on (the browser fires
 * `securitypolicyviolation` for each). Returns a reader of what was refused so far, "directive blocked".
 */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(`${e.effectiveDirective} ${e.blockedURI} on ${location.pathname}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/**
 * The page at `path` fits a 375 px window (nothing wider than it); the viewport goes back to 1280 px. The lists
 * check this with their filters set; the filter bar's accessibility is checked once (list-filters-more.spec.ts)
 * and each screen's by the accessibility specs.
 */
export async function fitsAPhone(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(path);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** axe-core's minified build, sent to each page once per document (see `axe` below). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/**
 * axe's options as every accessibility check here runs it: its default rules, plus
 * `label-content-name-mismatch` (WCAG 2.5.3: a control's accessible name holds its visible text), which axe
 * ships switched off; the checks read only the violations, so the passing and inapplicable nodes are not listed.
 */
const AXE_OPTIONS: RunOptions = {
  rules: { "label-content-name-mismatch": { enabled: true } },
  resultTypes: ["violations"],
};

/**
 * axe-core run in the page itself, in the manner of `@axe-core/playwright`'s legacy mode, which sent the
 * unminified source (1.3 MB) to the page twice per check: carrying it over the DevTools protocol cost more
 * than the rules did (decision 019). Here the minified build goes to each frame once per document.
 * `include` and `exclude` take CSS selectors, as the builder's did.
 */
export function axe(page: Page) {
  const include: string[] = [];
  const exclude: string[] = [];
  const check = {
    include(selector: string) {
      include.push(selector);
      return check;
    },
    exclude(selector: string) {
      exclude.push(selector);
      return check;
    },
    async analyze(): Promise<AxeResults> {
      for (const frame of page.frames()) {
        try {
          if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(AXE_SOURCE);
        } catch (error) {
          // a child frame that runs no script is checked from its parent, as axe does without its script
          if (frame === page.mainFrame()) throw error;
        }
      }
      return page.evaluate(
        ({ include, exclude, options }) => {
          const context: ElementContext =
            include.length || exclude.length
              ? ({ ...(include.length ? { include } : {}), ...(exclude.length ? { exclude } : {}) } as ElementContext)
              : document;
          return (window as unknown as { axe: typeof import("axe-core") }).axe.run(context, options);
        },
        { include, exclude, options: AXE_OPTIONS },
      );
    },
  };
  return check;
}
