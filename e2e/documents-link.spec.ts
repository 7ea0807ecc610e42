import { expect, test, type Page } from "@playwright/test";

import { samplePdf } from "../simulator/testing";

import { seriousViolations } from "./fixtures/accessibility";
import { DEMO } from "./fixtures/accounts";
import { hydrated, screenshot, signIn } from "./fixtures/browser-session";
import { seededNumbers } from "./fixtures/seeded-numbers";
import { SIM_ORIGIN } from "./fixtures/simulator";

// Documents reach their box: a dropped packet that names a box (as people write it, "TEMU 819974-3") is linked to
// it by the number it names; a dispatcher links a part to another box found by search, sees it in that box's
// drawer and unlinks it there; splits the packet's pages; links an email to a shipment. Boxes, shipments and
// emails are the simulated service's, read from its API; the packet's text is written here.

const numbers = seededNumbers("documents-link");

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1440, height: 900 } });

type SimContainer = {
  id: string;
  attributes: { number: string };
  relationships: { shipment: { data: { id: string } | null } };
};
type SimShipment = { id: string; attributes: { bill_of_lading_number: string } };

async function sim<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(
    `${SIM_ORIGIN}${path}`,
    body === undefined
      ? { headers: { Authorization: "Token sim_paid_key" } }
      : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
  );
  return (await response.json()) as T;
}

/** Two boxes of different shipments, and the first one's shipment, as the service has them. */
async function scenario() {
  const boxes = (await sim<{ data: SimContainer[] }>("/v2/containers?page[size]=50")).data.filter(
    (c) => c.relationships.shipment.data,
  );
  const named = boxes[numbers.int(10)];
  const other = boxes.find((c) => c.relationships.shipment.data?.id !== named?.relationships.shipment.data?.id);
  if (!named || !other) throw new Error("the simulated account has too few boxes");
  const shipment = (await sim<{ data: SimShipment }>(`/v2/shipments/${named.relationships.shipment.data?.id}`)).data;
  return {
    named: named.attributes.number,
    other: other.attributes.number,
    bol: shipment.attributes.bill_of_lading_number,
  };
}

/** Dispatches a real drop event with the file, as the browser does after a drag from the desktop. */
async function drop(page: Page, file: { name: string; base64: string }): Promise<void> {
  await page.locator('[data-testid="drop-zone"][data-listening]').waitFor({ state: "attached" });
  await page.evaluate((f) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], f.name, { type: "application/pdf" }));
    const target = document.querySelector("main") ?? document.body;
    for (const type of ["dragenter", "dragover", "drop"])
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, file);
}

async function dark(page: Page, on: boolean): Promise<void> {
  await page.evaluate((value) => {
    window.scrollTo(0, 0);
    if (value) localStorage.setItem("quayside-theme", "dark");
    else localStorage.removeItem("quayside-theme");
    document.documentElement.classList.toggle("dark", value);
  }, on);
}

const spaced = (n: string) => `${n.slice(0, 4)} ${n.slice(4, 10)}-${n.slice(10)}`;

/** Nonces of the files this spec dropped: the service forgets them afterwards, so later specs see its own packets. */
const dropped: string[] = [];

test.afterAll(async () => {
  for (const nonce of dropped) {
    const listed = await sim<{ data: { id: string }[] }>(`/v2/documents?filter[filename]=${nonce}&page[size]=20`);
    for (const d of listed.data)
      await fetch(`${SIM_ORIGIN}/v2/documents/${d.id}`, {
        method: "DELETE",
        headers: { Authorization: "Token sim_paid_key" },
      });
  }
});

