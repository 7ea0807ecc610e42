import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { localAt, localDate } from "../lib/testing/scenario-time";

import { ARRIVAL_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { screenshot, signIn } from "./fixtures/browser-session";
import { SIM_ORIGIN } from "./fixtures/simulator";
import { seededNumbers } from "./fixtures/seeded-numbers";

const numbers = seededNumbers("board-v2");

// Board v2 as a dispatcher reads it: density at two laptop sizes, the cards (lenses) filtering, "any hold",
// return-by on a picked-up box, and the CSV for spreadsheets. The scenario is set through the simulator's
// control API (/_sim): a new shipment of four boxes put into known states; every expected value below
// follows from those states, never from the app's own rules.
test.describe.configure({ timeout: 180_000 });

type SimContainer = { id: string; attributes: Record<string, unknown> };

async function simPost<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`${SIM_ORIGIN}/_sim${path}`, { data });
  expect(response.ok(), `POST /_sim${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function simNow(request: APIRequestContext): Promise<Date> {
  return new Date(((await (await request.get(`${SIM_ORIGIN}/_sim/clock`)).json()) as { now: string }).now);
}

/** The local date `days` after today in `zone`, and the instant of 23:00 on it there. */
function localDayAhead(now: Date, zone: string, days: number): { date: string; at: string } {
  const at = localAt(now, zone, days, 23, 0);
  return { date: localDate(at, zone), at: at.toISOString() };
}

type Scenario = {
  bol: string;
  zone: string;
  lfdDate: string;
  ready: string;
  blocked: string;
  pending: string;
  out: string;
};

let scenario: Scenario | null = null;

/** One shipment of four boxes at the terminal: ready, customs hold, pending freight hold, picked up. */
async function setUpScenario(request: APIRequestContext): Promise<Scenario> {
  if (scenario) return scenario;
  const bol = `QSU1${numbers.digits(8)}`;
  const created = await simPost<{ containers: SimContainer[] }>(request, "/shipments", {
    containers: 4,
    bill_of_lading: bol,
    pod: "USLAX",
    phase: "recent",
    rail: false,
  });
  const [ready, blocked, pending, out] = created.containers.map((c) => String(c.attributes.number));
  if (!ready || !blocked || !pending || !out) throw new Error("the simulator made fewer than four containers");
  const zone = String(created.containers[0]?.attributes.pod_timezone ?? "America/Los_Angeles");
  const now = await simNow(request);
  const lfd = localDayAhead(now, zone, 5);
  const atTerminal = {
    current_status: "available",
    available_for_pickup: true,
    terminal_checked_at: now.toISOString(),
    lfd: { line: null, terminal: lfd.at, rail: null },
  };
  await simPost(request, `/containers/${ready}`, {
    ...atTerminal,
    holds: [],
    fees: [
      { type: "demurrage", amount: 150, currency_code: "USD" },
      { type: "exam", amount: 40.5, currency_code: "CAD" },
    ],
  });
  await simPost(request, `/containers/${blocked}`, {
    ...atTerminal,
    holds: [{ name: "customs", status: "hold", description: "CBP exam" }],
    fees: [],
  });
  await simPost(request, `/containers/${pending}`, {
    ...atTerminal,
    holds: [{ name: "freight", status: "pending", description: null }],
    fees: [],
  });
  await simPost(request, `/containers/${out}`, {
    current_status: "picked_up",
    terminal_checked_at: now.toISOString(),
    holds: [],
    fees: [],
  });
  scenario = { bol, zone, lfdDate: lfd.date, ready, blocked, pending, out };
  return scenario;
}

async function rowNumbers(page: Page): Promise<string[]> {
  return (
    await page.getByTestId("board-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-number") ?? ""))
  ).sort();
}

/**
 * Waits until the board (re-read) shows the scenario's four boxes in the states it set: the worker applies
 * the service's events within seconds, the box's creation first and the state changes after.
 */
async function expectScenario(page: Page, s: Scenario): Promise<void> {
  const expected: Record<string, string> = {
    [s.ready]: "pull_now",
    [s.blocked]: "blocked",
    [s.pending]: "pull_now",
    [s.out]: "return_soon",
  };
  await expect(async () => {
    await page.goto(`/board?q=${s.bol}`);
    await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: 5_000 });
    const lenses = Object.fromEntries(
      await page
        .getByTestId("board-row")
        .evaluateAll((rows) =>
          rows.map((row) => [row.getAttribute("data-number") ?? "", row.getAttribute("data-lenses") ?? ""]),
        ),
    );
    expect(Object.keys(lenses).sort()).toEqual(Object.keys(expected).sort());
    for (const [number, lens] of Object.entries(expected))
      expect(String(lenses[number]).split(" "), number).toContain(lens);
  }).toPass({ timeout: ARRIVAL_MS, intervals: [2_000] });
}

/** Rows whose whole height is inside the table's viewport, below its sticky header. */
async function rowsFullyVisible(page: Page): Promise<number> {
  return page.getByTestId("board-table").evaluate((table) => {
    const box = table.getBoundingClientRect();
    const header = table.querySelector('[role="row"]')?.getBoundingClientRect();
    const top = header ? header.bottom : box.top;
    const bottom = box.top + table.clientTop + table.clientHeight;
    return [...table.querySelectorAll('[data-testid="board-row"]')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= top - 0.5 && r.bottom <= bottom + 0.5 && r.bottom <= window.innerHeight;
    }).length;
  });
}

test("fifteen rows at 1440×900 and ten at 1280×800, the key columns without scrolling sideways", async ({ page }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password);
  for (const [width, height, least] of [
    [1440, 900, 15],
    [1280, 800, 10],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/board");
    await expect(page.getByTestId("board-row").nth(least)).toBeAttached({ timeout: ARRIVAL_MS });
    await expect(page.getByTestId("lens-count-pull_now")).not.toHaveText("");
    const visible = await rowsFullyVisible(page);
    console.log(`rows fully visible at ${width}×${height}: ${visible}`);
    expect(visible).toBeGreaterThanOrEqual(least);
    const hidden = await page.getByTestId("board-table").evaluate((table, wide) => {
      const right = table.getBoundingClientRect().left + table.clientLeft + table.clientWidth;
      // "Can I pull it?" in the first columns at either size; the money and who at 1440.
      const first = ["Container", "Pull?", "Urgency", "LFD / return", "Days left"];
      const wanted = wide ? [...first, "Holds", "Posted fees", "Terminal", "Customer"] : first;
      const headers = [...table.querySelectorAll('[role="columnheader"]')];
      return wanted.filter((label) => {
        const cell = headers.find((h) => h.textContent?.trim().replace(/[▲▼]/g, "").trim() === label);
        return !cell || cell.getBoundingClientRect().right > right + 0.5;
      });
    }, width === 1440);
    expect(hidden, `columns cut off or scrolled out at ${width} px`).toEqual([]);
    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      await screenshot(page, `board-${width}x${height}-${theme}`, { fullPage: false });
    }
    await setTheme(page, "light");
  }

  // Scrolling the table folds the cards into one line that keeps every count, and more rows show.
  const unfolded = await rowsFullyVisible(page);
  await page.getByTestId("board-table").evaluate((table) => table.scrollTo(0, 200));
  await expect(page.getByTestId("fold-cards")).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByTestId("lens-count-pull_now")).toBeVisible();
  expect(await rowsFullyVisible(page)).toBeGreaterThan(unfolded);
  await screenshot(page, `board-1280x800-folded`, { fullPage: false });
  // On demand too: the cards open again at the reader's word, scrolled or not.
  await page.getByTestId("fold-cards").click();
  await expect(page.getByTestId("fold-cards")).toHaveAttribute("aria-expanded", "true");
});

/** The saved theme, applied before paint on a reload (no colour transition half-way in a screenshot). */
async function setTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.evaluate((value) => localStorage.setItem("quayside-theme", value), theme);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
  await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: ARRIVAL_MS });
}

test("the drawer is a modal dialog: labelled, focus kept inside, and back on the row when it closes", async ({
  page,
}) => {
  const s = await setUpScenario(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.dispatcher, DEMO.password);
  await expectScenario(page, s);
  const row = page.locator(`[data-testid="board-row"][data-number="${s.blocked}"]`);
  const rowId = await row.getAttribute("id");
  await row.click();
  const dialog = page.getByRole("dialog", { name: s.blocked });
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog.getByTestId("lfd-rule")).toBeVisible();
  // Tab many times: focus never leaves the dialog.
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  // The scroll area is reachable by keyboard, and named.
  await expect(dialog.getByRole("region", { name: "Container detail" })).toHaveAttribute("tabindex", "0");
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await expect(page.getByRole("dialog")).toBeVisible();
    await screenshot(page, `drawer-${theme}`, { fullPage: false });
  }
  await setTheme(page, "light");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(rowId);

  // The picked-up box: its drawer leads with the return-by clock.
  await page.locator(`[data-testid="board-row"][data-number="${s.out}"]`).click();
  await expect(page.getByRole("dialog", { name: s.out }).getByText("Return the empty (per diem)")).toBeVisible();
  await screenshot(page, `drawer-picked-up`, { fullPage: false });
});

test("an email about a customs hold on a box is one click from that box's drawer", async ({ page }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password);
  // The simulated inbox carries "URGENT: customs hold <container number>" (simulator/documents/seed-documents.ts).
  let email: { id: string; subject: string } | undefined;
  await expect(async () => {
    const list = (await (await page.request.get("/api/emails?pageSize=100")).json()) as {
      data: { id: string; subject: string | null }[];
    };
    const found = list.data.find((e) => e.subject?.startsWith("URGENT: customs hold "));
    expect(found).toBeDefined();
    email = found ? { id: found.id, subject: found.subject ?? "" } : undefined;
  }).toPass({ timeout: ARRIVAL_MS, intervals: [3_000] });
  const number = email?.subject.split(" ").at(-1) ?? "";
  await page.goto(`/board?q=${number}`);
  const row = page.locator(`[data-testid="board-row"][data-number="${number}"]`);
  await expect(row).toBeVisible({ timeout: ARRIVAL_MS });
  await row.click();
  const link = page
    .getByRole("dialog")
    .getByTestId("linked-email")
    .filter({ hasText: email?.subject ?? "" });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.scrollIntoViewIfNeeded();
  await screenshot(page, `drawer-links`, { fullPage: false });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/emails/${email?.id ?? ""}$`));
});

