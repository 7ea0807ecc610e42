import { createServer, type Server } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { toErrorResponse } from "@/lib/server/http-error";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { FINDING_BASE_URLS } from "@/lib/testing/internal-base-urls";
import { updateSettingsSchema } from "@/lib/validations/settings-input";

import { recomputeWorkspace } from "./cache/recompute";
import { encryptSecret } from "./crypto";
import { getUpstreamTarget, updateSettings } from "./settings";
import { upstreamFor } from "./sync/upstream";
import { UpstreamError } from "./upstream/errors";

// The saved account key goes only to the https base URL an admin confirmed it with. A plain TCP listener on a
// free port stands in for a host an attacker controls: it records every byte anyone sends it, TLS or not.
const KEY = "t49_live_Exfil_Target_9QZ";
const CONFIRMED = "https://api.terminal49.com/v2";
let server: Server;
let port = 0;
const received: string[] = [];
// This machine has no internet DNS (and may reach only loopback): the public hosts answer from a table.
const asked: string[] = [];
const dns = {
  resolve: async (hostname: string) => {
    asked.push(hostname);
    const table: Record<string, string> = { "api.terminal49.com": "3.33.152.147", localhost: "127.0.0.1" };
    const address = table[hostname] ?? (hostname.endsWith(".example.test") ? "93.184.216.34" : undefined);
    return address ? [{ address, family: 4 }] : [];
  },
};

