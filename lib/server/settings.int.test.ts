import { describe, expect, it } from "vitest";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { getSettingsView, getUpstreamTarget, updateSettings } from "./settings";

describe("workspace settings", () => {
  it("starts in simulated mode, pointed at the simulator", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    expect(await getSettingsView(workspace.id)).toMatchObject({ mode: "simulated", apiKeyMasked: null, lfdRule: "service" });
    expect(await getUpstreamTarget(workspace.id)).toEqual({ mode: "simulated", baseUrl: env.SIMULATOR_URL, apiKey: env.SIMULATOR_KEY });
  });

  it("stores the account key encrypted, shows only its last four characters, and decrypts it on the server", async () => {
    const { workspace, users } = await createTestWorkspace(["admin"]);
    const key = "t49_live_Zx9qL2mN8pR4sT6v";
    const view = await updateSettings(workspace.id, { apiKey: key, baseUrl: "https://api.terminal49.com/v2" }, users[0]?.id ?? "");
    expect(view).toMatchObject({ mode: "live", apiKeyMasked: "••••••••sT6v" });
    expect(JSON.stringify(view)).not.toContain(key);

    const [row] = await db.$queryRaw<Array<Record<string, unknown>>>`select * from workspace_settings where workspace_id = ${workspace.id}::uuid`;
    expect(JSON.stringify(row)).not.toContain(key);
    expect(String(row?.api_key_ciphertext)).toMatch(/^v1\./);

    expect(await getUpstreamTarget(workspace.id)).toEqual({ mode: "live", baseUrl: "https://api.terminal49.com/v2", apiKey: key });
  });

  it("goes back to simulated data when the key is removed", async () => {
    const { workspace, users } = await createTestWorkspace(["admin"]);
    await updateSettings(workspace.id, { apiKey: "t49_live_abcdefgh" }, users[0]?.id ?? "");
    const view = await updateSettings(workspace.id, { apiKey: null }, users[0]?.id ?? "");
    expect(view).toMatchObject({ mode: "simulated", apiKeyMasked: null });
  });

  it("keeps one workspace's key out of another's settings", async () => {
    const a = await createTestWorkspace(["admin"]);
    const b = await createTestWorkspace(["admin"]);
    await updateSettings(a.workspace.id, { apiKey: "t49_live_workspace_a" }, a.users[0]?.id ?? "");
    expect((await getSettingsView(b.workspace.id)).mode).toBe("simulated");
  });
});
