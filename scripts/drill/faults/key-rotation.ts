// Saving an account key and removing it again makes the workspace drop its cache and sync it afresh (new rows
// for the same boxes). What was already told about those boxes must not be told again: alerts are named by
// container number (lib/domain/alerts/dedupe.ts), never by a cache row. Run in workspace B (keyless, on its own
// simulated world) as its admin over HTTP, with every box and watchdog kind subscribed in the app and by email
// and sent to a team webhook, so a re-told alert would show as events, notifications and deliveries.
import { BOX_KINDS, WATCHDOG_KINDS } from "../../../lib/domain/alerts/kinds";
import { until, ownWrite, type DrillContext, type Fault } from "../context";
import { query, queryOne } from "../db-query";
import { call, record, sleep } from "../http";
import { promptReceiver } from "../receivers";
import { seconds } from "../report";
import { describeState, tenantState, waitUntilSynced } from "../tenants";

const RESYNC_MS = 150_000;
const SETTLE_MS = 45_000;
const QUIET_MS = 12_000;
// Not resolvable on a machine without internet DNS, and public if it were: nothing is sent to it either way.
const LIVE_BASE_URL = "https://api.terminal49.com/v2";

type Counts = { events: number; notifications: number; deliveries: number; containers: number };

async function counts(ctx: DrillContext, workspaceId: string): Promise<Counts> {
  const row = await queryOne<Counts>(
    ctx.stack.databaseUrl,
    `SELECT (SELECT count(*) FROM alert_events WHERE workspace_id = $1::uuid)::int AS events,
       (SELECT count(*) FROM notifications WHERE workspace_id = $1::uuid)::int AS notifications,
       (SELECT count(*) FROM alert_deliveries WHERE workspace_id = $1::uuid)::int AS deliveries,
       (SELECT count(*) FROM containers WHERE workspace_id = $1::uuid)::int AS containers`,
    [workspaceId],
  );
  return row ?? { events: 0, notifications: 0, deliveries: 0, containers: 0 };
}

const same = (x: Counts, y: Counts): boolean =>
  x.events === y.events && x.notifications === y.notifications && x.deliveries === y.deliveries;

/** Until the counts stand still for QUIET_MS (derive, clock pass and fan-out done), or `deadline`. */
async function settle(ctx: DrillContext, workspaceId: string, deadline: number): Promise<Counts> {
  let last = await counts(ctx, workspaceId);
  let stillSince = Date.now();
  while (Date.now() < deadline && Date.now() - stillSince < QUIET_MS) {
    await sleep(1_000);
    const next = await counts(ctx, workspaceId);
    if (!same(next, last)) stillSince = Date.now();
    last = next;
  }
  return last;
}

/** Boxes of the workspace that alerts have looked at (an alert_box_states row for the cache row). */
async function looked(ctx: DrillContext, workspaceId: string): Promise<{ boxes: number; looked: number }> {
  const row = await queryOne<{ boxes: number; looked: number }>(
    ctx.stack.databaseUrl,
    `SELECT count(*)::int AS boxes, count(s.container_id)::int AS looked FROM containers c
     LEFT JOIN alert_box_states s ON s.container_id = c.id WHERE c.workspace_id = $1::uuid`,
    [workspaceId],
  );
  return row ?? { boxes: 0, looked: 0 };
}

async function standing(ctx: DrillContext, workspaceId: string): Promise<string> {
  const rows = await query<{ kind: string; n: number }>(
    ctx.stack.databaseUrl,
    "SELECT kind, count(*)::int AS n FROM alert_events WHERE workspace_id = $1::uuid GROUP BY kind ORDER BY 2 DESC, 1",
    [workspaceId],
  );
  return rows.map((row) => `${row.kind} ×${row.n}`).join(", ") || "none";
}

const show = (c: Counts): string => `${c.events} events, ${c.notifications} notifications, ${c.deliveries} deliveries`;

