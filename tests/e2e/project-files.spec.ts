import fs from "node:fs/promises";
import { expect, type Locator, type Page, staffJourneys, test } from "./fixtures";
import {
  axe,
  createAcmeProject,
  deleteClientProject,
  expectToast,
  failOnConsoleErrors,
  fileOnDisk,
  manageTab,
  stateFor,
  tinyPdf,
  uid,
} from "./support";

staffJourneys(150_000);

const TYPE_MESSAGE =
  "Please choose a PDF, an image, an Office or OpenDocument file, a ZIP archive or a plain-text file";
/** A Windows program's first bytes: not a document, whatever its name says. */
const EXE = Buffer.from([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
]);

/** Serious axe findings of the page (the toasts stacked over each other in their corner are left out). */
async function serious(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  return (await axe(page).exclude("[data-sonner-toaster]").analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function upload(scope: Locator, file: Parameters<Locator["setInputFiles"]>[0], folder?: string) {
  const form = scope.getByRole("form", { name: "Upload a file" });
  await form.getByLabel(/^File/).setInputFiles(file);
  if (folder !== undefined) await form.getByLabel("Folder").fill(folder);
  await form.getByRole("button", { name: "Upload File" }).click();
}

test("client and staff share files on a project: folders, versions, private downloads, refusals", {
  tag: "@smoke",
}, async ({ page, browser }) => {
  const id = uid();
  const title = `Files ${id}`;
  const contract = `Contract ${id}.txt`;
  const v1 = `Contract, first draft ${id}\n`;
  const v2 = `Contract, signed ${id}\n`;
  const projectId = await createAcmeProject(page, title);

  // the client: an empty Files tab
  const clientContext = await browser.newContext({ storageState: stateFor("acme") });
  const client = await clientContext.newPage();
  const noErrors = failOnConsoleErrors(client);
  const filesTab = `/client-portal/files?project=${projectId}`;
  await client.goto(filesTab);
  await expect(client.getByRole("link", { name: "Files", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(client.getByRole("heading", { name: "Project Files" })).toBeVisible();
  await expect(client.getByText("No Files Yet")).toBeVisible();
  expect(await serious(client)).toEqual([]);

  // into a new folder, then the same name again: a second version
  const panel = client.locator("#portal-panel");
  await upload(panel, { name: contract, mimeType: "text/plain", buffer: Buffer.from(v1) }, "Contracts");
  await expectToast(client, "Success", `"${contract}" uploaded to Contracts`);
  await upload(panel, { name: contract, mimeType: "text/plain", buffer: Buffer.from(v2) }, "contracts");
  await expectToast(client, "Success", `Version 2 of "${contract}" uploaded`);
  const row = client.locator(`[data-file="${contract}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("v2");
  await expect(panel.getByRole("heading", { name: /^Contracts/ })).toBeVisible();

  // the older version, downloaded through the private route: its own bytes
  await row.getByText("Versions (2)").click();
  const [download] = await Promise.all([
    client.waitForEvent("download"),
    row.getByRole("link", { name: `Download version 1 of ${contract}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Contract ${id} (v1).txt`);
  expect(await fs.readFile((await download.path())!, "utf8")).toBe(v1);
  const latestHref = await row.getByRole("link", { name: `Download ${contract}` }).getAttribute("href");
  expect(latestHref).toMatch(/^\/files\/projects\/[0-9a-f-]{36}$/);
  const latest = await client.request.get(latestHref!);
  expect(latest.status()).toBe(200);
  expect(await latest.text()).toBe(v2);
  expect(latest.headers()["cache-control"]).toContain("no-store");
  expect(latest.headers()["content-disposition"]).toContain("attachment");
  expect(await serious(client)).toEqual([]);

  noErrors(); // what follows is refused on purpose (a 400 is logged by the browser)

  // a program under a document's name, and a file over 20 MB: refused with the message, nothing added
  await upload(panel, { name: "setup.pdf", mimeType: "application/pdf", buffer: EXE });
  await expectToast(client, "Error", "Failed to upload file");
  await expect(panel.getByText(TYPE_MESSAGE)).toBeVisible();
  await upload(panel, fileOnDisk("huge.pdf", 21 * 1024 * 1024, 0x20));
  await expect(panel.getByText("The file is too large (maximum 20 MB)")).toBeVisible();
  await expect(client.locator("[data-file]")).toHaveCount(1);

  // staff: the project's manage view has the same files, and adds a design
  await page.goto(`/dashboard/client-projects/${projectId}`);
  await manageTab(page, /^Files/).click();
  const staffFiles = page.getByTestId("project-files");
  await expect(staffFiles.locator(`[data-file="${contract}"]`)).toContainText("v2");
  const staffGet = await page.request.get(latestHref!);
  expect(await staffGet.text()).toBe(v2);
  const design = `Design brief ${id}.pdf`;
  const designBytes = tinyPdf(`design ${id}`);
  await upload(staffFiles, { name: design, mimeType: "application/pdf", buffer: designBytes }, "Designs");
  await expectToast(page, "Success", `"${design}" uploaded to Designs`);
  await expect(staffFiles.locator(`[data-file="${design}"]`)).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // the client's timeline tells both uploads (never who on the staff did it)
  await client.goto(`/client-portal?project=${projectId}&kind=file`);
  const timeline = client.locator("[data-timeline-kind='file']");
  await expect(timeline.filter({ hasText: `File “${design}” was added to Designs` })).toHaveCount(1);
  await expect(timeline.filter({ hasText: `A new version of file “${contract}” was uploaded` })).toHaveCount(1);

  // the client sees it, and narrows the list to one folder
  await client.goto(filesTab);
  // the portal names no one on the staff: the studio uploaded it
  await expect(client.locator(`[data-file="${design}"]`)).toContainText("Lumen Studio");
  await client
    .getByRole("navigation", { name: "Folders" })
    .getByRole("link", { name: /^Designs/ })
    .click();
  await expect(client).toHaveURL(/folder=Designs/);
  await expect(client.locator(`[data-file="${design}"]`)).toBeVisible();
  await expect(client.locator(`[data-file="${contract}"]`)).toHaveCount(0);
  const designHref = await client
    .locator(`[data-file="${design}"]`)
    .getByRole("link", { name: `Download ${design}` })
    .getAttribute("href");
  expect(Buffer.from(await (await client.request.get(designHref!)).body()).equals(designBytes)).toBe(true);

  // another client: the same 404 as for a missing file, on the download and on the tab's data
  const globex = await browser.newContext({ storageState: stateFor("globex") });
  for (const href of [latestHref!, designHref!]) expect((await globex.request.get(href)).status()).toBe(404);
  const theirView = await globex.request.get(`/client-portal/files.data?project=${projectId}`);
  expect(theirView.status()).toBe(404);
  expect(await theirView.text()).not.toContain(contract);
  const theirUpload = await globex.request.post(`/client-portal.data?tab=files`, {
    multipart: {
      intent: "upload-file",
      projectId,
      file: { name: "x.txt", mimeType: "text/plain", buffer: Buffer.from("x") },
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(theirUpload.status()).toBe(404);
  await globex.close();
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  expect((await visitor.request.get(latestHref!)).status()).toBe(401);
  await visitor.close();

  // staff delete a file (asked first): gone for the client too, its download with it
  await page.reload();
  await manageTab(page, /^Files/).click();
  await staffFiles.getByRole("button", { name: `Delete ${design}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "File deleted");
  await expect(staffFiles.locator(`[data-file="${design}"]`)).toHaveCount(0);
  expect((await client.request.get(designHref!)).status()).toBe(404);
  await clientContext.close();

  await deleteClientProject(page, title);
});

test("without JavaScript a client uploads a file and a new version, and a refused file says why", async ({
  page,
  browser,
}) => {
  const id = uid();
  const title = `Files no-JS ${id}`;
  const projectId = await createAcmeProject(page, title);
  const context = await browser.newContext({ storageState: stateFor("acme"), javaScriptEnabled: false });
  const client = await context.newPage();
  await client.goto(`/client-portal/files?project=${projectId}`);
  const panel = client.locator("#portal-panel");
  const name = `Spec ${id}.txt`;

  await upload(panel, { name, mimeType: "text/plain", buffer: Buffer.from(`one ${id}`) }, "Specs");
  await expect(client.locator(`[data-file="${name}"]`)).toContainText("v1");
  await expect(panel.getByRole("heading", { name: /^Specs/ })).toBeVisible();
  await upload(panel, { name, mimeType: "text/plain", buffer: Buffer.from(`two ${id}`) }, "Specs");
  await expect(client.locator(`[data-file="${name}"]`)).toContainText("v2");
  await expect(client.locator(`[data-file="${name}"]`).getByText("Versions (2)")).toBeVisible();

  await upload(panel, { name: "tool.pdf", mimeType: "application/pdf", buffer: EXE });
  await expect(panel.getByText(TYPE_MESSAGE)).toBeVisible();
  await expect(client.locator("[data-file]")).toHaveCount(1);
  await context.close();

  await deleteClientProject(page, title);
});
