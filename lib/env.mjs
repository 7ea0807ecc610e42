// The one module that reads environment variables. Everything else imports `env` from here, so a bad
// value fails at start (next.config.mjs imports this file) with a message naming the variable.
// Plain ESM with JSDoc so next.config.mjs, the Next.js server and the tsx scripts can all import it.
import { existsSync } from "node:fs";

import ipaddr from "ipaddr.js";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const fields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Demo mode seeds "Demo Drayage" with three users and runs on the simulated service. */
  QUAYSIDE_DEMO: bool.default(true),
  /** PostgreSQL URL. Unset: an embedded PostgreSQL is started with its data under QUAYSIDE_DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  QUAYSIDE_DATA_DIR: z.string().min(1).default(".data"),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** Server secret: signs sessions and derives the key that encrypts account keys at rest. */
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  /** Public URL of the app, used for links and webhook registration. */
  APP_URL: z.url().default("http://localhost:3000"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * Reverse proxies in front of the app whose X-Forwarded-For is believed: comma-separated IP addresses or CIDR
   * ranges. Empty: none, the connecting address is the client (sign-in throttling is per client address).
   */
  TRUSTED_PROXIES: z
    .string()
    .refine(
      (value) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .filter((entry) => entry.length > 0)
          .every((entry) => (entry.includes("/") ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry))),
      "TRUSTED_PROXIES must be comma-separated IP addresses or CIDR ranges, e.g. 10.0.0.0/8,192.168.1.5",
    )
    .default(""),
  /**
   * The simulated tracking service, used by a workspace with no account key saved while it is enabled
   * (QUAYSIDE_DEMO, or SIMULATOR_EMBEDDED set to true). Each workspace has an account of its own there.
   */
  SIMULATOR_URL: z
    .url()
    .refine((url) => url.replace(/\/+$/, "").endsWith("/v2"), "SIMULATOR_URL must end in /v2")
    .default("http://127.0.0.1:4010/v2"),
  /** The demo workspace's simulated account (the seeded world); other workspaces get a `sim_ws_…` key each. */
  SIMULATOR_KEY: z.string().min(1).default("sim_paid_key"),
  /**
   * Whether `npm start` runs the simulator. Unset: follows QUAYSIDE_DEMO, so production starts none unless
   * asked for with true. Set to false in demo mode when SIMULATOR_URL points at a simulator started elsewhere.
   */
  SIMULATOR_EMBEDDED: bool.optional(),
  /** Default base URL offered in Settings for live mode. */
  TRACKING_BASE_URL: z
    .url()
    .refine((url) => url.replace(/\/+$/, "").endsWith("/v2"), "TRACKING_BASE_URL must end in /v2")
    .default("https://api.terminal49.com/v2"),
  /** Requests per minute the tracking service allows on the default bucket, per account. */
  UPSTREAM_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Share of the default bucket that background sync may use (the rest is kept for dispatchers' actions). */
  SYNC_BUDGET_SHARE: z.coerce.number().min(0.05).max(1).default(0.6),
  /** Timeout of one call to the tracking service. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Minutes between safety-net sweeps of the shipment and container lists. */
  SYNC_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * How long a background job stays claimed by a worker that stopped renewing it (killed, frozen). A running
   * job renews its lease every third of this; a dead worker's job is taken over within about twice this.
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(900).default(45),
  /**
   * Outgoing mail server for alerts and digests, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465.
   * Unset in demo mode: the local SMTP sink (scripts/smtp-sink.ts) that `npm start` runs. Unset in production:
   * no email is sent (in-app, chat and webhook alerts still are).
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From of alert emails. */
  SMTP_FROM: z.string().min(3).default("Quayside <alerts@quayside.local>"),
  /** Port of the demo SMTP sink (loopback only), which stores every email it receives for the Outbox page. */
  SMTP_SINK_PORT: z.coerce.number().int().min(1).max(65535).default(2525),
  /** Set to false when the demo should not start the SMTP sink (another one runs, or SMTP_URL is real). */
  SMTP_SINK_EMBEDDED: bool.default(true),
  /**
   * On SIGTERM, how long requests in flight (app) and jobs running (worker) get to finish before they are cut
   * (requests) or handed back to be resumed by another worker (jobs). Keep the service manager's stop timeout
   * above it (systemd's TimeoutStopSec, Kubernetes' terminationGracePeriodSeconds).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Set to false to run the app without starting a worker (e.g. when workers run elsewhere). */
  WORKER_EMBEDDED: bool.default(true),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /**
   * Bearer token GET /api/metrics requires (Prometheus scrapes it with `authorization: {credentials: …}`). Unset:
   * the route is off and answers 404.
   */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /**
   * OpenTelemetry collector (OTLP over HTTP, e.g. http://otel-collector:4318; traces go to its /v1/traces). Unset:
   * no tracer is registered and nothing is exported. The exporter also reads the standard OTEL_EXPORTER_OTLP_*
   * variables itself (headers, a traces-only endpoint).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The service name on every span; unset, quayside-app for the app and quayside-worker for a worker. */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  /**
   * Browser for Playwright: Debian's Chromium headless shell when installed (the headless mode Playwright itself
   * uses: about a fifth less CPU per page than the full browser, and the end-to-end run is CPU-bound on two
   * cores), else the system Chromium.
   */
  CHROMIUM_PATH: z
    .string()
    .default(existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium"),
  CI: bool.default(false),
  /**
   * Set by `npm test` for its own production build only: its typecheck stage has already passed, so `next build`
   * skips its second type check (about 30 s). Never set it for a build you deploy.
   */
  QUAYSIDE_BUILD_TYPECHECKED: bool.default(false),
  /**
   * Integration tests only: the instant their simulated worlds start (lib/testing/sim-start.ts), so the suite can
   * be run at other instants (a Friday night, a DST change) to find tests that picked their data by accident.
   */
  QUAYSIDE_TEST_SIM_START: z.iso.datetime({ offset: true }).default("2026-03-05T15:00:00Z"),
  /**
   * End-to-end tests only: the running stacks (app and simulated service URLs, a JSON list) that scripts/e2e.ts
   * started, one per Playwright worker (e2e/fixtures/worker-stack.ts).
   */
  E2E_STACKS: z.string().default('[{"appUrl":"http://127.0.0.1:3100","simulatorUrl":"http://127.0.0.1:4010/v2"}]'),
  /** Integration tests only: how many test files run at once, each worker on its own database copy. */
  INTEGRATION_WORKERS: z.coerce.number().int().min(1).max(8).optional(),
  /** End-to-end tests only: how many stacks, and so Playwright workers, to run (default 1; see scripts/e2e.ts). */
  E2E_WORKERS: z.coerce.number().int().min(1).max(8).optional(),
  /** End-to-end tests only: the seed of the numbers specs draw (e2e/fixtures/seed.ts); unset, a new one per run. */
  E2E_SEED: z.coerce.number().int().min(0).optional(),
  /** End-to-end tests only: "1" prints the stacks' own logs (app, worker, simulator) at info, to see why a run was slow. */
  E2E_STACK_LOGS: z.enum(["0", "1"]).default("0"),
  /**
   * End-to-end tests only: whether specs photograph what they check (e2e/.artifacts/screenshots), for people to
   * look at. Unset: yes, except under CI, where nobody looks and the 150-odd full-page captures cost a minute of a
   * CPU-bound run (a failing test is still photographed by Playwright itself).
   */
  E2E_SCREENSHOTS: bool.optional(),
  /** Set by Playwright in each of its workers: which stack of E2E_STACKS the worker uses. */
  TEST_PARALLEL_INDEX: z.coerce.number().int().min(0).default(0),
  /** Set by Playwright in each worker process; a worker started again after a failure gets the next index. */
  TEST_WORKER_INDEX: z.coerce.number().int().min(0).default(0),
});

