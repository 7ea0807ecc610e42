import { expect, test } from "@playwright/test";

import { DEMO } from "./fixtures/accounts";
import { screenshot, signIn } from "./fixtures/browser-session";

const NAV = {
  admin: ["Board", "Calendar", "Tracking", "Documents", "Emails", "Reports", "Invoices", "Activity", "Settings"],
  dispatcher: ["Board", "Calendar", "Tracking", "Documents", "Emails", "Reports", "Invoices", "Activity"],
  manager: ["Board", "Calendar", "Tracking", "Documents", "Emails", "Reports", "Invoices", "Activity"],
} as const;

for (const role of ["admin", "dispatcher", "manager"] as const) {
  test(`${role} signs in and sees the ${role}'s navigation`, async ({ page }) => {
    await signIn(page, DEMO[role], DEMO.password, { fresh: true });
    const links = page.getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText(NAV[role].map((label) => new RegExp(`^${label}`)));
    await expect(page.getByTestId("user-role")).toContainText(
      role === "manager" ? "Manager" : role === "admin" ? "Admin" : "Dispatcher",
    );
    await expect(page.getByTestId("mode-badge")).toHaveText("Simulated data");
    // Managers land on reports, the others on the board.
    await expect(page).toHaveURL(role === "manager" ? /\/reports$/ : /\/board$/);
    await screenshot(page, `shell-${role}`);
  });
}

test("a wrong password shows an error and creates no session", async ({ page, context }) => {
  await page.goto("/sign-in");
  await screenshot(page, "sign-in");
  await page.getByLabel("Email").fill(DEMO.dispatcher);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("The email or password is not right.")).toBeVisible();
  await screenshot(page, "sign-in-error");
  await expect(page).toHaveURL(/\/sign-in/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name.includes("session-token"))).toBeUndefined();
  expect((await page.request.get("/api/me")).status()).toBe(401);
  await page.goto("/board");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("signing out ends the session", async ({ page }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password, { fresh: true });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});

test("the shell works from the keyboard and switches to dark mode", async ({ page }) => {
  await signIn(page, DEMO.admin, DEMO.password);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await screenshot(page, "shell-dark");
  await page.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("on a small laptop the sidebar folds to an icon rail that keeps every page reachable", async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 640 });
  await signIn(page, DEMO.dispatcher, DEMO.password);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(NAV.dispatcher.map((label) => new RegExp(`^${label}`)));
  const rail = await page.locator("aside").boundingBox();
  expect(rail?.width ?? 0).toBeLessThan(80);
  await nav.getByRole("link", { name: "Tracking" }).click();
  await expect(page).toHaveURL(/\/tracking$/);
  await screenshot(page, "shell-narrow");
});
