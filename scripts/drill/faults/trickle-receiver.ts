// One slow receiver must not hold up anyone else's alerts, and two workers must not send anything twice.
// Workspace A's chat and webhook point at a loopback receiver that answers `200 OK` and then trickles a byte
// every 5 s; workspace B's admin is subscribed to customs holds in the app and by email, and B's webhook and chat
// point at a receiver that answers at once (the chat with a 500 whose body is a secret). A second worker process
// runs beside the stack's. Holds are placed on several of A's boxes, and once A's sends hang, on one of B's
// (through the simulator, which tells each workspace's webhook as the service would).
import { until, ownWrite, type DrillContext, type Fault } from "../context";
import { query, queryOne } from "../db-query";
import { call, sleep } from "../http";
import { mostOpenAtOnce, overlappingReceipts } from "../receipts";
import { promptReceiver, tricklingReceiver } from "../receivers";
import { seconds, type Row } from "../report";
import { setBox } from "../sim";
import { holdReadyBoxes } from "../boxes";

const A_BOXES = 6;
const WORKERS_MS = 60_000;
const HANG_MS = 20_000;
const OBSERVE_MS = 40_000;
/** Long enough after A's holds for the first trickled sends to reach their 10 s deadline. */
const SEE_DEADLINES_MS = 28_000;
const IN_APP_PROMPT_MS = 10_000;
const EMAIL_PROMPT_MS = 30_000;
const SENDING_LIMIT_MS = 15_000;
const CAP = 2;

type Spell = { channel: string; first: number; last: number };

async function alertListeners(ctx: DrillContext): Promise<number> {
  const row = await queryOne<{ n: number }>(
    ctx.stack.databaseUrl,
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN quayside_alerts'",
  );
  return row?.n ?? 0;
}

