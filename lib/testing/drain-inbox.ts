// Integration tests: applies every delivery due in the webhook inbox, in both of its lanes (the inbox, and the
// follow-up reads of minimal payloads: lib/server/webhooks/process.ts), until none is due.
export async function drainInbox(limit = 50): Promise<void> {
  const { processFollowUps, processInboxBatch } = await import("@/lib/server/webhooks/process");
  for (;;) {
    const claimed = (await processInboxBatch(limit)) + (await processFollowUps(limit));
    if (claimed === 0) return;
  }
}
