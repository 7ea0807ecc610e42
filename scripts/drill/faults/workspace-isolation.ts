// Two keyless workspaces, each signed in as its admin over HTTP, as an attacker with an account of their own
// would act: A uploads a document, asks to track a bill of lading and stops a shipment; B then tries to list and
// download A's document, to find A's request in its queue and in the intake check, and to stop A's other
// shipment, and stops one of its own. Each must have its own simulated account (`sim_ws_…`), B must get 404s and
// empty answers, and A's alerts must concern A's boxes only (no watchdog from what B did).
import { until, ownWrite, type DrillContext, type Fault } from "../context";
import { query, queryOne } from "../db-query";
import { call, record, sleep } from "../http";
import { seconds } from "../report";
import { describeState, waitUntilSynced } from "../tenants";

const SYNC_MS = 150_000;
const WATCHDOG_MS = 60_000;
const SIM_KEY = /^sim_ws_[A-Za-z0-9]{32}$/;

type Check = { what: string; ok: boolean; got: string };

const list = (body: unknown): Record<string, unknown>[] => {
  const data = record(body)["data"];
  return Array.isArray(data) ? data.map(record) : [];
};

/** Two tracked shipments of a workspace, the first with a box still waiting (so stopping it raises a watchdog). */
async function twoShipments(ctx: DrillContext, workspaceId: string): Promise<[string, string]> {
  const rows = await query<{ id: string; waiting: boolean }>(
    ctx.stack.databaseUrl,
    `SELECT s.upstream_id AS id, bool_or(c.bucket NOT IN ('done', 'needs_return') AND c.pod_full_out_at IS NULL) AS waiting
     FROM shipments s JOIN containers c ON c.workspace_id = s.workspace_id AND c.shipment_upstream_id = s.upstream_id
     WHERE s.workspace_id = $1::uuid AND s.line_tracking_stopped_at IS NULL
     GROUP BY s.upstream_id ORDER BY 2 DESC, 1 LIMIT 2`,
    [workspaceId],
  );
  const [first, second] = rows;
  if (!first || !second) throw new Error("the workspace has fewer than two tracked shipments with boxes");
  return [first.id, second.id];
}

const boxesOf = async (ctx: DrillContext, workspaceId: string, shipment: string): Promise<string[]> =>
  (
    await query<{ number: string }>(
      ctx.stack.databaseUrl,
      "SELECT number FROM containers WHERE workspace_id = $1::uuid AND shipment_upstream_id = $2",
      [workspaceId, shipment],
    )
  ).map((row) => row.number);

