// Server-side requests to addresses an admin chose: the account base URL (which would receive the account key)
// and the alert webhooks. Internal targets are refused when saved, before any connection: the drill listens on a
// free loopback port (127.0.0.1 and ::1) and names that port in every loopback spelling, so a connection would
// be counted. Non-loopback targets (10.0.0.1, 169.254.169.254) are only ever refused by the address check; the
// drill asserts the 400 and never connects to them itself.
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";

import { ownWrite, type DrillContext, type Fault } from "../context";
import { queryOne } from "../db-query";
import { call, record } from "../http";

type Tried = { what: string; status: number };

async function listener(): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const servers: Server[] = [];
  const open = (host: string, port: number): Promise<Server | null> =>
    new Promise((resolve) => {
      const server = createServer((socket) => {
        connections += 1;
        socket.destroy();
      });
      server.once("error", () => resolve(null));
      server.listen(port, host, () => resolve(server));
    });
  const first = await open("127.0.0.1", 0);
  if (!first) throw new Error("could not listen on 127.0.0.1");
  servers.push(first);
  const port = (first.address() as AddressInfo).port;
  // The same port on ::1 where the machine has IPv6 loopback (https://[::1]:port would reach it).
  const six = await open("::1", port);
  if (six) servers.push(six);
  return {
    port,
    connections: () => connections,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };
}

async function saved(ctx: DrillContext): Promise<{ key: boolean; baseUrl: string | null; hook: string | null }> {
  const row = await queryOne<{ key: boolean; base_url: string | null; hook: string | null }>(
    ctx.stack.databaseUrl,
    `SELECT s.api_key_ciphertext IS NOT NULL AS key, s.base_url, a.hook_url AS hook FROM workspaces w
     LEFT JOIN workspace_settings s ON s.workspace_id = w.id LEFT JOIN alert_settings a ON a.workspace_id = w.id
     WHERE w.id = $1::uuid`,
    [ctx.workspaceId],
  );
  return { key: row?.key ?? false, baseUrl: row?.base_url ?? null, hook: row?.hook ?? null };
}

export const baseUrlTargets: Fault = {
  name: "internal targets",
  done: "as the admin: PUT /api/settings with a key and each internal base URL (127.0.0.1, 169.254.169.254, [::1], 127.1, 0x7f000001, localhost; loopback ones on a port the drill listens on); PUT /api/alerts/settings with the simulator's control API (127.0.0.1 and localhost), 10.0.0.1 and 169.254.169.254 as webhook and chat URLs",
  expected:
    "every save 400; no key, base URL or webhook saved; no connection reaches the drill's listener (nothing is contacted before the address check)",
  run: async (ctx) => {
    const listening = await listener();
    const before = await saved(ctx);
    const tried: Tried[] = [];
    try {
      const p = listening.port;
      const bases = [
        `https://127.0.0.1:${p}/v2`,
        "https://169.254.169.254/v2",
        `https://[::1]:${p}/v2`,
        `https://127.1:${p}/v2`,
        `https://0x7f000001:${p}/v2`,
        `https://localhost:${p}/v2`,
      ];
      for (const baseUrl of bases) {
        const answer = await call(`${ctx.stack.appUrl}/api/settings`, {
          method: "PUT",
          headers: ownWrite(ctx, ctx.admin),
          body: JSON.stringify({ apiKey: "drill-probe-key-0001", baseUrl }),
        });
        tried.push({ what: baseUrl, status: answer.status });
      }
      const simPort = new URL(ctx.stack.simulatorOrigin).port;
      const hooks = [
        `http://127.0.0.1:${simPort}/_sim/reset`,
        `http://localhost:${simPort}/_sim/reset`,
        "http://10.0.0.1/x",
        "http://169.254.169.254/latest/meta-data",
      ];
      for (const url of hooks) {
        for (const field of ["hookUrl", "chatUrl"]) {
          const answer = await call(`${ctx.stack.appUrl}/api/alerts/settings`, {
            method: "PUT",
            headers: ownWrite(ctx, ctx.admin),
            body: JSON.stringify({ [field]: url }),
          });
          tried.push({ what: `${field === "hookUrl" ? "webhook" : "chat"} ${url}`, status: answer.status });
        }
      }
      const view = await call(`${ctx.stack.appUrl}/api/alerts/settings`, { headers: { cookie: ctx.admin } });
      const chatConfigured = record(record(view.body)["chat"])["configured"] === true;
      const after = await saved(ctx);
      const refused = tried.filter((t) => t.status === 400).length;
      const nothingSaved =
        after.key === before.key && after.baseUrl === before.baseUrl && after.hook === before.hook && !chatConfigured;
      const other = tried.filter((t) => t.status !== 400);
      return [
        {
          fault: baseUrlTargets.name,
          done: baseUrlTargets.done,
          expected: baseUrlTargets.expected,
          observed: `${refused} of ${tried.length} refused with 400${other.length > 0 ? ` (NOT refused: ${other.map((t) => `${t.what} → ${t.status}`).join(", ")})` : ""}; key ${after.key ? "SAVED" : "not saved"}, base URL ${after.baseUrl === before.baseUrl ? "unchanged" : `CHANGED to ${after.baseUrl ?? "none"}`}, webhook ${after.hook === before.hook ? "unchanged" : "CHANGED"}, chat ${chatConfigured ? "CONFIGURED" : "not configured"}; connections to the listener: ${listening.connections()}`,
          pass: refused === tried.length && nothingSaved && listening.connections() === 0,
          figure: `${refused}/${tried.length} refused, ${listening.connections()} connections`,
        },
      ];
    } finally {
      await listening.close();
    }
  },
};
