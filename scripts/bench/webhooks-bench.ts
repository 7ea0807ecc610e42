// `npm run bench:webhooks`: webhook intake in-process (verify + store, no HTTP layer): signed deliveries
// accepted per second with 50 concurrent senders, then the inbox drained by the worker's batch processor:
// every accepted delivery processed exactly once.
export {};

const { createTestWorkspace } = await import("../../lib/testing/db-fixtures");
const { db } = await import("../../lib/server/db");
const { encryptSecret } = await import("../../lib/server/crypto");
const { receiveDelivery } = await import("../../lib/server/webhooks/inbox");
const { processInboxBatch } = await import("../../lib/server/webhooks/process");
const { signatureOf } = await import("../../lib/server/webhooks/verify");

const TOTAL = 5000;
const SENDERS = 50;
const { workspace } = await createTestWorkspace(["admin"]);
const secret = "bench-secret";
await db.workspaceSync.create({
  data: { workspaceId: workspace.id, webhookSecretCiphertext: encryptSecret(secret), webhookUpstreamId: "bench" },
});
const bodies = Array.from({ length: TOTAL }, (_, i) =>
  Buffer.from(
    JSON.stringify({
      data: {
        id: `bench-${i}`,
        type: "webhook_notification",
        attributes: { event: "shipment.estimated.arrival", created_at: new Date().toISOString() },
      },
      included: [],
    }),
  ),
);
let next = 0;
let accepted = 0;
const started = Date.now();
await Promise.all(
  Array.from({ length: SENDERS }, async () => {
    while (next < TOTAL) {
      const body = bodies[next++];
      if (body && (await receiveDelivery(body, signatureOf(secret, body))).status === 200) accepted += 1;
    }
  }),
);
const seconds = (Date.now() - started) / 1000;
while ((await processInboxBatch(100)) > 0) {
  // drain
}
const processed = await db.webhookInbox.count({ where: { workspaceId: workspace.id, status: "processed" } });
console.log(
  `webhook intake (in-process, ${SENDERS} senders): ${accepted} accepted in ${seconds.toFixed(2)} s = ${(accepted / seconds).toFixed(0)}/s; processed exactly once: ${processed}/${accepted}`,
);
process.exit(0);
