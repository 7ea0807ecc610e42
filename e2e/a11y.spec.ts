import { expect, test, type Page } from "@playwright/test";

import { env } from "../lib/env.mjs";

import { ARRIVAL_MS } from "./fixtures/bounds";
import { seriousViolations } from "./fixtures/accessibility";
import { DEMO } from "./fixtures/accounts";
import { screenshot, signIn } from "./fixtures/browser-session";

// Every page, light and dark, through axe-core (WCAG 2 A and AA): no serious or critical violation. The admin
// sees every page. Pages are read once their data is on screen, so the check covers what a person sees. Light
// is checked on a desktop (1440×900) and dark on a 390-wide phone; each page is then resized to the other
// screens (1440×900, 1280×800, 390×844) and photographed in each, and on the phone it may not be wider than
// the screen.
test.describe.configure({ timeout: 300_000 });

type Theme = "light" | "dark";
type Visit = {
  name: string;
  path: string | ((page: Page) => Promise<string | null>);
  ready?: (page: Page) => Promise<void>;
};

async function firstId(page: Page, api: string): Promise<string | null> {
  const response = await page.request.get(api);
  if (!response.ok()) return null;
  const body = (await response.json()) as { data?: { id?: string }[] };
  return body.data?.[0]?.id ?? null;
}

async function detailPath(page: Page, api: string, base: string): Promise<string | null> {
  const id = await firstId(page, api);
  return id ? `${base}/${id}` : null;
}

const boardReady = async (page: Page) => {
  await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: ARRIVAL_MS });
};

const VISITS: Visit[] = [
  { name: "board", path: "/board", ready: boardReady },
  {
    name: "board with the drawer open",
    path: "/board",
    ready: async (page) => {
      await boardReady(page);
      await page.getByTestId("board-row").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByTestId("container-links").or(page.getByTestId("links-empty"))).toBeVisible({
        timeout: 30_000,
      });
    },
  },
  { name: "tracking", path: "/tracking" },
  { name: "documents", path: "/documents" },
  { name: "a document", path: async (page) => detailPath(page, "/api/documents?limit=1", "/documents") },
  { name: "emails", path: "/emails" },
  { name: "an email", path: async (page) => detailPath(page, "/api/emails?pageSize=1", "/emails") },
  { name: "reports", path: "/reports" },
  { name: "daily print", path: "/reports/daily" },
  { name: "settings", path: "/settings" },
  { name: "activity", path: "/activity" },
  {
    name: "terminal calendars and free time",
    path: "/calendar/terminals",
    ready: async (page) => {
      await expect(page.getByTestId("rules-table")).toBeVisible({ timeout: ARRIVAL_MS });
    },
  },
  { name: "notifications", path: "/notifications" },
  { name: "invoices", path: "/invoices" },
  { name: "an invoice entered by hand", path: "/invoices/new" },
];

type Screen = { name: string; width: number; height: number };
const DESKTOP: Screen = { name: "desktop", width: 1440, height: 900 };
const LAPTOP: Screen = { name: "laptop", width: 1280, height: 800 };
const PHONE: Screen = { name: "phone", width: 390, height: 844 };
/** Where each theme is checked by axe (the first) and what else it is seen at: the page is resized, not reloaded. */
const SCREENS = {
  light: [DESKTOP, LAPTOP, PHONE],
  dark: [PHONE, DESKTOP, LAPTOP],
} as const satisfies Record<Theme, readonly Screen[]>;

const fileName = (name: string) => name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();

for (const theme of ["light", "dark"] as const satisfies readonly Theme[]) {
  const [checked, ...alsoSeen] = SCREENS[theme];
  test(`no serious or critical axe violations on any page in ${theme} mode, on a ${checked.name}`, async ({ page }) => {
    // The saved theme is read before first paint (components/shell/theme-script.tsx).
    await page.addInitScript((value) => localStorage.setItem("quayside-theme", value), theme);
    await page.setViewportSize({ width: checked.width, height: checked.height });
    await signIn(page, DEMO.admin, DEMO.password);
    const found: Record<string, string[]> = {};
    const tooWide: Record<string, number> = {};
    for (const visit of VISITS) {
      const path = typeof visit.path === "string" ? visit.path : await visit.path(page);
      if (!path) continue;
      await page.setViewportSize({ width: checked.width, height: checked.height });
      const response = await page.goto(path);
      // A page this build does not have (404) is not a page to check.
      if (response?.status() === 404) continue;
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
      await expect(page.locator("main h1, h1").first()).toBeVisible();
      if (visit.ready) await visit.ready(page);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[visit.name] = violations;
      for (const screen of [checked, ...alsoSeen]) {
        // Without photographs, only the phone's width has something to check.
        if (!env.E2E_SCREENSHOTS && screen !== PHONE) continue;
        if (screen !== checked) {
          await page.setViewportSize({ width: screen.width, height: screen.height });
          // One frame for the layout to follow the new width.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
        }
        // No page may be wider than a phone's screen: wide tables scroll inside their own frame.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (screen === PHONE && width > screen.width) tooWide[visit.name] = width;
        await screenshot(page, `${screen.name}-${theme}-${fileName(visit.name)}`);
      }
    }
    expect(tooWide, `pages wider than the ${PHONE.width}px phone`).toEqual({});
    expect(
      found,
      Object.entries(found)
        .map(([name, list]) => `${name}:\n  ${list.join("\n  ")}`)
        .join("\n"),
    ).toEqual({});
  });
}
