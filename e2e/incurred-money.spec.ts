import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { localAt } from "../lib/testing/scenario-time";

import { seriousViolations } from "./fixtures/accessibility";
import { ARRIVAL_MS, LIVE_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { hydrated, screenshot, signIn } from "./fixtures/browser-session";
import { seededNumbers } from "./fixtures/seeded-numbers";
import { SIM_ORIGIN } from "./fixtures/simulator";

// Money incurred in the drawer, beside what the terminal posted, and an extension's document.
// 1. A demo box past its LFD at APM Pier 400 (W185, whose demo tariff prices storage): once the worker has written
//    its days, the drawer shows what it incurred per currency, naming the tariff version and the days it counts,
//    each day on demand, exactly the chargeable days its day records hold. (The rates are proven by hand in
//    lib/server/money/incurred-money.int.test.ts; here the drawer must say what the server worked out.)
// 2. A new box at TraPac (a free-time rule covers it): a dispatcher grants an extension with a document found by
//    name, and the extension is listed with a link to it.

const numbers = seededNumbers("incurred-money");
test.describe.configure({ mode: "serial", timeout: 150_000 });
test.use({ viewport: { width: 1440, height: 900 } });

type Money = {
  through: string | null;
  incurred: {
    figures: { kind: string; currency: string; amount: number; days: number }[];
    days: { date: string }[];
  };
};
type Days = { data: { current: boolean; record: { charges: { status: string }[] } }[] };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function theme(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((value) => {
    if (value) localStorage.setItem("quayside-theme", "dark");
    else localStorage.removeItem("quayside-theme");
    document.documentElement.classList.toggle("dark", value);
  }, dark);
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);

test("the drawer shows what a late box incurred beside what was posted, each day on demand", async ({ page }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password);
  let box = { id: "", number: "", money: null as Money | null };
  await expect(async () => {
    const late = await json<{ data: { id: string; number: string }[] }>(
      page.request,
      "/api/containers?lens=past_lfd&terminal=W185&limit=50",
    );
    for (const row of late.data) {
      const answer = await json<Money>(page.request, `/api/containers/${row.id}/money`);
      if (answer.incurred.figures.length > 0) {
        box = { id: row.id, number: row.number, money: answer };
        return;
      }
    }
    throw new Error("no past-LFD box at W185 has incurred anything yet");
  }).toPass({ timeout: ARRIVAL_MS, intervals: [2_000] });
  const incurred = box.money?.incurred;
  if (!incurred) throw new Error("fixture");
  // Every chargeable day of the box's current records is counted, once.
  const days = await json<Days>(page.request, `/api/containers/${box.id}/days`);
  const chargeable = days.data.filter(
    (day) => day.current && day.record.charges.some((charge) => charge.status === "chargeable"),
  );
  expect(incurred.days).toHaveLength(chargeable.length);

  await page.goto(`/board?open=${box.id}`);
  await hydrated(page);
  const section = page.getByTestId("incurred-money");
  await expect(section).toBeVisible();
  const figures = section.getByTestId("incurred-figure");
  await expect(figures).toHaveCount(incurred.figures.length);
  for (const [index, figure] of incurred.figures.entries()) {
    await expect(figures.nth(index).getByTestId("incurred-amount")).toHaveText(money(figure.amount, figure.currency));
    await expect(figures.nth(index)).toContainText(`${figure.days} day`);
    await expect(figures.nth(index)).toContainText("APM Pier 400 demurrage v");
  }
  await expect(section).toContainText("an estimate from the tariffs");
  await section.getByText("Each chargeable day").click();
  await expect(section.getByTestId("incurred-day")).toHaveCount(incurred.days.length);
  expect(await seriousViolations(page), "the drawer with the money incurred").toEqual([]);

  await section.scrollIntoViewIfNeeded();
  await screenshot(page, "incurred-money-drawer");
  await theme(page, true);
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, "incurred-money-drawer-dark");
  expect(await seriousViolations(page), "the drawer with the money incurred, dark").toEqual([]);
  await theme(page, false);

  // The morning sheet: the same figure beside what the terminal posted.
  await page.goto("/reports/daily");
  const row = page.getByTestId("daily-past-row").filter({ hasText: box.number });
  for (const figure of incurred.figures)
    await expect(row.getByTestId("daily-incurred")).toContainText(
      new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: figure.currency,
        trailingZeroDisplay: "stripIfInteger",
      }).format(figure.amount),
    );
  await expect(page.getByTestId("daily-incurred-total")).not.toHaveText("none");
  // The sheet is long (every late box): the first screen of it, where the totals and the first terminal are.
  const shot = (name: string) => screenshot(page, name, { fullPage: false });
  await shot("incurred-money-daily");
  await theme(page, true);
  await shot("incurred-money-daily-dark");
  await theme(page, false);
});

