import { expect, test } from "@playwright/test";

import { computeCheckDigit } from "../lib/domain/iso6346";

import { ARRIVAL_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { screenshot, signIn } from "./fixtures/browser-session";
import { seededNumbers } from "./fixtures/seeded-numbers";

const numbers = seededNumbers("tracking");

test.describe.configure({ timeout: 90_000 });

/** A fresh, valid MSC container number (the owner code lets the service detect the carrier). */
function containerNumber(seed: number): string {
  const first = `MSCU${String(seed).padStart(6, "0").slice(-6)}`;
  return `${first}${computeCheckDigit(first)}`;
}

test("a bulk paste flags a bad check digit on its line and sends the rest", async ({ page }) => {
  const base = numbers.int(900_000);
  const good = [containerNumber(base), containerNumber(base + 1), containerNumber(base + 2)];
  const bad = `${good[0]?.slice(0, 10)}${(Number(good[0]?.slice(10)) + 1) % 10}`;
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/tracking" });
  await page
    .getByRole("textbox", { name: "Numbers to track" })
    .fill([good[0], bad, good[1], good[1], good[2]].join("\n"));
  await page.getByRole("button", { name: "Check lines" }).click();

  await expect(page.getByTestId("bulk-summary")).toHaveText("3 valid · 1 with errors (not sent) · 1 skipped");
  const badLine = page.locator('[data-testid="bulk-line"][data-line="2"]');
  await expect(badLine).toHaveAttribute("data-status", "error");
  await expect(badLine).toContainText("Check digit is wrong");
  await expect(page.locator('[data-testid="bulk-line"][data-line="4"]')).toContainText("Duplicate of line 3");
  await screenshot(page, "tracking-checked");

  await page.getByRole("button", { name: "Send 3 valid lines" }).click();
  await expect(page.getByTestId("bulk-progress")).toContainText("3 of 3 sent");
  for (const line of [1, 3, 5])
    await expect(
      page.locator(`[data-testid="bulk-line"][data-line="${line}"] [data-testid="bulk-result"]`),
    ).toContainText("sent");
  // Nothing lost: the line that was not sent stays in the box.
  await expect(page.getByRole("textbox", { name: "Numbers to track" })).toHaveValue(bad);
  for (const number of good)
    await expect(page.locator(`[data-testid="queue-row"][data-number="${number}"]`)).toBeVisible();
  await screenshot(page, "tracking-sent");

  // Once the service has created the shipment, its tracking can be stopped and resumed from the queue. The
  // service may have stopped the line's tracking already (a box long delivered): then it is resumed first.
  const first = page.locator(`[data-testid="queue-row"][data-number="${good[0]}"]`);
  const either = first.getByRole("button", { name: new RegExp(`^(Stop|Resume) tracking ${good[0]}$`) });
  await expect(either).toBeVisible({ timeout: ARRIVAL_MS });
  if ((await either.getAttribute("aria-label"))?.startsWith("Resume"))
    await first.getByRole("button", { name: `Resume tracking ${good[0]}` }).click();
  await first.getByRole("button", { name: `Stop tracking ${good[0]}` }).click();
  await expect(first.getByRole("button", { name: `Resume tracking ${good[0]}` })).toBeVisible();
  await first.getByRole("button", { name: `Resume tracking ${good[0]}` }).click();
  await expect(first.getByRole("button", { name: `Stop tracking ${good[0]}` })).toBeVisible();

  // Sending the same numbers again: the check says they are already tracked.
  await page.getByRole("textbox", { name: "Numbers to track" }).fill(good.join("\n"));
  await page.getByRole("button", { name: "Check lines" }).click();
  await expect(page.getByTestId("bulk-summary")).toHaveText("0 valid · 0 with errors (not sent) · 3 skipped");
});

test("managers see the queue read-only, and the server refuses their writes", async ({ page }) => {
  await signIn(page, DEMO.manager, DEMO.password, { at: "/tracking" });
  await expect(page.getByRole("heading", { name: "Tracking requests" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Track one number" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Retry|Stop tracking/ })).toHaveCount(0);
  const response = await page.request.post("/api/tracking-requests", {
    data: { items: [{ requestType: "container", requestNumber: containerNumber(1) }] },
  });
  expect(response.status()).toBe(403);
  await screenshot(page, "tracking-manager");
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await screenshot(page, "tracking-manager-dark");
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
});
