import { describe, expect, it } from "vitest";

import type { CreateItemResult, TrackingItem } from "@/lib/shared/tracking-api";

import { sendInBatches, type Progress } from "./send-batches";

const items: TrackingItem[] = Array.from({ length: 23 }, (_, i) => ({
  requestType: "bill_of_lading",
  requestNumber: `BOL${String(i).padStart(4, "0")}`,
}));

describe("sending in batches", () => {
  it("sends everything in batches of 10 and reports progress", async () => {
    const sizes: number[] = [];
    const progress: Progress[] = [];
    const results = await sendInBatches(items, {
      send: async (batch) => {
        sizes.push(batch.length);
        return batch.map((item) => ({
          ok: true,
          requestNumber: item.requestNumber,
          id: item.requestNumber,
          status: "pending",
        }));
      },
      wait: async () => undefined,
      onProgress: (p) => progress.push(p),
    });
    expect(sizes).toEqual([10, 10, 3]);
    expect(results.size).toBe(23);
    expect(progress.at(-1)).toEqual({ done: 23, total: 23, waitingSeconds: null });
  });

  it("waits out a rate limit and resends only the limited items", async () => {
    let limited = true;
    const waits: number[] = [];
    const results = await sendInBatches(items.slice(0, 3), {
      send: async (batch) =>
        batch.map((item, i): CreateItemResult => {
          if (limited && i > 0)
            return {
              ok: false,
              requestNumber: item.requestNumber,
              code: "rate_limited",
              message: "limit",
              retryAfterSeconds: 7,
            };
          return { ok: true, requestNumber: item.requestNumber, id: "x", status: "pending" };
        }),
      wait: async (seconds) => {
        waits.push(seconds);
        limited = false;
      },
      onProgress: () => undefined,
    });
    expect(waits).toEqual([7]);
    expect([...results.values()].every((r) => r.ok)).toBe(true);
  });

  it("reports a failed call on its lines and carries on", async () => {
    let calls = 0;
    const results = await sendInBatches(items.slice(0, 12), {
      send: async (batch) => {
        calls += 1;
        if (calls === 1) throw new Error("offline");
        return batch.map((item) => ({ ok: true, requestNumber: item.requestNumber, id: "x", status: "pending" }));
      },
      wait: async () => undefined,
      onProgress: () => undefined,
    });
    expect([...results.values()].filter((r) => !r.ok)).toHaveLength(10);
    expect(results.get(11)?.ok).toBe(true);
  });
});
