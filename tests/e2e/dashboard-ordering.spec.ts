import { expect, type Locator, type Page, staffJourneys, test } from "./fixtures";
import {
  addSprintByAction,
  addSprintTicketByAction,
  axe,
  createAcmeProject,
  deleteClientProject,
  expectToast,
  failOnConsoleErrors,
  postForm,
  screenData,
  stateFor,
  uid,
} from "./support";

staffJourneys(150_000);

async function serious(page: Page) {
  return (await axe(page).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The accessible names of the list items of `list` that belong to this test (their names hold `id`), in order. */
async function namesIn(list: Locator, id: string) {
  const names = await list
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) => item.getAttribute("aria-label") ?? item.querySelector("p")?.textContent ?? ""),
    );
  return names.filter((name) => name.includes(id));
}

/** Focus an item's handle, pick it up with Space, move it one place down, drop it with Space. */
async function moveDownByKeyboard(page: Page, name: string) {
  const handle = page.getByRole("button", { name: `Reorder ${name}` });
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: `Picked up ${name}, at position 1 of` })).toBeAttached();
  // as a person would: the list is measured in the frames after the pick-up
  await page.waitForTimeout(300);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("status").filter({ hasText: `${name} moved to position 2 of` })).toBeAttached();
  await page.keyboard.press("Space");
  await expect(handle).not.toHaveAttribute("aria-pressed", "true");
  // what happened is read out in plain words
  await expect(page.getByRole("status").filter({ hasText: `${name} dropped at position 2 of` })).toBeAttached();
}

/** Drag an item's handle with the mouse onto the middle of `target` (both brought into the window first). */
async function dragOnto(page: Page, name: string, target: Locator) {
  const handle = page.getByRole("button", { name: `Reorder ${name}` });
  // the handles come with JavaScript, which draws the list anew: wait for them before touching a card
  await expect(handle).toBeVisible();
  // a screen's filter bar may push the cards below the fold; the mouse only reaches what is on screen
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("the handle and its target must be on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

test("staff reorder FAQs by keyboard and by mouse; the order is kept, shown on the public page, and the number field still works", async ({
  page,
  playwright,
  baseURL,
}) => {
  const noErrors = failOnConsoleErrors(page);
  // one column of cards, so that ArrowDown moves a card one place
  await page.setViewportSize({ width: 480, height: 900 });
  const id = uid();
  const [a, b, c] = ["A", "B", "C"].map((letter) => `Ordering ${letter} ${id}?`) as [string, string, string];
  const grid = page.getByRole("list", { name: "FAQs" });

  // three FAQs of the test's own, all at order 0: first on the page, in the order they were made (through the
  // screen's action, as the New FAQ dialog posts it: the dialog is driven by dashboard-content-records.spec.ts)
  for (const question of [a, b, c]) {
    await postForm(page, "/dashboard/faqs", {
      intent: "create",
      question,
      answer: `The answer to ${question}`,
      orderPosition: "0",
    });
  }
  await page.goto("/dashboard/faqs");
  await expect.poll(() => namesIn(grid, id)).toEqual([a, b, c]);

  // keyboard: A goes one place down
  await moveDownByKeyboard(page, a);
  await expectToast(page, "Success", "FAQs reordered");
  await expect.poll(() => namesIn(grid, id)).toEqual([b, a, c]);
  await page.reload();
  await expect.poll(() => namesIn(grid, id)).toEqual([b, a, c]);

  // mouse: C dropped onto A takes A's place
  await dragOnto(page, c, grid.getByRole("listitem", { name: a }));
  await expect.poll(() => namesIn(grid, id)).toEqual([b, c, a]);
  await expectToast(page, "Success", "FAQs reordered");
  await page.reload();
  await expect.poll(() => namesIn(grid, id)).toEqual([b, c, a]);
  expect(await serious(page)).toEqual([]);

  // visitors see the new order on the public page, as served to them (signed out)
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const served = await (await visitor.get("/about")).text();
  await visitor.dispose();
  const text = served.slice(served.indexOf("<main"), served.indexOf("</main>"));
  expect(text.indexOf(a)).toBeGreaterThan(text.indexOf(c));
  expect(text.indexOf(c)).toBeGreaterThan(text.indexOf(b));
  expect(text.indexOf(b)).toBeGreaterThan(-1);

  // the order number in the edit form still works: A back to 0 comes first again (made before B)
  await grid.getByRole("button", { name: `Edit ${a}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit FAQ" });
  await edit.getByLabel(/^Order/).fill("0");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Success", "FAQ updated successfully");
  await expect.poll(() => namesIn(grid, id)).toEqual([a, b, c]);

  noErrors();
  // clean up what the test made, through the screen's action (deleting from the list is driven by
  // dashboard-content-records.spec.ts)
  const { rows } = (await screenData(page.request, `/dashboard/faqs?q=${id}`, "dashboard/faqs")) as {
    rows: { id: string; question: string }[];
  };
  for (const question of [a, b, c]) {
    const row = rows.find((r) => r.question === question);
    expect(row, question).toBeTruthy();
    await postForm(page, "/dashboard/faqs", { intent: "delete", id: row!.id });
  }
});

test("staff reorder the tickets of a sprint by keyboard, and the order is kept", async ({ page }) => {
  const noErrors = failOnConsoleErrors(page);
  const id = uid();
  const projectTitle = `Ordering ${id}`;
  const sprintTitle = `Ordered Sprint ${id}`;
  const tickets = ["First", "Second", "Third"].map((t) => `${t} ${id}`) as [string, string, string];
  const projectId = await createAcmeProject(page, projectTitle);
  // the sprint and its tickets through the screen's action, as the New Sprint and New Ticket dialogs post them
  // (the dialogs are driven by staff-work-sprints.spec.ts): this journey is about their order
  const sprintId = await addSprintByAction(page, projectId, sprintTitle);
  for (const title of tickets) await addSprintTicketByAction(page, projectId, sprintId, title);

  await page.goto(`/dashboard/sprints?project=${projectId}`);
  await page.getByRole("tab", { name: "Sprint Tickets" }).click();
  await expect(page).toHaveURL(/tab=tickets/);
  const list = page.getByRole("list", { name: `Tickets of ${sprintTitle}` });
  await expect.poll(() => namesIn(list, id)).toEqual(tickets);

  await moveDownByKeyboard(page, tickets[0]);
  await expectToast(page, "Success", "Tickets reordered");
  const [first, second, third] = tickets;
  await expect.poll(() => namesIn(list, id)).toEqual([second, first, third]);
  await page.reload();
  await expect.poll(() => namesIn(list, id)).toEqual([second, first, third]);
  expect(await serious(page)).toEqual([]);

  await deleteClientProject(page, projectTitle);
  noErrors();
});

test("before JavaScript runs there is no drag handle: the order number in the edit form is the way", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: stateFor("admin") });
  const page = await context.newPage();
  await page.goto("/dashboard/faqs");
  const grid = page.getByRole("list", { name: "FAQs" });
  await expect(grid.getByRole("listitem").first()).toBeVisible();
  await expect(grid.getByRole("button", { name: /^Edit / }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Reorder / })).toHaveCount(0);
  await context.close();
});
