import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { localAt, localDate } from "../lib/testing/scenario-time";

import { seriousViolations } from "./fixtures/accessibility";
import { DEMO } from "./fixtures/accounts";
import { ARRIVAL_MS } from "./fixtures/bounds";
import { hydrated, screenshot, signIn } from "./fixtures/browser-session";
import { seededNumbers } from "./fixtures/seeded-numbers";
import { SIM_ORIGIN } from "./fixtures/simulator";

const numbers = seededNumbers("arrival-facts");

// Arrival facts as a dispatcher plans with them. Set up through the simulator's control API (/_sim): two new
// shipments still at sea, NEAR (two boxes, ETA tomorrow 14:00 at the terminal) and FAR (one box, ETA in nine days
// 08:30), each naming its vessel and voyage. Every expected value below follows from what this file set: the
// Arriving card in ETA order, the ETA column in the terminal's zone, the ETA moved twice and the drawer's history
// of three, the equipment and weight the service reports after a refresh, and a box the account flags hazmat.
test.describe.configure({ timeout: 180_000 });

const AUTH = { Authorization: "Token sim_paid_key" };
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

type SimResource = { id: string; attributes: Record<string, unknown>; relationships?: Record<string, unknown> };
type Created = { data: SimResource; containers: SimResource[] };
type Scenario = {
  zone: string;
  near: { bol: string; vessel: string; eta: Date; boxes: string[] };
  far: { bol: string; vessel: string; eta: Date; box: string };
};

async function sim<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response =
    data === undefined
      ? await request.get(`${SIM_ORIGIN}${path}`, { headers: path.startsWith("/v2") ? AUTH : undefined })
      : await request.post(`${SIM_ORIGIN}${path}`, { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function simNow(request: APIRequestContext): Promise<Date> {
  return new Date((await sim<{ now: string }>(request, "/_sim/clock")).now);
}

/** "Nov 29, 14:00" as the board writes an instant of this year at the terminal (the zone's name follows). */
function wallText(at: Date, zone: string): string {
  const [year, month, day] = localDate(at, zone).split("-").map(Number);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(at);
  const thisYear = Number(localDate(new Date(), zone).slice(0, 4));
  return `${MONTHS[(month ?? 1) - 1]} ${day}${year === thisYear ? "" : `, ${year}`}, ${time}`;
}

let scenario: Scenario | null = null;

async function setUp(request: APIRequestContext): Promise<Scenario> {
  if (scenario) return scenario;
  const now = await simNow(request);
  const zone = "America/Los_Angeles";
  const tag = numbers.digits(4);
  const near = { bol: `QSA1${numbers.digits(8)}`, vessel: `QS NEAR ${tag}`, eta: localAt(now, zone, 1, 14, 0) };
  const far = { bol: `QSA2${numbers.digits(8)}`, vessel: `QS FAR ${tag}`, eta: localAt(now, zone, 9, 8, 30) };
  const made = async (s: typeof near, containers: number) =>
    sim<Created>(request, "/_sim/shipments", {
      containers,
      bill_of_lading: s.bol,
      pod: "USLAX",
      phase: "far",
      rail: false,
      pod_eta_at: s.eta.toISOString(),
      vessel: { name: s.vessel, voyage: "101E" },
    });
  const nearBoxes = (await made(near, 2)).containers.map((c) => String(c.attributes.number));
  const farBox = String((await made(far, 1)).containers[0]?.attributes.number);
  scenario = { zone, near: { ...near, boxes: nearBoxes }, far: { ...far, box: farBox } };
  return scenario;
}

/** Waits until the board lists the scenario's three boxes (the service's events reach the app within seconds). */
async function expectOnBoard(page: Page, s: Scenario): Promise<void> {
  await expect(async () => {
    await page.goto(`/board?lens=arriving&vessel=${encodeURIComponent(`${s.near.vessel},${s.far.vessel}`)}`);
    await expect(page.getByTestId("board-row")).toHaveCount(3, { timeout: 5_000 });
  }).toPass({ timeout: ARRIVAL_MS, intervals: [2_000] });
}

async function setTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.evaluate((value) => localStorage.setItem("quayside-theme", value), theme);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
  await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: ARRIVAL_MS });
}

