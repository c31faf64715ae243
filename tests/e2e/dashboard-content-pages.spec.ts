import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { baseURL } from "../../playwright.config";
import { type APIRequestContext, expect, test } from "./fixtures";
import { stateFor } from "./support";

/**
 * A content screen shows 25 records a page: the header counts the whole list, a pager moves between
 * pages with `?page=N` (a page number that is junk or past the end still answers a page: checked in-process,
 * tests/routes/page-numbers.test.ts).
 */
test.use({ storageState: stateFor("author") });
test.describe.configure({ timeout: 120_000 });

const RUN = `Paged ${Date.now().toString(36)}`;

type Faq = { id: string; question: string };

/** The FAQs screen's loader data for one page, from its single-fetch `.data` answer. */
async function faqPage(request: APIRequestContext, page: number) {
  const res = await request.get(`/dashboard/faqs.data?page=${page}&_routes=routes/dashboard/faqs`);
  expect(res.status()).toBe(200);
  const body = new Response(new Uint8Array(await res.body())).body as ReadableStream<Uint8Array>;
  const { value } = await decodeViaTurboStream(body, globalThis);
  return (value as Record<string, { data: { rows: Faq[]; pageInfo: { total: number; pageCount: number } } }>)[
    "routes/dashboard/faqs"
  ]!.data;
}

test("the FAQs screen pages its list 25 at a time and counts them all", async ({ page }) => {
  const headers = { Origin: baseURL };
  // 26 FAQs ordered after every other one, so the last of them is always on the last page
  for (let i = 1; i <= 26; i++) {
    const res = await page.request.post("/dashboard/faqs", {
      headers,
      form: { intent: "create", question: `${RUN} ${i}?`, answer: "A", orderPosition: String(100_000 + i) },
    });
    expect(res.status()).toBe(200);
  }
  try {
    const first = await faqPage(page.request, 1);
    const { total, pageCount } = first.pageInfo;
    expect(total).toBeGreaterThanOrEqual(26);
    expect(pageCount).toBe(Math.ceil(total / 25));
    expect(first.rows).toHaveLength(25);

    await page.goto("/dashboard/faqs");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(String(total));
    await expect(page.getByRole("list", { name: "FAQs" }).getByRole("listitem")).toHaveCount(25);
    const pager = page.getByRole("navigation", { name: "FAQs pages" });
    await expect(pager).toContainText(`Page 1 of ${pageCount}`);
    await expect(page.getByRole("listitem", { name: `${RUN} 26?` })).toHaveCount(0);

    await page.goto(`/dashboard/faqs?page=${pageCount}`);
    await expect(page.getByRole("listitem", { name: `${RUN} 26?` })).toBeVisible();
    await expect(pager).toContainText(`Page ${pageCount} of ${pageCount}`);
    // a click in the instant the page's script takes over can be lost (CI saw it once): click again until
    // the address moves, as a person would
    await expect(async () => {
      if (!page.url().includes(`page=${pageCount}`)) return;
      await pager.getByRole("link", { name: /^Previous page/ }).click({ timeout: 2_000 });
      await expect(page).not.toHaveURL(new RegExp(`page=${pageCount}`), { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(pager).toContainText(`Page ${pageCount - 1} of ${pageCount}`);

    // junk reads as the first page, a page past the end as the last: the loader's answer is checked in-process
    // (tests/routes/page-numbers.test.ts)
  } finally {
    for (const faq of await mine(page.request)) {
      await page.request.post("/dashboard/faqs", { headers, form: { intent: "delete", id: faq.id } });
    }
  }
  expect(await mine(page.request)).toEqual([]);
});

/** This run's FAQs, from every page of the list. */
async function mine(request: APIRequestContext) {
  const found: Faq[] = [];
  const { pageInfo } = await faqPage(request, 1);
  for (let n = 1; n <= pageInfo.pageCount; n++) {
    found.push(...(await faqPage(request, n)).rows.filter((f) => f.question.startsWith(RUN)));
  }
  return found;
}