export const keyRotation: Fault = {
  name: "key rotation",
  done: `in workspace B (simulated), with every box and watchdog kind subscribed (in-app + email) and a team webhook: PUT /api/settings with an account key and ${LIVE_BASE_URL}, then PUT {"apiKey": null}; wait for the worker to resync B`,
  expected:
    "both saves 200; B syncs its boxes again; no alert told before is told again (no new event for a box and kind already told, so no jump in notifications or deliveries)",
  run: async (ctx) => {
    const { b } = await ctx.tenants;
    const db = ctx.stack.databaseUrl;
    const hook = await promptReceiver();
    try {
      const kinds = [...BOX_KINDS, ...WATCHDOG_KINDS].filter((kind) => kind !== "lfd_approaching");
      const settings = await call(`${ctx.stack.appUrl}/api/alerts/settings`, {
        method: "PUT",
        headers: ownWrite(ctx, b.admin.cookie),
        // Emails go when claimed (no gathering window), so one sent by mistake shows within the drill.
        body: JSON.stringify({ hookUrl: `${hook.url}/hook`, hookKinds: kinds, emailWindowMinutes: 0 }),
      });
      const subscribed = await call(`${ctx.stack.appUrl}/api/notifications/subscriptions`, {
        method: "POST",
        headers: ownWrite(ctx, b.admin.cookie),
        body: JSON.stringify({ name: "Drill: everything", kinds, scope: "all", channels: ["in_app", "email"] }),
      });
      if (settings.status !== 200 || subscribed.status !== 201)
        throw new Error(`setting up B's alerts answered ${settings.status} / ${subscribed.status}`);
      const before = await settle(ctx, b.workspaceId, until(ctx, SETTLE_MS));
      const told = await standing(ctx, b.workspaceId);
      const savedAt = new Date();

      const saved = await call(`${ctx.stack.appUrl}/api/settings`, {
        method: "PUT",
        headers: ownWrite(ctx, b.admin.cookie),
        body: JSON.stringify({ apiKey: "drill-rotation-key-0001", baseUrl: LIVE_BASE_URL }),
      });
      await sleep(3_000);
      const removed = await call(`${ctx.stack.appUrl}/api/settings`, {
        method: "PUT",
        headers: ownWrite(ctx, b.admin.cookie),
        body: JSON.stringify({ apiKey: null }),
      });
      const removedAt = Date.now();
      const wiped = await tenantState(ctx.stack, b.workspaceId);
      const state = await waitUntilSynced(ctx.stack, b.workspaceId, until(ctx, RESYNC_MS));
      const resyncedIn = Date.now() - removedAt;
      // Every new cache row looked at by the alert engine, then quiet for longer than a clock pass (10 s).
      const lookUntil = until(ctx, SETTLE_MS);
      let seen = await looked(ctx, b.workspaceId);
      while ((seen.boxes === 0 || seen.looked < seen.boxes) && Date.now() < lookUntil) {
        await sleep(1_000);
        seen = await looked(ctx, b.workspaceId);
      }
      const after = await settle(ctx, b.workspaceId, until(ctx, SETTLE_MS));

      const retold = await queryOne<{ events: number; notifications: number; deliveries: number; fresh: number }>(
        db,
        `WITH old AS (SELECT DISTINCT kind, container_number FROM alert_events WHERE workspace_id = $1::uuid AND created_at < $2),
           fresh AS (SELECT id, kind, container_number FROM alert_events WHERE workspace_id = $1::uuid AND created_at >= $2),
           again AS (SELECT f.id FROM fresh f JOIN old o ON o.kind = f.kind AND o.container_number IS NOT DISTINCT FROM f.container_number)
         SELECT (SELECT count(*) FROM again)::int AS events,
           (SELECT count(*) FROM notifications WHERE event_id IN (SELECT id FROM again))::int AS notifications,
           (SELECT count(*) FROM alert_deliveries WHERE event_id IN (SELECT id FROM again)
              OR notification_id IN (SELECT n.id FROM notifications n WHERE n.event_id IN (SELECT id FROM again)))::int AS deliveries,
           (SELECT count(*) FROM fresh)::int AS fresh`,
        [b.workspaceId, savedAt.toISOString()],
      );
      const savedMode = record(saved.body)["mode"];
      const removedMode = record(removed.body)["mode"];
      return [
        {
          fault: keyRotation.name,
          done: keyRotation.done,
          expected: keyRotation.expected,
          observed:
            `save ${saved.status} (${String(savedMode)}), remove ${removed.status} (${String(removedMode)}); cache dropped (${wiped.backfilled ? "still backfilled?" : "backfill reset"}), resynced in ${seconds(resyncedIn)} (${describeState(state)}), ${before.containers} → ${after.containers} boxes; ` +
            `boxes looked at again by the alert engine ${seen.looked}/${seen.boxes}; told before: ${told}; before: ${show(before)}; after: ${show(after)}; new events since the save ${retold?.fresh ?? "?"}, of them for a box and kind told before ${retold?.events ?? "?"} (${retold?.notifications ?? "?"} notifications, ${retold?.deliveries ?? "?"} deliveries)`,
          pass:
            saved.status === 200 &&
            savedMode === "live" &&
            removed.status === 200 &&
            removedMode === "simulated" &&
            state.backfilled &&
            after.containers > 0 &&
            seen.boxes > 0 &&
            seen.looked === seen.boxes &&
            before.events > 0 &&
            retold?.events === 0,
          figure: `notifications ${before.notifications} → ${after.notifications}, deliveries ${before.deliveries} → ${after.deliveries}; ${retold?.events ?? "?"} re-told`,
        },
      ];
    } finally {
      await call(`${ctx.stack.appUrl}/api/alerts/settings`, {
        method: "PUT",
        headers: ownWrite(ctx, b.admin.cookie),
        body: JSON.stringify({ hookUrl: null }),
      }).catch(() => null);
      await hook.close();
    }
  },
};
