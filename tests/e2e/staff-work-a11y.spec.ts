import { expect, type Page, test } from "./fixtures";
import { axe, stateFor } from "./support";

/** The client-work screens, their tabs and dialogs have no serious or critical axe findings. */
test.use({ storageState: stateFor("admin") });

async function serious(page: Page) {
  return (await axe(page).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const SCREENS: {
  path: string;
  open?: string;
  dialog?: string;
  steps?: (page: Page) => Promise<void>;
  /** checked with axe at 375 px too */
  phoneAxe?: boolean;
}[] = [
  { path: "/dashboard/client-projects", open: "New Project", dialog: "New Client Project" },
  {
    path: "/dashboard/client-projects",
    phoneAxe: true,
    steps: async (page) => {
      await page.getByRole("link", { name: "Manage Acme Fleet Operations Platform" }).click();
      await expect(page).toHaveURL(/\/dashboard\/client-projects\/[0-9a-f-]{36}$/);
    },
  },
  { path: "/dashboard/sprints", open: "New Sprint", dialog: "New Sprint" },
  {
    path: "/dashboard/sprints?tab=tickets",
    phoneAxe: true,
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

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // one page goes through every screen in turn (a browser context kept across them, as a person's would be);
  // each screen's findings are reported on their own (soft assertions)
  test("every client-work screen, its project chosen, and its dialog have no serious accessibility problems", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const screen of SCREENS) {
      const what = `${screen.path}${screen.steps ? " (project chosen)" : ""}`;
      await test.step(`${what}${screen.dialog ? ` and its '${screen.dialog}' dialog` : ""}`, async () => {
        await page.goto(screen.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (screen.steps) await screen.steps(page);
        expect.soft(await serious(page), what).toEqual([]);
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(1280);
        if (screen.open && screen.dialog) {
          await page.getByRole("button", { name: screen.open, exact: true }).first().click();
          await expect(page.getByRole("dialog", { name: screen.dialog })).toBeVisible();
          expect.soft(await serious(page), `${what}: the '${screen.dialog}' dialog`).toEqual([]);
        }
      });
    }
  });
});

// on a phone every screen must fit the window; axe looks again where the phone layout differs from
// the desktop's beyond the shell: the manage view's panels and the tickets tab's rows (decision 019)
test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 900 } });
  test("every client-work screen fits the window; the manage view and the tickets tab have no serious accessibility problems", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (screen.steps) await screen.steps(page);
      const what = `${screen.path}${screen.steps ? " (project chosen)" : ""}`;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(375);
      if (screen.phoneAxe) expect(await serious(page), what).toEqual([]);
    }
  });
});
