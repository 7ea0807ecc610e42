import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { localAt, localDate } from "../lib/testing/scenario-time";

import { ARRIVAL_MS } from "./fixtures/bounds";
import { seriousViolations } from "./fixtures/accessibility";
import { DEMO } from "./fixtures/accounts";
import { hydrated, screenshot, signIn } from "./fixtures/browser-session";
import { SIM_ORIGIN } from "./fixtures/simulator";
import { seededNumbers } from "./fixtures/seeded-numbers";

const numbers = seededNumbers("lfd-disagreements");

// The Reports page's LFD disagreements. Scenario through the simulator's control API: a new box at TraPac Los Angeles
// (FIRMS Y258), discharged yesterday 10:00 local (`discharged_at`), whose terminal reports today+1 noon. The demo's
// TraPac rule grants 5 calendar days from the next day: today … today+4, so the rule's LFD is today+4 and the
// reported one 3 days earlier, the costly direction.
test.describe.configure({ timeout: 180_000 });

const ZONE = "America/Los_Angeles";
const TERMINAL = "Y258";

async function simPost(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const response = await request.post(`${SIM_ORIGIN}/_sim${path}`, { data });
  expect(response.ok(), `POST /_sim${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

async function reportRow(page: Page, id: string) {
  const response = await page.request.get("/api/reports");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    disagreements: { rows: { id: string; days: number; direction: string; reported: string; calculated: string }[] };
  };
  return body.disagreements.rows.find((row) => row.id === id);
}

test("a reported LFD earlier than the rule's is listed, costliest first, and opens its box on the board", async ({
  page,
}) => {
  await signIn(page, DEMO.manager, DEMO.password);
  const request = page.request;
  const there = (await (await request.get(`/api/containers?terminal=${TERMINAL}&limit=1`)).json()) as {
    data: { terminal: { id: string | null } }[];
  };
  const terminalId = there.data[0]?.terminal.id;
  expect(terminalId, "a box of the demo world at TraPac").toBeTruthy();

  const created = (await simPost(request, "/shipments", {
    scac: "MSCU",
    pod: "USLAX",
    containers: 1,
    bill_of_lading: `QLD${numbers.digits(8)}`,
    phase: "recent",
    rail: false,
  })) as { containers: { attributes: { number: string } }[] };
  const number = created.containers[0]?.attributes.number ?? "";
  const now = new Date(((await (await request.get(`${SIM_ORIGIN}/_sim/clock`)).json()) as { now: string }).now);
  const day = (offset: number) => localDate(localAt(now, ZONE, offset, 12, 0), ZONE);
  await simPost(request, `/containers/${number}`, {
    pod_terminal_id: terminalId,
    current_status: "available",
    available_for_pickup: true,
    holds: [],
    discharged_at: localAt(now, ZONE, -1, 10, 0).toISOString(),
    lfd: { line: null, terminal: localAt(now, ZONE, 1, 12, 0).toISOString(), rail: null },
    terminal_checked_at: now.toISOString(),
  });

  let id = "";
  await expect(async () => {
    const found = (await (await request.get(`/api/containers?q=${number}`)).json()) as { data: { id: string }[] };
    id = found.data[0]?.id ?? "";
    expect(await reportRow(page, id)).toMatchObject({
      days: 3,
      direction: "reported_earlier",
      reported: day(1),
      calculated: day(4),
    });
  }).toPass({ timeout: ARRIVAL_MS, intervals: [1_000] });

  for (const theme of ["light", "dark"] as const) {
    await page.addInitScript((value) => localStorage.setItem("quayside-theme", value), theme);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/reports");
    await hydrated(page);
    const card = page.getByTestId("report-disagreements");
    const row = card.getByRole("row").filter({ hasText: number });
    await expect(row).toContainText("3 days earlier");
    await expect(row).toContainText("Terminal");
    await card.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page), `the reports page in ${theme} mode`).toEqual([]);
    await screenshot(page, `lfd-disagreements-${theme}`);
    await screenshot(card, `lfd-disagreements-card-${theme}`);
  }

  // The row opens the box's drawer on the board's disagreement filter.
  await page
    .getByTestId("report-disagreements")
    .getByRole("link", { name: new RegExp(`^${number},`) })
    .click();
  await expect(page).toHaveURL(/disagreement=any/);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByTestId("lfd-disagreement")).toContainText("3 days before the free time its rule grants ends");
});
