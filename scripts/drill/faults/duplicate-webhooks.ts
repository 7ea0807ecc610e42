// Deliveries repeated and out of order, all at once (a service retrying while its first attempts were still in
// flight): each distinct notification is stored once and processed exactly once, and none is lost. They are
// signed with the secret the app stored when it registered its webhook, as the service would sign them.
import { decryptSecret } from "../../../lib/server/crypto";
import { signatureOf, SIGNATURE_HEADER } from "../../../lib/server/webhooks/verify";
import { until, type Fault } from "../context";
import { queryOne } from "../db-query";
import { call, record, sleep } from "../http";
import { seconds, tally } from "../report";
import { shuffled } from "../shuffle";

const DISTINCT = 250;
const COPIES = 4;
const SENDERS = 50;
const CONNECT_MS = 90_000;
const PROCESS_MS = 90_000;

type Sent = { status: string; duplicate: boolean | null };
type Inbox = { rows: number; processed: number; once: number };

export const duplicateWebhooks: Fault = {
  name: "duplicate webhooks",
  done: `${DISTINCT} distinct signed deliveries × ${COPIES} copies, shuffled, sent by ${SENDERS} concurrent senders to /api/webhooks/terminal49`,
  expected: `every answer 200, exactly ${DISTINCT} not marked duplicate; ${DISTINCT} rows in webhook_inbox, each processed once (attempts = 1)`,
  run: async (ctx) => {
    const url = ctx.stack.databaseUrl;
    let cipher: string | null = null;
    const connectUntil = until(ctx, CONNECT_MS);
    while (Date.now() < connectUntil && !cipher) {
      const row = await queryOne<{ secret: string | null }>(
        url,
        "SELECT webhook_secret_ciphertext AS secret FROM workspace_syncs WHERE workspace_id = $1::uuid",
        [ctx.workspaceId],
      );
      cipher = row?.secret ?? null;
      if (!cipher) await sleep(1_000);
    }
    if (!cipher) throw new Error("live updates were never connected (no webhook secret stored)");
    const secret = decryptSecret(cipher, ctx.stack.authSecret);

    const run = `drill-${Date.now()}`;
    const bodies = Array.from({ length: DISTINCT }, (_, i) =>
      JSON.stringify({
        data: {
          id: `${run}-${i}`,
          type: "webhook_notification",
          attributes: {
            event: "shipment.estimated.arrival",
            delivery_status: "pending",
            created_at: new Date().toISOString(),
          },
          relationships: {},
        },
        included: [],
      }),
    );
    const queue = shuffled(bodies.flatMap((body) => Array.from({ length: COPIES }, () => body)));
    const sent: Sent[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: SENDERS }, async () => {
        for (let body = queue[next++]; body !== undefined; body = queue[next++]) {
          try {
            const answer = await call(`${ctx.stack.appUrl}/api/webhooks/terminal49`, {
              method: "POST",
              headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signatureOf(secret, body) },
              body,
            });
            const duplicate = record(answer.body)["duplicate"];
            sent.push({ status: String(answer.status), duplicate: typeof duplicate === "boolean" ? duplicate : null });
          } catch (error) {
            sent.push({ status: `error ${error instanceof Error ? error.message : String(error)}`, duplicate: null });
          }
        }
      }),
    );
    const sendMs = Date.now() - started;

    let inbox: Inbox = { rows: 0, processed: 0, once: 0 };
    const processUntil = until(ctx, PROCESS_MS);
    while (Date.now() < processUntil) {
      inbox =
        (await queryOne<Inbox>(
          url,
          `SELECT count(*)::int AS rows, count(*) FILTER (WHERE status = 'processed')::int AS processed, count(*) FILTER (WHERE status = 'processed' AND attempts = 1)::int AS once
         FROM webhook_inbox WHERE workspace_id = $1::uuid AND notification_id LIKE $2`,
          [ctx.workspaceId, `${run}-%`],
        )) ?? inbox;
      if (inbox.processed >= inbox.rows && inbox.rows >= DISTINCT) break;
      await sleep(1_000);
    }
    const processedMs = Date.now() - started;
    const firsts = sent.filter((s) => s.duplicate === false).length;
    return [
      {
        fault: duplicateWebhooks.name,
        done: duplicateWebhooks.done,
        expected: duplicateWebhooks.expected,
        observed: `answers ${tally(sent.map((s) => s.status))}; not duplicate ${firsts}, duplicate ${sent.filter((s) => s.duplicate === true).length}; inbox rows ${inbox.rows}, processed ${inbox.processed}, processed on the first attempt ${inbox.once}`,
        pass:
          sent.length === DISTINCT * COPIES &&
          sent.every((s) => s.status === "200") &&
          firsts === DISTINCT &&
          inbox.rows === DISTINCT &&
          inbox.once === DISTINCT,
        figure: `${sent.length} sent in ${seconds(sendMs)} (${(sent.length / (sendMs / 1000)).toFixed(0)}/s); all processed after ${seconds(processedMs)}`,
      },
    ];
  },
};
