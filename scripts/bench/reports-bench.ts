// `npm run bench:reports [-- containers=10000 runs=50 users=10]`: one `next start` on a fresh database. The
// bench stack's workspace (a small backfilled world) gets 10,000 containers and a year of history (15 changes
// each, ~150,000 rows), dated around the stack simulator's clock, which is the app's clock in simulated mode;
// a second workspace holds 2,000 more as noise. Prints p50/p95/max of GET /api/reports with the page's
// default filters (no parameters: the last 90 days, every terminal, line and customer): cold (a container
// written before each request, so nothing comes from the cache; target p95 < 300 ms), warm, and with 10
// concurrent signed-in users while the data changes every second; then a year-long range, cold.
// Figures only: a missed target is printed, not a failure; errors (a failed request, empty reports) are.
import type { ReportsResponse } from "../../lib/shared/report-api";

import { ms, percentile, signInCookie, startBenchStack } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const CONTAINERS = Number(args["containers"] ?? 10_000);
const RUNS = Number(args["runs"] ?? 50);
const USERS = Number(args["users"] ?? 10);
const NOISE = 2_000;
const P95_TARGET_MS = 300;

const { createTestWorkspace } = await import("../../lib/testing/db-fixtures");
const { db } = await import("../../lib/server/db");

async function fill(workspaceId: string, count: number, anchor: string): Promise<void> {
  // Buckets, LFDs (−20…+20 days), four terminals in two zones, lines, customers, fees with totals and two
  // currencies, holds, and milestones spread over the year before `anchor` (the app's now).
  await db.$executeRaw`
    INSERT INTO containers (id, workspace_id, upstream_id, number, ref_numbers, tags, hold_names, bucket, bucket_rank, evaluated_at, raw, observed_at,
      pod_timezone, terminal_name, terminal_firms_code, shipping_line_scac, customer_name, governing_lfd_date, lfd_source, fees, holds,
      pod_discharged_at, pod_full_out_at, empty_terminated_at, flag_stale, flag_urgency_unknown, created_at)
    SELECT gen_random_uuid(), ${workspaceId}::uuid, 'b-' || i, 'BNCH' || lpad(i::text, 7, '0'), ARRAY[]::text[], ARRAY[]::text[], ARRAY[]::text[],
      (ARRAY['done','needs_return','stale','past_lfd','lfd_today','lfd_tomorrow','blocked','ready','on_rail','not_available','arriving'])[1 + i % 11], i % 11, ${anchor}::timestamptz, '{}'::jsonb, ${anchor}::timestamptz,
      (ARRAY['America/Los_Angeles','America/New_York'])[1 + i % 2], (ARRAY['Pier 400','FMS','Maher','PNCT'])[1 + i % 4], (ARRAY['W185','Y309','E416','E364'])[1 + i % 4],
      (ARRAY['MAEU','MSCU','CMDU','HLCU','ONEY'])[1 + i % 5], 'Customer ' || (i % 40), (${anchor}::timestamptz AT TIME ZONE 'UTC')::date + ((i % 41) - 20), NULL,
      CASE WHEN i % 3 = 0 THEN jsonb_build_array(jsonb_build_object('type','demurrage','amount', 100 + i % 500,'currency_code','USD'), jsonb_build_object('type','exam','amount', 350,'currency_code','USD'), jsonb_build_object('type','total','amount', 450 + i % 500,'currency_code','USD'))
           WHEN i % 7 = 0 THEN jsonb_build_array(jsonb_build_object('type','extended_dwell_time','amount', 90,'currency_code','CAD')) ELSE '[]'::jsonb END,
      CASE WHEN i % 5 = 0 THEN jsonb_build_array(jsonb_build_object('name','customs','status','hold')) WHEN i % 13 = 0 THEN jsonb_build_array(jsonb_build_object('name','TMF','status','pending')) ELSE '[]'::jsonb END,
      ${anchor}::timestamptz - make_interval(days => i % 365, hours => i % 24), ${anchor}::timestamptz - make_interval(days => i % 365) + make_interval(days => 1 + i % 9),
      CASE WHEN i % 2 = 0 THEN ${anchor}::timestamptz - make_interval(days => i % 365) + make_interval(days => 4 + i % 12) END, i % 17 = 0, i % 51 = 0, ${anchor}::timestamptz - make_interval(days => i % 365)
    FROM generate_series(1, ${count}) AS i`;
  // A year of history: 15 changes per container (fees, holds added and released, status), spread over 365 days.
  await db.$executeRaw`
    INSERT INTO container_changes (workspace_id, container_upstream_id, field, old_value, new_value, source, observed_at)
    SELECT ${workspaceId}::uuid, 'b-' || i, f.field,
      CASE f.field WHEN 'fees' THEN jsonb_build_array(jsonb_build_object('type','demurrage','amount', k * 50,'currency_code','USD'))
                   WHEN 'holds' THEN CASE WHEN k % 2 = 0 THEN jsonb_build_array(jsonb_build_object('name','customs','status','hold')) ELSE '[]'::jsonb END
                   ELSE to_jsonb('discharged'::text) END,
      CASE f.field WHEN 'fees' THEN jsonb_build_array(jsonb_build_object('type','demurrage','amount', (k + 1) * 50,'currency_code','USD'), jsonb_build_object('type','total','amount', (k + 1) * 50,'currency_code','USD'))
                   WHEN 'holds' THEN CASE WHEN k % 2 = 0 THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object('name','customs','status','hold')) END
                   ELSE to_jsonb('available'::text) END,
      'sync', ${anchor}::timestamptz - make_interval(days => (i * 7 + k * 23) % 365, hours => k)
    FROM generate_series(1, ${count}) AS i, generate_series(1, 5) AS k, (VALUES ('fees'), ('holds'), ('current_status')) AS f(field)`;
}