test("each card filters to the boxes that answer its question, and any hold finds every held box", async ({ page }) => {
  const s = await setUpScenario(page.request);
  await signIn(page, DEMO.dispatcher, DEMO.password);
  await expectScenario(page, s);

  // The cards count over the same filters except the card: this shipment's four boxes.
  await expect(page.getByTestId("lens-count-pull_now")).toHaveText("2");
  await expect(page.getByTestId("lens-count-blocked")).toHaveText("1");
  await expect(page.getByTestId("lens-count-return_soon")).toHaveText("1");
  await expect(page.getByTestId("lens-count-past_lfd")).toHaveText("0");
  await expect(page.getByTestId("board-total-count")).toHaveText("4");

  // Every row answers "can I pull it?" in the Pull? column; a pending hold is a flag beside the urgency.
  const pullOf = (number: string) =>
    page.locator(`[data-testid="board-row"][data-number="${number}"] [data-testid="pull-mark"]`);
  await expect(pullOf(s.ready)).toHaveAttribute("data-state", "ready");
  await expect(pullOf(s.blocked)).toHaveAttribute("data-state", "blocked");
  await expect(pullOf(s.pending)).toHaveAttribute("data-state", "ready");
  await expect(pullOf(s.out)).toHaveAttribute("data-state", "out");
  await expect(pullOf(s.blocked)).toHaveText(/Blocked/);
  await expect(
    page.locator(`[data-testid="board-row"][data-number="${s.pending}"] [data-testid="flag-pending"]`),
  ).toBeVisible();

  // The picked-up box shows its return-by instead of the pickup LFD it already met.
  const outRow = page.locator(`[data-testid="board-row"][data-number="${s.out}"]`);
  await expect(outRow.getByTestId("return-by-cell")).toBeVisible();
  await expect(outRow.getByTestId("lfd-cell")).toHaveCount(0);
  await expect(outRow.getByTestId("days-left")).not.toHaveText(/past$/);

  // A click chooses that card alone: Pull now, then Blocked instead of it.
  await page.getByTestId("lens-pull_now").click();
  await expect(page).toHaveURL(/lens=pull_now/);
  await expect(page.getByTestId("lens-pull_now")).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => rowNumbers(page)).toEqual([s.ready, s.pending].sort());

  await page.getByTestId("lens-blocked").click();
  await expect(page).toHaveURL(/lens=blocked(&|$)/);
  await expect(page.getByTestId("lens-pull_now")).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => rowNumbers(page)).toEqual([s.blocked]);
  await expect(page.getByTestId("blocked-group-customs")).toContainText("1");
  await screenshot(page, `board-lens-blocked`, { fullPage: false });

  // Adding is its own gesture: Ctrl-click (⌘ on a Mac) or the card's +; the union reads as one.
  await page.getByTestId("lens-return_soon").click({ modifiers: ["ControlOrMeta"] });
  await expect.poll(() => rowNumbers(page)).toEqual([s.blocked, s.out].sort());
  await expect(page.getByTestId("board-total")).toContainText("under any of Blocked or Return soon");
  await page.getByTestId("lens-add-pull_now").click();
  await expect.poll(() => rowNumbers(page)).toEqual([s.ready, s.blocked, s.pending, s.out].sort());
  await expect(page.getByTestId("board-total")).toContainText("under any of Pull now, Blocked or Return soon");
  await screenshot(page, `board-lens-union`, { fullPage: false });
  // The + of a chosen card takes it out again.
  await page.getByTestId("lens-add-blocked").click();
  await expect.poll(() => rowNumbers(page)).toEqual([s.ready, s.pending, s.out].sort());

  // A plain click on one of several chooses it alone; on the only one chosen, the whole board again.
  await page.getByTestId("lens-return_soon").click();
  await expect.poll(() => rowNumbers(page)).toEqual([s.out]);

  // The drawer answers the same question first, with availability and holds, above the team's work.
  await page.goto(`/board?q=${s.bol}`);
  await page.locator(`[data-testid="board-row"][data-number="${s.blocked}"]`).click();
  const header = page.getByTestId("drawer-pull");
  await expect(header.getByTestId("pull-mark")).toHaveAttribute("data-state", "blocked");
  await expect(header).toContainText("available");
  await expect(header).toContainText("customs");
  const headerBox = await header.boundingBox();
  const teamBox = await page.getByRole("heading", { name: "Team work" }).boundingBox();
  expect(headerBox && teamBox && headerBox.y < teamBox.y).toBe(true);
  await screenshot(page, `drawer-pull`, { fullPage: false });
  await page.keyboard.press("Escape");

  await page.getByTestId("filter-any-hold").click();
  await expect(page).toHaveURL(/hold=any/);
  await expect.poll(() => rowNumbers(page)).toEqual([s.blocked, s.pending].sort());
});

