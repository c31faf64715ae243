import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures";
import { stateFor } from "./support";

/** The client-work screens, their tabs and dialogs have no serious or critical axe findings. */
test.use({ storageState: stateFor("admin") });

async function serious(page: Page) {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const SCREENS: { path: string; open?: string; dialog?: string; steps?: (page: Page) => Promise<void> }[] = [
  { path: "/dashboard/client-projects", open: "New Project", dialog: "New Client Project" },
  {
    path: "/dashboard/client-projects",
    steps: async (page) => {
      await page.getByRole("link", { name: "Manage Acme Fleet Operations Platform" }).click();
      await expect(page).toHaveURL(/manage=/);
    },
  },
  { path: "/dashboard/sprints", open: "New Sprint", dialog: "New Sprint" },
  {
    path: "/dashboard/sprints?tab=tickets",
    steps: async (page) => {
      await page
        .getByLabel("Project", { exact: true })
        .selectOption({ label: "Acme Fleet Operations Platform (Jordan Blake)" });
      await expect(page).toHaveURL(/project=/);
    },
  },
  {
    path: "/dashboard/sprints?tab=team",
    steps: async (page) => {
      await page
        .getByLabel("Project", { exact: true })
        .selectOption({ label: "Globex Patient Scheduling SaaS (Priya Raman)" });
      await expect(page).toHaveURL(/project=/);
    },
  },
  { path: "/dashboard/invoices", open: "New Invoice", dialog: "New Invoice" },
  { path: "/dashboard/testimonial-requests" },
];

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const screen of SCREENS) {
      const what = `${screen.path}${screen.steps ? " (project chosen)" : ""}`;
      test(`${what} has no serious accessibility problems${screen.dialog ? `, nor its '${screen.dialog}' dialog` : ""}`, async ({
        page,
      }) => {
        await page.goto(screen.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (screen.steps) await screen.steps(page);
        expect(await serious(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (screen.open && screen.dialog) {
          await page.getByRole("button", { name: screen.open, exact: true }).first().click();
          await expect(page.getByRole("dialog", { name: screen.dialog })).toBeVisible();
          expect(await serious(page)).toEqual([]);
        }
      });
    }
  });
}
