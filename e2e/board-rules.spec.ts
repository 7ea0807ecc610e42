import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { evaluateContainer, parseContainerFacts, type Bucket, BOARD_BUCKETS } from "../lib/domain";

import { DEMO } from "./fixtures/accounts";
import { signIn } from "./fixtures/session";

// The board against the rules: counts computed here from the simulator's own data with lib/domain must be
// what the cards show; changes made through the simulator's control API reach the open board by themselves.
test.describe.configure({ timeout: 120_000 });

const SIM = "http://127.0.0.1:4110";
const AUTH = { Authorization: "Token sim_paid_key" };

type Resource = { id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data?: { id: string } | null }> };

async function all(request: APIRequestContext, path: string): Promise<Resource[]> {
  const out: Resource[] = [];
  for (let page = 1; page < 200; page += 1) {
    const body = (await (await request.get(`${SIM}/v2/${path}?page[size]=100&page[number]=${page}`, { headers: AUTH })).json()) as { data: Resource[] };
    out.push(...body.data);
    if (body.data.length < 100) return out;
  }
  return out;
}

async function simNow(request: APIRequestContext): Promise<Date> {
  return new Date(((await (await request.get(`${SIM}/_sim/clock`)).json()) as { now: string }).now);
}

async function expectedCounts(request: APIRequestContext): Promise<Record<string, number>> {
  const [shipments, containers, now] = await Promise.all([all(request, "shipments"), all(request, "containers"), simNow(request)]);
  const byId = new Map(shipments.map((s) => [s.id, s.attributes]));
  const counts: Record<string, number> = {};
  for (const container of containers) {
    const facts = parseContainerFacts(container.attributes, byId.get(container.relationships?.shipment?.data?.id ?? ""));
    if (!facts.success) continue;
    const bucket = evaluateContainer(facts.data, { now, lfdRule: "service" }).bucket;
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
}

async function cardCounts(page: Page): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const bucket of BOARD_BUCKETS) counts[bucket] = Number((await page.getByTestId(`bucket-count-${bucket}`).innerText()).replace(/,/g, ""));
  return counts;
}

/** The instant of hh:mm on the current local date in a zone, from the simulator's clock. */
function todayAt(now: Date, zone: string, hour: number, minute: number): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), hour, minute);
  // The zone's offset at that wall time: format the guess back and correct by the difference.
  const back = Object.fromEntries(new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(new Date(wall)).map((p) => [p.type, p.value]));
  const offset = Date.UTC(Number(back.year), Number(back.month) - 1, Number(back.day), Number(back.hour), Number(back.minute)) - wall;
  return new Date(wall - offset).toISOString();
}

async function openBoard(page: Page, search = ""): Promise<void> {
  await signIn(page, DEMO.dispatcher, DEMO.password);
  await page.goto(`/board${search}`);
  await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: 90_000 });
}

async function readyContainer(page: Page): Promise<{ number: string; zone: string }> {
  const row = page.locator('[data-testid="board-row"][data-bucket="ready"]').first();
  const number = (await row.getAttribute("data-number")) ?? "";
  const sim = (await (await page.request.get(`${SIM}/_sim/containers/${number}`)).json()) as { data?: { attributes?: Record<string, unknown> }; attributes?: Record<string, unknown> };
  const attributes = sim.data?.attributes ?? sim.attributes ?? {};
  return { number, zone: String(attributes.pod_timezone ?? "UTC") };
}

test("bucket counts on the cards equal the rules applied to the simulator's data", async ({ page }) => {
  await openBoard(page);
  // Right after start the worker is still backfilling the cache; poll (re-reading the board) until it has
  // caught up with the simulator, then the counts must agree exactly. No sleeps.
  await expect(async () => {
    const expected = await expectedCounts(page.request);
    await page.reload();
    await expect(page.getByTestId("board-row").first()).toBeVisible();
    const shown = await cardCounts(page);
    expect(shown).toEqual(Object.fromEntries(BOARD_BUCKETS.map((b: Bucket) => [b, expected[b] ?? 0])));
  }).toPass({ timeout: 100_000, intervals: [3_000] });
});

test("a terminal LFD set to today 23:30 terminal time puts the box under LFD today", async ({ page }) => {
  await openBoard(page, "?bucket=ready");
  const { number, zone } = await readyContainer(page);
  const lfd = todayAt(await simNow(page.request), zone, 23, 30);
  await page.request.post(`${SIM}/_sim/containers/${number}`, { data: { lfd: { line: null, terminal: lfd, rail: null } } });
  await page.goto(`/board?q=${number}`);
  await expect(page.locator(`[data-testid="board-row"][data-number="${number}"]`)).toHaveAttribute("data-bucket", "lfd_today", { timeout: 60_000 });
  await expect(page.locator(`[data-testid="board-row"][data-number="${number}"] [data-testid="days-left"]`)).toHaveText("today");
});

test("a customs hold appears on the open board without reload and the row leaves ready", async ({ page }) => {
  await openBoard(page, "?bucket=ready");
  const { number } = await readyContainer(page);
  await page.goto(`/board?q=${number}`);
  const row = page.locator(`[data-testid="board-row"][data-number="${number}"]`);
  await expect(row).toHaveAttribute("data-bucket", "ready");
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => navigations.push(frame.url()));
  await page.request.post(`${SIM}/_sim/containers/${number}`, { data: { holds: [{ name: "customs", status: "hold", description: "CBP exam" }] } });
  await expect(row.getByTestId("hold-chip")).toHaveText(/customs/, { timeout: 30_000 });
  await expect(row).not.toHaveAttribute("data-bucket", "ready");
  await expect(row.getByTestId("flag-ready")).toHaveCount(0);
  expect(navigations).toEqual([]);
});

test("CSV export holds exactly the filtered view", async ({ page }) => {
  await openBoard(page, "?bucket=past_lfd,lfd_today");
  const total = Number((await page.getByTestId("board-total").innerText()).match(/^[\d,]+/)?.[0]?.replace(/,/g, "") ?? "0");
  const numbers = await page.getByTestId("board-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-number")));
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await (await download).createReadStream();
  let text = "";
  for await (const chunk of file) text += String(chunk);
  const lines = text.replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(lines[0]?.startsWith("Container,")).toBe(true);
  const exported = lines.slice(1).map((line) => line.split(",")[0]);
  expect(exported).toHaveLength(total);
  // The rows on screen (virtualized: the first ones) are the first rows of the file, in the same order.
  expect(exported.slice(0, numbers.length)).toEqual(numbers);
  expect(lines.slice(1).every((line) => /Past LFD|LFD today/.test(line))).toBe(true);
});
