import { expect, test, type Page } from "@playwright/test";

import { samplePdf } from "../simulator/testing";

import { DEMO } from "./fixtures/accounts";
import { hydrated, screenshot, signIn } from "./fixtures/browser-session";
import { SIM_ORIGIN } from "./fixtures/simulator";
import { seededNumbers } from "./fixtures/seeded-numbers";

const numbers = seededNumbers("documents");

test.describe.configure({ timeout: 120_000 });

const SIM = SIM_ORIGIN;

async function sim(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(
    `${SIM}${path}`,
    body === undefined
      ? { headers: { Authorization: "Token sim_paid_key" } }
      : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
  );
  return response.status === 204 ? null : response.json();
}

type DropFile = { name: string; type: string; base64?: string; size?: number };

/** Dispatches a real drop event with the files, as the browser does after a drag from the desktop. */
async function drop(page: Page, files: DropFile[]): Promise<void> {
  // The shell hydrates before the page's content streams in; a drop before the zone listens would be lost.
  await page.locator('[data-testid="drop-zone"][data-listening]').waitFor({ state: "attached" });
  await page.evaluate((list) => {
    const transfer = new DataTransfer();
    for (const f of list) {
      const bytes = f.base64 ? Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0)) : new Uint8Array(f.size ?? 0);
      transfer.items.add(new File([bytes], f.name, { type: f.type }));
    }
    const target = document.querySelector("main") ?? document.body;
    for (const type of ["dragenter", "dragover", "drop"])
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, files);
}

function pdf(heading: string, nonce: string): DropFile & { base64: string } {
  const bytes = samplePdf([[heading, `B/L No: E2E${nonce}`, `Reference ${nonce}`]], heading);
  return {
    name: `${heading.toLowerCase().replace(/\s+/g, "-")}-${nonce}.pdf`,
    type: "application/pdf",
    base64: bytes.toString("base64"),
  };
}

test("two files dropped at once upload with progress, get classified; the same file again is a duplicate", async ({
  page,
}) => {
  const nonce = numbers.digits(12);
  const files = [pdf("BILL OF LADING", nonce), pdf("DELIVERY ORDER", nonce)];
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/documents" });
  await hydrated(page);
  await expect(page.getByTestId("beta-badge")).toBeVisible();
  await expect(page.getByTestId("upload-rules")).toContainText("PDF, PNG, JPEG or TIFF, up to 40.0 MB");

  // A slow service keeps both uploads in flight long enough to see their progress bars.
  await sim("/_sim/faults", { latency_ms: 1500 });
  try {
    await drop(page, files);
    for (const file of files)
      await expect(page.getByRole("progressbar", { name: `Uploading ${file.name}` })).toBeVisible();
    for (const file of files)
      await expect(page.locator(`[data-testid="upload-item"][data-name="${file.name}"]`)).toHaveAttribute(
        "data-status",
        "done",
        { timeout: 30_000 },
      );
  } finally {
    await fetch(`${SIM}/_sim/faults`, { method: "DELETE" });
  }
  // Classification runs a few simulated seconds later; move the clock instead of waiting for it.
  await sim("/_sim/clock", { advance: "PT1M" });
  for (const file of files) {
    const row = page.locator(`[data-testid="document-row"][data-name="${file.name}"]`);
    await expect(row).toHaveAttribute("data-state", "extracted", { timeout: 30_000 });
    await expect(row.getByTestId("doc-type")).not.toContainText("Not classified");
  }
  await expect(
    page.locator(`[data-testid="document-row"][data-name="${files[0]?.name}"] [data-testid="doc-type"]`),
  ).toContainText("Bill of lading");
  await screenshot(page, "documents-inbox");

  const first = files[0];
  if (!first) throw new Error("no file");
  await drop(page, [{ ...first, name: `again-${first.name}` }]);
  const duplicate = page.getByTestId("upload-duplicate");
  await expect(duplicate).toContainText(`Already uploaded as ${first.name}`);
  await duplicate.getByRole("link", { name: first.name }).click();
  await expect(page.getByRole("heading", { name: first.name })).toBeVisible();
  await expect(page.getByText("Extracted fields")).toBeVisible();
});

test("an oversized or unsupported file is refused before anything is sent", async ({ page }) => {
  await signIn(page, DEMO.dispatcher, DEMO.password, { at: "/documents" });
  await hydrated(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/documents/upload")) sent.push(request.url());
  });
  await drop(page, [
    { name: "huge-scan.pdf", type: "application/pdf", size: 41 * 1024 * 1024 },
    { name: "notes.docx", type: "application/msword", size: 10 },
  ]);
  await expect(page.getByTestId("upload-refused").first()).toBeVisible();
  await expect(page.locator('[data-testid="upload-item"][data-name="huge-scan.pdf"]')).toContainText(
    "huge-scan.pdf is 41.0 MB; the limit is 40.0 MB.",
  );
  await expect(page.locator('[data-testid="upload-item"][data-name="notes.docx"]')).toContainText(
    "only PDF, PNG, JPEG and TIFF",
  );
  expect(sent).toEqual([]);
});

