import { describe, expect, it } from "vitest";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { getSettingsView, getUpstreamTarget, updateSettings } from "./settings";

// This machine has no internet DNS: saving a key resolves its base URL's host, so tests answer for it.
const publicDns = { resolve: async () => [{ address: "93.184.216.34", family: 4 }] };

/** A box as a sync would have cached it (only what the account switch looks at). */
function cachedBox(workspaceId: string, upstreamId: string, number: string) {
  const at = new Date();
  return db.container.create({
    data: {
      workspaceId,
      upstreamId,
      number,
      refNumbers: [],
      tags: [],
      holdNames: [],
      bucket: "ready",
      bucketRank: 5,
      evaluatedAt: at,
      raw: {},
      observedAt: at,
    },
  });
}

describe("workspace settings", () => {
  it("starts in simulated mode, pointed at the simulator", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    expect(await getSettingsView(workspace.id)).toMatchObject({
      mode: "simulated",
      apiKeyMasked: null,
      lfdRule: "earliest",
    });
    expect(await getUpstreamTarget(workspace.id)).toEqual({
      mode: "simulated",
      baseUrl: env.SIMULATOR_URL,
      apiKey: env.SIMULATOR_KEY,
    });
  });

  it("stores the account key encrypted, shows only its last four characters, and decrypts it on the server", async () => {
    const { workspace, users } = await createTestWorkspace(["admin"]);
    const key = "t49_live_Zx9qL2mN8pR4sT6v";
    const view = await updateSettings(
      workspace.id,
      { apiKey: key, baseUrl: "https://api.terminal49.com/v2" },
      users[0]?.id ?? "",
      publicDns,
    );
    expect(view).toMatchObject({ mode: "live", apiKeyMasked: "••••••••sT6v" });
    expect(JSON.stringify(view)).not.toContain(key);

    const [row] = await db.$queryRaw<
      Array<Record<string, unknown>>
    >`select * from workspace_settings where workspace_id = ${workspace.id}::uuid`;
    expect(JSON.stringify(row)).not.toContain(key);
    expect(String(row?.api_key_ciphertext)).toMatch(/^v1\./);

    expect(await getUpstreamTarget(workspace.id)).toEqual({
      mode: "live",
      baseUrl: "https://api.terminal49.com/v2",
      apiKey: key,
    });
  });

  it("goes back to simulated data when the key is removed", async () => {
    const { workspace, users } = await createTestWorkspace(["admin"]);
    await updateSettings(workspace.id, { apiKey: "t49_live_abcdefgh" }, users[0]?.id ?? "", publicDns);
    const view = await updateSettings(workspace.id, { apiKey: null }, users[0]?.id ?? "");
    expect(view).toMatchObject({ mode: "simulated", apiKeyMasked: null });
  });

  it("keeps one workspace's key out of another's settings", async () => {
    const a = await createTestWorkspace(["admin"]);
    const b = await createTestWorkspace(["admin"]);
    await updateSettings(a.workspace.id, { apiKey: "t49_live_workspace_a" }, a.users[0]?.id ?? "", publicDns);
    expect((await getSettingsView(b.workspace.id)).mode).toBe("simulated");
  });

  it("forgets the other account's cache and queues a new backfill only when the account really changes", async () => {
    const { workspace, users } = await createTestWorkspace(["admin"]);
    const actor = users[0]?.id ?? "";
    const cached = async () => ({
      containers: await db.container.count({ where: { workspaceId: workspace.id } }),
      shipments: await db.shipment.count({ where: { workspaceId: workspace.id } }),
      backfilledAt: (await db.workspaceSync.findUnique({ where: { workspaceId: workspace.id } }))?.backfilledAt ?? null,
    });
    const fill = async (suffix: string) => {
      const at = new Date();
      await db.shipment.create({
        data: {
          workspaceId: workspace.id,
          upstreamId: `ship-${suffix}`,
          refNumbers: [],
          tags: [],
          raw: {},
          observedAt: at,
        },
      });
      await cachedBox(workspace.id, `cont-${suffix}`, `MSCU${suffix}`);
      await db.workspaceSync.upsert({
        where: { workspaceId: workspace.id },
        create: { workspaceId: workspace.id, backfilledAt: at, lastSyncAt: at },
        update: { backfilledAt: at, lastSyncAt: at },
      });
    };

    await fill("1");
    await updateSettings(workspace.id, { lfdRule: "earliest" }, actor);
    expect(await cached()).toMatchObject({ containers: 1, shipments: 1 });

    await updateSettings(workspace.id, { apiKey: "t49_live_first_account" }, actor, publicDns);
    expect(await cached()).toEqual({ containers: 0, shipments: 0, backfilledAt: null });

    await fill("2");
    await updateSettings(workspace.id, { apiKey: "t49_live_first_account" }, actor, publicDns);
    expect(await cached()).toMatchObject({ containers: 1, shipments: 1 });

    await updateSettings(
      workspace.id,
      { apiKey: "t49_live_first_account", baseUrl: "https://staging.example.test/v2" },
      actor,
      publicDns,
    );
    expect(await cached()).toEqual({ containers: 0, shipments: 0, backfilledAt: null });
  });

  it("keeps the cache, its history and the team's notes when the admin confirms a key rotation of the same account", async () => {
    const { workspace, users } = await createTestWorkspace(["admin"]);
    const actor = users[0]?.id ?? "";
    await updateSettings(workspace.id, { apiKey: "t49_live_key_before_rotation" }, actor, publicDns);
    const at = new Date();
    const box = await cachedBox(workspace.id, "cont-rotation", "MSCU7006012");
    await db.containerChange.create({
      data: {
        workspaceId: workspace.id,
        containerUpstreamId: "cont-rotation",
        field: "holds",
        newValue: [],
        source: "sync",
        observedAt: at,
      },
    });
    await db.containerNote.create({
      data: { workspaceId: workspace.id, containerId: box.id, authorId: actor, body: "Driver booked for 8:00" },
    });
    const kept = async () => ({
      containers: await db.container.count({ where: { workspaceId: workspace.id } }),
      changes: await db.containerChange.count({ where: { workspaceId: workspace.id } }),
      notes: await db.containerNote.count({ where: { workspaceId: workspace.id } }),
    });

    await updateSettings(workspace.id, { apiKey: "t49_live_key_after_rotation", sameAccount: true }, actor, publicDns);
    expect(await kept()).toEqual({ containers: 1, changes: 1, notes: 1 });
    expect((await getUpstreamTarget(workspace.id)).apiKey).toBe("t49_live_key_after_rotation");

    // A rotation keeps the address; one without a new key, or without a key to replace, is refused.
    await expect(
      updateSettings(
        workspace.id,
        { apiKey: "t49_live_key_third", baseUrl: "https://staging.example.test/v2", sameAccount: true },
        actor,
        publicDns,
      ),
    ).rejects.toThrow(/keeps the base URL/);
    await expect(updateSettings(workspace.id, { lfdRule: "service", sameAccount: true }, actor)).rejects.toThrow(
      /enter the new key/,
    );
    expect(await kept()).toEqual({ containers: 1, changes: 1, notes: 1 });

    // Unconfirmed, another key is another account: its data replaces this one's.
    await updateSettings(workspace.id, { apiKey: "t49_live_other_account" }, actor, publicDns);
    expect(await kept()).toEqual({ containers: 0, changes: 0, notes: 0 });
  });

  it("accepts a new key when the stored one can no longer be decrypted (AUTH_SECRET changed)", async () => {
    const { workspace, users } = await createTestWorkspace(["admin"]);
    const { encryptSecret } = await import("./crypto");
    const underOldSecret = encryptSecret("t49_live_before_rotation", "an-older-auth-secret-an-older-auth-secret");
    await db.workspaceSettings.update({
      where: { workspaceId: workspace.id },
      data: { apiKeyCiphertext: underOldSecret, apiKeyLast4: "tion" },
    });
    await expect(getUpstreamTarget(workspace.id)).rejects.toThrow();
    const view = await updateSettings(
      workspace.id,
      { apiKey: "t49_live_after_rotation" },
      users[0]?.id ?? "",
      publicDns,
    );
    expect(view).toMatchObject({ mode: "live", apiKeyMasked: "••••••••tion" });
    expect((await getUpstreamTarget(workspace.id)).apiKey).toBe("t49_live_after_rotation");
  });
});
