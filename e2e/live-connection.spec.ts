import { expect, test, type Page } from "@playwright/test";

import { DEMO } from "./fixtures/accounts";
import { hydrated, signIn } from "./fixtures/browser-session";

// One live connection per tab (components/live/live-provider.tsx): the board, the bell and every page's live hook
// share it across client navigations, and while it is lost the shell says "Reconnecting…" until it is back.

declare global {
  interface Window {
    /** How many EventSources this document constructed (the init script below counts them). */
    liveSourcesOpened?: number;
  }
}

/** Counts EventSource constructions in the page itself, so the count is exact when read. */
async function countEventSources(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.liveSourcesOpened = 0;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        window.liveSourcesOpened = (window.liveSourcesOpened ?? 0) + 1;
      }
    };
  });
}

// The first pages of a fresh stack compile their data on a loaded machine; nothing here waits on a clock.
test.describe.configure({ timeout: 120_000 });

const eventRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/events") seen.push(request.url());
  });
  return seen;
};

test("one tab holds one live connection across the board, the bell and other pages", async ({ page }) => {
  await countEventSources(page);
  const requests = eventRequests(page);
  // Signing in lands on the board, and the rest moves on the client: one document, so one count for the test.
  await signIn(page, DEMO.dispatcher, DEMO.password);
  await expect(page).toHaveURL(/\/board/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Board" })).toBeVisible();

  // Each of these pages keeps its data live; before, each one, and the bell beside it, opened a stream of its own.
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const [link, heading] of [
    [/^Tracking$/, "Tracking"],
    [/^Documents/, "Documents"],
    [/^Calendar$/, "Calendar"],
  ] as const) {
    await nav.getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  }
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await page.getByRole("dialog", { name: "Notifications" }).getByRole("link", { name: "All notifications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  // A click is handled only after React has run the effects of what it rendered before, so any hook that was
  // going to open a stream of its own has done so by the time the bell's panel shows.
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();

  expect(await page.evaluate(() => window.liveSourcesOpened)).toBe(1);
  expect(requests).toHaveLength(1);
  await expect(page.getByText("Reconnecting…")).toHaveCount(0);
});

test("a lost live connection shows Reconnecting… in the header until it is back", async ({ page }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password);
  // The stream refused (the app restarting, a proxy in the way): the browser would give up after an error status.
  await page.route("**/api/events", (route) => route.fulfill({ status: 503, body: "unavailable" }));
  const requests = eventRequests(page);
  await page.goto("/tracking");
  const status = page.getByTestId("live-status");
  await expect(status).toHaveAttribute("role", "status");
  await expect(status).toHaveText("Reconnecting…");
  // It keeps trying, with its back-off (2 s, doubling): a second attempt comes while the page stays open.
  await expect.poll(() => requests.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

  await page.unroute("**/api/events");
  await expect(status).toHaveText("", { timeout: 30_000 });
});
