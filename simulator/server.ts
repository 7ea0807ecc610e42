// createSimulator(): the whole simulated Terminal49 v2 service as a Hono app, embeddable in-process (tests,
// the dashboard's start script) or served over HTTP with listen().
import { serve } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import type { AddressInfo } from "node:net";
import { AccountWorlds } from "./accounts/account-worlds";
import { controlRoutes } from "./control/routes";
import { SimulatorCore } from "./core";
import type { AppEnv } from "./http/env";
import { isAccountKey, tokenOf } from "./http/account-keys";
import { apiError, notFoundPath } from "./http/api-errors";
import { authMiddleware, faultMiddleware } from "./http/middleware";
import { registerContainers } from "./routes/containers-routes";
import { registerCustomFieldDefinitions } from "./routes/custom-field-definitions-routes";
import { registerCustomFieldOptions } from "./routes/custom-field-options-routes";
import { registerCustomFields } from "./routes/custom-fields-routes";
import { registerDocumentActions } from "./routes/document-actions-routes";
import { registerBlobs, registerDirectUpload, registerDocuments } from "./routes/documents-routes";
import { registerEntityCustomFields } from "./routes/entity-custom-fields-routes";
import { registerParties } from "./routes/parties-routes";
import { registerReference } from "./routes/reference-routes";
import { registerSearch } from "./routes/search-routes";
import { registerShipments } from "./routes/shipments-routes";
import { registerTrackingRequests } from "./routes/tracking-requests-routes";
import { registerVessels } from "./routes/vessels-routes";
import { registerWebhookTools } from "./routes/webhook-tools-routes";
import { registerWebhooks } from "./routes/webhooks-routes";
import type { TickResult } from "./ticker";

export interface SimulatorOptions {
  seed?: number;
  /** Approximate number of containers in the seeded world (10 to 50,000). */
  containers?: number;
  /** Where the simulated clock starts (default: now). */
  start?: Date | string | number;
  /** World anchor the seeded timelines are planned around (default: start). */
  anchor?: Date | string | number;
  /** Simulated seconds per real second; 0 freezes the clock (default 1). */
  speed?: number;
  webhookRetryBaseMs?: number;
  /** Cap on a single retry delay (default one hour). */
  webhookRetryMaxMs?: number;
  webhookTimeoutMs?: number;
  /** Base URL clients use to reach the simulator, when it differs from the request's own origin. */
  publicUrl?: string;
  /** Background tick interval in real ms once startTicker() is called (default 1000). */
  tickIntervalMs?: number;
  /** Real-time source for the clock and rate limits (tests inject one). */
  realNow?: () => number;
  fetch?: typeof fetch;
  /** Enforce per-key rate limits (default true; benchmarks turn them off). */
  rateLimits?: boolean;
  /** Self-provisioned (`sim_ws_…`) worlds kept at once; the least recently used beyond it is dropped (32). */
  maxAccounts?: number;
  /** Approximate containers in each self-provisioned world (300). */
  accountContainers?: number;
}

/** The service's own routes (/v2, /rails, /_blobs) bound to one world. */
function buildApi(core: SimulatorCore): Hono {
  const api = new Hono();
  registerBlobs(api, core);

  const uploads = new Hono<AppEnv>();
  uploads.use("/rails/*", faultMiddleware(core), authMiddleware(core));
  registerDirectUpload(uploads, core);
  api.route("/", uploads);

  const v2 = new Hono<AppEnv>();
  v2.use("*", faultMiddleware(core), authMiddleware(core));
  // Hono matches in registration order: fixed paths (/webhooks/events, /webhook_notifications/examples,
  // /documents/types) are registered before the `/:id` routes that would otherwise take them.
  registerTrackingRequests(v2, core);
  registerShipments(v2, core);
  registerContainers(v2, core);
  registerEntityCustomFields(v2, core);
  registerCustomFieldDefinitions(v2, core);
  registerCustomFieldOptions(v2, core);
  registerCustomFields(v2, core);
  registerReference(v2, core);
  registerParties(v2, core);
  registerVessels(v2, core);
  registerSearch(v2, core);
  registerWebhookTools(v2, core);
  registerWebhooks(v2, core);
  registerDocuments(v2, core);
  registerDocumentActions(v2, core);
  registerDirectUpload(v2, core);
  v2.notFound((c) => notFoundPath(c));
  api.route("/v2", v2);
  api.notFound((c) => notFoundPath(c));
  return api;
}

export interface ListeningSimulator {
  port: number;
  url: string;
  close(): Promise<void>;
}

const toMs = (v: Date | string | number): number =>
  v instanceof Date ? v.getTime() : typeof v === "string" ? Date.parse(v) : v;

