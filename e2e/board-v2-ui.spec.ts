import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { localAt } from "../lib/testing/scenario-time";

import { ARRIVAL_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { screenshot, signIn } from "./fixtures/browser-session";
import { SIM_ORIGIN } from "./fixtures/simulator";
import { seededNumbers } from "./fixtures/seeded-numbers";

const numbers = seededNumbers("board-v2-ui");

// Board v2 pieces that stand alone: the route map on a world basemap across the date line, the printed daily
// report's past-LFD section, the reports' category labels, and retrying a request with the carrier picked.
test.describe.configure({ timeout: 180_000 });

const SIM = SIM_ORIGIN;
const AUTH = { Authorization: "Token sim_paid_key" };

type Resource = {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string } | { id: string }[] | null }>;
};

const ASIA = /^(CN|JP|KR|TW|VN|HK|TH|MY|SG|PH|ID)/;
const WEST_COAST = new Set(["USLAX", "USLGB", "USOAK", "USSEA", "USTIW", "CAVAN", "CAPRR"]);

async function simJson<T>(
  request: APIRequestContext,
  path: string,
  init: { method?: string; data?: unknown; auth?: boolean } = {},
): Promise<T> {
  const response = await request.fetch(`${SIM}${path}`, {
    method: init.method ?? "GET",
    data: init.data,
    headers: init.auth ? AUTH : undefined,
  });
  expect(response.ok(), `${init.method ?? "GET"} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A container still at or near its port, shipped from East Asia to the North American west coast. */
async function transPacificContainer(request: APIRequestContext): Promise<string> {
  for (let pageNumber = 1; pageNumber <= 6; pageNumber += 1) {
    const { data } = await simJson<{ data: Resource[] }>(
      request,
      `/v2/shipments?page[size]=100&page[number]=${pageNumber}`,
      { auth: true },
    );
    for (const shipment of data) {
      if (
        !ASIA.test(String(shipment.attributes.port_of_lading_locode)) ||
        !WEST_COAST.has(String(shipment.attributes.port_of_discharge_locode))
      )
        continue;
      if (shipment.attributes.line_tracking_stopped_at) continue;
      const containers = shipment.relationships?.containers?.data;
      for (const ref of Array.isArray(containers) ? containers : []) {
        const box = await simJson<{ data?: Resource } & Partial<Resource>>(request, `/_sim/containers/${ref.id}`);
        const attributes = box.data?.attributes ?? box.attributes ?? {};
        if (["available", "not_available", "grounded"].includes(String(attributes.current_status)))
          return String(attributes.number);
      }
    }
    if (data.length < 100) break;
  }
  throw new Error("the simulated world has no trans-Pacific container at a terminal");
}

async function openContainer(page: Page, number: string): Promise<void> {
  // Wait for the app to have the box (the API answers it), then load the board once: reloading the page on a
  // short bound failed on a loaded machine, where a page took longer than the bound to show its rows.
  await expect(async () => {
    const response = await page.request.get(`/api/containers?q=${number}`);
    const body = (await response.json()) as { data: { number: string }[] };
    expect(body.data.map((row) => row.number)).toContain(number);
  }).toPass({ timeout: ARRIVAL_MS, intervals: [1_000] });
  await page.goto(`/board?q=${number}`);
  const row = page.locator(`[data-testid="board-row"][data-number="${number}"]`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
  await expect(page.getByTestId("container-drawer")).toBeVisible();
}

test("a trans-Pacific route is drawn across the Pacific on the world map, not around the globe", async ({ page }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password);
  const number = await transPacificContainer(page.request);
  await openContainer(page, number);
  const map = page.getByTestId("route-map");
  await expect(map).toBeVisible({ timeout: 30_000 });
  await expect(map.getByTestId("route-map-land")).toHaveCount(1);
  await expect(map.getByTestId("route-map-leg").first()).toBeAttached();

  const measured = await map.evaluate((svg: SVGSVGElement) => {
    const legs = [...svg.querySelectorAll<SVGPathElement>('[data-testid="route-map-leg"]')].map((path) =>
      path.getBBox(),
    );
    const land = svg.querySelector<SVGPathElement>('[data-testid="route-map-land"]')?.getBBox();
    const places = [...svg.querySelectorAll<SVGCircleElement>('circle[data-testid="route-map-place"]')].map((c) => ({
      x: c.cx.baseVal.value,
      y: c.cy.baseVal.value,
    }));
    return {
      routeWidth: Math.max(...legs.map((b) => b.x + b.width)) - Math.min(...legs.map((b) => b.x)),
      worldWidth: land?.width ?? 0,
      frame: { width: svg.viewBox.baseVal.width, height: svg.viewBox.baseVal.height },
      places,
    };
  });
  // Asia to the American west coast is about a third of the way round; drawn the wrong way it is two thirds.
  expect(measured.routeWidth).toBeGreaterThan(0);
  expect(measured.routeWidth).toBeLessThan(measured.worldWidth * 0.5);
  expect(measured.routeWidth).toBeLessThanOrEqual(measured.frame.width);
  expect(measured.places.length).toBeGreaterThanOrEqual(2);
  for (const place of measured.places) {
    expect(place.x).toBeGreaterThanOrEqual(0);
    expect(place.x).toBeLessThanOrEqual(measured.frame.width);
    expect(place.y).toBeGreaterThanOrEqual(0);
    expect(place.y).toBeLessThanOrEqual(measured.frame.height);
  }
  await map.scrollIntoViewIfNeeded();
  await screenshot(map, `board-v2-map-light`);

  // The drawer covers the top bar: close it, switch to dark, open the box again.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("container-drawer")).toBeHidden();
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.locator(`[data-testid="board-row"][data-number="${number}"]`).click();
  await expect(map.getByTestId("route-map-leg").first()).toBeAttached({ timeout: 30_000 });
  await map.scrollIntoViewIfNeeded();
  await screenshot(map, `board-v2-map-dark`);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
});

test("the printed daily report lists the boxes past their LFD with posted demurrage and the tariff's estimate", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, DEMO.password);
  // A line no other shipment of the world uses, so filtering the report by it shows exactly these boxes.
  const scac = "SITC";
  const created = await simJson<{ containers: Resource[] }>(page.request, "/_sim/shipments", {
    method: "POST",
    data: { scac, pod: "USLAX", containers: 3, phase: "today", rail: false },
  });
  const numbers = created.containers.map((c) => String(c.attributes.number));
  expect(numbers).toHaveLength(3);
  const { now } = await simJson<{ now: string }>(page.request, "/_sim/clock");
  // Noon on the local date `days` from today at the port (Los Angeles): whole local days, whatever the hour and
  // even across a DST change, where now ± 24 h can land two dates away.
  const at = (days: number) => localAt(new Date(now), "America/Los_Angeles", days, 12, 0).toISOString();
  const state = (lfd: string) => ({
    current_status: "available",
    holds: [],
    lfd: { line: null, terminal: lfd, rail: null },
    terminal_checked_at: now,
  });
  await simJson(page.request, `/_sim/containers/${numbers[0]}`, {
    method: "POST",
    data: {
      ...state(at(-2)),
      fees: [
        { type: "demurrage", amount: 150, currency_code: "USD" },
        { type: "exam", amount: 90, currency_code: "USD" },
      ],
    },
  });
  await simJson(page.request, `/_sim/containers/${numbers[1]}`, {
    method: "POST",
    data: { ...state(at(-3)), fees: [] },
  });
  await simJson(page.request, `/_sim/containers/${numbers[2]}`, {
    method: "POST",
    data: { ...state(at(1)), fees: [] },
  });

  const tariff = await page.request.post("/api/tariffs", {
    data: {
      scope: "line",
      scopeKey: scac,
      name: "SITC e2e",
      currency: "USD",
      freeDays: 4,
      tiers: [{ fromDay: 1, toDay: null, amountPerDay: 125 }],
    },
  });
  expect(tariff.status()).toBe(201);
  const { id: tariffId } = (await tariff.json()) as { id: string };
  try {
    await expect(async () => {
      await page.goto(`/reports/daily?line=${scac}`);
      await expect(page.getByTestId("daily-past-count")).toHaveText("2", { timeout: 2_000 });
      await expect(page.getByTestId("daily-tomorrow-count")).toHaveText("1", { timeout: 2_000 });
    }).toPass({ timeout: ARRIVAL_MS, intervals: [3_000] });

    const section = page.getByTestId("daily-past-lfd");
    await expect(section.getByRole("heading", { name: /Past LFD/ })).toBeVisible();
    const rows = section.getByTestId("daily-past-row");
    await expect(rows).toHaveCount(2);
    // Latest first: three days past, then two.
    await expect(rows.nth(0)).toContainText(numbers[1] ?? "");
    await expect(rows.nth(0)).toContainText("None posted");
    await expect(rows.nth(1)).toContainText(numbers[0] ?? "");
    await expect(rows.nth(1)).toContainText("$150");
    for (const index of [0, 1]) await expect(rows.nth(index)).toContainText("$125 (est.)");
    await expect(section).toContainText("an estimate, not a posted fee");
    await expect(page.getByTestId("daily-due-row")).toHaveCount(1);

    await page.emulateMedia({ media: "print" });
    await screenshot(page, "board-v2-daily-print-filtered");

    // The whole workspace: many terminals, and every per-terminal table of a section lays its columns out at
    // the same widths (fixed layout, one colgroup), so they line up down the printed page.
    await page.goto("/reports/daily");
    await expect(page.getByTestId("daily-past-lfd")).toBeVisible();
    for (const testId of ["daily-past-terminal", "daily-terminal"]) {
      const layouts = await page
        .locator(`[data-testid="${testId}"] table`)
        .evaluateAll((tables) =>
          tables.map(
            (table) =>
              `${getComputedStyle(table).tableLayout} ${[...table.querySelectorAll("th")].map((th) => Math.round(th.getBoundingClientRect().width)).join(",")}`,
          ),
        );
      expect(layouts.length).toBeGreaterThan(1);
      expect(new Set(layouts).size).toBe(1);
      expect(layouts[0]).toMatch(/^fixed \d/);
    }
    await screenshot(page, "board-v2-daily-print");
    await page.emulateMedia({ media: "screen" });
  } finally {
    await page.request.delete(`/api/tariffs/${tariffId}`);
  }
});

test("every terminal of the freshness report is labelled beside its own bar", async ({ page }) => {
  await signIn(page, DEMO.manager, DEMO.password);
  type Fresh = { freshness?: { terminal: string }[] };
  const freshness = async () => ((await (await page.request.get("/api/reports")).json()) as Fresh).freshness ?? [];
  await expect.poll(async () => (await freshness()).length, { timeout: ARRIVAL_MS }).toBeGreaterThan(3);
  await page.goto("/reports");
  const card = page.getByTestId("report-freshness");
  await expect(card.locator(".recharts-bar-rectangle").first()).toBeVisible();
  const terminals = (await freshness()).map((row) => row.terminal);
  const labels = card.locator(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value");
  await expect(labels).toHaveCount(terminals.length);
  // A label Recharts wraps onto two lines comes as one <tspan> per line.
  const texts = await labels.evaluateAll((nodes) =>
    nodes.map((node) => [...node.querySelectorAll("tspan")].map((line) => line.textContent ?? "").join(" ")),
  );
  expect([...texts].sort()).toEqual(
    [...terminals].map((name) => (name.length > 28 ? `${name.slice(0, 27)}…` : name)).sort(),
  );
  // Each label sits on its own tick mark, at its bar's height: nothing slid over to fit (what put a terminal's
  // name under its neighbour's bar). Labels and tick marks are drawn in the same order.
  const mids = async (selector: string) =>
    card.locator(selector).evaluateAll((nodes) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        return box.top + box.height / 2;
      }),
    );
  const labelMids = await mids(".recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value");
  const tickMids = await mids(".recharts-yAxis-tick-lines .recharts-cartesian-axis-tick-line");
  expect(tickMids).toHaveLength(labelMids.length);
  const offsets = labelMids.map((mid, index) => Math.abs(mid - (tickMids[index] ?? Number.NaN)));
  for (const offset of offsets) expect(offset).toBeLessThan(4);
  await card.scrollIntoViewIfNeeded();
  await screenshot(card, `board-v2-freshness`);
});

test("a request whose carrier could not be detected is retried with the carrier the dispatcher picks", async ({
  page,
}) => {
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/tracking" });
  // No carrier in the prefix the service could recognise, and none picked: auto-detection fails.
  const number = `QQQQ${numbers.digits(9)}`;
  await page.getByLabel("Kind").selectOption("bill_of_lading");
  const field = page.getByRole("textbox", { name: "Number", exact: true });
  await field.fill(number);
  await page.getByRole("button", { name: "Track", exact: true }).click();
  await expect(page.getByText(`Request sent for ${number}.`)).toBeVisible();
  // The form is reset, not in error: no "Enter a number." for the field it just emptied.
  await expect(field).toHaveValue("");
  await expect(page.getByText("Enter a number.")).toHaveCount(0);
  await field.focus();
  await field.blur();
  await expect(page.getByText("Enter a number.")).toHaveCount(0);

  const rows = page.locator(`[data-testid="queue-row"][data-number="${number}"]`);
  const failed = rows.and(page.locator('[data-status="failed"]'));
  await expect(failed).toContainText("Carrier not detected", { timeout: ARRIVAL_MS });
  const retry = failed.getByRole("button", { name: `Retry ${number}` });
  await expect(retry).toBeDisabled();
  await failed.getByLabel(`Carrier for ${number}`).selectOption("MAEU");
  await failed.getByRole("button", { name: `Retry ${number} with MAEU` }).click();
  // The retry takes the failed request's place: one row for the number, carrying the carrier (third column).
  await expect(failed).toHaveCount(0, { timeout: 30_000 });
  await expect(rows).toHaveCount(1);
  await expect(rows.locator("td").nth(2)).toHaveText("MAEU");
  // One badge per state: a row never says "Tracking stopped" twice.
  for (const row of await page.getByTestId("queue-row").all())
    expect((await row.innerText()).match(/Tracking stopped/g)?.length ?? 0).toBeLessThanOrEqual(1);
  await screenshot(page, "board-v2-tracking-retry");
});