// The smallest simulated world: the containers under test are the seeded ones below.
const stack = await startBenchStack({ containers: 10, apps: 1, workers: 0, secret: "bench-reports" });
const [app = ""] = stack.apps;

async function timedGet(cookie: string, query: string): Promise<{ ms: number; body: string }> {
  const t0 = performance.now();
  const response = await fetch(`${app}/api/reports${query}`, { headers: { cookie } });
  const body = await response.text();
  const elapsed = performance.now() - t0;
  if (!response.ok) throw new Error(`GET /api/reports${query} answered ${response.status}: ${body.slice(0, 300)}`);
  return { ms: elapsed, body };
}

const figures = (values: number[]): string =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;

try {
  // Dated around the simulator's clock, not the machine's: the app reports on the simulated "today".
  const clock = (await (await fetch(`${new URL(stack.simulatorUrl).origin}/_sim/clock`)).json()) as { now?: string };
  if (typeof clock.now !== "string") throw new Error("the simulator did not say what time it is");
  const anchor = clock.now;
  const { workspace: noise } = await createTestWorkspace(["manager"]);
  const seeded = Date.now();
  await fill(stack.workspaceId, CONTAINERS, anchor);
  await fill(noise.id, NOISE, anchor);
  await db.tariff.createMany({
    data: [
      {
        workspaceId: stack.workspaceId,
        scope: "terminal",
        scopeKey: "W185",
        name: "Pier 400",
        currency: "USD",
        freeDays: 4,
        tiers: [
          { fromDay: 1, toDay: 4, amountPerDay: 150 },
          { fromDay: 5, toDay: null, amountPerDay: 300 },
        ],
      },
      {
        workspaceId: stack.workspaceId,
        scope: "line",
        scopeKey: "MSCU",
        name: "MSC",
        currency: "USD",
        freeDays: 4,
        tiers: [{ fromDay: 1, toDay: null, amountPerDay: 135 }],
      },
    ],
  });
  await db.$executeRaw`ANALYZE containers`;
  await db.$executeRaw`ANALYZE container_changes`;
  const containers = await db.container.count({ where: { workspaceId: stack.workspaceId } });
  const changes = await db.containerChange.count({ where: { workspaceId: stack.workspaceId } });
  console.log(
    `seed: ${containers} containers and ${changes} changes in the bench workspace (+${NOISE} containers of noise in another), dated up to ${anchor}, in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const cookie = await signInCookie(app, stack.email, stack.password);
  for (let i = 0; i < 3; i += 1) await timedGet(cookie, ""); // compiles the route, opens connections, plans
  const report = JSON.parse((await timedGet(cookie, "")).body) as ReportsResponse;
  if (report.lfdDue.length + report.pastLfd.length === 0 || report.fees.rows.length === 0)
    throw new Error(
      `the seeded containers fall outside the reports' window (today ${report.today}, ${report.filters.from} to ${report.filters.to})`,
    );
  console.log(
    `default report (${report.filters.from} to ${report.filters.to}, today ${report.today}): lfdDue ${report.lfdDue.length} rows, pastLfd ${report.pastLfd.length}, fees ${report.fees.rows.length} (${report.fees.grain}), exposure ${report.exposure.rows.length}, activeHolds ${report.activeHolds.length}, releases ${report.releases.length}, freshness ${report.freshness.length}`,
  );

  // The reports are cached per process while the data is unchanged (lib/server/reports/reports-cache.ts). "Cold": a
  // real write to one container before every request, as a webhook would, so each request aggregates anew.
  // "Warm": nothing changed in between, the case of managers opening the same morning report.
  const sample = await db.container.findMany({
    where: { workspaceId: stack.workspaceId },
    select: { id: true },
    take: 500,
  });
  let touches = 0;
  const touch = async () => {
    const id = sample[touches++ % sample.length]?.id ?? "";
    await db.$executeRaw`UPDATE containers SET synced_at = now() WHERE id = ${id}::uuid`;
  };
  const cold: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await touch();
    cold.push((await timedGet(cookie, "")).ms);
  }
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i += 1) warm.push((await timedGet(cookie, "")).ms);
  // Concurrent users while the data changes once a second.
  const concurrent: number[] = [];
  let writing = true;
  const writer = (async () => {
    while (writing) {
      await touch();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  await Promise.all(
    Array.from({ length: USERS }, async () => {
      for (let i = 0; i < Math.ceil(RUNS / USERS) * 2; i += 1) concurrent.push((await timedGet(cookie, "")).ms);
    }),
  );
  writing = false;
  await writer;
  console.log(`GET /api/reports, default filters (last 90 days), at ${containers} containers and ${changes} changes:`);
  console.log(
    `  cold (a container written before each request), sequential, ${cold.length} requests: ${figures(cold)} (target p95 < ${P95_TARGET_MS} ms) ${percentile(cold, 95) < P95_TARGET_MS ? "PASS" : "FAIL"}`,
  );
  console.log(`  warm (unchanged data), sequential, ${warm.length} requests: ${figures(warm)}`);
  console.log(
    `  ${USERS} concurrent users, data changing every second, ${concurrent.length} requests: ${figures(concurrent)}`,
  );
  const yearAgo = new Date(Date.parse(`${report.today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  const year: Record<string, string> = {
    "a year, all filters off": `?from=${yearAgo}&to=${report.today}`,
    "a year, one terminal + one line": `?from=${yearAgo}&to=${report.today}&terminal=W185&line=MAEU`,
  };
  for (const [name, query] of Object.entries(year)) {
    await timedGet(cookie, query);
    const values: number[] = [];
    for (let i = 0; i < Math.ceil(RUNS / 2); i += 1) {
      await touch();
      values.push((await timedGet(cookie, query)).ms);
    }
    console.log(`  ${name}, cold, sequential, ${values.length} requests: ${figures(values)}`);
  }
  const p95 = percentile(cold, 95);
  console.log(
    `verdict: reports API p95 ${ms(p95)} cold, ${ms(percentile(warm, 95))} warm: ${p95 < P95_TARGET_MS ? "met" : "MISSED"} (< ${P95_TARGET_MS} ms) at ${containers} containers and ${changes} changes`,
  );
} finally {
  await stack.stop();
}
process.exit(0);
