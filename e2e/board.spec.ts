import { expect, test } from "@playwright/test";

import { ARRIVAL_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { screenshot, signIn } from "./fixtures/browser-session";
import { SIM_ORIGIN } from "./fixtures/simulator";

// The board against the simulated world, synced by the worker into the cache.
test.describe.configure({ timeout: 120_000 });

test("the board shows buckets, rows and the detail; keyboard paths work", async ({ page }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/board" });
  await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: ARRIVAL_MS });
  await expect(page.getByTestId("lens-count-pull_now")).not.toHaveText("0");
  await screenshot(page, "board");

  // The default order opens on what can still be saved: due today, due tomorrow and ready boxes come before the
  // past-LFD group, whatever the demo world holds (the rows loaded, in order, by their urgency).
  const buckets = await page
    .getByTestId("board-row")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-bucket") ?? ""));
  const firstPast = buckets.indexOf("past_lfd");
  const savable = buckets.filter((bucket) => ["lfd_today", "lfd_tomorrow", "ready"].includes(bucket));
  expect(savable.length, "the demo world has boxes still to save").toBeGreaterThan(0);
  if (firstPast >= 0)
    expect(buckets.slice(firstPast).some((bucket) => ["lfd_today", "lfd_tomorrow", "ready"].includes(bucket))).toBe(
      false,
    );
  expect(["lfd_today", "lfd_tomorrow", "ready"]).toContain(buckets[0]);

  // j moves to the first row, Enter opens it, Esc closes it.
  await page.getByTestId("board-table").focus();
  await page.keyboard.press("j");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("container-drawer")).toBeVisible();
  await expect(page).toHaveURL(/open=/);
  // The shipment's facts come with the detail: the vessel is named, not "—".
  await expect(page.getByTestId("container-drawer").locator("dt:text-is('Vessel / voyage') + dd")).not.toHaveText("—");
  await screenshot(page, "board-detail");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("container-drawer")).toBeHidden();

  await page.keyboard.press("/");
  await expect(page.locator("#board-search")).toBeFocused();

  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await screenshot(page, "board-dark");
  await page.getByTestId("board-row").first().click();
  await expect(page.getByTestId("container-drawer")).toBeVisible();
  await screenshot(page, "board-detail-dark");
  // The drawer is modal: close it before reaching the page behind.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
});

test("when the service is down the board keeps the cache and says since when", async ({ page }) => {
  const sim = `${SIM_ORIGIN}/_sim/faults`;
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/board?bucket=ready" });
  await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: ARRIVAL_MS });
  await page.getByTestId("board-row").first().click();
  // The demo runs on the simulator's paid key, which has Routing Data: the route is drawn.
  await expect(page.getByRole("img", { name: "Route map" })).toBeVisible();
  await expect(page).toHaveURL(/open=/);
  const drawerUrl = page.url();
  try {
    await page.request.post(sim, { data: { outage: true } });
    await page.getByRole("button", { name: "Refresh", exact: true }).click();
    await expect(page.getByTestId("refresh-outcome")).toContainText("not answering");
    await expect(page.getByText(/The tracking service is unreachable since/)).toBeVisible();
    // The cached rows are still there.
    await expect(page.getByTestId("board-row").first()).toBeVisible();
    // A fresh page has no route in the browser's memory: the server's saved copy is drawn, service or not.
    await page.goto(drawerUrl);
    await expect(page.getByRole("img", { name: "Route map" })).toBeVisible();
    await page.keyboard.press("Escape");
    await screenshot(page, "board-upstream-down");
    // The Tracking page says so before anyone types a number.
    await page.goto("/tracking");
    await expect(page.getByTestId("freshness-banner")).toContainText("The tracking service is unreachable since");
    await expect(page.getByTestId("freshness-banner")).toContainText("shown as sent");
    await screenshot(page, "tracking-upstream-down");
    await page.goto("/board?bucket=ready");
    await expect(page.getByTestId("board-row").first()).toBeVisible();
  } finally {
    await page.request.delete(sim);
  }
  await page.getByTestId("board-row").first().click();
  await page.getByRole("button", { name: "Refresh", exact: true }).click();
  await expect(page.getByText(/The tracking service is unreachable/)).toBeHidden({ timeout: 30_000 });
});

test("a saved view follows the dispatcher to another browser and opens the same filters", async ({ page, browser }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/board?lens=blocked,due_today" });
  await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: ARRIVAL_MS });
  await page.locator("summary", { hasText: "Saved views" }).click();
  await page.getByLabel("Name for the current view").fill("Chase holds");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Chase holds", exact: true })).toBeVisible();

  // Another browser (no shared storage), same account: the view is there and opens the same buckets.
  const other = await browser.newPage();
  await signIn(other, DEMO.dispatcher, DEMO.password);
  await other.goto("/board");
  await expect(other.getByTestId("board-row").first()).toBeVisible({ timeout: ARRIVAL_MS });
  await other.locator("summary", { hasText: "Saved views" }).click();
  await other.getByRole("button", { name: "Chase holds", exact: true }).click();
  await expect(other.getByTestId("lens-blocked")).toHaveAttribute("aria-pressed", "true");
  await expect(other.getByTestId("lens-due_today")).toHaveAttribute("aria-pressed", "true");
  await expect(other.getByTestId("lens-pull_now")).toHaveAttribute("aria-pressed", "false");

  await other.locator("summary", { hasText: "Saved views" }).click();
  await other.getByRole("button", { name: "Delete view Chase holds" }).click();
  await expect(other.getByRole("button", { name: "Chase holds", exact: true })).toBeHidden();
  await other.close();
});