type SimDoc = {
  id: string;
  attributes: { name: string; source: string; parsed?: { packetSegment?: { startPage: number; endPage: number } } };
  relationships: { parent_document?: { data: { id: string } | null } };
};

test("a packet that came by email shows its children with the service's page ranges", async ({ page }) => {
  const truth = (await sim("/v2/documents?page[size]=100")) as { data: SimDoc[] };
  const children = truth.data.filter(
    (d) => d.attributes.source === "split_document" && d.attributes.parsed?.packetSegment,
  );
  const parentId = children[0]?.relationships.parent_document?.data?.id;
  const parent = truth.data.find((d) => d.id === parentId);
  expect(parent?.attributes.source).toBe("email");
  const mine = children.filter((c) => c.relationships.parent_document?.data?.id === parentId);

  await signIn(page, DEMO.dispatcher, DEMO.password, { at: `/documents?x=1` });
  await page.getByLabel("File name").fill(parent?.attributes.name ?? "");
  await page
    .locator(`[data-testid="document-row"][data-name="${parent?.attributes.name}"]`)
    .getByRole("link", { name: parent?.attributes.name })
    .click();
  await expect(page.getByRole("list", { name: "Pages of the packet" })).toBeVisible();
  for (const child of mine) {
    const segment = child.attributes.parsed?.packetSegment;
    if (!segment) continue;
    const line = page
      .locator("li")
      .filter({ has: page.getByRole("link", { name: child.attributes.name, exact: true }) });
    // The page range the simulator cut this child from, written as the packet strip shows it.
    const pages =
      segment.startPage === segment.endPage
        ? `page ${segment.startPage}`
        : `pages ${segment.startPage}–${segment.endPage}`;
    await expect(line.getByTestId("child-pages")).toHaveText(pages);
  }
  await screenshot(page, "documents-packet");

  const child = mine[mine.length - 1];
  const segment = child?.attributes.parsed?.packetSegment;
  await page.getByRole("link", { name: child?.attributes.name, exact: true }).click();
  await expect(page.getByTestId("child-of")).toHaveText(
    `Pages ${segment?.startPage}–${segment?.endPage} of ${parent?.attributes.name}`,
  );
  await page.getByTestId("child-of").getByRole("link").click();
  await expect(page.getByRole("list", { name: "Pages of the packet" })).toBeVisible();

  // Dark mode, for the screenshot review.
  await page.evaluate(() => {
    localStorage.setItem("quayside-theme", "dark");
    document.documentElement.classList.add("dark");
  });
  await screenshot(page, "documents-packet-dark");
  await page.goto("/documents");
  await hydrated(page);
  await expect(page.getByTestId("documents-table")).toBeVisible();
  await screenshot(page, "documents-inbox-dark");
  await page.evaluate(() => localStorage.removeItem("quayside-theme"));
});

test("managers read the inbox but cannot upload; another workspace's document is a 404", async ({ page }) => {
  await signIn(page, DEMO.manager, DEMO.password, { at: "/documents" });
  await hydrated(page);
  await expect(page.getByTestId("documents-table")).toBeVisible();
  await expect(page.getByRole("button", { name: "Choose files…" })).toHaveCount(0);
  const refused = await page.request.post("/api/documents/upload?name=x.pdf", {
    data: Buffer.from("%PDF-1.4"),
    headers: { "Content-Type": "application/pdf" },
  });
  expect(refused.status()).toBe(403);
  const missing = await page.request.get("/api/documents/00000000-0000-4000-8000-000000000000");
  expect(missing.status()).toBe(404);
  // The detail pages too answer 404 (not a 200 carrying the not-found page), for a well-formed id and a mangled one.
  for (const path of ["/documents/00000000-0000-4000-8000-000000000000", "/documents/not-an-id"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await screenshot(page, "document-not-found");
  const email = await page.goto("/emails/00000000-0000-4000-8000-000000000000");
  expect(email?.status()).toBe(404);
  const listed = (await (await page.request.get("/api/documents?limit=1")).json()) as { data: { id: string }[] };
  const first = listed.data[0]?.id;
  expect(first).toBeDefined();
  expect((await page.goto(`/documents/${first}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Document" })).toBeVisible();
});
