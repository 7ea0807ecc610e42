import { expect, test, type Browser, type Page } from "@playwright/test";

import { goOnIfAsked } from "./fixtures/plan-question";
import { ARRIVAL_MS, LIVE_MS } from "./fixtures/bounds";
import { seriousViolations } from "./fixtures/accessibility";
import { DEMO } from "./fixtures/accounts";
import { screenshot, signIn } from "./fixtures/browser-session";
import { SIM_ORIGIN } from "./fixtures/simulator";

// The team's working surface with two dispatchers at once (Dana and Maria, two browser contexts): assign and
// note live, a conflicting edit and its retry, a bulk plan of 200 boxes with progress and a summary, the
// calendar's drag to re-plan, a manager who reads everything and changes nothing, and the audit trail.
// The tests run in order on one world: each picks its own boxes by position on the board sorted by number.

test.describe.configure({ mode: "serial", timeout: 180_000 });

const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

async function simToday(page: Page, plusDays = 0): Promise<string> {
  const { now } = (await (await page.request.get(`${SIM_ORIGIN}/_sim/clock`)).json()) as { now: string };
  const date = new Date(now);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date.toISOString().slice(0, 10);
}

async function openAs(browser: Browser, email: string, path = "/board?sort=number"): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, DEMO.password, { at: path });
  if (path.startsWith("/board"))
    await expect(page.getByTestId("board-row").first()).toBeVisible({ timeout: ARRIVAL_MS });
  return page;
}

const rowAt = (page: Page, index: number) => page.locator(`[data-testid=board-row][aria-rowindex="${index + 2}"]`);

async function boxAt(page: Page, index: number): Promise<{ id: string; number: string }> {
  const row = rowAt(page, index);
  await row.scrollIntoViewIfNeeded();
  const number = (await row.getAttribute("data-number")) ?? "";
  const id = ((await row.getAttribute("id")) ?? "").replace(/^row-/, "");
  expect(number).not.toBe("");
  return { id, number };
}