test("an extension carries a document found by name, and is listed with a link to it", async ({ page }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password);
  const request = page.request;
  const documents = await json<{ data: { id: string; name: string }[] }>(request, "/api/documents?limit=1");
  const evidence = documents.data[0];
  if (!evidence) throw new Error("the demo world has documents");

  const there = await json<{ data: { terminal: { id: string | null } }[] }>(
    request,
    "/api/containers?terminal=Y258&limit=1",
  );
  const terminalId = there.data[0]?.terminal.id;
  expect(terminalId, "a box of the demo world at TraPac").toBeTruthy();
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`${SIM_ORIGIN}/_sim${path}`, { data });
    expect(response.ok(), `POST /_sim${path}`).toBe(true);
    return (await response.json()) as { containers: { attributes: { number: string } }[] };
  };
  const created = await post("/shipments", {
    scac: "MSCU",
    pod: "USLAX",
    containers: 1,
    bill_of_lading: `QIM${numbers.digits(8)}`,
    phase: "recent",
    rail: false,
  });
  const number = created.containers[0]?.attributes.number ?? "";
  const now = new Date((await json<{ now: string }>(request, `${SIM_ORIGIN}/_sim/clock`)).now);
  await post(`/containers/${number}`, {
    pod_terminal_id: terminalId,
    current_status: "available",
    available_for_pickup: true,
    holds: [],
    fees: [],
    lfd: { line: null, terminal: null, rail: null },
    pod_discharged_at: localAt(now, "America/Los_Angeles", -1, 10, 0).toISOString(),
    terminal_checked_at: now.toISOString(),
  });
  let id = "";
  await expect(async () => {
    const rows = await json<{ data: { id: string; lfd: { calculated: { terminal: unknown } } }[] }>(
      request,
      `/api/containers?q=${number}`,
    );
    expect(rows.data[0]?.lfd.calculated.terminal).toBeTruthy();
    id = rows.data[0]?.id ?? "";
  }).toPass({ timeout: ARRIVAL_MS, intervals: [1_000] });

  await page.goto(`/board?q=${number}&open=${id}`);
  await hydrated(page);
  await page.getByText("Grant an extension").click();
  await page.getByLabel("Days", { exact: true }).fill("2");
  await page.getByLabel("Granted by").fill("TraPac customer service, case 5120");
  const picker = page.getByTestId("extension-document");
  await picker.getByLabel("Search the workspace's documents by name").fill(evidence.name.slice(0, 12));
  await picker.getByTestId("extension-document-result").filter({ hasText: evidence.name }).first().click();
  await expect(picker.getByLabel("Attach a document")).toHaveValue(evidence.id);
  await page.getByRole("button", { name: "Grant", exact: true }).click();

  const listed = page.getByTestId("extension-list");
  await expect(listed.getByTestId("extension")).toContainText("+2 days of terminal storage", { timeout: LIVE_MS });
  await expect(listed.getByTestId("extension-document-link")).toHaveText(evidence.name);
  await expect(listed.getByTestId("extension-document-link")).toHaveAttribute("href", `/documents/${evidence.id}`);
  expect(await seriousViolations(page), "the drawer with an extension and its document").toEqual([]);

  await listed.scrollIntoViewIfNeeded();
  await screenshot(page, "extension-document");
  await theme(page, true);
  await listed.scrollIntoViewIfNeeded();
  await screenshot(page, "extension-document-dark");
  await theme(page, false);
});