beforeAll(async () => {
  server = createServer((socket) => {
    received.push("connection");
    socket.on("data", (chunk) => received.push(chunk.toString("latin1")));
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function liveWorkspace() {
  const { workspace, users } = await createTestWorkspace(["admin"]);
  const actor = users[0]?.id ?? "";
  await updateSettings(workspace.id, { apiKey: KEY, baseUrl: CONFIRMED }, actor, dns);
  return { workspaceId: workspace.id, actor };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).not.toBeNull();
  const response = toErrorResponse(error);
  const body = (await response.json()) as { error: { message: string } };
  return { status: response.status, message: body.error.message };
}

describe("the account key and its base URL", () => {
  it("refuses a base URL change that does not come with the key, and never sends the key there", async () => {
    const { workspaceId, actor } = await liveWorkspace();
    const elsewhere = `https://127.0.0.1:${port}/v2`;

    const refused = await refusal(updateSettings(workspaceId, { baseUrl: elsewhere }, actor));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/account key again/);
    expect(await refusal(updateSettings(workspaceId, { baseUrl: elsewhere, apiKey: null }, actor))).toMatchObject({
      status: 400,
    });

    const target = await getUpstreamTarget(workspaceId);
    expect(target).toMatchObject({ mode: "live", baseUrl: CONFIRMED, apiKey: KEY });
    expect(received).toEqual([]);
  });

  it("never sends a sealed key to a base URL written behind its back", async () => {
    const { workspaceId } = await liveWorkspace();
    await db.workspaceSettings.update({ where: { workspaceId }, data: { baseUrl: `https://127.0.0.1:${port}/v2` } });

    const refused = await refusal(upstreamFor(workspaceId, "interactive"));
    expect(refused).toMatchObject({ status: 503 });
    expect(refused.message).toMatch(/different base URL/);
    expect(received).toEqual([]);
  });

  it("refuses an http base URL with a key, at the form's schema and at the server", async () => {
    const { workspace, users } = await createTestWorkspace(["admin"]);
    const http = `http://127.0.0.1:${port}/v2`;
    expect(updateSettingsSchema.safeParse({ apiKey: KEY, baseUrl: http }).success).toBe(false);

    const refused = await refusal(
      updateSettings(workspace.id, { apiKey: KEY, baseUrl: http }, users[0]?.id ?? "", dns),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/https:\/\//);
    expect((await getUpstreamTarget(workspace.id)).mode).toBe("simulated");

    // A key saved on its own goes to the stored base URL, which must be https too.
    await db.workspaceSettings.update({ where: { workspaceId: workspace.id }, data: { baseUrl: http } });
    expect(await refusal(updateSettings(workspace.id, { apiKey: KEY }, users[0]?.id ?? "", dns))).toMatchObject({
      status: 400,
    });
    expect(received).toEqual([]);
  });

  it("stops using a key saved before sealing whose base URL is not https (such as the simulator)", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    await db.workspaceSettings.update({
      where: { workspaceId: workspace.id },
      data: {
        apiKeyCiphertext: encryptSecret(KEY),
        apiKeyLast4: KEY.slice(-4),
        baseUrl: `http://127.0.0.1:${port}/v2`,
      },
    });
    const refused = await refusal(upstreamFor(workspace.id, "interactive"));
    expect(refused.status).toBe(503);
    expect(refused.message).toMatch(/https:\/\//);
    expect(received).toEqual([]);
    // Pages and jobs that only need the mode keep working from the cache meanwhile.
    await expect(recomputeWorkspace(workspace.id)).resolves.toBe(0);
  });

  it("accepts an https base URL with the key, and a later change that repeats the key", async () => {
    const { workspaceId, actor } = await liveWorkspace();
    expect(await getUpstreamTarget(workspaceId)).toEqual({ mode: "live", baseUrl: CONFIRMED, apiKey: KEY });

    const view = await updateSettings(
      workspaceId,
      { apiKey: KEY, baseUrl: "https://eu.tracking.example.test/v2" },
      actor,
      dns,
    );
    expect(view).toMatchObject({ mode: "live", baseUrl: "https://eu.tracking.example.test/v2" });
    expect(await getUpstreamTarget(workspaceId)).toEqual({
      mode: "live",
      baseUrl: "https://eu.tracking.example.test/v2",
      apiKey: KEY,
    });
    // Repeating the saved base URL is not a change and needs no key.
    await updateSettings(workspaceId, { baseUrl: "https://eu.tracking.example.test/v2", lfdRule: "earliest" }, actor);
  });

  it("refuses a base URL on this machine or our network before the key is saved or sent anywhere", async () => {
    const { workspace, users } = await createTestWorkspace(["admin"]);
    const actor = users[0]?.id ?? "";
    asked.length = 0;
    const internal = [
      ...FINDING_BASE_URLS,
      // The same forms at the listener, which would record the TLS hello if anything connected.
      `https://127.0.0.1:${port}/v2`,
      `https://127.1:${port}/v2`,
      `https://0x7f000001:${port}/v2`,
      `https://[::ffff:127.0.0.1]:${port}/v2`,
      `https://localhost:${port}/v2`,
    ];
    for (const baseUrl of internal) {
      const refused = await refusal(updateSettings(workspace.id, { apiKey: KEY, baseUrl }, actor, dns));
      expect(refused, baseUrl).toMatchObject({ status: 400 });
      expect(refused.message, baseUrl).toMatch(/private, loopback or reserved address.*The key was not saved/);
    }
    expect(
      (await db.workspaceSettings.findUnique({ where: { workspaceId: workspace.id } }))?.apiKeyCiphertext,
    ).toBeNull();
    expect((await getUpstreamTarget(workspace.id)).mode).toBe("simulated");
    // Literal addresses are judged as they are; localhost is refused by name, so no resolver was asked.
    expect(asked).toEqual([]);

    // A name that does not resolve (yet) may be saved, but no call goes out until it resolves publicly.
    await updateSettings(workspace.id, { apiKey: KEY, baseUrl: "https://nowhere.invalid/v2" }, actor, dns);
    expect(asked).toEqual(["nowhere.invalid"]);
    const { client } = await upstreamFor(workspace.id, "interactive");
    const unresolved: unknown = await client.get("containers").then(
      () => null,
      (error: unknown) => error,
    );
    expect(unresolved).toBeInstanceOf(UpstreamError);
    expect(unresolved instanceof UpstreamError ? unresolved.reason : "").toMatch(/nowhere.invalid does not resolve/);
    expect(received).toEqual([]);

    // The default base URL is accepted when it resolves publicly.
    await updateSettings(workspace.id, { apiKey: KEY, baseUrl: CONFIRMED }, actor, dns);
    expect(await getUpstreamTarget(workspace.id)).toEqual({ mode: "live", baseUrl: CONFIRMED, apiKey: KEY });
  });
});
