import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { seedOfKey } from "../accounts/account-worlds";
import { testSimulator, type Json } from "./helpers";

// Self-provisioned accounts: a `sim_ws_…` key is an account with a world of its own, so two dashboards'
// workspaces on the simulator never see or change each other's data.
const A = "sim_ws_AAAAAAAAAAAAAAAAAAAAAAAAaaaa0001";
const B = "sim_ws_BBBBBBBBBBBBBBBBBBBBBBBBbbbb0002";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

function sim(options: Parameters<typeof testSimulator>[0] = {}) {
  const t = testSimulator({ accountContainers: 60, ...options });
  cleanups.push(() => t.sim.close());
  return t;
}

const numbers = (body: Json): string[] => body.data.map((c: Json) => c.attributes.number as string).sort();

async function upload(t: ReturnType<typeof sim>, key: string, name: string, bytes: Buffer): Promise<Json> {
  const checksum = createHash("md5").update(bytes).digest("base64");
  const blob = await t.api("/rails/active_storage/direct_uploads", {
    key,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      blob: { filename: name, content_type: "application/pdf", byte_size: bytes.length, checksum },
    }),
  });
  expect(blob.status).toBe(200);
  const put = await t.sim.app.request(new URL(blob.body.direct_upload.url).pathname, {
    method: "PUT",
    headers: blob.body.direct_upload.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  const created = await t.api("documents", {
    key,
    method: "POST",
    body: JSON.stringify({ data: { type: "document", attributes: { name, attached_document: blob.body.signed_id } } }),
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

describe("self-provisioned accounts", () => {
  it("gives each sim_ws_ key a world of its own, apart from the seeded one", async () => {
    const t = sim();
    const [seeded, a, b] = await Promise.all([
      t.api("containers?page[size]=100"),
      t.api("containers?page[size]=100", { key: A }),
      t.api("containers?page[size]=100", { key: B }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(numbers(a.body).length).toBeGreaterThan(10);
    expect(numbers(a.body)).not.toEqual(numbers(b.body));
    for (const n of numbers(a.body)) {
      expect(numbers(b.body)).not.toContain(n);
      expect(numbers(seeded.body)).not.toContain(n);
    }
    // Ids too: A's container is not found with B's key, nor with the seeded key.
    const id = a.body.data[0].id as string;
    expect((await t.api(`containers/${id}`, { key: A })).status).toBe(200);
    expect((await t.api(`containers/${id}`, { key: B })).status).toBe(404);
    expect((await t.api(`containers/${id}`)).status).toBe(404);
    expect(t.sim.accounts.size).toBe(2);
  });

  it("refuses keys that only look like account keys", async () => {
    const t = sim();
    for (const key of ["sim_ws_short", "sim_ws_", `sim_ws_${"x".repeat(65)}`, "sim_ws_AAAAAAAAAAAAAAAAAAAAAAAA-bad"]) {
      expect((await t.api("containers", { key })).status).toBe(401);
    }
    expect(t.sim.accounts.size).toBe(0);
  });

  it("builds the same world from the same key, in another simulator and after a reset", async () => {
    const first = sim();
    const second = sim();
    const list = async (t: ReturnType<typeof sim>) => (await t.api("containers?page[size]=100", { key: A })).body;
    const before = await list(first);
    expect(numbers(await list(second))).toEqual(numbers(before));
    expect(seedOfKey(A)).not.toBe(seedOfKey(B));
    await first.control("/reset", {});
    expect(first.sim.accounts.size).toBe(0);
    expect(numbers(await list(first))).toEqual(numbers(before));
  });

  it("keeps documents, tracking requests, stop tracking and webhooks per account", async () => {
    const t = sim();
    const bytes = Buffer.from("%PDF-1.4\nA's arrival notice\n");
    const doc = await upload(t, A, "a-notice.pdf", bytes);
    const listed = async (key: string) => (await t.api("documents?page[size]=100", { key })).body.data as Json[];
    expect((await listed(A)).map((d) => d.id)).toContain(doc.id);
    expect((await listed(B)).map((d) => d.id)).not.toContain(doc.id);
    expect((await t.api(`documents/${doc.id}`, { key: B })).status).toBe(404);
    expect((await t.api(`documents/${doc.id}/download_url`, { key: B })).status).toBe(404);
    // A's signed URL serves A's bytes (the blob is found in A's world).
    const url = new URL((await t.api(`documents/${doc.id}/download_url`, { key: A })).body.download_url);
    const download = await t.sim.app.request(url.pathname + url.search);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const request = await t.api("tracking_requests", {
      key: A,
      method: "POST",
      body: JSON.stringify({
        data: {
          type: "tracking_request",
          attributes: { request_type: "bill_of_lading", request_number: "MAEU123456789", scac: "MAEU" },
        },
      }),
    });
    expect(request.status).toBe(201);
    const requests = async (key: string) =>
      ((await t.api("tracking_requests?page[size]=100", { key })).body.data as Json[]).map((r) => r.id);
    expect(await requests(A)).toContain(request.body.data.id);
    expect(await requests(B)).not.toContain(request.body.data.id);

    const shipmentId = (await t.api("shipments", { key: A })).body.data[0].id as string;
    expect((await t.api(`shipments/${shipmentId}/stop_tracking`, { key: B, method: "PATCH" })).status).toBe(404);
    expect(
      (await t.api(`shipments/${shipmentId}`, { key: A })).body.data.attributes.line_tracking_stopped_at,
    ).toBeNull();

    const hook = await t.api("webhooks", {
      key: A,
      method: "POST",
      body: JSON.stringify({
        data: { type: "webhook", attributes: { url: "https://a.example.test/hook", active: true } },
      }),
    });
    expect(hook.status).toBe(201);
    expect((await t.api("webhooks", { key: A })).body.data).toHaveLength(1);
    expect((await t.api("webhooks", { key: B })).body.data).toHaveLength(0);
    expect((await t.api("webhooks")).body.data).toHaveLength(0);
  });

  it("lets the control API pick a world, and finds a container in whichever world holds it", async () => {
    const t = sim();
    const number = (await t.api("containers", { key: A })).body.data[0].attributes.number as string;
    expect((await t.control(`/containers/${number}`)).body.account).toBe(`sim_ws_…${A.slice(-4)}`);
    const res = await t.sim.app.request(`/_sim/containers/${number}?account=${B}`);
    expect(res.status).toBe(404);
    const state = await t.sim.app.request(`/_sim/state?account=${A}`);
    expect(((await state.json()) as Json).world_containers).toBeGreaterThan(10);
    expect((await t.sim.app.request("/_sim/state?account=nobody")).status).toBe(404);
    const added = await t.sim.app.request(`/_sim/shipments?account=${B}`, {
      method: "POST",
      body: JSON.stringify({ containers: 1 }),
      headers: { "Content-Type": "application/json" },
    });
    expect(added.status).toBe(201);
    const addedId = ((await added.json()) as Json).data.id as string;
    expect((await t.api(`shipments/${addedId}`, { key: B })).status).toBe(200);
    expect((await t.api(`shipments/${addedId}`, { key: A })).status).toBe(404);
  });

  it("drops the least recently used world beyond the cap, and rebuilds it from its key", async () => {
    const t = sim({ maxAccounts: 2 });
    const C = "sim_ws_CCCCCCCCCCCCCCCCCCCCCCCCcccc0003";
    const first = numbers((await t.api("containers?page[size]=100", { key: A })).body);
    await t.api("containers", { key: B });
    await t.api("containers", { key: C });
    expect(t.sim.accounts.size).toBe(2);
    expect(t.sim.accounts.peek(A)).toBeUndefined();
    expect(numbers((await t.api("containers?page[size]=100", { key: A })).body)).toEqual(first);
    expect(t.sim.accounts.peek(B)).toBeUndefined();
  });
});
