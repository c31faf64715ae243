import { expect, type Page, test } from "./fixtures";
import { postForm, screenData, stateFor } from "./support";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGD4DwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Console errors fail the test; demo pictures other engineers ship under /images/ are not ours to judge. */
function failOnAppErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    if (/Failed to load resource/.test(msg.text()) && /\/images\//.test(msg.location().url)) return;
    errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return () => expect(errors, "console errors").toEqual([]);
}

/** The public page's server-rendered HTML. */
async function publicHtml(page: Page, path: string) {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return res.text();
}

async function confirmDelete(page: Page, name: string, noun: string) {
  const confirm = page.getByRole("alertdialog");
  // the button asks in a dialog once the page's script has started; a click before that is a click on a
  // page still loading, which a person repeats
  await expect(async () => {
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(confirm).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(confirm).toContainText(`Are you sure you want to delete this ${noun}?`);
  await confirm.getByRole("button", { name: "Delete" }).click();
}

test.use({ storageState: stateFor("author") });
// each journey drives a whole create, edit and delete through the UI
test.describe.configure({ timeout: 90_000 });

test("services: create with features, edit, delete; the new service is on /services", async ({ page }) => {
  const noErrors = failOnAppErrors(page);
  const title = `Accessibility Audits ${Date.now()}`;
  await page.goto("/dashboard/services");
  await page.getByRole("button", { name: "New Service" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Service" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("WCAG reviews with a fix list your team can act on.");
  await dialog.getByLabel("Icon").selectOption("ShieldCheck");
  await dialog.getByLabel("Starting price").fill("$1,200");
  // features: Enter or the Add button; trimmed; blanks ignored; removable per chip
  const feature = dialog.getByRole("textbox", { name: "Features" });
  await feature.fill("  Screen reader testing  ");
  await feature.press("Enter");
  await feature.fill("   ");
  await dialog.getByRole("button", { name: "Add feature" }).click();
  await feature.fill("Keyboard walkthrough");
  await dialog.getByRole("button", { name: "Add feature" }).click();
  await feature.fill("Typo feature");
  await feature.press("Enter");
  await dialog.getByRole("button", { name: "Remove Typo feature" }).click();
  await expect(dialog.getByRole("list", { name: "Features" }).getByRole("listitem")).toHaveText([
    "Screen reader testing",
    "Keyboard walkthrough",
  ]);
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(page.getByText("Service created successfully")).toBeVisible();

  const card = page.getByRole("listitem", { name: title });
  await expect(card).toContainText("Starting at");
  await expect(card).toContainText("$1,200");
  await expect(card.getByRole("list", { name: `${title} features` }).getByRole("listitem")).toHaveText([
    "Screen reader testing",
    "Keyboard walkthrough",
  ]);
  expect(await publicHtml(page, "/services")).toContain(title);

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  await edit.getByLabel("Starting price").fill("$1,500");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Service updated successfully")).toBeVisible();
  await expect(card).toContainText("$1,500");

  await confirmDelete(page, title, "service");
  await expect(page.getByText("Service deleted successfully")).toBeVisible();
  await expect(page.getByRole("listitem", { name: title })).toHaveCount(0);
  expect(await publicHtml(page, "/services")).not.toContain(title);
  noErrors();
});

test("team: create with photo and skills, edit, delete; shown on /team", async ({ page }) => {
  const noErrors = failOnAppErrors(page);
  const name = `Robin Quill ${Date.now()}`;
  await page.goto("/dashboard/team");
  await page.getByRole("button", { name: "Add Team Member" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Team Member" });

  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Role is required")).toBeVisible();

  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel(/^Role/).fill("Frontend Engineer");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByLabel("LinkedIn URL").fill("linkedin.com/in/robin");
  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(dialog.getByText("Enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("Enter a valid URL starting with http:// or https://")).toBeVisible();
  await dialog.getByLabel("Email").fill("robin@studio.example");
  await dialog.getByLabel("LinkedIn URL").fill("https://www.linkedin.com/in/robin");
  await dialog.getByLabel("Bio").fill("Robin builds interfaces that load fast.");
  // display order: non-numeric becomes 0 (the number field rejects letters, so use the server rule on blank)
  await dialog.getByLabel("Display order").fill("");

  // skills: at least one row, and its remove is disabled while it is the last
  await expect(dialog.getByRole("button", { name: "Remove skill 1" })).toBeDisabled();
  await dialog.getByLabel("Skill 1", { exact: true }).fill("React");
  await dialog.getByRole("button", { name: "Add Skill" }).click();
  await dialog.getByLabel("Skill 2", { exact: true }).fill("CSS");
  await dialog.getByRole("button", { name: "Add Skill" }).click();
  await expect(dialog.getByRole("button", { name: "Remove skill 1" })).toBeEnabled();

  await dialog.locator('input[type="file"]').first().setInputFiles({
    name: "robin.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(page.getByText("Image uploaded successfully")).toBeVisible();
  await expect(dialog.locator('input[name="imageUrl"]')).toHaveValue(/^\/uploads\/team\/.+\.png$/);

  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(page.getByText("Team member created successfully")).toBeVisible();
  const card = page.getByRole("listitem", { name });
  await expect(card).toContainText("Frontend Engineer");
  await expect(card).toContainText("Order 0");
  // the blank third skill row was dropped
  await expect(card.getByRole("list", { name: `${name}'s skills` }).getByRole("listitem")).toHaveText(["React", "CSS"]);
  await expect(card.getByRole("link", { name: `${name} on LinkedIn` })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/in/robin",
  );
  expect(await publicHtml(page, "/team")).toContain(name);

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Team Member" });
  await edit.getByLabel(/^Role/).fill("Staff Engineer");
  await edit.getByLabel("Display order").fill("42");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Team member updated successfully")).toBeVisible();
  await expect(card).toContainText("Staff Engineer");
  await expect(card).toContainText("Order 42");

  await confirmDelete(page, name, "team member");
  await expect(page.getByText("Team member deleted successfully")).toBeVisible();
  await expect(page.getByRole("listitem", { name })).toHaveCount(0);
  noErrors();
});

test("portfolio projects: every field, uploads with progress, badges and links; shown on /projects", async ({
  page,
}) => {
  const noErrors = failOnAppErrors(page);
  const title = `Orbit Booking ${Date.now()}`;
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Add Project" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Project" });
  await dialog.getByLabel("Title").fill(title);
  await expect(dialog.getByText(`orbit-booking-`)).toBeVisible();
  await dialog.getByLabel("Client name").fill("Orbit Travel");
  await dialog.getByLabel("Short description").fill("Booking and itineraries for 40 travel agencies across Europe.");
  await dialog.getByRole("textbox", { name: "Long description" }).click();
  await page.keyboard.type("We rebuilt booking from scratch.");

  // project URLs: the last row cannot be removed; blank rows are dropped
  await expect(dialog.getByRole("button", { name: "Remove project url 1" })).toBeDisabled();
  await dialog.getByLabel("Project URL 1", { exact: true }).fill("https://orbit.example");
  await dialog.getByRole("button", { name: "Add Another URL" }).click();
  await expect(dialog.getByLabel("Project URL 2", { exact: true })).toBeFocused();
  await dialog.getByLabel("Project URL 2", { exact: true }).fill("https://www.figma.com/file/orbit");
  await dialog.getByRole("button", { name: "Add Another URL" }).click();
  // the new row takes the focus; wait for it so typing goes where it is meant to
  await expect(dialog.getByLabel("Project URL 3", { exact: true })).toBeFocused();
  await dialog.getByLabel("GitHub URL").fill("https://github.com/example/orbit");

  // the completion date is enabled only when Completed is on
  await expect(dialog.getByLabel("Completion date")).toBeDisabled();
  await dialog.locator("label", { hasText: "Completed" }).click();
  await expect(dialog.getByLabel("Completion date")).toBeEnabled();
  await dialog.locator("label", { hasText: "Featured" }).click();
  await dialog.getByLabel("Start date").fill("2026-01-05");

  const tech = dialog.getByRole("textbox", { name: "Technologies" });
  for (const t of ["React", "Node.js", "PostgreSQL", "Redis", "Stripe"]) {
    await tech.fill(t);
    await tech.press("Enter");
  }

  // hold the server's answer a moment so the progress bar can be seen
  await page.route("**/dashboard/uploads", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const files = dialog.locator('input[type="file"]');
  await files.nth(0).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByRole("progressbar", { name: "Uploading cover image" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Uploading…" })).toBeDisabled();
  await expect(page.getByText("Cover image uploaded successfully")).toBeVisible();
  await expect(dialog.getByRole("progressbar")).toHaveCount(0);
  await expect(dialog.locator('input[name="coverImage"]')).toHaveValue(/^\/uploads\/project-images\/cover-.+\.png$/);
  await dialog.locator('input[type="file"][multiple]').setInputFiles([
    { name: "one.png", mimeType: "image/png", buffer: PNG },
    { name: "two.png", mimeType: "image/png", buffer: PNG },
  ]);
  await expect(dialog.getByRole("list", { name: "Project images: 2 uploaded" })).toBeVisible();
  await dialog.getByRole("button", { name: "Remove image 2" }).click();
  await expect(dialog.locator('input[name="images"]')).toHaveCount(1);

  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Project created successfully")).toBeVisible();
  const card = page.getByRole("listitem", { name: title });
  await expect(card.getByText("Featured", { exact: true })).toBeVisible();
  await expect(card.getByText("Completed", { exact: true })).toBeVisible();
  await expect(card.getByText("In Our Care", { exact: true })).toHaveCount(0);
  await expect(card.getByRole("link", { name: "Live Demo" })).toHaveAttribute("href", "https://orbit.example");
  await expect(card.getByRole("link", { name: "Figma" })).toHaveAttribute("href", "https://www.figma.com/file/orbit");
  await expect(card.getByRole("list", { name: `${title} technologies` }).getByRole("listitem")).toHaveText([
    "React",
    "Node.js",
    "PostgreSQL",
    "+2 more",
  ]);
  // completed with a blank date: today
  const today = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date());
  await expect(card).toContainText(`Completed ${today}`);
  expect(await publicHtml(page, "/projects")).toContain(title);

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Project" });
  await expect(edit.getByLabel("Project URL 2", { exact: true })).toHaveValue("https://www.figma.com/file/orbit");
  await expect(edit.getByRole("textbox", { name: "Long description" })).toContainText("We rebuilt booking");
  await edit.locator("label", { hasText: "Completed" }).click();
  await edit.locator("label", { hasText: "In our care" }).click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Project updated successfully")).toBeVisible();
  await expect(card.getByText("In Our Care", { exact: true })).toBeVisible();
  await expect(card.getByText("Completed", { exact: true })).toHaveCount(0);
  await expect(card).toContainText("Started Jan 5, 2026");

  await confirmDelete(page, title, "project");
  await expect(page.getByText("Project deleted successfully")).toBeVisible();
  await expect(page.getByRole("listitem", { name: title })).toHaveCount(0);
  noErrors();
});

test("FAQs: create in a category, edit, delete; shown on /about", async ({ page }) => {
  const noErrors = failOnAppErrors(page);
  const question = `Do you sign NDAs ${Date.now()}?`;
  await page.goto("/dashboard/faqs");
  await page.getByRole("button", { name: "New FAQ" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New FAQ" });
  await expect(dialog.getByLabel("Category").locator("option")).toHaveText([
    "General",
    "Pricing",
    "Technical",
    "Timeline",
    "Process",
    "Support",
    "Collaboration",
  ]);
  await dialog.getByLabel("Question").fill(question);
  await dialog.getByLabel("Answer").fill("Yes, before the first workshop.");
  await dialog.getByLabel("Category").selectOption("collaboration");
  await dialog.getByLabel("Order").fill("99");
  await dialog.getByRole("button", { name: "Create FAQ" }).click();
  await expect(page.getByText("FAQ created successfully")).toBeVisible();
  const card = page.getByRole("listitem", { name: question });
  await expect(card).toContainText("Collaboration");
  await expect(card).toContainText("Order 99");
  expect(await publicHtml(page, "/about")).toContain(question.replace("?", ""));

  await page.getByRole("button", { name: `Edit ${question}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit FAQ" });
  await edit.getByLabel("Category").selectOption("pricing");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("FAQ updated successfully")).toBeVisible();
  await expect(card).toContainText("Pricing");

  await confirmDelete(page, question, "FAQ");
  await expect(page.getByText("FAQ deleted successfully")).toBeVisible();
  await expect(page.getByRole("listitem", { name: question })).toHaveCount(0);
  noErrors();
});

test("testimonials: rating defaults to 5, featured, related project; edit and delete", async ({ page }) => {
  const noErrors = failOnAppErrors(page);
  const client = `Avery Stone ${Date.now()}`;
  await page.goto("/dashboard/testimonials");
  await page.getByRole("button", { name: "New Testimonial" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New Testimonial" });
  await expect(dialog.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await dialog.getByLabel("Client name").fill(client);
  await dialog.getByLabel("Title", { exact: true }).fill("CTO");
  await dialog.getByLabel("Company").fill("Stone Labs");
  await dialog.getByLabel(/^Testimonial/).fill("They shipped on time, every sprint.");
  await dialog.getByLabel("Related project").selectOption({ label: "Harbor Freight Dispatch" });
  await dialog.locator("label", { hasText: "Featured: shown before the others on the home page" }).click();
  await dialog.getByRole("button", { name: "Create Testimonial" }).click();
  await expect(page.getByText("Testimonial created successfully")).toBeVisible();

  const card = page.getByRole("listitem", { name: `Testimonial from ${client}` });
  await expect(card).toContainText("Rated 5 out of 5");
  await expect(card).toContainText("CTO at Stone Labs");
  await expect(card).toContainText("Harbor Freight Dispatch");
  await expect(card.getByText("Featured", { exact: true })).toBeVisible();
  expect(await publicHtml(page, "/")).toContain(client);

  await page.getByRole("button", { name: `Edit testimonial from ${client}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Testimonial" });
  await edit.locator("label", { hasText: "3 stars" }).click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Testimonial updated successfully")).toBeVisible();
  await expect(card).toContainText("Rated 3 out of 5");

  await confirmDelete(page, `testimonial from ${client}`, "testimonial");
  await expect(page.getByText("Testimonial deleted successfully")).toBeVisible();
  await expect(page.getByRole("listitem", { name: `Testimonial from ${client}` })).toHaveCount(0);
  noErrors();
});

test("the overview counts content, links to each screen and shows real recent activity", async ({ page }) => {
  const noErrors = failOnAppErrors(page);
  // make a change to see it in the activity log: through the screen's action, as the New FAQ dialog posts it
  // (the dialog is driven by the FAQs journey above)
  const question = `Overview probe ${Date.now()}`;
  await postForm(page, "/dashboard/faqs", { intent: "create", question, answer: "Probe." });

  await page.goto("/dashboard");
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity).toContainText(`author@studio.example added the FAQ "${question}"`);
  await expect(activity).toContainText("just now");
  for (const [label, path] of [
    ["Blog Posts", "/dashboard/blogs"],
    ["Projects", "/dashboard/projects"],
    ["Client Projects", "/dashboard/client-projects"],
    ["Sprints", "/dashboard/sprints"],
    ["Services", "/dashboard/services"],
    ["Team Members", "/dashboard/team"],
    ["Testimonials", "/dashboard/testimonials"],
    ["FAQs", "/dashboard/faqs"],
  ] as const) {
    await expect(page.getByRole("link", { name: new RegExp(`^\\d+ ${label}$`) })).toHaveAttribute("href", path);
  }
  await expect(page.getByRole("main").getByRole("link", { name: "View Live Site" })).toHaveAttribute("href", "/");

  // a quick action opens the screen's dialog directly
  await page.getByRole("link", { name: /Write a blog post/ }).click();
  await expect(page.getByRole("dialog", { name: "New Blog Post" })).toBeVisible();

  noErrors();
  // and away again, as its Delete button posts it (driven by the FAQs journey above)
  const { rows } = (await screenData(
    page.request,
    `/dashboard/faqs?q=${encodeURIComponent(question)}`,
    "dashboard/faqs",
  )) as {
    rows: { id: string; question: string }[];
  };
  const faq = rows.find((r) => r.question === question);
  expect(faq, question).toBeTruthy();
  await postForm(page, "/dashboard/faqs", { intent: "delete", id: faq!.id });
});

test("inquiries and subscribers: the screen opens and the subscriber CSV downloads", async ({ page }) => {
  const noErrors = failOnAppErrors(page);
  await page.goto("/dashboard/inquiries");
  await expect(page.getByRole("heading", { level: 1, name: "Inquiries" })).toBeVisible();
  await page.getByRole("tab", { name: /Subscribers/ }).click();
  await expect(page).toHaveURL(/tab=subscribers/);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const res = await page.request.get("/dashboard/subscribers.csv");
  expect(res.headers()["content-type"]).toContain("text/csv");
  expect((await res.text()).split("\r\n")[0]).toBe("\uFEFFemail,status,subscribed_at,confirmed_at");
  noErrors();
});