export const workspaceIsolation: Fault = {
  name: "two workspaces",
  done: "create-admin makes workspaces A and B (no account key); over HTTP A uploads a PDF, requests a bill of lading and stops a shipment; B lists and downloads A's document by id, searches its queue and POST /api/tracking-requests/check for A's number, stops A's other shipment, and stops one of its own",
  expected:
    "each workspace has its own sim_ws_ key; B sees none of A's document or request (404 by id, empty check), B's stop of A's shipment is 404 and A's shipment stays tracked; A's watchdogs name A's boxes only",
  run: async (ctx) => {
    const { a, b } = await ctx.tenants;
    const db = ctx.stack.databaseUrl;
    const app = ctx.stack.appUrl;
    const started = Date.now();
    const [stateA, stateB] = await Promise.all([
      waitUntilSynced(ctx.stack, a.workspaceId, until(ctx, SYNC_MS)),
      waitUntilSynced(ctx.stack, b.workspaceId, until(ctx, SYNC_MS)),
    ]);
    if (!stateA.backfilled || !stateB.backfilled)
      throw new Error(`the new workspaces were not synced: A ${describeState(stateA)}; B ${describeState(stateB)}`);
    const syncedAfter = Date.now() - started;
    const checks: Check[] = [];
    const check = (what: string, ok: boolean, got: string): void => {
      checks.push({ what, ok, got });
    };

    const demo = await queryOne<{ key: string | null }>(
      db,
      "SELECT simulator_key AS key FROM workspace_settings WHERE workspace_id = $1::uuid",
      [ctx.workspaceId],
    );
    const keyA = stateA.simulatorKey ?? "";
    const keyB = stateB.simulatorKey ?? "";
    check(
      "own sim_ws_ keys",
      SIM_KEY.test(keyA) && SIM_KEY.test(keyB) && keyA !== keyB && keyA !== demo?.key && keyB !== demo?.key,
      `A ${keyA.slice(0, 7)}…${keyA.slice(-4)}, B ${keyB.slice(0, 7)}…${keyB.slice(-4)}, demo ${demo?.key ?? "none"}`,
    );

    // A acts.
    const run = Date.now().toString(36).toUpperCase();
    const fileName = `drill-a-private-${run}.pdf`;
    const pdf = Buffer.from(`%PDF-1.4\n% Drill A's delivery order ${run}, not for B\n%%EOF\n`);
    const uploaded = await call(`${app}/api/documents/upload?name=${encodeURIComponent(fileName)}`, {
      method: "POST",
      headers: { ...ownWrite(ctx, a.admin.cookie), "content-type": "application/pdf" },
      body: pdf,
    });
    const documentId = String(record(uploaded.body)["id"] ?? "");
    check("A uploads", uploaded.status === 201 && documentId !== "", String(uploaded.status));
    const number = `DRLA${run}`;
    const requested = await call(`${app}/api/tracking-requests`, {
      method: "POST",
      headers: ownWrite(ctx, a.admin.cookie),
      body: JSON.stringify({ items: [{ requestType: "bill_of_lading", requestNumber: number, scac: "MAEU" }] }),
    });
    const results = record(requested.body)["results"];
    const result = record(Array.isArray(results) ? results[0] : null);
    check(
      "A requests tracking",
      requested.status === 200 && result["ok"] === true,
      `${requested.status} ${result["ok"] === true ? "ok" : String(result["message"] ?? "")}`,
    );
    const [stopOwn, attacked] = await twoShipments(ctx, a.workspaceId);
    const stopped = await call(`${app}/api/shipments/${encodeURIComponent(stopOwn)}/stop-tracking`, {
      method: "POST",
      headers: ownWrite(ctx, a.admin.cookie),
    });
    check("A stops its shipment", stopped.status === 200, String(stopped.status));
    const aStoppedAt = Date.now();

    // B attacks (and stops a shipment of its own, which must tell A nothing).
    const docs = await call(`${app}/api/documents?limit=100`, { headers: { cookie: b.admin.cookie } });
    const seen = list(docs.body).filter(
      (d) => d["id"] === documentId || d["name"] === fileName || d["fileName"] === fileName,
    );
    check("B lists documents", docs.status === 200 && seen.length === 0, `${docs.status}, A's shown ×${seen.length}`);
    const detail = await call(`${app}/api/documents/${documentId}`, { headers: { cookie: b.admin.cookie } });
    check("B opens A's document", detail.status === 404, String(detail.status));
    const download = await call(`${app}/api/documents/${documentId}/download`, { headers: { cookie: b.admin.cookie } });
    check("B downloads A's document", download.status === 404, String(download.status));
    const upstreamCopies = await queryOne<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM documents WHERE workspace_id = $1::uuid AND upstream_id IN
         (SELECT upstream_id FROM documents WHERE id = $2::uuid)`,
      [b.workspaceId, documentId],
    );
    check("A's document in B's cache", (upstreamCopies?.n ?? 0) === 0, `${upstreamCopies?.n ?? 0} rows`);
    // Long enough for the service to have told every webhook of the account about A's request.
    await sleep(3_000);
    const queue = await call(`${app}/api/tracking-requests?q=${number}`, { headers: { cookie: b.admin.cookie } });
    const inQueue = list(queue.body).filter((r) => r["requestNumber"] === number).length;
    check("B's queue", queue.status === 200 && inQueue === 0, `${queue.status}, A's request ×${inQueue}`);
    const checked = await call(`${app}/api/tracking-requests/check`, {
      method: "POST",
      headers: ownWrite(ctx, b.admin.cookie),
      body: JSON.stringify({ numbers: [number] }),
    });
    const tracked = record(checked.body)["tracked"];
    check(
      "B's intake check",
      checked.status === 200 && Array.isArray(tracked) && tracked.length === 0,
      `${checked.status} ${JSON.stringify(tracked)}`,
    );
    const attack = await call(`${app}/api/shipments/${encodeURIComponent(attacked)}/stop-tracking`, {
      method: "POST",
      headers: ownWrite(ctx, b.admin.cookie),
    });
    check("B stops A's shipment", attack.status === 404, String(attack.status));
    const [bOwn] = await twoShipments(ctx, b.workspaceId);
    const bStopped = await call(`${app}/api/shipments/${encodeURIComponent(bOwn)}/stop-tracking`, {
      method: "POST",
      headers: ownWrite(ctx, b.admin.cookie),
    });
    check("B stops its own shipment", bStopped.status === 200, String(bStopped.status));

    // A's watchdogs: the one for A's own stop (the control) arrives; none names a box of B or of the shipment
    // B tried to stop.
    const ownBoxes = new Set(await boxesOf(ctx, a.workspaceId, stopOwn));
    const attackedBoxes = new Set(await boxesOf(ctx, a.workspaceId, attacked));
    const bBoxes = new Set(
      (
        await query<{ number: string }>(db, "SELECT number FROM containers WHERE workspace_id = $1::uuid", [
          b.workspaceId,
        ])
      ).map((row) => row.number),
    );
    let notes: Record<string, unknown>[] = [];
    let controlAt: number | null = null;
    const watchUntil = until(ctx, WATCHDOG_MS);
    while (Date.now() < watchUntil) {
      notes = list((await call(`${app}/api/notifications?limit=100`, { headers: { cookie: a.admin.cookie } })).body);
      if (notes.some((n) => n["kind"] === "watchdog_tracking_stopped" && ownBoxes.has(String(n["containerNumber"])))) {
        controlAt = Date.now();
        break;
      }
      await sleep(2_000);
    }
    const foreign = notes.filter(
      (n) =>
        bBoxes.has(String(n["containerNumber"])) ||
        (n["kind"] === "watchdog_tracking_stopped" && attackedBoxes.has(String(n["containerNumber"]))),
    );
    check("A's notifications about B's boxes or the attacked shipment", foreign.length === 0, `${foreign.length}`);
    const stillTracked = await queryOne<{ stopped: boolean }>(
      db,
      "SELECT line_tracking_stopped_at IS NOT NULL AS stopped FROM shipments WHERE workspace_id = $1::uuid AND upstream_id = $2",
      [a.workspaceId, attacked],
    );
    check(
      "A's attacked shipment afterwards",
      stillTracked?.stopped === false,
      stillTracked?.stopped ? "stopped" : "tracked",
    );

    const failed = checks.filter((c) => !c.ok);
    return [
      {
        fault: workspaceIsolation.name,
        done: workspaceIsolation.done,
        expected: workspaceIsolation.expected,
        observed:
          checks.map((c) => `${c.what}: ${c.got}`).join("; ") +
          `; A's own tracking-stopped watchdog ${controlAt === null ? `not seen within ${seconds(WATCHDOG_MS)} (no control)` : `after ${seconds(controlAt - aStoppedAt)}`}`,
        pass: failed.length === 0,
        figure: `${checks.length - failed.length}/${checks.length} checks held (synced ${seconds(syncedAfter)} into the fault)`,
      },
    ];
  },
};
