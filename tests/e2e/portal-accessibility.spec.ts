import { expect, test } from "./fixtures";
import { axe, stateFor } from "./support";

/** The client portal's screens, read-only, checked by axe at desktop and mobile widths. */
test.use({ storageState: stateFor("acme") });

for (const width of [1280, 375]) {
  test.describe(`portal accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`axe finds no serious or critical violation on ${width === 1280 ? "any portal screen (a sprint page of each status)" : "each layout of the portal"}; the tabs work from the keyboard`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      const report: string[] = [];
      const check = async (path: string) => {
        const results = await axe(page).analyze();
        for (const v of results.violations) {
          if (v.impact === "serious" || v.impact === "critical") {
            report.push(`${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          }
        }
      };
      // the overview, then the Sprints tab reached from the keyboard
      await page.goto("/client-portal");
      await check("/client-portal");
      await test.step("the tabs work from the keyboard", async () => {
        await page.getByRole("link", { name: /^Sprints/ }).focus();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/\/client-portal\/sprints/);
        await expect(page.getByRole("heading", { name: "Sprints", exact: true })).toBeVisible();
      });
      await expect(page.locator("article[data-sprint-id]").first()).toBeVisible();
      await check("/client-portal/sprints");
      // a sprint page of each status the demo has (the page differs by status: sign-off, feedback…)
      const sprintIds = await page.locator("article[data-sprint-id]").evaluateAll((cards) => {
        const byStatus = new Map<string, string>();
        for (const card of cards) {
          const status = ["Planned", "In Progress", "In Review", "Completed"].find((s) =>
            [...card.querySelectorAll("span")].some((span) => span.textContent?.trim() === s),
          );
          if (status && !byStatus.has(status)) byStatus.set(status, card.getAttribute("data-sprint-id")!);
        }
        return [...byStatus.values()];
      });
      expect(sprintIds.length).toBeGreaterThan(1);
      const inProgress = await page
        .locator("article[data-sprint-id]")
        .filter({ has: page.locator("span", { hasText: /^In Progress$/ }) })
        .first()
        .getAttribute("data-sprint-id");
      // on a phone the portal's screens share the desktop's markup in one column: a page of each layout
      // stands for them (the overview, a list, a sprint page, the notifications), as for the dashboard
      // (decision 019)
      const paths =
        width === 1280
          ? [
              `/client-portal/sprints?ask=${inProgress}`,
              "/client-portal/invoices",
              "/client-portal/notifications",
              "/client-portal/notifications?show=unread",
              ...sprintIds.map((id) => `/client-portal/sprint/${id}`),
              "/client-portal/sprint/00000000-0000-4000-8000-000000000000",
              "/client-portal?project=00000000-0000-4000-8000-000000000000",
            ]
          : [`/client-portal/sprint/${inProgress}`, "/client-portal/notifications"];
      for (const path of paths) {
        await page.goto(path);
        await check(path);
      }
      expect(report).toEqual([]);
    });
  });
}
