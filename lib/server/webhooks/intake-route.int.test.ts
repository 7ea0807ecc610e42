// The public webhook receiver through its real route handler: bounded bodies before any signature work, 401
// and 400 in the one error format with nothing stored, and the decrypted secrets read once, not per request.
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { POST } from "@/app/api/webhooks/terminal49/route";
import { encryptSecret } from "@/lib/server/crypto";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { forgetSecrets } from "./inbox";
import { SIGNATURE_HEADER, signatureOf } from "./verify";

let workspaceId = "";
let secret = "";

beforeAll(async () => {
  workspaceId = (await createTestWorkspace(["admin"])).workspace.id;
  secret = `whsec_intake_${workspaceId.slice(0, 8)}`;
  await db.workspaceSync.upsert({
    where: { workspaceId },
    create: { workspaceId, webhookSecretCiphertext: encryptSecret(secret), webhookUpstreamId: "test" },
    update: { webhookSecretCiphertext: encryptSecret(secret) },
  });
  forgetSecrets();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function delivery(
  body: string | Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): NextRequest {
  return new NextRequest("http://127.0.0.1:3000/api/webhooks/terminal49", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
}

const signed = (body: string, key = secret) => delivery(body, { [SIGNATURE_HEADER]: signatureOf(key, body) });

function notification(id: string): string {
  return JSON.stringify({
    data: {
      id,
      type: "webhook_notification",
      attributes: { event: "container.updated", created_at: "2026-03-05T15:00:00Z" },
    },
    included: [],
  });
}

async function errorOf(response: Response): Promise<{ status: number; code: string }> {
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: body.error?.code ?? "(no error)" };
}

const stored = () => db.webhookInbox.count({ where: { workspaceId } });

describe("webhook receiver", () => {
  /** 400 MB made on demand, counting what the handler pulled. */
  function endless(): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
    const chunk = 64 * 1024;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 400 * 1024 * 1024) return controller.close();
        pulled += chunk;
        controller.enqueue(new Uint8Array(chunk).fill(123));
      },
    });
    return { stream, pulled: () => pulled };
  }

  it("stops a 400 MB chunked delivery with a forged signature at the 5 MB limit, unread beyond it", async () => {
    const body = endless();
    const response = await POST(delivery(body.stream, { [SIGNATURE_HEADER]: "a".repeat(64) }));
    expect(await errorOf(response)).toEqual({ status: 413, code: "payload_too_large" });
    expect(body.pulled()).toBeLessThan(6 * 1024 * 1024);
  });

  it("refuses a delivery without a well-formed signature header with 401 before reading its body", async () => {
    const withoutSignature: Record<string, string>[] = [{}, { [SIGNATURE_HEADER]: "not-hex" }];
    for (const headers of withoutSignature) {
      const body = endless();
      const response = await POST(delivery(body.stream, headers));
      expect(await errorOf(response)).toEqual({ status: 401, code: "unauthorized" });
      expect(response.headers.get("connection")).toBe("close");
      expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it("refuses a declared length over the limit before reading", async () => {
    const response = await POST(
      delivery("{}", { "content-length": String(400 * 1024 * 1024), [SIGNATURE_HEADER]: "a".repeat(64) }),
    );
    expect(await errorOf(response)).toEqual({ status: 413, code: "payload_too_large" });
  });

  it("answers a bad signature with 401 in the error format and stores nothing", async () => {
    const response = await POST(delivery(notification("bad-sig"), { [SIGNATURE_HEADER]: "0".repeat(64) }));
    expect(await errorOf(response)).toEqual({ status: 401, code: "unauthorized" });
    expect(await stored()).toBe(0);
  });

  it.each([
    ["an array", "[]"],
    ["a string", '"x"'],
    ["a number", "1"],
    ["null", "null"],
    ["invalid JSON", "{not json"],
    ["a NUL in a field", '{"data":{"id":"n\\u0000ul"}}'],
  ])("refuses a validly signed body that is %s with 400, unstored", async (_, body) => {
    const response = await POST(signed(body));
    expect(await errorOf(response)).toEqual({ status: 400, code: "bad_request" });
    expect(await stored()).toBe(0);
  });

  it("stores a valid delivery once", async () => {
    const body = notification("route-ok");
    expect((await (await POST(signed(body))).json()) as unknown).toEqual({ received: true, duplicate: false });
    expect((await (await POST(signed(body))).json()) as unknown).toEqual({ received: true, duplicate: true });
    expect(await stored()).toBe(1);
  });
});

describe("webhook secret cache", () => {
  it("reads the secrets once for any number of bad signatures", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    forgetSecrets();
    const reads = vi.spyOn(db.workspaceSync, "findMany");
    for (let i = 0; i < 25; i += 1) {
      const response = await POST(
        delivery(notification(`flood-${i}`), { [SIGNATURE_HEADER]: signatureOf(`wrong-${i}`, "x") }),
      );
      expect(response.status).toBe(401);
    }
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("picks up a secret written in this process at once, and one written by another process within seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const rotated = `${secret}-rotated`;
    await db.workspaceSync.update({
      where: { workspaceId },
      data: { webhookSecretCiphertext: encryptSecret(rotated) },
    });
    forgetSecrets(); // what connect and disconnect do after writing
    expect((await POST(signed(notification("after-connect"), rotated))).status).toBe(200);

    // Another process rotates it: this one does not know yet, and the TTL has not passed.
    const elsewhere = `${secret}-elsewhere`;
    await db.workspaceSync.update({
      where: { workspaceId },
      data: { webhookSecretCiphertext: encryptSecret(elsewhere) },
    });
    expect((await POST(signed(notification("too-soon"), elsewhere))).status).toBe(401);
    vi.setSystemTime(Date.now() + 5_000);
    expect((await POST(signed(notification("after-refresh"), elsewhere))).status).toBe(200);
  });
});