test("a dropped packet reaches the box it names; a part is linked by search, seen in the drawer, unlinked; its pages split", async ({
  page,
}) => {
  const { named, other } = await scenario();
  const nonce = numbers.digits(10);
  dropped.push(nonce);
  const name = `customer-packet-${nonce}.pdf`;
  const bytes = samplePdf([
    [`Page 1 of 4 (ref ${nonce})`, "Attention: dispatch", `Please pick up container ${spaced(named)} this week.`],
    ["Page 2 of 4", "Commercial terms"],
    ["Page 3 of 4", "Release instructions"],
    ["Page 4 of 4", "Signatures"],
  ]);
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/documents" });
  await hydrated(page);
  await drop(page, { name, base64: bytes.toString("base64") });
  await expect(page.locator(`[data-testid="upload-item"][data-name="${name}"]`)).toHaveAttribute(
    "data-status",
    "done",
    {
      timeout: 30_000,
    },
  );
  // Classification and the split run a few simulated seconds later: move the clock instead of waiting.
  await sim("/_sim/clock", { advance: "PT1M" });
  const packetRow = page.locator(`[data-testid="document-row"][data-name="${name}"]`);
  await expect(packetRow).toHaveAttribute("data-state", "extracted", { timeout: 30_000 });
  await packetRow.getByRole("link", { name }).click();
  await expect(page.getByRole("list", { name: "Parts of the packet" })).toBeVisible();
  const parts = page.getByTestId("packet-part");
  await expect(parts).toHaveCount(1);
  await expect(parts.first().getByTestId("child-pages")).toHaveText("pages 1–4");

  // The part the service split off, linked to nothing by the service, reaches the box its text names.
  await parts.first().getByRole("link").click();
  const linked = page.getByTestId("linked-target");
  await expect(linked.filter({ hasText: named })).toContainText("named in the document");

  // Link it by hand to another box, found by part of its number.
  await hydrated(page);
  await page.getByRole("combobox", { name: "Link to a container or shipment" }).fill(other.slice(2, 9).toLowerCase());
  const option = page.getByRole("option", { name: new RegExp(other) });
  await expect(option).toBeVisible();
  await option.click();
  const otherLink = linked.filter({ hasText: other });
  await expect(otherLink).toContainText("linked by hand");
  await expect(otherLink).toContainText("Dana");
  expect(await seriousViolations(page), "the document with its links").toEqual([]);
  await dark(page, false);
  await screenshot(page, "documents-link-document");
  await dark(page, true);
  await screenshot(page, "documents-link-document-dark");
  await dark(page, false);

  // That box's drawer lists the part, linked by hand; unlinking it there takes it off the list.
  const partUrl = page.url();
  // The part's name is the service's (it names the parts it splits off).
  const split = await sim<{ data: { attributes: { name: string; source: string } }[] }>(
    `/v2/documents?filter[filename]=${nonce}&page[size]=10`,
  );
  const partName = split.data.find((d) => d.attributes.source === "split_document")?.attributes.name ?? "";
  expect(partName).toContain(nonce);
  await otherLink.getByRole("link", { name: other }).click();
  const drawer = page.getByTestId("container-drawer");
  await expect(drawer).toBeVisible();
  const inDrawer = drawer.getByTestId("linked-document").filter({ hasText: partName });
  await expect(inDrawer).toBeVisible();
  await expect(drawer.getByTestId("container-links").locator("li").filter({ hasText: partName })).toContainText(
    "linked by hand",
  );
  await drawer.getByTestId("container-links").scrollIntoViewIfNeeded();
  await screenshot(page, "documents-link-drawer");
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await screenshot(page, "documents-link-drawer-dark");
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await drawer.getByRole("button", { name: `Unlink ${partName} from this container` }).click();
  await expect(inDrawer).toHaveCount(0);
  await page.goto(partUrl);
  await expect(page.getByTestId("linked-target").filter({ hasText: other })).toHaveCount(0);
  await expect(page.getByTestId("linked-target").filter({ hasText: named })).toBeVisible();

  // Split the packet: pages 1–2 stay with the service's part, 3–4 become a part of their own.
  await page.getByTestId("child-of").getByRole("link").click();
  await hydrated(page);
  await page.getByLabel("Split part 1 before page").selectOption("3");
  await page.getByRole("button", { name: "Split", exact: true }).click();
  await expect(parts).toHaveCount(2);
  await page.getByRole("button", { name: "Save pages" }).click();
  await expect(page.getByTestId("parts-edited")).toContainText("Page ranges edited in Quayside by Dana");
  await expect(parts.nth(0).getByTestId("child-pages")).toHaveText("pages 1–2");
  await expect(parts.nth(1).getByTestId("child-pages")).toHaveText("pages 3–4");
  await expect(parts.nth(1)).toContainText("split here, Quayside only");
  expect(await seriousViolations(page), "the packet's parts").toEqual([]);
  await dark(page, false);
  await screenshot(page, "documents-link-packet");
  await dark(page, true);
  await screenshot(page, "documents-link-packet-dark");
  await dark(page, false);
});

test("an email linked to a shipment says so on its page", async ({ page }) => {
  const { bol } = await scenario();
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/emails" });
  await page.getByTestId("email-row").first().getByRole("link").first().click();
  await hydrated(page);
  const concerns = page.getByTestId("linked-targets");
  await expect(concerns).toBeVisible();
  await page.getByRole("combobox", { name: "Link to a container or shipment" }).fill(bol);
  await page.getByRole("option", { name: new RegExp(`^${bol}\\s*Shipment`) }).click();
  const row = concerns.getByTestId("linked-target").filter({ hasText: `Shipment B/L ${bol}` });
  await expect(row).toContainText("linked by hand");
  await page.reload();
  await expect(page.getByTestId("linked-targets").getByTestId("linked-target").filter({ hasText: bol })).toBeVisible();
  expect(await seriousViolations(page), "the email with what it concerns").toEqual([]);
  await dark(page, false);
  await screenshot(page, "documents-link-email");
  await dark(page, true);
  await screenshot(page, "documents-link-email-dark");
  await dark(page, false);
});
