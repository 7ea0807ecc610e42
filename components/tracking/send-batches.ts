import type { CreateItemResult, TrackingItem } from "@/lib/shared/tracking-api";

import { chunk } from "./bulk-input";

// Sends validated lines through the create bucket in small batches, so the progress bar moves and a rate
// limit pauses the run instead of failing the rest. The sender and the wait are parameters: tested
// without a server or a real clock.

export const BATCH_SIZE = 10;
/** How many times one item is put back after a rate limit before it is reported as not sent. */
const MAX_REQUEUES = 5;

export type Progress = { done: number; total: number; waitingSeconds: number | null };

export type SendDeps = {
  send: (items: TrackingItem[]) => Promise<CreateItemResult[]>;
  wait: (seconds: number, onTick: (left: number) => void) => Promise<void>;
  onProgress: (progress: Progress) => void;
  signal?: { aborted: boolean };
};

/** Results keyed by the item's index in `items`. */
export async function sendInBatches(
  items: readonly TrackingItem[],
  deps: SendDeps,
): Promise<Map<number, CreateItemResult>> {
  const results = new Map<number, CreateItemResult>();
  const requeues = new Map<number, number>();
  let queue = items.map((_, index) => index);
  const total = items.length;
  deps.onProgress({ done: 0, total, waitingSeconds: null });
  while (queue.length > 0) {
    if (deps.signal?.aborted) break;
    const [batch = [], ...rest] = chunk(queue, BATCH_SIZE);
    queue = rest.flat();
    let answers: CreateItemResult[];
    try {
      answers = await deps.send(batch.map((index) => items[index] as TrackingItem));
    } catch (error) {
      // The whole call failed (network, server down): report this batch, keep going with the next.
      const message = error instanceof Error ? error.message : "The request failed.";
      answers = batch.map((index) => ({
        ok: false,
        requestNumber: items[index]?.requestNumber ?? "",
        code: "network",
        message,
      }));
    }
    let waitFor = 0;
    const again: number[] = [];
    batch.forEach((index, position) => {
      const answer = answers[position] ?? {
        ok: false,
        requestNumber: items[index]?.requestNumber ?? "",
        code: "internal",
        message: "No answer for this line.",
      };
      const tries = requeues.get(index) ?? 0;
      if (!answer.ok && answer.code === "rate_limited" && tries < MAX_REQUEUES) {
        requeues.set(index, tries + 1);
        again.push(index);
        waitFor = Math.max(waitFor, answer.retryAfterSeconds ?? 30);
        return;
      }
      results.set(index, answer);
    });
    queue = [...again, ...queue];
    deps.onProgress({ done: results.size, total, waitingSeconds: null });
    if (waitFor > 0 && queue.length > 0) {
      await deps.wait(waitFor, (left) => deps.onProgress({ done: results.size, total, waitingSeconds: left }));
    }
  }
  return results;
}
