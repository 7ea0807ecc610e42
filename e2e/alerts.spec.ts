import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";

import { localAt, localDate } from "../lib/testing/scenario-time";

import { ARRIVAL_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { screenshot, signIn } from "./fixtures/browser-session";
import { SIM_ORIGIN } from "./fixtures/simulator";

// Alerts end to end, through the simulator's control API, the worker, real SMTP to the demo sink, and the
// browser: a dispatcher who subscribes sees a box come due in the bell and finds the email in the Outbox; the
// manager's 06:00 digest (simulated clock) arrives the same way; the email's one-click unsubscribe works.
test.describe.configure({ timeout: 180_000, mode: "serial" });

const SIM = SIM_ORIGIN;

async function simNow(request: APIRequestContext): Promise<Date> {
  return new Date(((await (await request.get(`${SIM}/_sim/clock`)).json()) as { now: string }).now);
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO.admin, DEMO.password);
  return page;
}

let alerted = "";

test("the bell opens on where the board stands: the late boxes in one line, leading to them", async ({ page }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password);
  const summary = page.getByTestId("bell-summary");
  // The board and the bell read the same counts; the world moves on meanwhile, so both are read again together.
  await expect(async () => {
    await page.goto("/board");
    const pastCount = page.getByTestId("lens-count-past_lfd");
    await expect(pastCount).toHaveText(/^[\d,]+$/, { timeout: ARRIVAL_MS });
    const past = Number((await pastCount.textContent())?.replace(/,/g, ""));
    expect(past, "the demo world has boxes past their LFD").toBeGreaterThan(1);
    await page.getByTestId("notification-bell").click();
    await expect(summary).toContainText(`${past.toLocaleString("en-US")} boxes are past their LFD`, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 3 * ARRIVAL_MS });
  await screenshot(page, "bell-summary");
  await summary.getByRole("link", { name: "open the list" }).first().click();
  await expect(page).toHaveURL(/lens=past_lfd/);
  await expect(page.getByTestId("lens-past_lfd")).toHaveAttribute("aria-pressed", "true");
});