test("the Arriving card is sorted by ETA, soonest first, with the ETA in the terminal's zone", async ({ page }) => {
  const s = await setUp(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.dispatcher, DEMO.password);
  await expectOnBoard(page, s);

  // NEAR's two boxes before FAR's, by their ETAs; the URL names no sort: ETA is the card's own default.
  const order = await page
    .getByTestId("board-row")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-number") ?? ""));
  expect(order.slice(0, 2).sort()).toEqual([...s.near.boxes].sort());
  expect(order[2]).toBe(s.far.box);
  expect(page.url()).not.toContain("sort=");
  const etaHeader = page.getByRole("columnheader", { name: /^ETA/ });
  await expect(etaHeader).toHaveAttribute("aria-sort", "ascending");
  const nearRow = page.locator(`[data-testid="board-row"][data-number="${s.near.boxes[0]}"]`);
  await expect(nearRow.getByTestId("eta-cell")).toContainText(wallText(s.near.eta, s.zone));
  await expect(nearRow.getByTestId("eta-cell")).toContainText(/ P[SD]T$/);
  await expect(nearRow).toContainText(s.near.vessel);

  // The whole card from its own button: every ETA the rows carry is no earlier than the one above it.
  await page.goto("/board");
  await hydrated(page);
  await page.getByTestId("lens-arriving").click();
  await expect(page).toHaveURL(/lens=arriving/);
  await expect(page.getByRole("columnheader", { name: /^ETA/ })).toHaveAttribute("aria-sort", "ascending");
  // The rows of the card, not the whole board's kept on screen while it loads.
  await expect(async () => {
    const lenses = await page.getByTestId("board-row").evaluateAll((rows) => rows.map((r) => r.dataset.lenses ?? ""));
    expect(lenses.length).toBeGreaterThan(5);
    expect(lenses.every((lens) => lens.split(" ").includes("arriving"))).toBe(true);
  }).toPass({ timeout: ARRIVAL_MS });
  const etas = await page
    .getByTestId("eta-cell")
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute("data-eta")).filter((eta) => eta !== null));
  expect(etas.length).toBeGreaterThan(5);
  expect(etas).toEqual([...etas].sort((a, b) => Date.parse(a ?? "") - Date.parse(b ?? "")));

  // Clicking the header turns it round; the window filter keeps only what arrives within it.
  await page.getByRole("columnheader", { name: /^ETA/ }).getByRole("button").click();
  await expect(page).toHaveURL(/dir=desc/);
  await page.goto(`/board?lens=arriving&etaWithin=3&vessel=${encodeURIComponent(`${s.near.vessel},${s.far.vessel}`)}`);
  await expect(page.getByTestId("board-row")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Remove filter ETA within 3 days" })).toBeVisible();

  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/board?lens=arriving");
    await expect(page.getByTestId("eta-cell").first()).toBeVisible({ timeout: ARRIVAL_MS });
    // The ETA sits beside the urgency for this card: on screen at either width.
    const cut = await page.getByTestId("board-table").evaluate((table) => {
      const right = table.getBoundingClientRect().left + table.clientLeft + table.clientWidth;
      const header = [...table.querySelectorAll('[role="columnheader"]')].find((h) => h.textContent?.startsWith("ETA"));
      return !header || header.getBoundingClientRect().right > right + 0.5;
    });
    expect(cut, `ETA column cut off at ${width} px`).toBe(false);
    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      await screenshot(page, `arrival-board-${width}x${height}-${theme}`, { fullPage: false });
    }
    await setTheme(page, "light");
  }
  expect(await seriousViolations(page), "the Arriving card").toEqual([]);

  // The arrival filters from their panel: the window, a vessel and hazmat land in the URL as chips.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/board?lens=arriving");
  await hydrated(page);
  await page.getByText("Arrival…", { exact: true }).click();
  const panel = page.getByTestId("arrival-filters");
  await panel.getByLabel("ETA within").selectOption("7");
  await expect(page).toHaveURL(/etaWithin=7/);
  await panel.getByLabel("Vessel").selectOption(s.near.vessel);
  await expect.poll(() => new URL(page.url()).searchParams.get("vessel")).toBe(s.near.vessel);
  await expect(page.getByTestId("board-row")).toHaveCount(2, { timeout: ARRIVAL_MS });
  await screenshot(page, `arrival-filters-1440x900-light`, { fullPage: false });
  expect(await seriousViolations(page), "the arrival filters").toEqual([]);
  await panel.getByLabel("Hazmat only").check();
  await expect(page).toHaveURL(/hazmat=1/);
  // Nobody flagged NEAR's boxes hazardous: the view is empty and says so.
  await expect(page.getByText("No containers match this view.")).toBeVisible({ timeout: ARRIVAL_MS });
  await expect(page.getByRole("button", { name: "Remove filter hazmat only" })).toBeVisible();
});

