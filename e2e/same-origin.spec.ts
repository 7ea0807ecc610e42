import { createServer, type Server } from "node:http";

import { expect, test, type Page } from "@playwright/test";

import { computeCheckDigit } from "../lib/domain/iso6346";

import { ARRIVAL_MS } from "./fixtures/bounds";
import { DEMO } from "./fixtures/accounts";
import { signIn } from "./fixtures/browser-session";
import { seededNumbers } from "./fixtures/seeded-numbers";

const numbers = seededNumbers("same-origin");

// A page on another port of the same host is the same site: the browser sends the dispatcher's SameSite=Lax
// session cookie with its form posts and simple fetches. Only the origin tells it apart from the app.
test.describe.configure({ timeout: 120_000 });

let attacker: Server;
let attackerOrigin = "";
let attackerPage = "";

test.beforeAll(async () => {
  attacker = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(attackerPage);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  const address = attacker.address();
  if (address === null || typeof address === "string") throw new Error("the attacker's server has no port");
  attackerOrigin = `http://127.0.0.1:${address.port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => attacker.close(() => resolve()));
});

function containerNumber(seed: number): string {
  const first = `MSCU${String(seed).padStart(6, "0").slice(-6)}`;
  return `${first}${computeCheckDigit(first)}`;
}

type TrackingRow = { requestNumber: string; shipmentId: string | null; trackingStopped: boolean };

async function trackingRows(page: Page, query = ""): Promise<TrackingRow[]> {
  const response = await page.request.get(`/api/tracking-requests?limit=500${query}`);
  return ((await response.json()) as { data: TrackingRow[] }).data;
}

async function savedViewNames(page: Page): Promise<string[]> {
  return ((await (await page.request.get("/api/saved-views")).json()) as { views: { name: string }[] }).views.map(
    (view) => view.name,
  );
}

test("a page on another port of the same host cannot write for a signed-in dispatcher", async ({ page, baseURL }) => {
  const app = new URL(baseURL ?? "http://127.0.0.1:3100").origin;
  await signIn(page, DEMO.dispatcher, DEMO.password);

  // A shipment being tracked: requested by a script (no Origin: not a browser, so allowed), then created by
  // the simulated service. Its world may have stopped the line's tracking already (as the real one can): then
  // the script resumes it, so the attack below has a tracked shipment to stop.
  const seed = numbers.int(900_000);
  const tracked = containerNumber(seed);
  expect(
    (
      await page.request.post("/api/tracking-requests", {
        data: { items: [{ requestType: "container", requestNumber: tracked }] },
      })
    ).status(),
  ).toBe(200);
  let created: TrackingRow | undefined;
  await expect
    .poll(
      async () => {
        created = (await trackingRows(page, `&q=${tracked}`)).find(
          (row) => row.requestNumber === tracked && row.shipmentId !== null,
        );
        return created?.shipmentId ?? "";
      },
      { timeout: ARRIVAL_MS },
    )
    .not.toBe("");
  const shipmentId = created?.shipmentId ?? "";
  if (created?.trackingStopped) {
    const resumed = await page.request.post(`/api/shipments/${encodeURIComponent(shipmentId)}/resume-tracking`);
    expect(await resumed.json()).toEqual({ trackingStopped: false });
  }
  const number = containerNumber(seed + 1);
  const viewName = `csrf-${number}`;

  // What <form enctype="text/plain"> makes of one field named {"items":[...],"x":" with the value "}]}: JSON.
  const fieldName =
    JSON.stringify({ items: [{ requestType: "container", requestNumber: number }] }).slice(0, -1) + ',"x":"';
  attackerPage = `<!doctype html><title>Totally unrelated</title>
    <form method="POST" action="${app}/api/tracking-requests" enctype="text/plain">
      <input type="hidden" name='${fieldName}' value='"}'><button>Win a prize</button>
    </form>`;

  // Only the attacker's writes count: the app page left behind may still answer its own reads (a poll).
  const answered: { url: string; status: number }[] = [];
  await page.goto(`${attackerOrigin}/`);
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.url().startsWith(`${app}/api/`)) {
      answered.push({ url: response.url(), status: response.status() });
    }
  });
  // Simple requests (no preflight) with the user's cookies: the browser sends them; the app must refuse them.
  await page.evaluate(
    async ({ app, shipmentId, viewName, number }) => {
      const send = (path: string, body?: string) =>
        fetch(`${app}${path}`, {
          method: "POST",
          mode: "no-cors",
          credentials: "include",
          headers: body === undefined ? undefined : { "content-type": "text/plain" },
          body,
        });
      await send("/api/saved-views", JSON.stringify({ name: viewName, query: "bucket=past_lfd" }));
      await send(`/api/shipments/${encodeURIComponent(shipmentId)}/stop-tracking`);
      await send(
        "/api/tracking-requests",
        JSON.stringify({ items: [{ requestType: "container", requestNumber: number }] }),
      );
    },
    { app, shipmentId, viewName, number },
  );
  await page.getByRole("button", { name: "Win a prize" }).click();
  await page.waitForURL(`${app}/api/tracking-requests`);
  await expect(page.locator("body")).toContainText('"code":"forbidden"');
  await expect(page.locator("body")).toContainText("Cross-origin writes are refused");

  expect(answered.map((entry) => entry.status)).toEqual([403, 403, 403, 403]);
  expect(await savedViewNames(page)).not.toContain(viewName);
  expect((await trackingRows(page, `&q=${number}`)).map((row) => row.requestNumber)).not.toContain(number);
  expect((await trackingRows(page)).find((row) => row.shipmentId === shipmentId)?.trackingStopped).toBe(false);
});

test("the app's own pages still write: the browser's Origin is the app's", async ({ page }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/board" });
  const name = `own-${numbers.digits(10)}`;
  const statuses = await page.evaluate(async (name) => {
    const created = await fetch("/api/saved-views", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name, query: "bucket=ready" }),
    });
    const { id } = (await created.json()) as { id: string };
    const deleted = await fetch(`/api/saved-views/${id}`, { method: "DELETE" });
    return [created.status, deleted.status];
  }, name);
  expect(statuses).toEqual([201, 204]);
  expect(await savedViewNames(page)).not.toContain(name);
});
