// Self-provisioning accounts: every `sim_ws_…` key is an account with a world of its own (its containers,
// shipments, documents, tracking requests, webhooks, custom fields and parties), created on first use and kept
// in memory. The world is seeded from a hash of the key, so a restarted simulator regenerates the same one;
// what happened in it since (uploads, tracking requests, webhooks) is gone, as after `/_sim/reset`.
// All worlds share the seeded world's clock, faults and rate limiter (limits are per key anyway).
import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { SimulatorCore } from "../core";
import type { TickResult } from "../ticker";

export interface AccountWorld {
  key: string;
  core: SimulatorCore;
  /** The /v2, /rails and /_blobs routes bound to this world. */
  api: Hono;
  createdAt: number;
}

export interface AccountWorldsOptions {
  /** How many worlds are kept; past it the least recently used is dropped (and rebuilt if used again). */
  maxAccounts: number;
  /** Approximate containers per world: small, so a world is built in well under a second. */
  containers: number;
  /** Binds the HTTP routes to a world (server.ts), passed in so this module does not import the server. */
  buildApi: (core: SimulatorCore) => Hono;
  log?: (message: string) => void;
}

/** A 31-bit seed from the key: the same key always yields the same world, different keys different ones. */
export function seedOfKey(key: string): number {
  return createHash("sha256").update(key).digest().readUInt32BE(0) & 0x7fffffff;
}

export class AccountWorlds {
  /** Insertion order is recency: a world used is moved to the end, so the first one is the least recent. */
  private readonly worlds = new Map<string, AccountWorld>();

  constructor(
    private readonly root: SimulatorCore,
    private readonly options: AccountWorldsOptions,
  ) {}

  get size(): number {
    return this.worlds.size;
  }

  get limits(): { max_accounts: number; containers_per_account: number } {
    return { max_accounts: this.options.maxAccounts, containers_per_account: this.options.containers };
  }

  /** The key's world, built on first use; marks it as the most recently used. */
  get(key: string): AccountWorld {
    const found = this.worlds.get(key);
    if (found) {
      this.worlds.delete(key);
      this.worlds.set(key, found);
      return found;
    }
    while (this.worlds.size >= this.options.maxAccounts) this.evictOldest();
    const root = this.root;
    const core = new SimulatorCore({
      ...root.options,
      seed: seedOfKey(key),
      containers: this.options.containers,
      account: { key, clock: root.clock, faults: root.faults, limiter: root.limiter, origin: root.origin },
    });
    const world: AccountWorld = { key, core, api: this.options.buildApi(core), createdAt: Date.now() };
    this.worlds.set(key, world);
    return world;
  }

  /** The key's world if it exists, without building one or changing recency. */
  peek(key: string): AccountWorld | undefined {
    return this.worlds.get(key);
  }

  list(): AccountWorld[] {
    return [...this.worlds.values()];
  }

  /** The world holding an uploaded or seeded blob, for the unauthenticated `/_blobs/<key>` URLs. */
  byBlobKey(blobKey: string): AccountWorld | undefined {
    return this.list().find((w) => w.core.blobs.byKeyLookup(blobKey));
  }

  /** Ticks every world; the result adds theirs up (the seeded world's is added by the caller). */
  tick(): Omit<TickResult, "from" | "to"> {
    const sum = { jobs: 0, containersChanged: 0, events: 0 };
    for (const { core } of this.worlds.values()) {
      const r = core.ticker.tick();
      sum.jobs += r.jobs;
      sum.containersChanged += r.containersChanged;
      sum.events += r.events;
    }
    return sum;
  }

  /** The shared clock was set backwards: every world's next tick starts from there. */
  rewind(to: number): void {
    for (const { core } of this.worlds.values()) if (to < core.ticker.lastTickAt) core.ticker.reset(to);
  }

  async idle(): Promise<void> {
    await Promise.all(this.list().map((w) => w.core.dispatcher.idle()));
  }

  /** `/_sim/reset`: every world is dropped; each is rebuilt from its key when next used. */
  clear(): void {
    for (const { core } of this.worlds.values()) core.shutdown();
    this.worlds.clear();
  }

  private evictOldest(): void {
    const oldest = this.worlds.values().next().value;
    if (!oldest) return;
    oldest.core.shutdown();
    this.worlds.delete(oldest.key);
    this.options.log?.(
      `[simulator] more than ${this.options.maxAccounts} accounts: dropped the least recently used world ` +
        `(sim_ws_…${oldest.key.slice(-4)}); it is rebuilt from its key, without its uploads, requests and webhooks, if used again`,
    );
  }
}