test("a dispatcher who subscribes sees a box come due tomorrow in the bell and by email in the Outbox", async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  // Each change by email at once: this test follows one alert to the Outbox; one email per box within the
  // workspace's window (2 minutes by default) is lib/server/alerts/box-email.int.test.ts.
  expect((await admin.request.put("/api/alerts/settings", { data: { emailWindowMinutes: 0 } })).ok()).toBe(true);
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/notifications/settings" });
  await page.getByRole("button", { name: "Add" }).click();
  const form = page.getByRole("form", { name: "Subscription" });
  await form.getByLabel("Name").fill("Due tomorrow, all boxes");
  await form.getByLabel("Due tomorrow").check();
  await form.getByLabel("Email", { exact: true }).check();
  await form.getByRole("button", { name: "Save subscription" }).click();
  await expect(page.getByTestId("subscriptions")).toContainText("Due tomorrow, all boxes");

  await page.goto("/board?bucket=ready");
  const row = page.locator('[data-testid="board-row"][data-bucket="ready"]').first();
  await expect(row).toBeVisible({ timeout: ARRIVAL_MS });
  const number = (await row.getAttribute("data-number")) ?? "";
  const sim = (await (await page.request.get(`${SIM}/_sim/containers/${number}`)).json()) as {
    data?: { attributes?: Record<string, unknown> };
    attributes?: Record<string, unknown>;
  };
  const zone = String((sim.data?.attributes ?? sim.attributes ?? {}).pod_timezone ?? "UTC");
  const now = await simNow(page.request);
  const lfd = localAt(now, zone, 1, 23, 30).toISOString();
  // Checked by the terminal just now: nothing terminal-sourced is told from stale data.
  const set = await page.request.post(`${SIM}/_sim/containers/${number}`, {
    data: { lfd: { line: lfd, terminal: lfd, rail: null }, terminal_checked_at: now.toISOString() },
  });
  expect(set.ok()).toBe(true);
  alerted = number;

  // The bell counts it and lists it, without a reload.
  await expect(page.getByTestId("notification-count")).toBeVisible({ timeout: ARRIVAL_MS });
  await page.getByTestId("notification-bell").click();
  const item = page.getByTestId("notification-item").filter({ hasText: `${number} is due tomorrow` });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute("data-unread", "true");
  await item.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`open=`));

  await expect(async () => {
    await admin.goto("/outbox");
    await expect(
      admin
        .getByTestId("outbox-item")
        .filter({ hasText: `${number} is due tomorrow` })
        .first(),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: ARRIVAL_MS, intervals: [2_000] });
  await admin
    .getByTestId("outbox-item")
    .filter({ hasText: `${number} is due tomorrow` })
    .first()
    .click();
  await expect(admin.getByTestId("outbox-text")).toContainText(number);
  await expect(admin.getByTestId("outbox-headers")).toContainText("List-Unsubscribe=One-Click");
  await expect(admin.getByTestId("email-body-frame")).toBeVisible();
  // A message id that is not there answers 404, decided above the page's loading boundary.
  expect((await admin.goto("/outbox/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);

  // The end-to-end stack runs two workers: the dispatcher still got this alert by email exactly once.
  await admin.goto("/outbox");
  await expect(
    admin
      .getByTestId("outbox-list")
      .locator("li")
      .filter({ hasText: `${number} is due tomorrow` })
      .filter({ hasText: DEMO.dispatcher }),
  ).toHaveCount(1);
});

test("the one-click unsubscribe link from the email turns the dispatcher's email off", async ({ page, browser }) => {
  test.skip(!alerted, "needs the email of the first test");
  const admin = await adminPage(browser);
  await admin.goto("/outbox");
  await admin
    .getByTestId("outbox-item")
    .filter({ hasText: `${alerted} is due tomorrow` })
    .first()
    .click();
  const headers = await admin.getByTestId("outbox-headers").innerText();
  const link = /<(http[^>]+\/api\/unsubscribe\?token=[^>]+)>/.exec(headers)?.[1] ?? "";
  expect(link).not.toBe("");

  await page.goto(link);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await signIn(page, DEMO.dispatcher, DEMO.password);
  const prefs = (await (await page.request.get("/api/notifications/preferences")).json()) as { emailEnabled: boolean };
  expect(prefs.emailEnabled).toBe(false);
});

// Real port zones, one per offset: the one where 06:00 comes soonest on the simulated clock is used.
const ZONES = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Halifax",
  "America/Sao_Paulo",
  "Atlantic/Cape_Verde",
  "Europe/London",
  "Europe/Amsterdam",
  "Europe/Athens",
  "Europe/Istanbul",
  "Asia/Dubai",
  "Asia/Karachi",
  "Asia/Dhaka",
  "Asia/Bangkok",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Brisbane",
  "Pacific/Noumea",
  "Pacific/Auckland",
];

test("the manager's digest arrives at a simulated 06:00 in a terminal zone, in the app and in the Outbox", async ({
  page,
  browser,
}) => {
  const now = await simNow(page.request);
  const next = ZONES.map((zone) => {
    const today = localAt(now, zone, 0, 6, 0);
    return { zone, at: today.getTime() > now.getTime() ? today : localAt(now, zone, 1, 6, 0) };
  }).sort((a, b) => a.at.getTime() - b.at.getTime())[0];
  if (!next) throw new Error("no zone");
  const date = localDate(next.at, next.zone);
  // The digest names its day in words ("Mon Nov 23"), read here off the calendar date itself.
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  const dayWords = `${part({ weekday: "short" })} ${part({ month: "short", day: "numeric" })}`;

  await signIn(page, DEMO.manager, DEMO.password);
  const saved = await page.request.put("/api/notifications/preferences", {
    data: { timezone: next.zone, digestEnabled: true, digestHour: 6, digestKind: "manager" },
  });
  expect(saved.ok()).toBe(true);
  // One minute before 06:00 nothing is due; at 06:00 the digest is made.
  await page.request.post(`${SIM}/_sim/clock`, { data: { set: new Date(next.at.getTime() - 60_000).toISOString() } });
  await page.request.post(`${SIM}/_sim/clock`, { data: { set: next.at.toISOString() } });

  await page.goto("/notifications");
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByTestId("notification-item").filter({ hasText: `Manager digest for ${dayWords}` }),
    ).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: ARRIVAL_MS, intervals: [3_000] });
  await page
    .getByTestId("notification-item")
    .filter({ hasText: `Manager digest for ${dayWords}` })
    .getByRole("link")
    .click();
  await expect(page.getByRole("heading", { name: `Manager digest — ${dayWords}` })).toBeVisible();
  await expect(page.getByTestId("digest")).toContainText("Past LFD");

  const admin = await adminPage(browser);
  await expect(async () => {
    await admin.goto("/outbox");
    // This manager's: a teammate made a manager earlier in the run gets a digest of the same day too.
    await expect(
      admin
        .getByTestId("outbox-list")
        .getByRole("listitem")
        .filter({ hasText: `To ${DEMO.manager}` })
        .getByTestId("outbox-item")
        .filter({ hasText: `Manager digest for ${dayWords}` })
        .first(),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: ARRIVAL_MS, intervals: [2_000] });
});
