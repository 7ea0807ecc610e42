import "server-only";

import { Gauge, type Registry } from "prom-client";

import { limitFor } from "@/lib/server/budget/budget";
import { BUCKET_LIMITS, WINDOW_MS, type BudgetBucket } from "@/lib/server/budget/window";
import { db } from "@/lib/server/db";

// The shared request budget at the moment of a scrape (lib/server/budget): per bucket, what the account closest
// to its limit has left, and how many accounts a 429 has paused. The grants of the rolling minute are read
// through their (account, bucket, granted_at) index; the table keeps ten minutes.

type Grants = { account: string; bucket: string; used: number };

const BUCKETS = Object.keys(BUCKET_LIMITS) as BudgetBucket[];

export async function addBudgetGauges(registry: Registry): Promise<void> {
  const registers = [registry];
  const remaining = new Gauge({
    name: "quayside_upstream_budget_remaining",
    help: "Requests left in the rolling minute per bucket, for the account with the fewest (0 while a 429 pauses it).",
    labelNames: ["bucket"],
    registers,
  });
  const limit = new Gauge({
    name: "quayside_upstream_budget_limit",
    help: "Requests per rolling minute each account may make, per bucket.",
    labelNames: ["bucket"],
    registers,
  });
  const paused = new Gauge({
    name: "quayside_upstream_paused_accounts",
    help: "Accounts whose bucket a 429 from the tracking service has paused right now.",
    labelNames: ["bucket"],
    registers,
  });
  const used = new Map<string, Map<string, number>>();
  for (const row of await db.$queryRaw<Grants[]>`
    SELECT account, bucket, count(*)::int AS used FROM upstream_grants
    WHERE granted_at > now() - ${`${WINDOW_MS} milliseconds`}::interval GROUP BY account, bucket`)
    used.set(row.bucket, (used.get(row.bucket) ?? new Map<string, number>()).set(row.account, row.used));
  const pausedBy = new Map<string, Set<string>>();
  for (const row of await db.$queryRaw<{ account: string; bucket: string }[]>`
    SELECT account, bucket FROM upstream_pauses WHERE paused_until > now()`)
    pausedBy.set(row.bucket, (pausedBy.get(row.bucket) ?? new Set<string>()).add(row.account));

  for (const bucket of BUCKETS) {
    const stopped = pausedBy.get(bucket) ?? new Set<string>();
    const accounts = new Set([...(used.get(bucket)?.keys() ?? []), ...stopped]);
    const left = [...accounts].map((account) =>
      stopped.has(account) ? 0 : Math.max(0, limitFor(bucket) - (used.get(bucket)?.get(account) ?? 0)),
    );
    remaining.set({ bucket }, Math.min(limitFor(bucket), ...left));
    limit.set({ bucket }, limitFor(bucket));
    paused.set({ bucket }, stopped.size);
  }
}
