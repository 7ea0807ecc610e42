import { expect, test, type Response } from "@playwright/test";

import { OTHER } from "./fixtures/accounts";
import { screenshot, signIn } from "./fixtures/browser-session";
import { seededNumbers } from "./fixtures/seeded-numbers";

const numbers = seededNumbers("settings");

// The second workspace goes back to simulated data even when a step above failed: the next spec that uses it
// (settings.spec.ts, archived-accounts.spec.ts) starts from no key.
test.afterEach(async ({ page }) => {
  await page.request.put("/api/settings", { data: { apiKey: null } });
});

// Uses the second workspace so the demo workspace stays on simulated data for the other tests.
test("the account key is saved masked and never reaches the browser", async ({ page }) => {
  const key = `t49_e2e_${numbers.digits(13)}_SeCrEt`;
  const bodies: Array<{ url: string; text: string }> = [];
  const pending: Array<Promise<void>> = [];
  page.on("response", (response: Response) => {
    const type = response.headers()["content-type"] ?? "";
    // The live-update stream stays open for as long as the page does, so its body never ends: it carries ids only.
    if (/html|javascript|json|text/.test(type) && !type.includes("event-stream"))
      pending.push(
        response.text().then(
          (text) => void bodies.push({ url: response.url(), text }),
          () => undefined,
        ),
      );
  });

  await signIn(page, OTHER.admin, OTHER.password, { at: "/settings" });
  await screenshot(page, "settings");
  await page.getByLabel("Base URL").fill("https://api.terminal49.com/v2/containers");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("The base URL must end in /v2")).toBeVisible();

  await page.getByLabel("Base URL").fill("https://api.terminal49.com/v2");
  await page.getByLabel("Account key").fill(key);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Account key saved")).toBeVisible();
  await expect(page.getByTestId("masked-key")).toContainText(key.slice(-4));
  await expect(page.getByTestId("mode-badge")).toHaveText("Live data");
  await screenshot(page, "settings-saved");

  // Every page and API the admin can open, then every script the app loaded.
  for (const path of ["/settings", "/board", "/tracking", "/documents", "/emails", "/reports"]) await page.goto(path);
  for (const api of ["/api/settings", "/api/me", "/api/users"])
    await page.request
      .get(api)
      .then((r) => r.text())
      .then((text) => bodies.push({ url: api, text }));
  const scripts = await page.evaluate(() => Array.from(document.scripts, (script) => script.src).filter(Boolean));
  for (const src of scripts) bodies.push({ url: src, text: await (await page.request.get(src)).text() });
  await Promise.all(pending);

  expect(bodies.length).toBeGreaterThan(10);
  const leaks = bodies.filter((body) => body.text.includes(key) || body.text.includes(key.slice(0, -4)));
  expect(leaks.map((leak) => leak.url)).toEqual([]);

  // Removing the key goes back to simulated data.
  await page.goto("/settings");
  await page.getByRole("button", { name: "Remove key" }).click();
  await expect(page.getByText("Account key removed")).toBeVisible();
  await expect(page.getByTestId("mode-badge")).toHaveText("Simulated data");
});
