// Integration tests: applies every delivery of `workspaceId` due in the webhook inbox, in both of its lanes (the
// inbox, and the follow-up reads of minimal payloads: lib/server/webhooks/process.ts), until none is due. Only the
// test's own workspace: other files' leftover deliveries would send follow-up reads to simulators already stopped.
export async function drainInbox(workspaceId: string, limit = 50): Promise<void> {
  const { processFollowUps, processInboxBatch } = await import("@/lib/server/webhooks/process");
  for (;;) {
    const claimed = (await processInboxBatch(limit, workspaceId)) + (await processFollowUps(limit, workspaceId));
    if (claimed === 0) return;
  }
}