export function createSimulator(options: SimulatorOptions = {}) {
  const realNow = options.realNow ?? Date.now;
  const start = options.start !== undefined ? toMs(options.start) : realNow();
  if (Number.isNaN(start)) throw new Error("start must be a valid date");
  const core = new SimulatorCore({
    seed: options.seed ?? 49,
    containers: options.containers ?? 1500,
    start,
    anchor: options.anchor !== undefined ? toMs(options.anchor) : start,
    speed: options.speed ?? 1,
    retryBaseMs: options.webhookRetryBaseMs ?? 2000,
    retryMaxMs: options.webhookRetryMaxMs ?? 3_600_000,
    webhookTimeoutMs: options.webhookTimeoutMs ?? 10_000,
    publicUrl: options.publicUrl,
    realNow,
    fetchImpl: options.fetch,
    rateLimits: options.rateLimits,
  });

  const accounts = new AccountWorlds(core, {
    maxAccounts: options.maxAccounts ?? 32,
    containers: options.accountContainers ?? 300,
    buildApi,
    log: (message) => console.log(message),
  });

  const tick = (): TickResult => {
    const seeded = core.ticker.tick();
    const others = accounts.tick();
    return {
      from: seeded.from,
      to: seeded.to,
      jobs: seeded.jobs + others.jobs,
      containersChanged: seeded.containersChanged + others.containersChanged,
      events: seeded.events + others.events,
    };
  };

  const app = new Hono();
  app.onError((err, c) => {
    console.error("[simulator] unhandled error", err);
    return apiError(c, 500, { title: "Internal Server Error", detail: null });
  });
  app.route("/_sim", controlRoutes(core, accounts, tick));
  // A self-provisioned key's requests go to its own world, whole: the seeded world never sees them, and its
  // auth middleware would refuse them anyway (SimulatorCore.serves).
  const toAccountWorld: MiddlewareHandler = async (c, next) => {
    const key = tokenOf(c.req.header("authorization"));
    if (!key || !isAccountKey(key)) return next();
    return accounts.get(key).api.fetch(c.req.raw, c.env);
  };
  app.use("/v2/*", toAccountWorld);
  app.use("/rails/*", toAccountWorld);
  // Blob URLs carry no key (they are signed, like S3's): the world is the one holding the blob.
  app.use("/_blobs/*", async (c, next) => {
    const blobKey = c.req.path.split("/")[2] ?? "";
    if (core.blobs.byKeyLookup(blobKey)) return next();
    const owner = accounts.byBlobKey(blobKey);
    return owner ? owner.api.fetch(c.req.raw, c.env) : next();
  });
  app.route("/", buildApi(core));
  app.notFound((c) => notFoundPath(c));

  let timer: NodeJS.Timeout | null = null;
  const servers = new Set<ReturnType<typeof serve>>();

  const simulator = {
    app,
    core,
    get world() {
      return core.world;
    },
    get clock() {
      return core.clock;
    },
    /** Runs due jobs and emits webhook events for everything that changed since the previous tick. */
    tick,
    /** The self-provisioned (`sim_ws_…`) accounts' worlds. */
    accounts,
    /** Resolves when no webhook delivery of any world is in flight or waiting for a retry. */
    flushWebhooks: async (): Promise<void> => {
      await Promise.all([core.dispatcher.idle(), accounts.idle()]);
    },
    /** Convenience for in-process tests: fetch-compatible request against the app. */
    request: (path: string, init?: RequestInit): Promise<Response> => Promise.resolve(app.request(path, init)),
    startTicker(intervalMs = options.tickIntervalMs ?? 1000): void {
      if (timer) return;
      timer = setInterval(() => {
        try {
          tick();
        } catch (e) {
          console.error("[simulator] tick failed", e);
        }
      }, intervalMs);
      timer.unref();
    },
    stopTicker(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
    listen(port = 4010, hostname = "127.0.0.1"): Promise<ListeningSimulator> {
      return new Promise((resolve, reject) => {
        const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
          const url = `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${info.port}`;
          if (!options.publicUrl) core.origin = url;
          resolve({
            port: info.port,
            url,
            close: () =>
              new Promise<void>((done) => {
                servers.delete(server);
                server.close(() => done());
              }),
          });
        });
        servers.add(server);
        server.once("error", reject);
      });
    },
    async close(): Promise<void> {
      simulator.stopTicker();
      core.shutdown();
      accounts.clear();
      await Promise.all([...servers].map((s) => new Promise<void>((done) => s.close(() => done()))));
      servers.clear();
    },
  };
  return simulator;
}

export type Simulator = ReturnType<typeof createSimulator>;