test("the drawer's Arrival section lists every ETA with when it was seen, and the box's facts", async ({ page }) => {
  const s = await setUp(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.dispatcher, DEMO.password);
  await expectOnBoard(page, s);
  const box = s.near.boxes[0] ?? "";
  // The line revises NEAR's ETA twice: later, then earlier again.
  const now = await simNow(page.request);
  const second = localAt(now, s.zone, 2, 9, 15);
  const third = localAt(now, s.zone, 1, 20, 45);

  await page.locator(`[data-testid="board-row"][data-number="${box}"]`).click();
  const drawer = page.getByRole("dialog", { name: box });
  const section = drawer.getByTestId("arrival-section");
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId("eta-sighting")).toHaveCount(1, { timeout: ARRIVAL_MS });
  await expect(section.getByTestId("arrival-vessel")).toHaveText(
    new RegExp(`^${s.near.vessel} · voyage 101E( · IMO \\d{7})?$`),
  );

  // The service reports the box's equipment and weight: a refresh reads them.
  await sim(page.request, `/_sim/containers/${box}`, {
    equipment_type: "reefer",
    equipment_length: 40,
    equipment_height: "high_cube",
    weight_in_lbs: 31_250,
  });
  await drawer.getByRole("button", { name: "Refresh" }).click();
  await expect(drawer.getByTestId("refresh-outcome")).toBeVisible();
  await expect(section).toContainText("40RH (40′ reefer high cube)", { timeout: ARRIVAL_MS });
  await expect(section).toContainText("31,250 lb");
  await expect(section.getByTestId("arrival-hazmat")).toContainText("not said");

  for (const [eta, count] of [
    [second, 2],
    [third, 3],
  ] as const) {
    // A minute on, as the line's revisions come (hours apart in life): the service stamps its notices to the
    // second, so two moves within one second could not be told apart.
    await sim(page.request, "/_sim/clock", { advance: 60 });
    await sim(page.request, `/_sim/shipments/${s.near.bol}`, { pod_eta_at: eta.toISOString() });
    await expect(section.getByTestId("eta-sighting")).toHaveCount(count, { timeout: ARRIVAL_MS });
  }
  const sightings = section.getByTestId("eta-sighting");
  await expect(sightings.nth(0)).toContainText(wallText(third, s.zone));
  await expect(sightings.nth(0)).toContainText("earlier");
  await expect(sightings.nth(1)).toContainText(wallText(second, s.zone));
  await expect(sightings.nth(1)).toContainText("later");
  await expect(sightings.nth(2)).toContainText(wallText(s.near.eta, s.zone));
  await expect(sightings.nth(2)).toContainText("first seen");
  for (let i = 0; i < 3; i += 1) await expect(sightings.nth(i)).toContainText(/seen \w{3} \d+, \d\d:\d\d P[SD]T/);
  await expect(section.getByTestId("arrival-eta")).toContainText(wallText(third, s.zone));
  await expect(section.getByTestId("arrival-eta")).toContainText(/ P[SD]T$/);

  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((value) => localStorage.setItem("quayside-theme", value), theme);
      await page.reload();
      await expect(section.getByTestId("eta-sighting")).toHaveCount(3, { timeout: ARRIVAL_MS });
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `arrival-drawer-${width}x${height}-${theme}`, { fullPage: false });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => localStorage.setItem("quayside-theme", "light"));
  expect(await seriousViolations(page), "the drawer's Arrival section").toEqual([]);
});

test("a box the account flags hazmat says so in its column and its drawer", async ({ page }) => {
  // The seeded account flags some boxes through its hazmat_indicator custom field; the backfill read them all.
  const definitions = await sim<{ data: SimResource[] }>(
    page.request,
    "/v2/custom_field_definitions?filter[entity_type]=Container",
  );
  const hazmat = definitions.data.find((d) => d.attributes.api_slug === "hazmat_indicator");
  expect(hazmat).toBeDefined();
  const fields = await sim<{ data: SimResource[] }>(
    page.request,
    `/v2/custom_fields?filter[entity_type]=Container&filter[definition_id]=${hazmat?.id}&page[size]=100`,
  );
  let number = "";
  for (const field of fields.data.filter((f) => f.attributes.value === true)) {
    const entity = (field.relationships?.entity as { data?: { id: string } } | undefined)?.data?.id;
    const box = await sim<{ data: SimResource }>(page.request, `/v2/containers/${entity}`);
    if (box.data.attributes.current_status !== "empty_returned") {
      number = String(box.data.attributes.number);
      break;
    }
  }
  expect(number, "a flagged box still on the board").not.toBe("");

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: `/board?q=${number}` });
  await hydrated(page);
  const row = page.locator(`[data-testid="board-row"][data-number="${number}"]`);
  await expect(row).toBeVisible({ timeout: ARRIVAL_MS });
  await page.getByText(/^Columns \(/).click();
  await page.getByRole("checkbox", { name: "Hazmat", exact: true }).check();
  await page.keyboard.press("Escape");
  await expect(row.getByTestId("hazmat-badge")).toBeVisible();
  await row.getByTestId("hazmat-badge").scrollIntoViewIfNeeded();
  await screenshot(page, `arrival-hazmat-column-1440x900-light`, { fullPage: false });
  await page.goto(`/board?hazmat=1&q=${number}`);
  await expect(row).toBeVisible({ timeout: ARRIVAL_MS });
  await row.click();
  const drawer = page.getByRole("dialog", { name: number });
  await expect(drawer.getByTestId("arrival-hazmat")).toHaveText("Hazmat");
  // Put the columns back for the specs after this one.
  await page.keyboard.press("Escape");
  await page.getByText(/^Columns \(/).click();
  await page.getByRole("button", { name: "Reset to default" }).click();
});