test("the CSV has ISO dates beside their zone, fees as numbers per currency, return-by and money at risk", async ({
  page,
}) => {
  const s = await setUpScenario(page.request);
  await signIn(page, DEMO.dispatcher, DEMO.password);
  await expectScenario(page, s);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  let text = "";
  for await (const chunk of await (await download).createReadStream()) text += String(chunk);
  const [header = "", ...lines] = text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
  const columns = header.split(",");
  expect(columns).toEqual(
    expect.arrayContaining([
      "Container",
      "LFD",
      "LFD zone",
      "LFD rule",
      "Days left",
      "Return by",
      "Return by zone",
      "Days to return",
      "Fees posted CAD",
      "Fees posted USD",
      "Appointment (UTC)",
    ]),
  );
  expect(
    columns.some((c) => /^At risk per day [A-Z]{3} \(estimate\)$/.test(c)) || !text.includes("estimate"),
    "money at risk, when any, is labelled an estimate",
  ).toBe(true);
  // No cell of these rows holds a comma, so a plain split reads them.
  const rows = new Map(lines.map((line) => line.split(",")).map((cells) => [cells[0] ?? "", cells]));
  const cell = (number: string, column: string) => rows.get(number)?.[columns.indexOf(column)];
  expect([...rows.keys()].sort()).toEqual([s.ready, s.blocked, s.pending, s.out].sort());
  expect([cell(s.ready, "LFD"), cell(s.ready, "LFD zone"), cell(s.ready, "Days left")]).toEqual([
    s.lfdDate,
    s.zone,
    "5",
  ]);
  expect([cell(s.ready, "Fees posted USD"), cell(s.ready, "Fees posted CAD")]).toEqual(["150", "40.5"]);
  // Fees are known and none posted on the blocked box: 0, not empty.
  expect(cell(s.blocked, "Fees posted USD")).toBe("0");
  // The picked-up box counts days to its return-by, in the zone it left, not to the pickup LFD.
  expect([cell(s.out, "Days left"), cell(s.out, "Return by zone")]).toEqual(["", s.zone]);
});

