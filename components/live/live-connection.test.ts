import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { LiveEvent } from "@/lib/shared/live-events";

import { createLiveConnection, type LiveSource } from "./live-connection";

class FakeSource implements LiveSource {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  open(): void {
    this.onopen?.(new Event("open"));
  }
  fail(): void {
    this.onerror?.(new Event("error"));
  }
  send(type: string, data: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

function setup(random = () => 1) {
  const sources: FakeSource[] = [];
  const connection = createLiveConnection({
    url: "/api/events",
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    random,
  });
  connection.start();
  const latest = (): FakeSource => {
    const source = sources.at(-1);
    if (!source) throw new Error("no source opened");
    return source;
  };
  return { connection, sources, latest };
}

describe("createLiveConnection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens one source however many subscribers there are, and hands each only its topics", () => {
    const { connection, sources, latest } = setup();
    const board: LiveEvent[] = [];
    const bell: LiveEvent[] = [];
    connection.subscribe({ topics: ["containers", "work"], onEvent: (e) => board.push(e), onResync: () => {} });
    connection.subscribe({ topics: ["notifications"], onEvent: (e) => bell.push(e), onResync: () => {} });
    latest().open();

    latest().send("containers", JSON.stringify({ topic: "containers", ids: ["c1"] }));
    latest().send("notifications", JSON.stringify({ topic: "notifications", ids: ["u1", "u2"] }));
    latest().send("documents", JSON.stringify({ topic: "documents" }));

    expect(sources.map((s) => s.url)).toEqual(["/api/events"]);
    expect(board).toEqual([{ topic: "containers", ids: ["c1"] }]);
    expect(bell).toEqual([{ topic: "notifications", ids: ["u1", "u2"] }]);
  });

  it("still tells subscribers a topic changed when its data cannot be read", () => {
    const { connection, latest } = setup();
    const seen: LiveEvent[] = [];
    connection.subscribe({ topics: ["work"], onEvent: (e) => seen.push(e), onResync: () => {} });
    latest().open();
    latest().send("work", "not json");
    latest().send("work", JSON.stringify({ topic: "work", ids: [1, 2] }));
    expect(seen).toEqual([{ topic: "work" }, { topic: "work" }]);
  });

  it("stops delivering to a subscriber that unsubscribed", () => {
    const { connection, latest } = setup();
    const seen: LiveEvent[] = [];
    const unsubscribe = connection.subscribe({ topics: ["work"], onEvent: (e) => seen.push(e), onResync: () => {} });
    latest().open();
    unsubscribe();
    latest().send("work", JSON.stringify({ topic: "work" }));
    expect(seen).toEqual([]);
  });

  it("backs off 2 s, 4 s, 8 s, 16 s, then 30 s at most between attempts, and starts again after a success", () => {
    // random() = 1 takes the top of each jittered range, so each wait is the full ceiling.
    const { sources, latest } = setup(() => 1);
    latest().open();
    const waits: number[] = [];
    const waitForNextSource = (): void => {
      const before = sources.length;
      let waited = 0;
      while (sources.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    };
    for (let i = 0; i < 7; i += 1) {
      latest().fail();
      waitForNextSource();
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);

    latest().open();
    latest().fail();
    waits.length = 0;
    waitForNextSource();
    expect(waits).toEqual([2_000]);
  });

  it("waits at least half of each ceiling, so jitter never makes a tight loop", () => {
    const { sources, latest } = setup(() => 0);
    latest().fail();
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
  });

  it("closes the failed source itself, so the browser does not retry beside it", () => {
    const { sources, latest } = setup();
    latest().open();
    latest().fail();
    vi.advanceTimersByTime(30_000);
    expect(sources.map((s) => s.closed)).toEqual([true, false]);
  });

  it("says reconnecting from a lost stream until the next opens, and resyncs subscribers only after a gap", () => {
    const { connection, latest } = setup();
    const statuses: string[] = [];
    let resyncs = 0;
    connection.onStatus(() => statuses.push(connection.status()));
    connection.subscribe({ topics: ["containers"], onEvent: () => {}, onResync: () => (resyncs += 1) });
    expect(connection.status()).toBe("connecting");

    latest().open();
    expect(resyncs).toBe(0);
    latest().fail();
    expect(connection.status()).toBe("reconnecting");
    vi.advanceTimersByTime(2_000);
    latest().fail();
    vi.advanceTimersByTime(4_000);
    latest().open();

    expect(statuses).toEqual(["open", "reconnecting", "open"]);
    expect(resyncs).toBe(1);
  });

  it("says reconnecting when the first stream cannot be opened", () => {
    const { connection, latest } = setup();
    latest().fail();
    expect(connection.status()).toBe("reconnecting");
  });

  it("opens nothing more once stopped, even with a retry pending, and opens one stream when started again", () => {
    const { connection, sources, latest } = setup();
    latest().fail();
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    connection.start();
    connection.start();
    expect(sources).toHaveLength(2);
  });
});
