import { expect, test } from "@playwright/test";

import { ARRIVAL_MS } from "./fixtures/bounds";
import { seriousViolations } from "./fixtures/accessibility";
import { OTHER } from "./fixtures/accounts";
import { hydrated, screenshot, signIn } from "./fixtures/browser-session";
import { seededNumbers } from "./fixtures/seeded-numbers";

const numbers = seededNumbers("archived-accounts");

// Switching to another account keeps the old one's data, archived (Settings → Archived accounts). Uses the second
// workspace, and puts it back on simulated data at the end, as settings.spec.ts does.
test.describe.configure({ timeout: 180_000 });

// The second workspace goes back to simulated data even when a step above failed: the next spec that uses it
// (settings.spec.ts, archived-accounts.spec.ts) starts from no key.
test.afterEach(async ({ page }) => {
  await page.request.put("/api/settings", { data: { apiKey: null } });
});

test("another account's key archives the old account's data, shown with what a delete would take", async ({ page }) => {
  await signIn(page, OTHER.admin, OTHER.password);
  const total = async () =>
    ((await (await page.request.get("/api/containers?limit=1")).json()) as { total: number }).total;
  await expect(async () => expect(await total(), "the second workspace's simulated boxes").toBeGreaterThan(0)).toPass({
    timeout: ARRIVAL_MS,
    intervals: [1_000],
  });

  await page.goto("/settings");
  await hydrated(page);
  await page.getByLabel("Base URL").fill("https://api.terminal49.com/v2");
  await page.getByLabel("Account key").fill(`t49_e2e_${numbers.digits(13)}_Archive`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Account key saved")).toBeVisible();

  const archive = page.getByTestId("archived-account");
  await expect(archive).toHaveCount(1);
  await expect(archive).toContainText("Simulated account");
  await expect(archive.getByRole("link", { name: /Export .* as CSV/ })).toHaveAttribute(
    "href",
    /\/api\/settings\/archived-accounts\/.+\/export$/,
  );
  // The board of the new account shows none of the old boxes.
  expect(await total()).toBe(0);

  await archive.getByRole("button", { name: "Delete…" }).click();
  const confirm = page.getByTestId("archived-account-confirm");
  await expect(confirm).toContainText(
    /Delete [\d,]+ box(es)?, [\d,]+ notes?(, [\d,]+ documents?)? and [\d,]+ history rows? of Simulated account/,
  );

  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((value) => {
      localStorage.setItem("quayside-theme", value);
      document.documentElement.classList.toggle("dark", value === "dark");
    }, theme);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId("archived-accounts").scrollIntoViewIfNeeded();
    expect(await seriousViolations(page), `settings with an archived account in ${theme} mode`).toEqual([]);
    await screenshot(page, `archived-accounts-${theme}`);
    await screenshot(page.getByTestId("archived-accounts"), `archived-accounts-card-${theme}`);
  }
  await confirm.getByRole("button", { name: "Keep" }).click();
  await expect(confirm).toHaveCount(0);

  // Back to simulated data: the board fills again from the workspace's own simulated account.
  await page.getByRole("button", { name: "Remove key" }).click();
  await expect(page.getByText("Account key removed")).toBeVisible();
  await expect(page.getByTestId("mode-badge")).toHaveText("Simulated data");
});