test("a pickup planned after the LFD of a held box asks first; once planned anyway it is flagged and found", async ({
  page,
}) => {
  const s = await setUpScenario(page.request);
  await signIn(page, DEMO.dispatcher, DEMO.password);
  await expectScenario(page, s);
  // The held box's LFD is s.lfdDate (terminal-local); two days after it, in the same zone's calendar.
  const late = new Date(Date.parse(`${s.lfdDate}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const lfdShort = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" }).format(
    new Date(`${s.lfdDate}T00:00:00Z`),
  );

  await page.goto(`/board?q=${s.bol}`);
  await page.locator(`[data-testid="board-row"][data-number="${s.blocked}"]`).click();
  const pickup = page.getByTestId("container-drawer").getByTestId("work-pickup");
  await pickup.getByRole("button", { name: "Plan pickup" }).click();
  await pickup.getByLabel(/^Date/).fill(late);
  await pickup.getByRole("button", { name: "Save pickup" }).click();

  const question = page.getByTestId("plan-risk-dialog");
  await expect(question).toBeVisible();
  const item = question.locator(`[data-testid="plan-risk-box"][data-number="${s.blocked}"]`);
  await expect(item).toContainText(`2 days past its LFD (${lfdShort})`);
  await expect(item).toContainText(/in demurrage, estimate|no tariff to estimate the demurrage/);
  await expect(item).toContainText("blocked by a customs hold");
  // The safe answer is where focus starts, and Esc gives it: the drawer stays, nothing is saved.
  await expect(question.getByRole("button", { name: "Pick another day" })).toBeFocused();
  await screenshot(page, `plan-risk-question`, { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(page.getByTestId("container-drawer")).toBeVisible();
  await expect(pickup.getByTestId("work-pickup-value")).toHaveCount(0);

  // Asked again, the dispatcher goes on: the plan is saved, and flagged wherever it shows.
  const saved = page.waitForResponse(
    (response) => response.url().includes("/work") && response.request().method() === "PATCH",
  );
  await pickup.getByRole("button", { name: "Save pickup" }).click();
  await question.getByTestId("plan-anyway").click();
  expect((await saved).status()).toBe(200);
  await expect(pickup.getByTestId("work-pickup-value")).toBeVisible();
  await page.keyboard.press("Escape");

  const row = page.locator(`[data-testid="board-row"][data-number="${s.blocked}"]`);
  await expect(row.getByTestId("flag-plan-late")).toBeVisible();
  await expect(row.getByTestId("flag-plan-blocked")).toBeVisible();
  await page.goto(`/board?q=${s.bol}&plannedPickup=at_risk`);
  await expect.poll(() => rowNumbers(page)).toEqual([s.blocked]);
  await screenshot(page, `board-plans-at-risk`, { fullPage: false });

  await page.goto(`/calendar?view=week&date=${late}`);
  const entry = page.locator(
    `[data-testid=calendar-day][data-date="${late}"] [data-testid=calendar-entry][data-kind=planned_pickup][data-number="${s.blocked}"]`,
  );
  await expect(entry).toHaveAttribute("data-plan-flags", "late blocked", { timeout: ARRIVAL_MS });
  await screenshot(page, `calendar-plan-flagged`, { fullPage: false });
});