/** WCAG 2 A/AA through axe-core: no serious or critical violation in what is on screen. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), what).toEqual([]);
}

const workSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      /\/api\/containers\/[^/]+\/(work|notes)/.test(response.url()) && response.request().method() !== "GET",
  );

const boxes: { assigned?: { id: string; number: string }; conflicted?: { id: string; number: string } } = {};

test("one dispatcher assigns and notes a box; the other sees both live on the board and in the drawer", async ({
  browser,
}) => {
  const dana = await openAs(browser, DEMO.dispatcher);
  const maria = await openAs(browser, DEMO.dispatcher2);
  const box = await boxAt(dana, 0);
  boxes.assigned = box;
  expect((await boxAt(maria, 0)).number).toBe(box.number);

  // Maria has the box open; Dana opens it too.
  await rowAt(maria, 0).click();
  const mariaDrawer = maria.getByTestId("container-drawer");
  await expect(mariaDrawer.getByTestId("work-panel")).toBeVisible();
  await rowAt(dana, 0).click();
  const danaDrawer = dana.getByTestId("container-drawer");
  await expect(danaDrawer.getByTestId("work-panel")).toBeVisible();

  let saved = workSaved(dana);
  await danaDrawer.getByLabel("Assignee", { exact: true }).selectOption({ label: DEMO.dispatcher2Name });
  expect((await saved).status()).toBe(200);
  await expect(mariaDrawer.getByLabel("Assignee", { exact: true }).locator("option:checked")).toHaveText(
    `${DEMO.dispatcher2Name} (me)`,
    { timeout: LIVE_MS },
  );
  await expect(maria.locator(`[data-testid=board-row][data-number="${box.number}"]`)).toContainText(
    DEMO.dispatcher2Name,
    { timeout: LIVE_MS },
  );

  // Before a note is posted it says whom it tells: a first name typed by hand resolves; a misspelt one is named.
  const composer = danaDrawer.getByRole("combobox", { name: "New note" });
  await composer.fill("@Maria can you take it Fri? cc @Mraia");
  const preview = danaDrawer.getByTestId("mention-preview");
  await expect(preview.getByTestId("mention-told")).toHaveText(`Will tell ${DEMO.dispatcher2Name}.`);
  await expect(preview.getByTestId("mention-unknown")).toContainText("@Mraia: no teammate by that name");
  await shot(dana, "drawer-mention-preview");

  // A note that mentions Maria, picked from the suggestions while typing: her name is written.
  await composer.fill("Booked appointment 4412, @mar");
  await expect(
    danaDrawer.getByRole("listbox", { name: "Teammates to mention" }).getByRole("option", { name: /Maria Lopez/ }),
  ).toBeVisible();
  await composer.press("Enter");
  await expect(composer).toHaveValue(`Booked appointment 4412, @${DEMO.dispatcher2Name} `);
  await composer.pressSequentially("please confirm the trucker");
  saved = workSaved(dana);
  await danaDrawer.getByRole("button", { name: "Add note" }).click();
  expect((await saved).status()).toBe(201);
  const note = mariaDrawer.getByTestId("note-body").filter({ hasText: "Booked appointment 4412" });
  await expect(note).toContainText(`@${DEMO.dispatcher2Name} please confirm the trucker`, { timeout: LIVE_MS });
  await expect(note.locator("span", { hasText: `@${DEMO.dispatcher2Name}` })).toHaveAttribute(
    "title",
    DEMO.dispatcher2Name,
  );
  // The drawer's history shows the team's actions beside the service's changes.
  await expect(danaDrawer.getByTestId("history-team").filter({ hasText: "Assignment" })).toContainText(
    DEMO.dispatcher2Name,
  );
  await danaDrawer.getByTestId("drawer-scroll").evaluate((element) => element.scrollTo(0, 0));
  await shot(dana, "drawer-work-panel");
  await expectAccessible(dana, "the drawer with the team's work");
  await danaDrawer.getByTestId("drawer-scroll").evaluate((element) => element.scrollTo(0, 400));
  await shot(dana, "drawer-notes");

  // Maria's built-in "Mine" view holds the box Dana gave her; "Unassigned and urgent" no longer does.
  await maria.keyboard.press("Escape");
  await maria.locator("summary", { hasText: "Saved views" }).click();
  await maria.getByTestId("built-in-views").getByRole("button", { name: "Mine", exact: true }).click();
  await expect(maria).toHaveURL(/assignee=me/);
  await expect(maria.locator(`[data-testid=board-row][data-number="${box.number}"]`)).toBeVisible();
  await maria.locator("summary", { hasText: "Saved views" }).click();
  await maria.getByTestId("built-in-views").getByRole("button", { name: "Unassigned and urgent", exact: true }).click();
  await expect(maria).toHaveURL(/assignee=unassigned/);
  await expect(maria.locator(`[data-testid=board-row][data-number="${box.number}"]`)).toHaveCount(0);
  await dana.context().close();
  await maria.context().close();
});

test("two dispatchers planning one box: the second save is a conflict showing the current plan, and retry wins", async ({
  browser,
}) => {
  const dana = await openAs(browser, DEMO.dispatcher);
  const maria = await openAs(browser, DEMO.dispatcher2);
  const box = await boxAt(dana, 1);
  boxes.conflicted = box;
  const day = await simToday(dana, 3);
  await rowAt(dana, 1).click();
  await rowAt(maria, 1).click();
  const danaPickup = dana.getByTestId("container-drawer").getByTestId("work-pickup");
  const mariaPickup = maria.getByTestId("container-drawer").getByTestId("work-pickup");

  // Both start editing the same version.
  await danaPickup.getByRole("button", { name: "Plan pickup" }).click();
  await mariaPickup.getByRole("button", { name: "Plan pickup" }).click();
  await danaPickup.getByLabel(/^Date/).fill(day);
  await danaPickup.getByLabel("Trucker or driver").fill("Dana Drayage");
  await mariaPickup.getByLabel(/^Date/).fill(day);
  await mariaPickup.getByLabel("Trucker or driver").fill("Maria Haulage");

  let saved = workSaved(maria);
  await mariaPickup.getByRole("button", { name: "Save pickup" }).click();
  await goOnIfAsked(maria, saved);
  expect((await saved).status()).toBe(200);
  // Dana's page learns the new plan live; her open form keeps her draft and the version it started from.
  await expect(danaPickup.getByTestId("work-pickup-value")).toContainText("Maria Haulage", { timeout: LIVE_MS });

  saved = workSaved(dana);
  await danaPickup.getByRole("button", { name: "Save pickup" }).click();
  expect((await saved).status()).toBe(409);
  const conflict = danaPickup.getByTestId("work-conflict");
  await expect(conflict).toBeVisible();
  await expect(conflict.getByTestId("work-conflict-current")).toContainText("Maria Haulage");
  await expect(danaPickup.getByTestId("work-pickup-value")).toContainText("Maria Haulage");
  await shot(dana, "drawer-conflict");

  saved = workSaved(dana);
  await conflict.getByRole("button", { name: "Save mine again" }).click();
  expect((await saved).status()).toBe(200);
  await expect(conflict).toBeHidden();
  await expect(danaPickup.getByTestId("work-pickup-value")).toContainText("Dana Drayage");
  await expect(mariaPickup.getByTestId("work-pickup-value")).toContainText("Dana Drayage", { timeout: LIVE_MS });
  await dana.context().close();
  await maria.context().close();
});

test("select with the keyboard and by range, plan a pickup for 200 boxes with a progress bar and a summary", async ({
  browser,
}) => {
  const dana = await openAs(browser, DEMO.dispatcher);
  const table = dana.getByTestId("board-table");
  const count = dana.getByTestId("bulk-count");

  // Keyboard: j onto the first row, Space selects it, Shift+↓ twice extends to three.
  await table.focus();
  await dana.keyboard.press("j");
  await dana.keyboard.press(" ");
  await expect(count).toHaveText("1 selected");
  await dana.keyboard.press("Shift+ArrowDown");
  await dana.keyboard.press("Shift+ArrowDown");
  await expect(count).toHaveText("3 selected");
  await expect(dana.locator("[data-testid=board-row][data-selected]")).toHaveCount(3);
  await dana.getByTestId("bulk-bar").getByRole("button", { name: "Clear" }).click();
  await expect(dana.getByTestId("bulk-bar")).toBeHidden();

  // Rows 11 to 210: a click on the first box's checkbox, a Shift+click on the last one's (scrolled into view).
  const first = await boxAt(dana, 10);
  await rowAt(dana, 10).getByTestId("row-select").click();
  const rowHeight = await rowAt(dana, 10).evaluate((element) => element.getBoundingClientRect().height);
  await table.evaluate((element, top) => element.scrollTo(0, top), 209 * rowHeight - 200);
  await rowAt(dana, 209)
    .getByTestId("row-select")
    .click({ modifiers: ["Shift"] });
  await expect(count).toHaveText("200 selected");
  const last = await boxAt(dana, 209);
  await shot(dana, "board-selection-bulk-bar");
  await expectAccessible(dana, "the board with a selection and the bulk bar");

  // Watch every DOM change for the progress bar: a fast batch may show it only briefly.
  await dana.evaluate(() => {
    const seen = { shown: false, max: 0, values: [] as number[] };
    Object.assign(window, { __bulkProgress: seen });
    new MutationObserver(() => {
      const bar = document.querySelector("[data-testid=bulk-progress]");
      if (!bar) return;
      seen.shown = true;
      seen.max = Math.max(seen.max, Number(bar.getAttribute("aria-valuemax")));
      seen.values.push(Number(bar.getAttribute("aria-valuenow")));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const day = await simToday(dana, 4);
  await dana.getByTestId("bulk-plan").locator("summary").click();
  await dana.getByLabel(/Pickup day for 200 boxes/).fill(day);
  await dana.getByTestId("bulk-plan").getByRole("button", { name: "Plan pickup" }).click();
  // Boxes due before that day (or held, or a closed day) are asked about first; the batch goes on regardless.
  await goOnIfAsked(dana, dana.getByTestId("bulk-summary").waitFor({ timeout: ARRIVAL_MS }));
  await expect(dana.getByTestId("bulk-summary")).toContainText("Planned the pickup of 200 boxes.", {
    timeout: ARRIVAL_MS,
  });
  const progress = await dana.evaluate(
    () => (window as unknown as { __bulkProgress: { shown: boolean; max: number } }).__bulkProgress,
  );
  expect(progress.shown).toBe(true);
  expect(progress.max).toBe(200);
  await shot(dana, "board-bulk-summary");

  // Exactly those 200 are planned that day: the board's planned-pickup filter finds them, and their cells say so.
  await dana.goto(`/board?sort=number&plannedPickup=${day}`);
  await expect(dana.getByTestId("board-total")).toContainText("200 containers match this view", { timeout: 30_000 });
  await expect(dana.locator(`[data-testid=board-row][data-number="${first.number}"]`)).toBeVisible();
  await expect(rowAt(dana, 0)).toHaveAttribute("data-number", first.number);
  await table.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(rowAt(dana, 199)).toHaveAttribute("data-number", last.number);

  // "Select all in this view" reaches rows not loaded yet: the whole board (three pages of 500) exports whole.
  await dana.goto("/board?sort=number");
  await expect(rowAt(dana, 0)).toBeVisible({ timeout: 30_000 });
  const totalText = (await dana.getByTestId("board-total").textContent()) ?? "";
  const total = Number(/([\d,]+) container/.exec(totalText)?.[1]?.replace(/,/g, "") ?? "0");
  expect(total).toBeGreaterThan(500);
  await dana.getByTestId("select-all-rows").check();
  await dana.getByTestId("select-view").click();
  await expect(count).toHaveText(`${total.toLocaleString("en-US")} selected`);
  const download = dana.waitForEvent("download");
  await dana.getByRole("button", { name: "Export selection" }).click();
  const file = await (await download).path();
  const { readFileSync } = await import("node:fs");
  const lines = readFileSync(file, "utf8").trim().split(/\r\n/);
  expect(lines).toHaveLength(total + 1);
  await dana.context().close();
});

test("the calendar shows planned pickups on their day; a drag (or the keyboard) re-plans one", async ({ browser }) => {
  const dana = await openAs(browser, DEMO.dispatcher);
  const box = await boxAt(dana, 2);
  const day = await simToday(dana, 3);
  // The scenario: this box's pickup is planned on `day`.
  const status = await dana.evaluate(
    async ({ id, date }) => {
      const work = (await (await fetch(`/api/containers/${id}/work`)).json()) as { version: number };
      const response = await fetch(`/api/containers/${id}/work`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ version: work.version, plannedPickup: { date, trucker: "Calendar Test" } }),
      });
      return response.status;
    },
    { id: box.id, date: day },
  );
  expect(status).toBe(200);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const target = new Date(`${day}T00:00:00Z`);
  target.setUTCDate(target.getUTCDate() + (weekday === 0 ? 1 : -1));
  const targetDay = target.toISOString().slice(0, 10);

  await dana.goto(`/calendar?view=week&date=${day}`);
  const entry = (date: string) =>
    dana.locator(
      `[data-testid=calendar-day][data-date="${date}"] [data-testid=calendar-entry][data-kind=planned_pickup][data-number="${box.number}"]`,
    );
  await expect(entry(day)).toBeVisible({ timeout: 30_000 });
  await shot(dana, "calendar-week-light");
  await expectAccessible(dana, "the calendar's week");
  const moved = dana.waitForResponse(
    (response) => response.url().endsWith(`/api/containers/${box.id}/work`) && response.request().method() === "PATCH",
  );
  await entry(day).dragTo(dana.locator(`[data-testid=calendar-day][data-date="${targetDay}"]`));
  await goOnIfAsked(dana, moved);
  expect((await moved).status()).toBe(200);
  await expect(entry(targetDay)).toBeVisible();
  await expect(entry(day)).toHaveCount(0);
  const planned = await dana.evaluate(
    async (id) =>
      (
        (await (await fetch(`/api/containers/${id}/work`)).json()) as {
          plannedPickup: { date: string; trucker: string };
        }
      ).plannedPickup,
    box.id,
  );
  expect(planned).toMatchObject({ date: targetDay, trucker: "Calendar Test" });

  // The keyboard way back: Space picks it up, an arrow chooses the day, Enter plans it there.
  await entry(targetDay).focus();
  await dana.keyboard.press(" ");
  await dana.keyboard.press(weekday === 0 ? "ArrowLeft" : "ArrowRight");
  const back = dana.waitForResponse(
    (response) => response.url().endsWith(`/api/containers/${box.id}/work`) && response.request().method() === "PATCH",
  );
  await dana.keyboard.press("Enter");
  await goOnIfAsked(dana, back);
  expect((await back).status()).toBe(200);
  await expect(entry(day)).toBeVisible();
  await expect(entry(targetDay)).toHaveCount(0);

  // A click opens the box on the board.
  await entry(day).click();
  await expect(dana).toHaveURL(new RegExp(`/board\\?open=${box.id}`));
  await expect(dana.getByTestId("container-drawer")).toBeVisible();

  await dana.goto(`/calendar?view=month&date=${day}`);
  await expect(dana.getByTestId("calendar-month")).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
  await expect(
    dana.locator(`[data-testid=calendar-day][data-date="${day}"] [data-testid=calendar-entry]`).first(),
  ).toBeVisible();
  await shot(dana, "calendar-month-light");
  await dana.getByRole("button", { name: "Toggle dark mode" }).click();
  await expect(dana.locator("html")).toHaveClass(/dark/);
  await shot(dana, "calendar-month-dark");
  await expectAccessible(dana, "the calendar's month, dark");
  await dana.goto(`/calendar?view=week&date=${day}`);
  await expect(entry(day)).toBeVisible({ timeout: 30_000 });
  await shot(dana, "calendar-week-dark");
  await dana.goto("/board?sort=number");
  await expect(rowAt(dana, 0)).toBeVisible({ timeout: 30_000 });
  await rowAt(dana, 0).click();
  await expect(dana.getByTestId("work-panel")).toBeVisible();
  await shot(dana, "drawer-work-panel-dark");
  await dana.context().close();
});

test("a manager sees the team's work and changes nothing: no write controls, and a direct write is 403", async ({
  browser,
}) => {
  const assigned = boxes.assigned;
  expect(assigned).toBeDefined();
  if (!assigned) return;
  const manager = await openAs(browser, DEMO.manager);
  await manager.locator(`[data-testid=board-row][data-number="${assigned.number}"]`).click();
  const drawer = manager.getByTestId("container-drawer");
  await expect(drawer.getByTestId("work-assignee")).toHaveText(DEMO.dispatcher2Name);
  await expect(drawer.getByTestId("note-body").filter({ hasText: "Booked appointment 4412" })).toBeVisible();
  await expect(drawer.getByLabel("Assignee", { exact: true })).toHaveCount(0);
  for (const name of ["Plan pickup", "Edit pickup", "Add note", "Watch", "Edit return and reference"])
    await expect(drawer.getByRole("button", { name, exact: true })).toHaveCount(0);
  await expect(drawer.getByRole("combobox", { name: "New note" })).toHaveCount(0);
  await manager.keyboard.press("Escape");

  // Selecting is reading (export); the bulk bar offers no action that writes.
  await rowAt(manager, 0).getByTestId("row-select").click();
  await expect(manager.getByTestId("bulk-bar")).toBeVisible();
  for (const id of ["bulk-assign", "bulk-plan", "bulk-tag", "bulk-stop"])
    await expect(manager.getByTestId(id)).toHaveCount(0);
  await expect(manager.getByTestId("bulk-bar").getByRole("button", { name: "Export selection" })).toBeEnabled();

  // The browser's own same-origin requests, so only the role can refuse them.
  const statuses = await manager.evaluate(async (id) => {
    const json = { "content-type": "application/json" };
    const patch = await fetch(`/api/containers/${id}/work`, {
      method: "PATCH",
      headers: json,
      body: JSON.stringify({ version: 0, assigneeId: null }),
    });
    const note = await fetch(`/api/containers/${id}/notes`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ body: "manager note" }),
    });
    const bulk = await fetch("/api/containers/bulk", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ ids: [id], action: "watch" }),
    });
    return [patch.status, note.status, bulk.status];
  }, assigned.id);
  expect(statuses).toEqual([403, 403, 403]);

  await manager.goto("/calendar");
  await expect(manager.getByTestId("calendar-week")).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
  await expect(manager.getByTestId("calendar-entry").first()).toBeVisible();
  const draggable = manager.locator("[data-testid=calendar-entry][draggable=true]");
  await expect(draggable).toHaveCount(0);
  await manager.context().close();
});

test("the Activity page lists who did what, old → new, for the boxes of this run", async ({ browser }) => {
  const { assigned, conflicted } = boxes;
  expect(assigned && conflicted).toBeTruthy();
  if (!assigned || !conflicted) return;
  const dana = await openAs(browser, DEMO.dispatcher, `/activity?container=${assigned.number}`);
  const table = dana.getByTestId("activity-table");
  await expect(table).toBeVisible();
  const assignment = table.locator("tr", { hasText: "Assignment" });
  await expect(assignment).toContainText("Dana Dispatcher");
  await expect(assignment).toContainText(`${DEMO.dispatcher2Name} <${DEMO.dispatcher2}>`);
  await expect(table.locator("tr", { hasText: "Note added" })).toContainText(
    `@${DEMO.dispatcher2Name} please confirm the trucker`,
  );

  await dana.goto(`/activity?container=${conflicted.number}&kind=planned_pickup`);
  const rows = dana.getByTestId("activity-table").locator("tbody tr");
  // Maria's plan, then Dana's retry on top of it: two entries, newest first, nothing lost.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Dana Dispatcher");
  await expect(rows.nth(0)).toContainText("Maria Haulage");
  await expect(rows.nth(0)).toContainText("Dana Drayage");
  await expect(rows.nth(1)).toContainText("Maria Lopez");
  // In words, not field names and keys: Maria's plan was the first.
  await expect(rows.nth(1)).toContainText("planned pickup: none");
  await expect(rows.nth(1)).toContainText("trucker Maria Haulage");
  await expect(dana.getByTestId("activity-table")).not.toContainText(/plannedPickup|date:/);
  await shot(dana, "activity");
  await dana.context().close();
});
