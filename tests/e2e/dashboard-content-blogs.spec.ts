import { expect, test } from "./fixtures";
import { failOnAppErrors, postForm, screenData, stateFor } from "./support";

/** A real 1x1 PNG, and a text file that only claims to be one. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGD4DwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const FAKE_PNG = Buffer.from("this is plain text, not an image\n");

test.use({ storageState: stateFor("author") });
// each journey drives a whole create, edit and delete through the UI
test.describe.configure({ timeout: 90_000 });

test.describe("blog posts (as author)", () => {
  test("create, edit and delete a post through the dashboard, seen on the public blog", async ({ page }) => {
    const stamp = Date.now();
    const noErrors = failOnAppErrors(page);
    const title = `Launch notes ${stamp}`;
    const slug = `launch-notes-${stamp}`;

    await page.goto("/dashboard/blogs");
    await page.getByRole("button", { name: "New Blog Post" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New Blog Post" });
    await expect(dialog).toBeVisible();

    // the browser checks the required fields before anything is sent
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();

    await dialog.getByLabel("Title").fill(title);
    // The slug follows the title on create
    await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
    await dialog.getByLabel("Excerpt").fill("What shipped this week.");

    const editor = dialog.getByRole("textbox", { name: "Content" });
    await expect(editor).toBeVisible();
    expect((await editor.boundingBox())!.height).toBeGreaterThanOrEqual(200);
    await editor.click();
    await page.keyboard.type("We shipped the ");
    await dialog.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("new dashboard");
    await dialog.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type(" today.");
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Bullet list" }).click();
    await page.keyboard.type("Faster uploads");

    // the header image uploads at once, with progress, under blogs/
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "header.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByText("Image uploaded successfully")).toBeVisible();
    const headerUrl = await dialog.locator('input[name="headerImageUrl"]').inputValue();
    expect(headerUrl).toMatch(/^\/uploads\/blogs\/.+\.png$/);

    await dialog.locator("label", { hasText: "Published" }).click();
    await expect(dialog.getByRole("switch", { name: "Published" })).toBeChecked();
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Blog post created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("listitem", { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText("Published")).toBeVisible();
    await expect(card.getByText("Theo Navarro")).toBeVisible();

    // on the public site: in the list as served, and at /blog/{slug}, read in a second tab (the dashboard's stays
    // open, as a person checking their post would leave it)
    const blog = await (await page.request.get("/blog")).text();
    expect(blog).toContain(title);
    expect(blog).toContain(`href="/blog/${slug}"`);
    const reader = await page.context().newPage();
    const readerErrors = failOnAppErrors(reader);
    await reader.goto(`/blog/${slug}`);
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(reader.locator("strong", { hasText: "new dashboard" })).toBeVisible();
    await expect(reader.locator("li", { hasText: "Faster uploads" })).toBeVisible();
    readerErrors();
    await reader.close();

    // edit: a new title keeps the slug; unpublishing takes it off the blog
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Blog Post" });
    await expect(edit.getByLabel("Title")).toHaveValue(title);
    await edit.getByLabel("Title").fill(`${title} (updated)`);
    await expect(edit.getByLabel("Slug")).toHaveValue(slug);
    await edit.locator("label", { hasText: "Published" }).click();
    await expect(edit.getByRole("switch", { name: "Published" })).not.toBeChecked();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Blog post updated successfully")).toBeVisible();
    const updated = page.getByRole("listitem", { name: `${title} (updated)` });
    await expect(updated.getByText("Draft")).toBeVisible();
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

    // delete, with the spec's confirmation
    await page.getByRole("button", { name: `Delete ${title} (updated)` }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this blog post?");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Blog post deleted successfully")).toBeVisible();
    await expect(page.getByRole("listitem", { name: `${title} (updated)` })).toHaveCount(0);
    noErrors();
  });

  // a second post with the same title gets a numbered slug: app/data/blogs.server.test.ts ("creates a post with
  // a unique slug") and, through the screen's action, tests/routes/blog-slugs.test.ts

  // one dialog, as one person would try them in turn: pasting, a link, and a header image that is no image
  test("the New Blog Post dialog: pasting keeps plain text, the link button asks for a URL, a text file renamed .png is refused", async ({
    page,
  }) => {
    // the refused upload's 400 is logged by the browser: that one is expected
    const noErrors = failOnAppErrors(page, [/\/dashboard\/uploads$/]);
    await page.goto("/dashboard/blogs");
    await page.getByRole("button", { name: "New Blog Post" }).first().click();
    const dialog = page.getByRole("dialog");
    const editor = dialog.getByRole("textbox", { name: "Content" });

    await test.step("pasting into the editor keeps plain text only", async () => {
      await editor.click();
      await editor.evaluate((el) => {
        const data = new DataTransfer();
        data.setData("text/html", '<h2>Big</h2><p><b>bold</b> <a href="https://x.example">link</a></p>');
        data.setData("text/plain", "Big\n\nbold link");
        el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await expect(editor).toContainText("bold link");
      await expect(editor.locator("h2, b, strong, a")).toHaveCount(0);
      const html = await dialog.locator('input[name="content"]').inputValue();
      expect(html).not.toMatch(/<(h2|strong|b|a)\b/);
    });

    await test.step("the link button asks for a URL", async () => {
      await editor.click();
      await dialog.getByRole("button", { name: "Link" }).click();
      await dialog.getByLabel("Link URL").fill("javascript:alert(1)");
      await dialog.getByRole("button", { name: "Apply link" }).click();
      await expect(dialog.getByText("Enter a URL starting with https://, http:// or mailto:")).toBeVisible();
      // Escape closes the URL box, not the dialog
      await dialog.getByLabel("Link URL").press("Escape");
      await expect(dialog.getByLabel("Link URL")).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Link" }).click();
      await dialog.getByLabel("Link URL").fill("https://studio.example/docs");
      await dialog.getByLabel("Link URL").press("Enter");
      await expect(editor.locator('a[href="https://studio.example/docs"]')).toBeVisible();
    });

    await test.step("a text file renamed .png is refused, in the dialog and at the upload endpoint", async () => {
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: FAKE_PNG });
      await expect(page.getByText("Failed to upload image")).toBeVisible();
      await expect(dialog.getByText("Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)")).toBeVisible();
      await expect(dialog.locator('input[name="headerImageUrl"]')).toHaveValue("");

      const res = await page.request.post("/dashboard/uploads", {
        multipart: { folder: "blogs", file: { name: "photo.png", mimeType: "image/png", buffer: FAKE_PNG } },
      });
      expect(res.status()).toBe(400);
      expect(await res.json()).toEqual({ error: "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)" });
    });
    noErrors();
  });

  test("script tags and event handlers never reach a reader", async ({ page }) => {
    const stamp = Date.now();
    const title = `Sanitizer check ${stamp}`;
    // straight to the action, the way a hostile client would, bypassing the editor
    const res = await page.request.post("/dashboard/blogs", {
      form: {
        intent: "create",
        title,
        slug: title,
        content:
          '<p>Safe words</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><p onmouseover="alert(3)">hover</p><a href="javascript:alert(4)">bad link</a>',
        published: "on",
      },
    });
    expect(res.ok()).toBe(true);
    const slug = `sanitizer-check-${stamp}`;
    const page200 = await page.request.get(`/blog/${slug}`);
    expect(page200.status()).toBe(200);
    const html = await page200.text();
    expect(html).toContain("Safe words");
    expect(html).not.toContain("__pwned");
    expect(html).not.toMatch(/onerror=/i);
    expect(html).not.toMatch(/onmouseover=/i);
    expect(html).not.toContain("javascript:alert");

    // clean up through the screen's action, as the Delete button posts it (driven by the first journey here)
    const { rows } = (await screenData(page.request, "/dashboard/blogs", "dashboard/blogs")) as {
      rows: { id: string; title: string }[];
    };
    const post = rows.find((r) => r.title === title);
    expect(post, `post ${title}`).toBeTruthy();
    await postForm(page, "/dashboard/blogs", { intent: "delete", id: post!.id });
  });
});
