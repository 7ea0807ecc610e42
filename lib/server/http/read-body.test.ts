import { afterEach, describe, expect, it, vi } from "vitest";

import { AppError } from "@/lib/shared/app-error";

import { BODY_DEADLINE_MS, BUDGET_FREE_BYTES, byteBudget, readBody } from "./read-body";

const CHUNK = 64 * 1024;

/** A body of `total` bytes made on demand, counting what the reader actually pulled. */
function meteredBody(total: number): {
  stream: ReadableStream<Uint8Array>;
  pulled: () => number;
  cancelled: () => boolean;
} {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const size = Math.min(CHUNK, total - pulled);
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

function post(body: ReadableStream<Uint8Array> | string | null, headers: Record<string, string> = {}): Request {
  return new Request("http://127.0.0.1/api/x", { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("readBody", () => {
  it("returns a body within the limit byte for byte", async () => {
    const body = await readBody(post('{"a":"é"}'), { maxBytes: 1024 });
    expect(body.toString("utf8")).toBe('{"a":"é"}');
  });

  it("stops a chunked body at the limit with 413 and cancels the rest unread", async () => {
    const limit = 1024 * 1024;
    const body = meteredBody(64 * 1024 * 1024);
    const error = await errorOf(readBody(post(body.stream), { maxBytes: limit }));
    expect(error.code).toBe("payload_too_large");
    expect(error.status).toBe(413);
    // At most one chunk past the limit plus the stream's one-chunk read-ahead: not the 64 MB sent.
    expect(body.pulled()).toBeLessThanOrEqual(limit + 2 * CHUNK);
    await vi.waitFor(() => expect(body.cancelled()).toBe(true));
  });

  it("refuses a declared Content-Length above the limit before reading anything", async () => {
    const body = meteredBody(8 * 1024 * 1024);
    const error = await errorOf(
      readBody(post(body.stream, { "content-length": String(400 * 1024 * 1024) }), { maxBytes: 1024 * 1024 }),
    );
    expect(error.code).toBe("payload_too_large");
    // A ReadableStream pulls once to fill its queue when built; nothing beyond that first chunk is read.
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK);
  });

  it("accepts a body of exactly the limit", async () => {
    const body = meteredBody(3 * CHUNK);
    expect((await readBody(post(body.stream), { maxBytes: 3 * CHUNK })).length).toBe(3 * CHUNK);
  });

  it("gives up on a body that has not arrived by the deadline with 408", async () => {
    vi.useFakeTimers();
    let cancelled = false;
    // Sends one chunk, then nothing: a client holding the connection open.
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
      },
      cancel() {
        cancelled = true;
      },
    });
    const reading = errorOf(readBody(post(stalled), { maxBytes: 1024 }));
    await vi.advanceTimersByTimeAsync(BODY_DEADLINE_MS);
    const error = await reading;
    expect(error.code).toBe("request_timeout");
    expect(error.status).toBe(408);
    expect(cancelled).toBe(true);
  });

  it("answers 503 when large bodies already in flight hold the shared budget, and gives back what it took", async () => {
    const budget = byteBudget(4 * CHUNK);
    expect(budget.take(3 * CHUNK)).toBe(true); // other requests' bodies, still being read
    const large = BUDGET_FREE_BYTES + 2 * CHUNK;
    const error = await errorOf(readBody(post(meteredBody(large).stream), { maxBytes: 1024 * 1024, budget }));
    expect(error).toMatchObject({ code: "unavailable", status: 503, retryAfterSeconds: 1 });
    budget.release(3 * CHUNK);
    expect((await readBody(post(meteredBody(large).stream), { maxBytes: 1024 * 1024, budget })).length).toBe(large);
    // Everything taken was given back: the whole budget is free again.
    expect(budget.take(4 * CHUNK)).toBe(true);
  });

  it("never makes a small body wait for the budget", async () => {
    const budget = byteBudget(CHUNK);
    expect(budget.take(CHUNK)).toBe(true); // all of it held by others
    expect(
      (await readBody(post(meteredBody(BUDGET_FREE_BYTES).stream), { maxBytes: 1024 * 1024, budget })).length,
    ).toBe(BUDGET_FREE_BYTES);
  });

  it("reads an empty body as zero bytes", async () => {
    expect((await readBody(post(null), { maxBytes: 10 })).length).toBe(0);
  });
});