async function put(ctx: DrillContext, cookie: string, path: string, body: unknown): Promise<number> {
  const answer = await call(`${ctx.stack.appUrl}${path}`, {
    method: path.includes("subscriptions") ? "POST" : "PUT",
    headers: ownWrite(ctx, cookie),
    body: JSON.stringify(body),
  });
  if (answer.status >= 300)
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`);
  return answer.status;
}

export const trickleReceiver: Fault = {
  name: "trickling receiver",
  done: `A's chat and webhook → a loopback receiver answering 200 then 1 byte / 5 s; B subscribed to customs holds (in-app + email), B's webhook → a prompt receiver; a second worker process started; customs holds placed on ${A_BOXES} of A's boxes and, once A's sends hang, on one of B's (through /_sim)`,
  expected: `B's in-app alert within ${IN_APP_PROMPT_MS / 1000} s and its email within ${EMAIL_PROMPT_MS / 1000} s; A's sends ≤ ${CAP} in flight per channel, each ending at the 10 s deadline (none \`sending\` > ${SENDING_LIMIT_MS / 1000} s)`,
  run: async (ctx) => {
    const { a, b } = await ctx.tenants;
    const db = ctx.stack.databaseUrl;
    const keys = await query<{ workspace_id: string; key: string }>(
      db,
      "SELECT workspace_id::text, simulator_key AS key FROM workspace_settings WHERE workspace_id = ANY($1::uuid[])",
      [[a.workspaceId, b.workspaceId]],
    );
    const keyOf = (id: string): string => keys.find((k) => k.workspace_id === id)?.key ?? "";
    const slow = await tricklingReceiver();
    const fast = await promptReceiver();
    const worker = ctx.stack.startExtraWorker();
    const rows: Row[] = [];
    try {
      await put(ctx, a.admin.cookie, "/api/alerts/settings", {
        chatUrl: `${slow.url}/chat`,
        chatKinds: ["hold_placed"],
        hookUrl: `${slow.url}/hook`,
        hookKinds: ["hold_placed"],
      });
      await put(ctx, b.admin.cookie, "/api/alerts/settings", {
        // B's email is timed from the hold, so it goes when claimed, not after the window that gathers a box's changes.
        emailWindowMinutes: 0,
        chatUrl: `${fast.url}/fail/chat`,
        chatKinds: ["hold_placed"],
        hookUrl: `${fast.url}/hook`,
        hookKinds: ["hold_placed"],
      });
      await put(ctx, b.admin.cookie, "/api/notifications/subscriptions", {
        name: "Drill: customs holds",
        kinds: ["hold_placed"],
        scope: "all",
        channels: ["in_app", "email"],
      });
      const boxesA = await holdReadyBoxes(ctx, a.workspaceId, keyOf(a.workspaceId), A_BOXES);
      const [boxB] = await holdReadyBoxes(ctx, b.workspaceId, keyOf(b.workspaceId), 1);
      if (boxesA.length === 0 || !boxB) throw new Error("no box ready for a hold in A or B");
      const workersUntil = until(ctx, WORKERS_MS);
      let listeners = await alertListeners(ctx);
      while (listeners < 2 && Date.now() < workersUntil) {
        await sleep(1_000);
        listeners = await alertListeners(ctx);
      }

      // A's deliveries in `sending`, sampled every second: how many at once, and how long each attempt lasts.
      const spells = new Map<string, Spell>();
      let maxInFlight = { chat: 0, webhook: 0 };
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          const sending = await query<{ id: string; channel: string; attempts: number }>(
            db,
            "SELECT id::text, channel, attempts FROM alert_deliveries WHERE workspace_id = $1::uuid AND status = 'sending' AND channel IN ('chat', 'webhook')",
            [a.workspaceId],
          ).catch(() => []);
          const at = Date.now();
          const count = { chat: 0, webhook: 0 };
          for (const row of sending) {
            const key = `${row.id}:${row.attempts}`;
            const spell = spells.get(key) ?? { channel: row.channel, first: at, last: at };
            spell.last = at;
            spells.set(key, spell);
            if (row.channel === "chat" || row.channel === "webhook") count[row.channel] += 1;
          }
          maxInFlight = {
            chat: Math.max(maxInFlight.chat, count.chat),
            webhook: Math.max(maxInFlight.webhook, count.webhook),
          };
          await sleep(1_000);
        }
      })();

      const aAt = Date.now();
      for (const number of boxesA)
        await setBox(ctx, number, keyOf(a.workspaceId), { holds: [{ name: "customs", status: "hold" }] });
      // Until A's sends hang at the receiver (a full cap on both channels), or a while.
      const hangUntil = until(ctx, HANG_MS);
      const open = (path: string) => slow.receipts().filter((r) => r.path.startsWith(path) && r.closedAt === null);
      while (Date.now() < hangUntil && (open("/chat").length < CAP || open("/hook").length < CAP)) await sleep(250);
      const hanging = `${open("/chat").length} chat + ${open("/hook").length} webhook`;

      const bAt = Date.now();
      await setBox(ctx, boxB, keyOf(b.workspaceId), { holds: [{ name: "customs", status: "hold" }] });
      const since = new Date(bAt).toISOString();
      let inApp: number | null = null;
      let email: number | null = null;
      let hook: number | null = null;
      const observeUntil = until(ctx, OBSERVE_MS);
      while (Date.now() < observeUntil) {
        if (inApp === null) {
          const row = await queryOne<{ at: Date | null }>(
            db,
            "SELECT min(created_at) AS at FROM notifications WHERE user_id = $1::uuid AND kind = 'hold_placed' AND created_at >= $2",
            [b.admin.userId, since],
          );
          if (row?.at) inApp = row.at.getTime() - bAt;
        }
        if (email === null) {
          const row = await queryOne<{ at: Date | null }>(
            db,
            "SELECT min(received_at) AS at FROM outbox_messages WHERE $1 = ANY(recipients) AND received_at >= $2",
            [b.admin.email, since],
          );
          if (row?.at) email = row.at.getTime() - bAt;
        }
        if (hook === null) {
          const got = fast.receipts().find((r) => r.path.startsWith("/hook") && r.at >= bAt);
          if (got) hook = got.at - bAt;
        }
        if (inApp !== null && email !== null && hook !== null && Date.now() - aAt >= SEE_DEADLINES_MS) break;
        await sleep(250);
      }
      sampling = false;
      await sampler;

      // A: what the trickling receiver saw, and how the sends ended.
      const slowReceipts = slow.receipts();
      const endedIn = slowReceipts.filter((r) => r.closedAt !== null).map((r) => (r.closedAt ?? 0) - r.at);
      const stillOpenLong = slowReceipts.filter((r) => r.closedAt === null && Date.now() - r.at > SENDING_LIMIT_MS);
      const longestSpell = Math.max(0, ...[...spells.values()].map((s) => s.last - s.first));
      const receiverMax = (path: string): number => mostOpenAtOnce(slowReceipts, path);
      const ended = await queryOne<{ error: string | null }>(
        db,
        "SELECT last_error AS error FROM alert_deliveries WHERE workspace_id = $1::uuid AND channel IN ('chat', 'webhook') AND last_error IS NOT NULL ORDER BY created_at LIMIT 1",
        [a.workspaceId],
      );
      const log = await call(`${ctx.stack.appUrl}/api/alerts/deliveries?limit=200`, {
        headers: { cookie: b.admin.cookie },
      });
      const failTried = fast.receipts().filter((r) => r.path.startsWith("/fail")).length;
      const leaked = JSON.stringify(log.body).includes(fast.secret);
      const sortedEnd = [...endedIn].sort((x, y) => x - y);
      const medianEnd = sortedEnd[Math.floor(sortedEnd.length / 2)] ?? null;
      rows.push({
        fault: trickleReceiver.name,
        done: trickleReceiver.done,
        expected: `${trickleReceiver.expected}; the delivery log never shows an internal receiver's answer`,
        observed:
          `A: ${slowReceipts.length} sends reached the trickling receiver (hanging when B's hold was placed: ${hanging}); at most ${maxInFlight.chat} chat + ${maxInFlight.webhook} webhook \`sending\` at once (receiver: ${receiverMax("/chat")} + ${receiverMax("/hook")} open); ` +
          `each ended by Quayside after ${medianEnd === null ? "—" : seconds(medianEnd)} (median, max ${seconds(Math.max(0, ...endedIn))}), "${ended?.error ?? "no error recorded"}"; longest \`sending\` ${seconds(longestSpell)}; ` +
          `B: in-app ${inApp === null ? "never" : seconds(inApp)}, email ${email === null ? "never" : seconds(email)}, webhook ${hook === null ? "never" : seconds(hook)}; B's failing chat tried ×${failTried}, its 500 body ${leaked ? "SHOWN" : "not shown"} in the delivery log`,
        pass:
          inApp !== null &&
          inApp <= IN_APP_PROMPT_MS &&
          email !== null &&
          email <= EMAIL_PROMPT_MS &&
          slowReceipts.length > 0 &&
          maxInFlight.chat <= CAP &&
          maxInFlight.webhook <= CAP &&
          receiverMax("/chat") <= CAP &&
          receiverMax("/hook") <= CAP &&
          longestSpell <= SENDING_LIMIT_MS &&
          stillOpenLong.length === 0 &&
          Math.max(0, ...endedIn) <= SENDING_LIMIT_MS &&
          !leaked,
        figure: `B told in-app ${inApp === null ? "never" : seconds(inApp)}, email ${email === null ? "never" : seconds(email)}; A's sends cut at ${medianEnd === null ? "—" : seconds(medianEnd)}`,
      });

      // Two workers: nothing queued or sent twice.
      const ids = [a.workspaceId, b.workspaceId];
      const doubled = await queryOne<{ events: number; notes: number; users: number }>(
        db,
        `SELECT
           (SELECT count(*) FROM (SELECT 1 FROM alert_deliveries WHERE workspace_id = ANY($1::uuid[]) AND event_id IS NOT NULL GROUP BY event_id, channel HAVING count(*) > 1) x)::int AS events,
           (SELECT count(*) FROM (SELECT 1 FROM alert_deliveries WHERE workspace_id = ANY($1::uuid[]) AND notification_id IS NOT NULL GROUP BY notification_id, channel HAVING count(*) > 1) x)::int AS notes,
           (SELECT count(*) FROM (SELECT 1 FROM notifications WHERE workspace_id = ANY($1::uuid[]) GROUP BY user_id, dedupe_key HAVING count(*) > 1) x)::int AS users`,
        [ids],
      );
      const totals = await queryOne<{
        deliveries: number;
        notifications: number;
        hooks_sent: number;
        emails_sent: number;
      }>(
        db,
        `SELECT (SELECT count(*) FROM alert_deliveries WHERE workspace_id = ANY($1::uuid[]))::int AS deliveries,
           (SELECT count(*) FROM notifications WHERE workspace_id = ANY($1::uuid[]))::int AS notifications,
           (SELECT count(*) FROM alert_deliveries WHERE workspace_id = $2::uuid AND channel = 'webhook' AND status = 'sent')::int AS hooks_sent,
           (SELECT count(*) FROM alert_deliveries WHERE workspace_id = $2::uuid AND channel = 'email' AND status = 'sent')::int AS emails_sent`,
        [ids, b.workspaceId],
      );
      const hookReceipts = fast.receipts().filter((r) => r.path.startsWith("/hook"));
      const hookIds = new Set(hookReceipts.map((r) => r.id));
      const attempts = await query<{ id: string; attempts: number }>(
        db,
        "SELECT id::text, attempts FROM alert_deliveries WHERE workspace_id = $1::uuid AND channel IN ('chat', 'webhook')",
        [a.workspaceId],
      );
      const beyondAttempts = attempts.filter(
        (row) => slowReceipts.filter((r) => r.id === row.id).length > row.attempts,
      ).length;
      const slowOverlaps = overlappingReceipts(slowReceipts);
      const twice =
        (doubled?.events ?? 1) + (doubled?.notes ?? 1) + (doubled?.users ?? 1) + (hookReceipts.length - hookIds.size);
      rows.push({
        fault: "two workers",
        done: `the same run with a second worker process (pid ${worker.pid}) beside the stack's; every notification and delivery of A and B counted in the database and at the receivers`,
        expected:
          "one delivery per (event, channel) and per (notification, channel), one notification per (user, fact); each X-Quayside-Delivery id received once by B's receiver; no id of A's open twice at once, nor received more often than attempted",
        observed: `${listeners} alert engines listening; ${totals?.notifications ?? "?"} notifications, ${totals?.deliveries ?? "?"} deliveries; doubled: ${doubled?.events ?? "?"} (event, channel), ${doubled?.notes ?? "?"} (notification, channel), ${doubled?.users ?? "?"} (user, fact); B's webhook: ${totals?.hooks_sent ?? "?"} sent, ${hookReceipts.length} received with ${hookIds.size} distinct ids; B's email: ${totals?.emails_sent ?? "?"} sent; A: ${slowOverlaps} overlapping, ${beyondAttempts} received more often than attempted`,
        pass:
          listeners >= 2 &&
          twice === 0 &&
          hookReceipts.length === (totals?.hooks_sent ?? -1) &&
          slowOverlaps === 0 &&
          beyondAttempts === 0,
        figure: `${twice + slowOverlaps + beyondAttempts} sent twice of ${totals?.deliveries ?? "?"} deliveries`,
      });
      return rows;
    } finally {
      // A's trickled deliveries go dead once their target is gone; nothing points at the closed receivers.
      await put(ctx, a.admin.cookie, "/api/alerts/settings", { chatUrl: null, hookUrl: null }).catch(() => 0);
      await put(ctx, b.admin.cookie, "/api/alerts/settings", { chatUrl: null, hookUrl: null }).catch(() => 0);
      await worker.stop();
      await Promise.all([slow.close(), fast.close()]);
    }
  },
};
