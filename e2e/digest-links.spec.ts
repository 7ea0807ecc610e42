import { expect, test, type Page } from "@playwright/test";

import { seriousViolations } from "./fixtures/accessibility";
import { ARRIVAL_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { hydrated, screenshot, signIn } from "./fixtures/browser-session";

// The digest page on the demo world (hundreds of boxes over many terminals): sections grouped by terminal and
// capped, each cut group's "and N more" opening the board filtered to exactly that group's boxes, and every box
// opening its drawer. Light and dark at 1440×900, axe clean.
test.describe.configure({ timeout: 180_000, mode: "serial" });

const count = (text: string | null, pattern: RegExp): number =>
  Number((pattern.exec(text ?? "")?.[1] ?? "NaN").replace(/,/g, ""));

async function openDigest(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem("quayside-theme", value), theme);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/notifications/digest?preview=1" });
  await expect(page.getByTestId("digest")).toBeVisible();
  await hydrated(page);
}

test("a cut group says how many more and its link lists exactly the group's boxes on the board", async ({ page }) => {
  await openDigest(page, "light");
  expect(await seriousViolations(page), "the digest page").toEqual([]);
  await screenshot(page, "digest-1440-light");
  // The world moves on while the test reads: the digest and the board are read again together until they agree.
  await expect(async () => {
    await page.goto("/notifications/digest?preview=1");
    const group = page
      .getByTestId("digest-group")
      .filter({ has: page.getByTestId("digest-more") })
      .first();
    const more = group.getByTestId("digest-more");
    await expect(more, "the demo world's digest cuts at least one group").toBeVisible({ timeout: 5_000 });
    const total = count(await group.locator("h3").textContent(), /— ([\d,]+) box/);
    const rest = count(await more.textContent(), /and ([\d,]+) more/);
    expect(rest + (await group.locator("tbody tr").count())).toBe(total);
    const href = (await more.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/board\?lens=[a-z_]+&terminal=/);
    await more.click();
    const wanted = new URL(href, page.url());
    await page.waitForURL(
      (url) =>
        url.pathname === "/board" &&
        [...wanted.searchParams].every(([key, value]) => url.searchParams.get(key) === value),
    );
    await expect(page.getByTestId("board-total")).toHaveText(
      new RegExp(`^${total.toLocaleString("en-US")} containers match this view`),
      { timeout: 10_000 },
    );
  }).toPass({ timeout: 3 * ARRIVAL_MS });
});

test("every box in the digest opens its drawer on the board", async ({ page }) => {
  await openDigest(page, "light");
  const link = page.getByTestId("digest-group").first().locator("tbody tr a").first();
  const number = (await link.textContent())?.trim() ?? "";
  expect(number).toMatch(/^[A-Z]{4}\d{7}$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/board\\?q=${number}&open=`));
  await expect(page.getByTestId("container-drawer")).toBeVisible({ timeout: ARRIVAL_MS });
  await expect(page.getByTestId("container-drawer")).toContainText(number);
});

test("the digest reads in dark mode too", async ({ page }) => {
  await openDigest(page, "dark");
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await seriousViolations(page), "the digest page, dark").toEqual([]);
  await screenshot(page, "digest-1440-dark");
});

test("the arrival alerts are there to choose, in words, and an admin sets their threshold and the email window", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/notifications/settings" });
  await hydrated(page);
  await page.getByRole("button", { name: "Add" }).click();
  const form = page.getByRole("form", { name: "Subscription" });
  await expect(form.getByText("Arrival at the port")).toBeVisible();
  for (const label of [
    "ETA at the port moved (by the workspace's threshold)",
    "Vessel arrived at the port",
    "Discharged from the vessel",
  ])
    await expect(form.getByLabel(label)).toBeVisible();
  await screenshot(page, "subscription-arrival-kinds-1440-light");

  const admin = await (await browser.newContext()).newPage();
  await admin.setViewportSize({ width: 1440, height: 900 });
  await signIn(admin, DEMO.admin, DEMO.password);
  await admin.goto("/settings/alerts");
  await hydrated(admin);
  await expect(admin.getByLabel("Tell an ETA that moved by at least (h)")).toHaveValue("24");
  await expect(admin.getByLabel("One email per box within (minutes)")).toBeVisible();
  await screenshot(admin, "alert-settings-thresholds-1440-light");
});
