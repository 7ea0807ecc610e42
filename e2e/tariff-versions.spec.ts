import { expect, test, type APIRequestContext } from "@playwright/test";

import { localAt } from "../lib/testing/scenario-time";

import { seriousViolations } from "./fixtures/accessibility";
import { ARRIVAL_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { hydrated, screenshot, signIn } from "./fixtures/browser-session";
import { seededNumbers } from "./fixtures/seeded-numbers";
import { SIM_ORIGIN } from "./fixtures/simulator";

// Tariff versions in Settings: an edit of the rates through the API makes version 2, and the row's History lists
// both with their days and who made them; a saved tariff's line and size stay fixed in its form.
const numbers = seededNumbers("tariff-versions");
const LINE = `QV${numbers.digits(4)}`;

type TariffView = { id: string; version: number; effectiveFrom: string; effectiveTo: string | null };
type Part = { currency: string; amount: number; day: number; tariff: { version: number; name: string } };
type Row = { id: string; number: string; moneyAtRisk: { parts: Part[] } | null };

async function sim<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${SIM_ORIGIN}/_sim${path}`, { method: data ? "POST" : "GET", data });
  expect(response.ok(), `/_sim${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test("an edit of a tariff's rates adds a version, and its History shows both", async ({ page }) => {
  await signIn(page, DEMO.admin, DEMO.password);
  const body = {
    scope: "line",
    scopeKey: LINE,
    name: `${LINE} demurrage`,
    currency: "USD",
    freeDays: 4,
    tiers: [{ fromDay: 1, toDay: null, amountPerDay: 125 }],
  };
  const created = await page.request.post("/api/tariffs", { data: body });
  expect(created.status()).toBe(201);
  const first = (await created.json()) as TariffView;
  try {
    expect(first).toMatchObject({ version: 1, effectiveTo: null });
    const edited = await page.request.put(`/api/tariffs/${first.id}`, {
      data: { ...body, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 175 }] },
    });
    expect(edited.status()).toBe(200);
    const second = (await edited.json()) as TariffView;
    expect(second).toMatchObject({ id: first.id, version: 2, effectiveTo: null });

    await page.goto("/settings");
    await hydrated(page);
    const row = page.getByTestId("tariff-row").filter({ hasText: LINE });
    await expect(row).toContainText("$175.00/day");
    await expect(row).toContainText("v2");
    await row.getByRole("button", { name: `Versions of ${LINE} demurrage` }).click();
    const versions = row.getByTestId("tariff-version");
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText("v2");
    await expect(versions.nth(0)).toContainText("in force today");
    await expect(versions.nth(0)).toContainText("$175.00/day");
    await expect(versions.nth(1)).toContainText("v1");
    await expect(versions.nth(1)).toContainText("$125.00/day");
    await expect(versions.nth(1)).toContainText("until");
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, "settings-tariff-versions");
    expect(await seriousViolations(page), "the tariff's versions").toEqual([]);

    // A saved tariff's line and size are the tariff itself; new rates start from a date.
    await row.getByRole("button", { name: `Edit ${LINE} demurrage` }).click();
    await expect(page.locator("#tariff-scope")).toBeDisabled();
    await expect(page.locator("#tariff-key")).toBeDisabled();
    await expect(page.locator("#tariff-size")).toBeDisabled();
    await expect(page.getByLabel("Effective from")).toBeVisible();
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await screenshot(page, "settings-tariff-versions-dark");
    expect(await seriousViolations(page), "the tariff form in dark mode").toEqual([]);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
  } finally {
    await page.request.delete(`/api/tariffs/${first.id}`);
  }
});

// A line no other spec keeps a tariff for: its one box's estimate comes from this test's tariff alone.
const SCAC = "SMLM";
const ZONE = "America/Los_Angeles"; // USLAX

test("the drawer names the tariff version and the day an estimate is for", async ({ page }) => {
  await signIn(page, DEMO.admin, DEMO.password);
  const made = await sim<{ containers: { attributes: { number: string } }[] }>(page.request, "/shipments", {
    scac: SCAC,
    pod: "USLAX",
    containers: 1,
    phase: "today",
    rail: false,
  });
  const number = made.containers[0]?.attributes.number ?? "";
  // At TraPac, which has no demurrage tariff of its own: a terminal's tariff wins over the line's, and Los Angeles
  // terminals with one (Pier 400) would price the box instead.
  const there = (await (await page.request.get("/api/containers?terminal=Y258&limit=1")).json()) as {
    data: { terminal: { id: string | null } }[];
  };
  const terminalId = there.data[0]?.terminal.id;
  expect(terminalId, "a box of the demo world at TraPac").toBeTruthy();
  // A minute on: the box's set state must not share the second it was made in (see board-rules.spec.ts).
  await sim(page.request, "/clock", { advance: 60 });
  const { now } = await sim<{ now: string }>(page.request, "/clock");
  // Its terminal LFD two local days ago: one more day is day 3.
  await sim(page.request, `/containers/${number}`, {
    pod_terminal_id: terminalId,
    current_status: "available",
    available_for_pickup: true,
    holds: [],
    fees: [{ type: "demurrage", amount: 300, currency_code: "USD" }],
    terminal_checked_at: now,
    lfd: { line: null, terminal: localAt(new Date(now), ZONE, -2, 12, 0).toISOString(), rail: null },
  });
  const body = {
    scope: "line",
    scopeKey: SCAC,
    name: "SM Line demurrage",
    currency: "USD",
    freeDays: 4,
    tiers: [{ fromDay: 1, toDay: null, amountPerDay: 150 }],
  };
  const created = await page.request.post("/api/tariffs", { data: body });
  expect([201, 409]).toContain(created.status());
  const { data: saved } = (await (await page.request.get("/api/tariffs")).json()) as {
    data: (TariffView & { scopeKey: string })[];
  };
  const tariff = saved.find((t) => t.scopeKey === SCAC);
  try {
    const edited = await page.request.put(`/api/tariffs/${tariff?.id ?? ""}`, {
      data: { ...body, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 185 }] },
    });
    expect(edited.status()).toBe(200);
    const version = ((await edited.json()) as TariffView).version;
    let row: Row | undefined;
    await expect(async () => {
      const list = (await (await page.request.get(`/api/containers?q=${number}`)).json()) as { data: Row[] };
      row = list.data.find((r) => r.number === number);
      expect(row?.moneyAtRisk?.parts[0]).toMatchObject({
        currency: "USD",
        amount: 185,
        day: 3,
        tariff: { version, name: "SM Line demurrage" },
      });
    }).toPass({ timeout: ARRIVAL_MS, intervals: [1_000] });

    await page.goto(`/board?q=${number}&open=${row?.id ?? ""}`);
    await hydrated(page);
    const part = page.getByTestId("money-at-risk-part");
    await expect(part).toHaveCount(1);
    await expect(part).toContainText(`$185.00 · SM Line demurrage v${version} · day 3`);
    // The posted fee stays beside the estimate, a fact and not added to it.
    await expect(page.getByTestId("money-at-risk")).toBeVisible();
    await expect(page.getByRole("dialog")).toContainText("$300.00");
    await part.scrollIntoViewIfNeeded();
    await screenshot(page, "drawer-money-at-risk-version");
    expect(await seriousViolations(page), "the drawer's money").toEqual([]);
  } finally {
    if (tariff) await page.request.delete(`/api/tariffs/${tariff.id}`);
  }
});
