import { expect, test, type APIRequestContext } from "@playwright/test";

import { ARRIVAL_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { screenshot, signIn } from "./fixtures/browser-session";

// Reports against the simulated world synced by the worker. Counts are compared by polling both APIs until
// they agree (the world keeps moving), never by sleeping.
test.describe.configure({ timeout: 180_000 });

type Reports = {
  lfdDue: { offset: number; containers: number }[];
  exposure: { rows: { byCurrency: Record<string, number> }[] };
};
type Containers = { total: number; bucketCounts: Record<string, number | undefined> };
type TariffView = {
  id: string;
  scope: string;
  scopeKey: string;
  name: string;
  currency: string;
  freeDays: number;
  tiers: { fromDay: number; toDay: number | null; amountPerDay: number }[];
};

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const dueToday = (r: Reports) =>
  r.lfdDue.filter((row) => row.offset === 0).reduce((sum, row) => sum + row.containers, 0);
const exposureUsd = (r: Reports) => r.exposure.rows.reduce((sum, row) => sum + (row.byCurrency.USD ?? 0), 0);

test("a manager sees every report, the due-today count matches the board, and cannot touch tariffs or settings", async ({
  page,
}) => {
  await signIn(page, DEMO.manager, DEMO.password);
  await expect
    .poll(async () => (await json<Containers>(page.request, "/api/containers?limit=1")).total, { timeout: ARRIVAL_MS })
    .toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        const [reports, board] = await Promise.all([
          json<Reports>(page.request, "/api/reports"),
          json<Containers>(page.request, "/api/containers?limit=1"),
        ]);
        return dueToday(reports) - (board.bucketCounts.lfd_today ?? 0);
      },
      { timeout: 30_000 },
    )
    .toBe(0);

  await page.goto("/reports");
  for (const slug of [
    "lfds-due",
    "past-lfd",
    "exposure",
    "fees-posted",
    "active-holds",
    "hold-releases",
    "dwell",
    "freshness",
  ]) {
    await expect(page.getByTestId(`report-${slug}`)).toBeVisible();
  }
  // The page is rendered on the server at load; while the worker is still syncing, reload until it agrees.
  await expect
    .poll(
      async () => {
        await page.reload();
        const board = await json<Containers>(page.request, "/api/containers?limit=1");
        return Number(await page.getByTestId("lfd-due-today").textContent()) - (board.bucketCounts.lfd_today ?? 0);
      },
      { timeout: ARRIVAL_MS },
    )
    .toBe(0);
  await expect(page.getByTestId("exposure-note")).toContainText("Estimate");
  // The chart drew bars: some day of the window has LFDs due (its first day may have none, an empty bar).
  await expect
    .poll(() =>
      page
        .locator("[data-testid=report-lfds-due] .recharts-bar-rectangle")
        .evaluateAll((bars) => bars.filter((bar) => bar.getBoundingClientRect().height > 0).length),
    )
    .toBeGreaterThan(0);
  await screenshot(page, "reports");

  // Table view and CSV of one chart.
  const due = page.getByTestId("report-lfds-due");
  await due.getByRole("button", { name: "Table" }).click();
  await expect(due.getByRole("table")).toBeVisible();
  const download = page.waitForEvent("download");
  await due.getByRole("button", { name: /CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^quayside-lfds-due-\d{4}-\d{2}-\d{2}\.csv$/);
  await screenshot(page, "reports-table");
  await due.getByRole("button", { name: "Chart" }).click();

  // Filters live in the URL.
  await page.getByLabel("Line", { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/line=/);
  await expect(page.getByTestId("report-lfds-due")).toBeVisible();

  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.goto("/reports");
  await expect(page.getByTestId("report-lfds-due")).toBeVisible();
  await screenshot(page, "reports-dark");
  await page.getByRole("button", { name: "Toggle dark mode" }).click();

  await page.goto("/reports/daily");
  await expect(page.getByTestId("daily-today-count")).toHaveText(/\d+/);
  await page.emulateMedia({ media: "print" });
  await screenshot(page, "reports-daily-print");
  await page.emulateMedia({ media: "screen" });

  // Read-only: no tariffs, no settings.
  expect((await page.request.get("/api/tariffs")).status()).toBe(403);
  expect(
    (
      await page.request.post("/api/tariffs", {
        data: {
          scope: "line",
          scopeKey: "ZZZZ",
          name: "x",
          currency: "USD",
          freeDays: 1,
          tiers: [{ fromDay: 1, toDay: null, amountPerDay: 1 }],
        },
      })
    ).status(),
  ).toBe(403);
  expect((await page.goto("/settings"))?.status()).toBe(403);
});

test("an admin's tariff change changes the exposure estimate", async ({ page }) => {
  await signIn(page, DEMO.admin, DEMO.password);
  await expect
    .poll(async () => exposureUsd(await json<Reports>(page.request, "/api/reports")), { timeout: ARRIVAL_MS })
    .toBeGreaterThan(0);
  const before = exposureUsd(await json<Reports>(page.request, "/api/reports"));
  const { data: tariffs } = await json<{ data: TariffView[] }>(page.request, "/api/tariffs");
  expect(tariffs.length).toBeGreaterThan(0);

  // One through the settings card, the rest through the API: every rate doubles.
  await page.goto("/settings");
  await screenshot(page, "settings-tariffs");
  const msc = tariffs.find((t) => t.scopeKey === "MSCU");
  for (const tariff of tariffs) {
    const tiers = tariff.tiers.map((tier) => ({ ...tier, amountPerDay: tier.amountPerDay * 2 }));
    if (tariff === msc) continue;
    const { id: _id, ...rest } = tariff;
    const response = await page.request.put(`/api/tariffs/${tariff.id}`, { data: { ...rest, tiers } });
    expect(response.status()).toBe(200);
  }
  if (msc) {
    await page.getByRole("button", { name: `Edit ${msc.name}` }).click();
    // The line is picked from a list, not typed, and the tiers are a table.
    await expect(page.locator("#tariff-key")).toHaveValue("MSCU");
    const cell = (tier: number, column: string) => page.getByLabel(`Tier ${tier} ${column}`);
    // A typo is named on its own cell and nothing is saved.
    await cell(1, "to day").fill("four");
    await page.getByRole("button", { name: "Save tariff" }).click();
    await expect(cell(1, "to day")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: "Tier 1: Enter the last day" })).toBeVisible();
    await screenshot(page, "settings-tariff-tier-error");
    for (const [index, tier] of msc.tiers.entries()) {
      await cell(index + 1, "to day").fill(tier.toDay === null ? "" : String(tier.toDay));
      await cell(index + 1, "per day").fill(String(tier.amountPerDay * 2));
    }
    await page.getByRole("button", { name: "Save tariff" }).click();
    const doubled = new Intl.NumberFormat("en-US", { style: "currency", currency: msc.currency }).format(
      (msc.tiers[0]?.amountPerDay ?? 0) * 2,
    );
    await expect(page.getByTestId("tariff-row").filter({ hasText: "MSCU" })).toContainText(`${doubled}/day`);
  }
  await expect
    .poll(async () => exposureUsd(await json<Reports>(page.request, "/api/reports")))
    .toBeGreaterThan(before * 1.5);
  await page.goto("/reports");
  await expect(page.getByTestId("report-exposure")).toBeVisible();
  await screenshot(page, "reports-exposure-after");
});
