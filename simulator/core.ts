// Wires the simulator's parts together: world, clock, scheduler, webhooks, documents, tracking requests,
// faults and rate limits. Routes receive this object; nothing here knows about HTTP.
import { SimClock } from "./sim-clock";
import { seedHazmatFields } from "./custom-fields/seed-hazmat";
import { CustomFieldStore } from "./custom-fields/store";
import { BlobStore } from "./documents/blobs";
import { seedDocuments } from "./documents/seed-documents";
import { DocumentStore, type DocumentRecord } from "./documents/document-store";
import { Faults } from "./http/faults";
import { RateLimiter } from "./http/rate-limit";
import { SimScheduler } from "./lib/scheduler";
import type { ResourceContext } from "./resources/resource-context";
import { documentResource, emailEmbeddedResource, representationResource } from "./resources/document-resources";
import { Ticker } from "./ticker";
import { TrackingRequests } from "./tracking/request-lifecycle";
import { Dispatcher } from "./webhooks/dispatcher";
import { EventEmitter } from "./webhooks/emitter";
import { WebhookRegistry } from "./webhooks/registry";
import { isAccountKey, SEEDED_KEYS } from "./http/account-keys";
import type { AccountName } from "./world/reference-data";
import { World } from "./world/world";

export interface CoreOptions {
  seed: number;
  containers: number;
  start: number;
  anchor: number;
  speed: number;
  retryBaseMs: number;
  retryMaxMs: number;
  webhookTimeoutMs: number;
  publicUrl?: string;
  realNow?: () => number;
  fetchImpl?: typeof fetch;
  rateLimits?: boolean;
  /**
   * A self-provisioned account's world (accounts/account-worlds.ts): it serves only this key and shares the
   * clock, faults and rate limiter of the seeded world, so there is one simulated time and one fault switch.
   */
  account?: { key: string; clock: SimClock; faults: Faults; limiter: RateLimiter; origin: string };
}

export class SimulatorCore {
  readonly clock: SimClock;
  world!: World;
  scheduler!: SimScheduler;
  registry!: WebhookRegistry;
  dispatcher!: Dispatcher;
  emitter!: EventEmitter;
  blobs!: BlobStore;
  documents!: DocumentStore;
  tracking!: TrackingRequests;
  customFields!: CustomFieldStore;
  ticker!: Ticker;
  readonly faults: Faults;
  readonly limiter: RateLimiter;
  /** The origin clients last used, so webhook payload links point back at this server. */
  origin: string;

  constructor(readonly options: CoreOptions) {
    const shared = options.account;
    this.clock =
      shared?.clock ??
      new SimClock({ start: options.start, speed: options.speed, anchor: options.anchor, realNow: options.realNow });
    this.faults = shared?.faults ?? new Faults(options.seed);
    this.limiter = shared?.limiter ?? new RateLimiter(options.realNow, options.rateLimits ?? true);
    this.origin = options.publicUrl ?? shared?.origin ?? "http://127.0.0.1:4010";
    this.build();
  }

  /**
   * Whether a key's requests belong to this world: the seeded world serves the seeded keys, a self-provisioned
   * world only its own key. Checked again after routing, so no key ever reads another account's world.
   */
  serves(key: string): boolean {
    const own = this.options.account?.key;
    return own ? key === own : !isAccountKey(key);
  }

  private build(): void {
    const { options } = this;
    this.world = new World({ seed: options.seed, anchor: options.anchor, containers: options.containers });
    this.scheduler = new SimScheduler();
    this.registry = new WebhookRegistry(options.seed);
    this.dispatcher = new Dispatcher({
      retryBaseMs: options.retryBaseMs,
      retryMaxMs: options.retryMaxMs,
      timeoutMs: options.webhookTimeoutMs,
      faults: this.faults,
      registry: this.registry,
      fetchImpl: options.fetchImpl,
    });
    this.emitter = new EventEmitter(
      this.registry,
      this.dispatcher,
      () => this.clock.now(),
      () => this.origin,
    );
    this.blobs = new BlobStore(options.seed);
    this.documents = new DocumentStore({
      world: this.world,
      blobs: this.blobs,
      scheduler: this.scheduler,
      now: () => this.clock.now(),
      onProcessed: (doc) => this.emitDocumentExtracted(doc),
    });
    this.tracking = new TrackingRequests({
      world: this.world,
      scheduler: this.scheduler,
      emitter: this.emitter,
      now: () => this.clock.now(),
      ctxFor: (account) => this.ctxFor(account),
      activeLimit: (account) => SEEDED_KEYS.find((k) => k.account === account)?.activeContainerLimit ?? null,
    });
    this.customFields = new CustomFieldStore(options.seed, options.anchor);
    seedHazmatFields(this.customFields, this.world);
    seedDocuments(this.world, this.documents, this.blobs);
    this.ticker = new Ticker(
      {
        world: this.world,
        scheduler: this.scheduler,
        emitter: this.emitter,
        registry: this.registry,
        tracking: this.tracking,
        now: () => this.clock.now(),
        ctxFor: (account) => this.ctxFor(account),
      },
      this.clock.now(),
    );
    // Seeded work already in the past (documents emailed before start) completes before anyone looks.
    this.scheduler.runDue(this.clock.now());
  }

  ctxFor(account: AccountName, origin = this.origin): ResourceContext {
    return { world: this.world, now: this.clock.now(), account, origin };
  }

  /** Brings time-driven work up to the clock; called on every API request and by the ticker. */
  catchUp(): void {
    this.scheduler.runDue(this.clock.now());
  }

  private emitDocumentExtracted(doc: DocumentRecord): void {
    this.emitter.emit(doc.account, "document.extracted", () => {
      const ctx = this.ctxFor(doc.account);
      const view = { ...ctx, now: Math.max(ctx.now, doc.processAt) };
      const email = doc.emailSubmissionId ? this.documents.emails.get(doc.emailSubmissionId) : undefined;
      const rep = representationResource(doc);
      return {
        reference: null,
        document: { id: doc.id, version: "2026-03-10" },
        included: [
          documentResource(view, this.documents, doc),
          ...(email ? [emailEmbeddedResource(email)] : []),
          ...(rep ? [rep] : []),
        ],
      };
    });
  }

  /** Back to the seeded world at the given clock instant (defaults to the anchor); webhooks are dropped. */
  reset(at?: number): void {
    if (this.options.account) throw new Error("a self-provisioned world is dropped and rebuilt, not reset");
    this.dispatcher.stop();
    this.limiter.reset();
    this.faults.reset();
    this.clock.set(at ?? this.options.anchor);
    this.build();
  }

  shutdown(): void {
    this.dispatcher.stop();
  }
}
