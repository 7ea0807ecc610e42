// The simulator's whole configuration, read once from the environment and validated, so a typo in a
// variable fails loudly at start instead of silently using a default.
import { z } from "zod";

const isoTime = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: "must be an ISO 8601 date-time" })
  .transform((v) => Date.parse(v));

export const simulatorConfigSchema = z.object({
  SIM_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SIM_HOST: z.string().min(1).default("127.0.0.1"),
  SIM_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(49),
  SIM_CONTAINERS: z.coerce.number().int().min(10).max(50_000).default(1500),
  SIM_SPEED: z.coerce.number().min(0).max(100_000).default(1),
  SIM_START: isoTime.optional(),
  SIM_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(2000),
  SIM_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  SIM_TICK_MS: z.coerce.number().int().min(10).default(1000),
  SIM_PUBLIC_URL: z.string().url().optional(),
  /** Self-provisioned (`sim_ws_…`) worlds kept in memory; the least recently used beyond it is dropped. */
  SIM_MAX_ACCOUNTS: z.coerce.number().int().min(1).max(1000).default(32),
  /** Approximate containers in each self-provisioned world (small: built in well under a second). */
  SIM_ACCOUNT_CONTAINERS: z.coerce.number().int().min(10).max(5000).default(300),
});

export type SimulatorConfig = z.infer<typeof simulatorConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): SimulatorConfig {
  const picked = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k.startsWith("SIM_") && v !== undefined && v !== ""),
  );
  const parsed = simulatorConfigSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid simulator configuration:\n${lines}`);
  }
  return parsed.data;
}

/** Whether the tests run on CI (`CI` set to true, 1 or yes, as CI services set it), where skipping is failing. */
export function runningOnCi(env: Record<string, string | undefined> = process.env): boolean {
  return ["true", "1", "yes"].includes(env.CI ?? "");
}
