// `npm run bench:backfill [-- 2000 10000]`: backfills a simulated world of N containers into a fresh
// database through the real client and shared budget, and prints requests used (against the target
// ceil(containers/100) + ceil(shipments/100) + 10), wall time, 429s, and the naive per-container ratio.
import { startSimulator } from "../../simulator/testing";

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const { createTestWorkspace } = await import("../../lib/testing/db-fixtures");
const { syncLists } = await import("../../lib/server/sync/lists");
const { db } = await import("../../lib/server/db");
const { serveSimulator } = await import("../../lib/testing/serve-simulator");

const statuses = new Map<number, number>();
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  if (String(input instanceof Request ? input.url : input).includes("/v2/"))
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  return response;
};

for (const size of sizes.length > 0 ? sizes : [2000, 10000]) {
  const sim = startSimulator({ containers: size, start: "2026-03-05T15:00:00Z", speed: 0 });
  // A free port, so the bench runs beside `npm start` or a test run.
  const server = await serveSimulator(sim);
  statuses.clear();
  const { workspace } = await createTestWorkspace(["admin"]);
  const started = Date.now();
  const result = await syncLists(workspace.id, { ref: "bench", backfill: true });
  const seconds = (Date.now() - started) / 1000;
  const shipments = await db.shipment.count({ where: { workspaceId: workspace.id } });
  const target = Math.ceil(result.containers / 100) + Math.ceil(shipments / 100) + 10;
  const naive = Math.ceil(result.containers / 100) + result.containers;
  console.log(
    `backfill ${result.containers} containers / ${shipments} shipments: ${result.requests} requests (target ≤ ${target}), ` +
      `${seconds.toFixed(1)} s wall, 429s: ${statuses.get(429) ?? 0}; naive per-container polling: ${naive} requests per pass ` +
      `(${(naive / result.requests).toFixed(0)}× more)`,
  );
  await server.close();
  await sim.stop();
}
process.exit(0);
