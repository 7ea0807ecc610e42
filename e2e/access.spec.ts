import { expect, test } from "@playwright/test";

import { DEMO, OTHER } from "./fixtures/accounts";
import { hydrated, screenshot, signIn } from "./fixtures/browser-session";
import { seededNumbers } from "./fixtures/seeded-numbers";

const numbers = seededNumbers("access");

test("health answers without a session, in its documented shape", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    status: "ok",
    db: "ok",
    mode: expect.stringMatching(/^(simulated|live)$/),
    version: expect.any(String),
  });
});

test("API routes answer 401 JSON without a session", async ({ request }) => {
  for (const path of ["/api/settings", "/api/users", "/api/me", "/api/no-such-route"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
  }
});

for (const role of ["dispatcher", "manager"] as const) {
  test(`a ${role} gets a 403 page for Settings and 403 from the settings API`, async ({ page }) => {
    await signIn(page, DEMO[role], DEMO.password);
    const response = await page.goto("/settings");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
    await screenshot(page, `settings-403-${role}`);

    const api = await page.request.get("/api/settings");
    expect(api.status()).toBe(403);
    expect((await api.json()).error.code).toBe("forbidden");
    const put = await page.request.put("/api/settings", { data: { apiKey: "sneaky-key-123" } });
    expect(put.status()).toBe(403);
    expect((await page.request.post("/api/users", { data: { email: "x@y.test", role: "admin" } })).status()).toBe(403);
  });
}

test("a user of one workspace gets 404 for another workspace's resources", async ({ browser }) => {
  const other = await browser.newPage();
  await signIn(other, OTHER.admin, OTHER.password);
  const otherUsers = (await (await other.request.get("/api/users")).json()) as {
    users: Array<{ id: string; email: string }>;
  };
  const target = otherUsers.users.find((user) => user.email === OTHER.dispatcher);
  expect(target).toBeDefined();

  const demo = await browser.newPage();
  await signIn(demo, DEMO.admin, DEMO.password);
  const change = await demo.request.patch(`/api/users/${target?.id}`, { data: { role: "admin" } });
  expect(change.status()).toBe(404);
  expect((await change.json()).error.code).toBe("not_found");
  const list = (await (await demo.request.get("/api/users")).json()) as { users: Array<{ email: string }> };
  expect(list.users.map((user) => user.email)).not.toContain(OTHER.dispatcher);

  // The other workspace's user is untouched.
  const after = (await (await other.request.get("/api/users")).json()) as {
    users: Array<{ id: string; role: string }>;
  };
  expect(after.users.find((user) => user.id === target?.id)?.role).toBe("dispatcher");

  // Containers too: a demo container's id, guessed by the other workspace, is not found by any route.
  let demoContainer = "";
  await expect
    .poll(
      async () => {
        const page = (await (await demo.request.get("/api/containers?limit=1")).json()) as {
          data: Array<{ id: string }>;
        };
        demoContainer = page.data[0]?.id ?? "";
        return demoContainer;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  expect((await demo.request.get(`/api/containers/${demoContainer}`)).status()).toBe(200);
  expect((await other.request.get(`/api/containers/${demoContainer}`)).status()).toBe(404);
  expect((await other.request.get(`/api/containers/${demoContainer}/map`)).status()).toBe(404);
  expect((await other.request.post(`/api/containers/${demoContainer}/refresh`)).status()).toBe(404);
});

test("an admin adds a teammate by invitation and changes a role", async ({ page, browser }) => {
  await signIn(page, DEMO.admin, DEMO.password, { at: "/settings" });
  await hydrated(page);
  const email = `new-${numbers.digits(10)}@demo.test`;
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption("manager");
  await page.getByRole("button", { name: "Invite" }).click();
  const link = await page.getByTestId("invite-url").textContent();
  expect(link).toContain("/invite/");

  const invited = await browser.newPage();
  await invited.goto(new URL(link ?? "").pathname);
  await invited.getByLabel("Your name").fill("Nia New");
  await invited.getByLabel("Choose a password").fill("a-strong-new-password");
  await invited.getByRole("button", { name: "Join and sign in" }).click();
  await expect(invited.getByTestId("user-role")).toContainText("Manager");

  await page.reload();
  await hydrated(page);
  const roleSelect = page.getByLabel(`Role of ${email}`);
  // The page has hydrated, so the change is sent; it counts once the server has answered the PATCH it causes.
  // (Choosing again inside a retry sent nothing: the select already held the value, so no change event fired,
  // and a PATCH slower than the retry's 2 s on a busy machine failed the test.)
  const patched = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/api/users/"));
  await roleSelect.selectOption("dispatcher");
  expect((await patched).status()).toBe(200);
  await expect(roleSelect).toHaveValue("dispatcher");
  await invited.reload();
  await expect(invited.getByTestId("user-role")).toContainText("Dispatcher");
});
