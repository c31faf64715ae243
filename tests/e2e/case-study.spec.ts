import { expect, staffJourneys, test } from "./fixtures";
import { createClientProject, deleteClientProject, expectToast, postForm, screenData, uid } from "./support";

staffJourneys(120_000);

test("an approved testimonial on a completed project becomes a draft case study in one step, published when staff say so", async ({
  page,
  browser,
}) => {
  const id = uid();
  const title = `Case Study Source ${id}`;
  const person = `Quoted Person ${id}`;
  await createClientProject(page, title, { status: "Completed" });

  // the client's words, related to that project, approved
  await page.goto("/dashboard/testimonials");
  await page.getByRole("button", { name: "New Testimonial" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Testimonial" });
  await dialog.getByLabel(/^Client name/).fill(person);
  await dialog.getByLabel(/^Testimonial/).fill("They shipped every sprint on time, and told us what came next.");
  await dialog.getByLabel("Related project").selectOption({ label: title });
  await dialog.getByRole("button", { name: "Create Testimonial" }).click();
  await expectToast(page, "Success", "Testimonial created successfully");

  // one step: the draft exists, linked, and the button is gone
  const card = page.getByRole("listitem", { name: `Testimonial from ${person}` });
  await card.getByRole("button", { name: `Make Case Study from the testimonial of ${person}` }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Case study drafted" })).toContainText(
    `“${title}” is a draft in Projects`,
  );
  await expect(card.getByRole("button", { name: /Make Case Study/ })).toHaveCount(0);
  await expect(card).toContainText(title);

  // a draft: staff see it in Projects, visitors do not
  await page.goto("/dashboard/projects");
  const draft = page.getByRole("listitem", { name: new RegExp(title) });
  await expect(draft).toContainText("Draft");
  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  // the projects page as served to a visitor
  const listed = await visitor.request.get("/projects");
  expect(listed.status()).toBe(200);
  const html = await listed.text();
  expect(html).toMatch(/<h1[\s>]/);
  expect(html).not.toContain(title);

  // staff read the prefilled story, turn Draft off: it is on the public site
  await draft.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await expect(edit.getByLabel(/^Short description/)).not.toHaveValue("");
  const draftSwitch = edit.getByRole("switch", { name: "Draft: only staff see it" });
  await expect(draftSwitch).toBeChecked();
  await edit.locator("label", { hasText: "Draft: only staff see it" }).click();
  await expect(draftSwitch).not.toBeChecked();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Success", "Project updated successfully");
  await visitor.goto("/projects");
  await expect(visitor.getByText(title).first()).toBeVisible();
  await visitor
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(visitor.getByRole("blockquote").first()).toContainText("They shipped every sprint on time");
  await visitor.context().close();

  // clean up what the test made: the case study from the Projects screen still open, the testimonial and the
  // client project through their screens' actions, as their Delete buttons post them
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Project deleted successfully");
  const { rows } = (await screenData(
    page.request,
    `/dashboard/testimonials?q=${encodeURIComponent(person)}`,
    "dashboard/testimonials",
  )) as { rows: { id: string; clientName: string }[] };
  const testimonial = rows.find((t) => t.clientName === person);
  expect(testimonial, `testimonial from ${person}`).toBeTruthy();
  await postForm(page, "/dashboard/testimonials", { intent: "delete", id: testimonial!.id });
  await deleteClientProject(page, title);
});
