import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { localAt, localDate } from "../lib/testing/scenario-time";

import { seriousViolations } from "./fixtures/accessibility";
import { ARRIVAL_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { hydrated, screenshot, signIn } from "./fixtures/browser-session";
import { SIM_ORIGIN } from "./fixtures/simulator";

// Reports agree with the board: a scenario of three boxes on a line the seeded world never uses (Heung-A, HASL),
// set through the simulator's control API, so Reports filtered by that line count exactly these boxes. A fee
// posted upstream shows on the open Reports page without a reload; a chart bar and a table row each open the board
// on exactly the boxes they count; Reports at 1440×900 in light and dark, with the whole world's terminals.
test.describe.configure({ timeout: 240_000, mode: "serial" });

const LINE = "HASL";
const ZONE = "America/Los_Angeles";
const SIM = SIM_ORIGIN;

type Resource = { id: string; attributes: Record<string, unknown> };
type Reports = { pastLfd: { band: string; containers: number }[]; fees: { rows: unknown[] } };

async function sim<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${SIM}${path}`, { method: data === undefined ? "GET" : "POST", data });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The Monday on or before a YYYY-MM-DD date: the fees chart's week over a 90-day range. */
function weekOf(date: string): string {
  const at = Date.parse(`${date}T00:00:00Z`);
  const back = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - back * 86_400_000).toISOString().slice(0, 10);
}

async function boardNumbers(page: Page): Promise<string[]> {
  await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: ARRIVAL_MS });
  return (
    await page.getByTestId("board-row").evaluateAll((rows) => rows.map((row) => row.dataset.number ?? ""))
  ).sort();
}

let numbers: string[] = [];
let feeDay = "";

test("a fee posted upstream shows on the open Reports page, and its figures are the board's", async ({ page }) => {
  await signIn(page, DEMO.manager, DEMO.password);
  const created = await sim<{ containers: Resource[] }>(page.request, "/_sim/shipments", {
    scac: LINE,
    pod: "USLAX",
    containers: 3,
    phase: "today",
    rail: false,
  });
  numbers = created.containers.map((box) => String(box.attributes.number));
  expect(numbers).toHaveLength(3);
  const now = new Date((await sim<{ now: string }>(page.request, "/_sim/clock")).now);
  const noon = (days: number) => localAt(now, ZONE, days, 12, 0).toISOString();
  const state = (lfd: string) => ({
    current_status: "available",
    holds: [],
    lfd: { line: null, terminal: lfd, rail: null },
    terminal_checked_at: now.toISOString(),
  });
  // Two days past its LFD with $150 of demurrage posted; five days past under a customs hold, nothing posted yet;
  // due tomorrow.
  await sim(page.request, `/_sim/containers/${numbers[0]}`, {
    ...state(noon(-2)),
    fees: [{ type: "demurrage", amount: 150, currency_code: "USD" }],
  });
  await sim(page.request, `/_sim/containers/${numbers[1]}`, {
    ...state(noon(-5)),
    holds: [{ name: "customs", status: "hold", description: null }],
    fees: [],
  });
  await sim(page.request, `/_sim/containers/${numbers[2]}`, { ...state(noon(1)), fees: [] });

  await expect
    .poll(
      async () => {
        const report = (await (await page.request.get(`/api/reports?line=${LINE}`)).json()) as Reports;
        return report.pastLfd.reduce((sum, row) => sum + row.containers, 0);
      },
      { timeout: ARRIVAL_MS },
    )
    .toBe(2);

  await page.goto(`/reports?line=${LINE}`);
  await hydrated(page);
  // The same figures as the board's Past LFD card for the line.
  await expect(page.getByTestId("past-lfd-card-figures")).toContainText("2 boxes, $150.00 demurrage posted");
  await expect(page.getByTestId("fees-past-lfd-demurrage")).toHaveText("$150.00");
  await page.goto(`/board?line=${LINE}&lens=past_lfd`);
  await expect(page.getByTestId("lens-count-past_lfd")).toHaveText("2", { timeout: ARRIVAL_MS });
  expect(await boardNumbers(page)).toEqual([numbers[0], numbers[1]].sort());

  // The Reports page stays open; $250 is posted upstream on the held box.
  await page.goto(`/reports?line=${LINE}`);
  await hydrated(page);
  const fees = page.getByTestId("report-fees-posted");
  await fees.getByRole("button", { name: "Table" }).click();
  feeDay = localDate(new Date((await sim<{ now: string }>(page.request, "/_sim/clock")).now), ZONE);
  const week = fees
    .getByTestId("report-table-row")
    .filter({ hasText: weekOf(feeDay) })
    .filter({ hasText: "Demurrage" });
  await expect(week).toContainText("150");
  await sim(page.request, `/_sim/containers/${numbers[1]}`, {
    fees: [{ type: "demurrage", amount: 250, currency_code: "USD" }],
  });
  // No reload: the live connection tells the page, which reads again (at most every 15 s).
  await expect(week).toContainText("400", { timeout: 60_000 });
  await expect(page.getByTestId("past-lfd-card-figures")).toContainText("$400.00 demurrage posted");
});

test("a chart bar and a table row open the board on exactly the boxes they count", async ({ page }) => {
  test.skip(numbers.length !== 3, "needs the scenario of the first test");
  await signIn(page, DEMO.manager, DEMO.password, { at: `/reports?line=${LINE}` });
  await hydrated(page);

  // The Past LFD chart's "4–7 days" bar: the held box, five days past.
  const past = page.getByTestId("report-past-lfd");
  const bar = past.locator('a[data-testid="report-bar-link"][aria-label*="4–7 days"]');
  await expect(bar).toHaveCount(1);
  await bar.click();
  await expect(page).toHaveURL(/\/board\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("line")).toBe(LINE);
  expect(url.searchParams.get("lens")).toBe("past_lfd");
  expect(url.searchParams.get("report")).toBe("past-lfd.4-7");
  expect(await boardNumbers(page)).toEqual([numbers[1]]);
  await expect(page.getByTestId("report-cell-chip")).toContainText("4–7 days past LFD");
  await screenshot(page, "reports-agree-board-from-bar");

  // The fees table's row of this week's demurrage: both boxes with demurrage posted.
  await page.goto(`/reports?line=${LINE}`);
  await hydrated(page);
  const fees = page.getByTestId("report-fees-posted");
  await fees.getByRole("button", { name: "Table" }).click();
  const row = fees
    .getByTestId("report-table-row")
    .filter({ hasText: weekOf(feeDay) })
    .filter({ hasText: "Demurrage" });
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/report=fees\./);
  expect(await boardNumbers(page)).toEqual([numbers[0], numbers[1]].sort());
  await expect(page.getByTestId("report-cell-chip")).toContainText("demurrage posted");

  // Removing the chip leaves the line's boxes on the board.
  await page.getByRole("button", { name: /Remove filter Report:/ }).click();
  await expect(page).not.toHaveURL(/report=/);
  await expect.poll(async () => (await boardNumbers(page)).length).toBe(3);

  // The active holds table's customs row.
  await page.goto(`/reports?line=${LINE}`);
  await hydrated(page);
  const holds = page.getByTestId("report-active-holds");
  await holds.getByRole("button", { name: "Table" }).click();
  await holds.getByTestId("report-table-row").filter({ hasText: "customs" }).getByRole("link").click();
  await expect(page).toHaveURL(/hold=customs/);
  expect(await boardNumbers(page)).toEqual([numbers[1]]);
});

test("Reports at 1440×900 in light and dark: every terminal series told apart, at most eight with 'Other'", async ({
  page,
}) => {
  await signIn(page, DEMO.manager, DEMO.password);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const theme of ["light", "dark"] as const) {
    await page.addInitScript((value) => localStorage.setItem("quayside-theme", value), theme);
    await page.goto("/reports");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    const due = page.getByTestId("report-lfds-due");
    await expect(due.locator('a[data-testid="report-bar-link"]').first()).toBeAttached({ timeout: ARRIVAL_MS });
    const entries = due.getByRole("list", { name: "Legend" }).getByRole("listitem");
    expect(await entries.count()).toBeLessThanOrEqual(8);
    expect(await seriousViolations(page), `Reports in ${theme} mode`).toEqual([]);
    await screenshot(page, `reports-agree-${theme}`);
  }

  // The daily report: each estimate names its tariff's currency, beside fees the terminal may post in another.
  await page.goto("/reports/daily");
  const estimates = page.getByTestId("daily-past-row").locator("td:last-child");
  await expect(estimates.first()).toBeVisible();
  for (const text of await estimates.allTextContents())
    // The estimate names its currency, the tariff, its version and the day number it is for.
    expect(text).toMatch(/^(No tariff|\S+ \(est\.\) [A-Z]{3} · .+ v\d+ · day \d+)$/);
  await expect(page.getByTestId("daily-estimate-total")).not.toContainText("+");
  await screenshot(page.getByTestId("daily-past-lfd").locator("p").first(), "reports-agree-daily-totals-dark");
  // A terminal billing in Canadian dollars, whose boxes a line's US-dollar tariff may estimate.
  const canadian = page.getByTestId("daily-past-terminal").filter({ hasText: "CA$" }).first();
  if ((await canadian.count()) > 0) await screenshot(canadian, "reports-agree-daily-cad-dark");
});
