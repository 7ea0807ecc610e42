// Injected faults for resilience tests. Rolls use their own seeded stream so a fault sequence is repeatable.
import { z } from "zod";
import { createRng, type Rng } from "../lib/prng";

export const faultSettingsSchema = z
  .object({
    error_rate: z.number().min(0).max(1),
    error_statuses: z
      .array(z.union([z.literal(429), z.literal(500), z.literal(502), z.literal(503), z.literal(504)]))
      .min(1),
    /** Retry-After seconds an injected 429 carries. */
    retry_after_s: z.number().int().min(0).max(86_400),
    latency_ms: z.number().int().min(0).max(120_000),
    slow_ms: z.number().int().min(0).max(600_000),
    slow_rate: z.number().min(0).max(1),
    html_404_rate: z.number().min(0).max(1),
    outage: z.boolean(),
    webhook_failure_rate: z.number().min(0).max(1),
    duplicate_rate: z.number().min(0).max(1),
    reorder_rate: z.number().min(0).max(1),
  })
  .strict();

export type FaultSettings = z.infer<typeof faultSettingsSchema>;

export const DEFAULT_FAULTS: FaultSettings = {
  error_rate: 0,
  error_statuses: [500, 502, 503],
  retry_after_s: 60,
  latency_ms: 0,
  slow_ms: 0,
  slow_rate: 1,
  html_404_rate: 0,
  outage: false,
  webhook_failure_rate: 0,
  duplicate_rate: 0,
  reorder_rate: 0,
};

export class Faults {
  settings: FaultSettings = { ...DEFAULT_FAULTS };
  private rng: Rng;

  constructor(private readonly seed: number) {
    this.rng = createRng(seed ^ 0x5eed);
  }

  update(patch: Partial<FaultSettings>): FaultSettings {
    this.settings = { ...this.settings, ...patch };
    return this.settings;
  }

  reset(): void {
    this.settings = { ...DEFAULT_FAULTS };
    this.rng = createRng(this.seed ^ 0x5eed);
  }

  roll(probability: number): boolean {
    return probability > 0 && this.rng.next() < probability;
  }

  pickErrorStatus(): number {
    return this.rng.pick(this.settings.error_statuses);
  }

  jitter(maxMs: number): number {
    return Math.floor(this.rng.next() * maxMs);
  }
}

export const HTML_404_PAGE = `<!DOCTYPE html>
<html>
<head>
  <title>The page you were looking for doesn't exist (404)</title>
  <meta name="viewport" content="width=device-width,initial-scale=1">
</head>
<body>
  <div class="dialog">
    <div>
      <h1>The page you were looking for doesn't exist.</h1>
      <p>You may have mistyped the address or the page may have moved.</p>
    </div>
  </div>
</body>
</html>
`;