// Defaults that depend on another variable.
const schema = fields.transform((parsed) => ({
  ...parsed,
  SIMULATOR_EMBEDDED: parsed.SIMULATOR_EMBEDDED ?? parsed.QUAYSIDE_DEMO,
  E2E_SCREENSHOTS: parsed.E2E_SCREENSHOTS ?? !parsed.CI,
}));

/** @typedef {z.infer<typeof schema>} Env */

/**
 * @param {Record<string, string | undefined>} source
 * @returns {Env}
 */
export function parseEnv(source) {
  // Empty strings mean "unset" (a blank line in .env must not fail validation).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example for every variable.`);
  }
  return result.data;
}

// Next.js loads .env itself; the start, test and helper scripts get the same values from here. Variables
// already set in the environment win over the file.
if (typeof process.loadEnvFile === "function" && existsSync(".env")) process.loadEnvFile(".env");

export const env = parseEnv(process.env);

/**
 * The server secret, required at run time (not at build time).
 * @returns {string}
 */
export function requireAuthSecret() {
  if (!env.AUTH_SECRET) {
    throw new Error("AUTH_SECRET is not set. `npm start` generates one in demo mode; production must set it.");
  }
  return env.AUTH_SECRET;
}

/**
 * The environment for a child process (a script starting the app, the simulator or a worker): the
 * current one plus overrides. Lives here so no other module touches process.env.
 * @param {Record<string, string | undefined>} overrides
 * @returns {NodeJS.ProcessEnv}
 */
export function childEnv(overrides) {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...overrides };
}
